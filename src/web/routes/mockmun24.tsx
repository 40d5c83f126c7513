import { MockMunView } from '~/web/features/pages/MockMunView';
import { pageMeta } from '~/web/features/pages/meta';
import { loadMockMunEdition } from '~/web/lib/mockmun.server';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/mockmun24';
import '~/web/features/pages/mockmun.css';

/** The page's document and the event on it (src/web/lib/mockmun.server.ts), or null while there is none. */
export async function loader({ context }: Route.LoaderArgs) {
  const edition = await loadMockMunEdition(context);
  const page = await requirePage(context, 'mockmun');
  return { page, edition };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const copy = loaded?.page;
  if (!copy) return [];
  const edition = loaded.edition;
  if (!edition) return pageMeta(matches, copy.title, copy.noneLead);
  const { event } = edition;
  const facts = [edition.dates, event.venue].filter(Boolean).join(', ');
  return pageMeta(matches, event.name, `${event.name}${facts ? ` at ${facts}` : ''}: ${copy.description}`);
}

export default function MockMunPage({ loaderData }: Route.ComponentProps) {
  return <MockMunView page={loaderData.page} edition={loaderData.edition} />;
}
