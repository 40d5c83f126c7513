import { teamGroups, teamPage } from '~/content/team';
import { TeamGroupSection } from '~/web/features/team/TeamGroupSection';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import '~/web/features/team/team.css';

export function meta() {
  return pageMeta(teamPage.title, teamPage.description);
}

/** The first row of portraits is above the fold on desktop, so it loads eagerly. */
const EAGER_PORTRAITS = 4;

export default function TeamPage() {
  return (
    <main id="main" className="team-page">
      <PageIntro tone="light" eyebrow={teamPage.eyebrow} title={teamPage.heading} lead={teamPage.intro} />
      <section className="team-secretariat" aria-labelledby="team-secretariat-title">
        <div className="container">
          <header className="team-secretariat__header">
            <h2 className="team-secretariat__title page-ruled page-ruled--center" id="team-secretariat-title">
              {teamPage.secretariatHeading}
            </h2>
            <p className="team-secretariat__hint">{teamPage.flipHint}</p>
          </header>
          {teamGroups.map((group, index) => (
            <TeamGroupSection key={group.id} group={group} eagerCount={index === 0 ? EAGER_PORTRAITS : 0} />
          ))}
        </div>
      </section>
    </main>
  );
}
