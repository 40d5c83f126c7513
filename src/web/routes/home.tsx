import { HomeView } from '~/web/features/home/HomeView';
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView page={loaderData.page} site={useSite()} letters={loaderData.letters} />;
}
