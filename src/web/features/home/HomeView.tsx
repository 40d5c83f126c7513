import type { TeamLetter } from '~/shared/schemas/team';
import type { HomeDocument, SiteDocument } from '~/shared/schemas/pages';
import { AchievementsSection } from './AchievementsSection';
import { CollaborationSlideshow } from './CollaborationSlideshow';
import { HomeBlogs } from './HomeBlogs';
import { HomeHero } from './HomeHero';
import { LettersSection } from './LettersSection';
import { ReviewsSection } from './ReviewsSection';
import { StatsSection } from './StatsSection';
import './home.css';

const lettersId = 'letters';

/** The home page from its document, the site settings and the current tenure's letters. */
export function HomeView({
  page,
  site,
  letters,
}: {
  page: HomeDocument;
  site: SiteDocument;
  letters: TeamLetter[];
}) {
  return (
    <main id="main" className="home">
      <HomeHero lettersId={lettersId} hero={page.hero} site={site} />
      <LettersSection id={lettersId} letters={letters} />
      <HomeBlogs />
      <CollaborationSlideshow collaboration={page.collaboration} />
      <AchievementsSection achievementsSection={page.achievements} />
      <StatsSection stats={page.stats} whatIs={page.whatIs} />
      <ReviewsSection reviewsSection={page.reviews} />
    </main>
  );
}
