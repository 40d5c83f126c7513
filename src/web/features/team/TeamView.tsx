import { Link } from 'react-router';
import { fillTemplate } from '~/shared/fill-template';
import { paths } from '~/shared/paths';
import type { TeamDocument } from '~/shared/schemas/pages';
import type { TeamTenure } from '~/shared/schemas/team';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { TeamGroupSection } from './TeamGroupSection';
import { TeamIconSprite } from './icons';

/** A tenure's address: the current one is /team. */
export const tenurePath = (tenure: { label: string; current: boolean }) =>
  tenure.current ? paths.team : paths.teamTenure(tenure.label);

/** The tenures, newest first, each a link; the one shown is marked as the current page. */
function TenureSwitcher({ team, label }: { team: TeamTenure; label: string }) {
  if (team.tenures.length < 2) return null;
  return (
    <nav className="team-tenures" aria-label={label}>
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

/**
 * The team page of a tenure: the heading, the tenure's intro, its secretariat group by group, in the words of
 * the `team` page document.
 */
export function TeamView({ page, team }: { page: TeamDocument; team: TeamTenure | null }) {
  return (
    <main id="main" className="team-page">
      <TeamIconSprite />
      <PageIntro tone="light" eyebrow={page.eyebrow} title={page.heading} lead={team?.intro || undefined} />
      <section className="team-secretariat" aria-labelledby="team-secretariat-title">
        <div className="container">
          <header className="team-secretariat__header">
            <h2 className="team-secretariat__title page-ruled page-ruled--center" id="team-secretariat-title">
              {team ? fillTemplate(page.secretariatHeading, { tenure: team.label }) : page.noTenureTitle}
            </h2>
            {team && !team.current ? (
              <p className="team-secretariat__past">
                {page.pastNotice} <Link to={paths.team}>{page.currentLink}</Link>
              </p>
            ) : null}
            {team ? <TenureSwitcher team={team} label={page.tenuresLabel} /> : null}
            {team && team.groups.some((g) => g.members.length > 0) ? (
              <p className="team-secretariat__hint">{page.flipHint}</p>
            ) : null}
          </header>
          {team && team.groups.some((g) => g.members.length > 0) ? (
            team.groups
              .filter((group) => group.members.length > 0)
              .map((group) => <TeamGroupSection key={group._id} group={group} labels={page.labels} />)
          ) : team ? (
            <p className="team-secretariat__empty">{page.empty}</p>
          ) : null}
        </div>
      </section>
    </main>
  );
}
