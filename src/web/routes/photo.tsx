import { fillTemplate } from '~/shared/fill-template';
import { GalleryView } from '~/web/features/gallery/GalleryView';
import { pageMeta } from '~/web/features/pages/meta';
import { requireGalleryRead } from '~/web/lib/gallery.server';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/photo';

/**
 * The page's words and the current album, read on the server (the page's HTML carries every photo); the album
 * is null when none is published.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const album = await requireGalleryRead(context);
  return { page: await requirePage(context, 'gallery'), album };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data?.page) return [];
  const { page, album } = data;
  return pageMeta(
    matches,
    page.title,
    fillTemplate(page.description, { album: album?.title ?? page.heading }),
  );
}

export default function PhotoGalleryPage({ loaderData }: Route.ComponentProps) {
  const { page, album } = loaderData;
  return <GalleryView page={page} album={album} />;
}
