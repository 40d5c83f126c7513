import { Link } from 'react-router';
import { teamPage } from '~/content/team-page';
import { paths } from '~/shared/paths';
import type { TeamTenure } from '~/shared/schemas/team';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { TeamGroupSection } from './TeamGroupSection';
import { TeamIconSprite } from './icons';

/** A tenure's address: the current one is /team. */
export const tenurePath = (tenure: { label: string; current: boolean }) =>
  tenure.current ? paths.team : paths.teamTenure(tenure.label);

/** The tenures, newest first, each a link; the one shown is marked as the current page. */
function TenureSwitcher({ team }: { team: TeamTenure }) {
  if (team.tenures.length < 2) return null;
  return (
    <nav className="team-tenures" aria-label={teamPage.tenuresLabel}>
      <ul className="team-tenures__list">
        {team.tenures.map((tenure) => (
          <li key={tenure.label}>
            <Link
              className="team-tenures__link"
              to={tenurePath(tenure)}
              aria-current={tenure.label === team.label ? 'page' : undefined}
            >
              {tenure.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The team page of a tenure: the heading, the tenure's intro, its secretariat group by group. */
export function TeamView({ team }: { team: TeamTenure | null }) {
  return (
    <main id="main" className="team-page">
      <TeamIconSprite />
      <PageIntro
        tone="light"
        eyebrow={teamPage.eyebrow}
        title={teamPage.heading}
        lead={team?.intro || undefined}
      />
      <section className="team-secretariat" aria-labelledby="team-secretariat-title">
        <div className="container">
          <header className="team-secretariat__header">
            <h2 className="team-secretariat__title page-ruled page-ruled--center" id="team-secretariat-title">
              {team ? teamPage.secretariatHeading(team.label) : teamPage.noTenureTitle}
            </h2>
            {team && !team.current ? (
              <p className="team-secretariat__past">
                {teamPage.pastNotice} <Link to={paths.team}>{teamPage.currentLink}</Link>
              </p>
            ) : null}
            {team ? <TenureSwitcher team={team} /> : null}
            {team && team.groups.some((g) => g.members.length > 0) ? (
              <p className="team-secretariat__hint">{teamPage.flipHint}</p>
            ) : null}
          </header>
          {team && team.groups.some((g) => g.members.length > 0) ? (
            team.groups
              .filter((group) => group.members.length > 0)
              .map((group) => <TeamGroupSection key={group._id} group={group} />)
          ) : team ? (
            <p className="team-secretariat__empty">{teamPage.empty}</p>
          ) : null}
        </div>
      </section>
    </main>
  );
}
