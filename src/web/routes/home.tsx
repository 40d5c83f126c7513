import { AchievementsSection } from '~/web/features/home/AchievementsSection';
import { CollaborationSlideshow } from '~/web/features/home/CollaborationSlideshow';
import { HomeBlogs } from '~/web/features/home/HomeBlogs';
import { HomeHero } from '~/web/features/home/HomeHero';
import { LettersSection } from '~/web/features/home/LettersSection';
import { ReviewsSection } from '~/web/features/home/ReviewsSection';
import { StatsSection } from '~/web/features/home/StatsSection';
import { requirePage } from '~/web/lib/pages.server';
import { siteOf, useSite } from '~/web/lib/site';
import { loadTeam } from '~/web/lib/team.server';
import type { Route } from './+types/home';
import '~/web/features/home/home.css';

/**
 * The home page's document and the current tenure's letters. When the team cannot be read the page still
 * renders, without them (it is then not kept: the renderer marks the rendering degraded).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, letters] = await Promise.all([
    requirePage(context, 'home'),
    loadTeam(context, null).then(
      (team) => team?.letters ?? [],
      () => [],
    ),
  ]);
  return { page, letters };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    { title: siteOf(matches)?.shortName ?? '' },
    { name: 'description', content: loaderData?.page.description ?? '' },
  ];
}

const lettersId = 'letters';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const site = useSite();
  return (
    <main id="main" className="home">
      <HomeHero lettersId={lettersId} hero={page.hero} site={site} />
      <LettersSection id={lettersId} letters={loaderData.letters} />
      <HomeBlogs />
      <CollaborationSlideshow collaboration={page.collaboration} />
      <AchievementsSection achievementsSection={page.achievements} />
      <StatsSection stats={page.stats} whatIs={page.whatIs} />
      <ReviewsSection reviewsSection={page.reviews} />
    </main>
  );
}
