import type { HomeDocument } from '~/shared/schemas/pages';
import { Img } from '~/web/components/Img';

export function AchievementsSection({
  achievementsSection,
}: {
  achievementsSection: HomeDocument['achievements'];
}) {
  return (
    <section className="home-section home-achievements" aria-labelledby="achievements-title">
      <div className="container home-achievements__grid">
        <div className="home-achievements__media">
          <Img image={achievementsSection.image} />
        </div>
        <div>
          <p className="home-eyebrow">Recognition</p>
          <h2 id="achievements-title" className="home-section__title">
            {achievementsSection.heading}
          </h2>
          <p className="home-achievements__text">{achievementsSection.text}</p>
        </div>
      </div>
    </section>
  );
}
