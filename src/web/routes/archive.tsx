import { ArchiveView } from '~/web/features/pages/ArchiveView';
import { pageMeta } from '~/web/features/pages/meta';
import { loadEvents } from '~/web/lib/featured-event.server';
import type { Route } from './+types/archive';
import { requirePage } from '~/web/lib/pages.server';
import '~/web/features/pages/archive.css';

/**
 * The past events that have an archive link (not the featured one), newest first, above the editions that
 * had sites of their own. When the events cannot be read the page still shows those (the server does not
 * keep such a rendering).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, events] = await Promise.all([
    requirePage(context, 'archive'),
    loadEvents(context).catch(() => []),
  ]);
  const pastEvents = events
    .filter((event) => !event.featured && event.archiveUrl)
    .sort((a, b) => (b.startsOn ?? '').localeCompare(a.startsOn ?? '') || a.name.localeCompare(b.name, 'en'))
    .map((event) => ({
      id: event._id,
      name: event.name,
      year: event.startsOn?.slice(0, 4) ?? null,
      theme: event.theme,
      url: event.archiveUrl!,
    }));
  return { page, pastEvents };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(matches, loaderData.page.title, loaderData.page.description) : [];
}

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  return <ArchiveView page={loaderData.page} pastEvents={loaderData.pastEvents} />;
}
