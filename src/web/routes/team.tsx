import { teamGroups, teamPage } from '~/content/team';
import { TeamGroupSection } from '~/web/features/team/TeamGroupSection';
import { TeamIconSprite } from '~/web/features/team/icons';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import '~/web/features/team/team.css';

export function meta() {
  return pageMeta(teamPage.title, teamPage.description);
}

export default function TeamPage() {
  return (
    <main id="main" className="team-page">
      <TeamIconSprite />
      <PageIntro tone="light" eyebrow={teamPage.eyebrow} title={teamPage.heading} lead={teamPage.intro} />
      <section className="team-secretariat" aria-labelledby="team-secretariat-title">
        <div className="container">
          <header className="team-secretariat__header">
            <h2 className="team-secretariat__title page-ruled page-ruled--center" id="team-secretariat-title">
              {teamPage.secretariatHeading}
            </h2>
            <p className="team-secretariat__hint">{teamPage.flipHint}</p>
          </header>
          {teamGroups.map((group) => (
            <TeamGroupSection key={group.id} group={group} />
          ))}
        </div>
      </section>
    </main>
  );
}
