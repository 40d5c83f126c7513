import { site } from '~/content/site';
import { AchievementsSection } from '~/web/features/home/AchievementsSection';
import { CollaborationSlideshow } from '~/web/features/home/CollaborationSlideshow';
import { HomeBlogs } from '~/web/features/home/HomeBlogs';
import { HomeHero } from '~/web/features/home/HomeHero';
import { LettersSection } from '~/web/features/home/LettersSection';
import { ReviewsSection } from '~/web/features/home/ReviewsSection';
import { StatsSection } from '~/web/features/home/StatsSection';
import { loadTeam } from '~/web/lib/team.server';
import type { Route } from './+types/home';
import '~/web/features/home/home.css';

/**
 * The current tenure's letters. When the team cannot be read the page still renders, without them (it is
 * then not kept: the renderer marks the rendering degraded).
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { letters: (await loadTeam(context, null))?.letters ?? [] };
  } catch {
    return { letters: [] };
  }
}

export function meta() {
  return [
    { title: site.shortName },
    {
      name: 'description',
      content:
        'NITSMUN is the Model United Nations club of NIT Silchar, Assam: letters from the secretariat, blogs, collaborations, achievements and reviews from 700+ delegates.',
    },
  ];
}

const lettersId = 'letters';

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="home">
      <HomeHero lettersId={lettersId} />
      <LettersSection id={lettersId} letters={loaderData.letters} />
      <HomeBlogs />
      <CollaborationSlideshow />
      <AchievementsSection />
      <StatsSection />
      <ReviewsSection />
    </main>
  );
}
