import { type GalleryEntry, galleryPage } from '~/content/gallery';
import { srcSetOf } from '~/shared/images';
import type { PublicAlbum } from '~/shared/schemas/content';
import { Gallery } from '~/web/features/gallery/Gallery';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import { requireGalleryRead } from '~/web/lib/gallery.server';
import type { Route } from './+types/photo';

/** The current album, read on the server (the page's HTML carries every photo); null when none is published. */
export async function loader({ context }: Route.LoaderArgs) {
  return { album: await requireGalleryRead(context) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    galleryPage.title,
    galleryPage.description(data?.album?.title ?? galleryPage.heading),
  );
}

/** The album's photos as the strip and the viewer show them: the narrowest width in the strip, every width in srcset. */
function entries(album: PublicAlbum): GalleryEntry[] {
  return album.photos.map((photo, i) => {
    const { image } = photo;
    const narrowest = [...image.variants].sort((a, b) => a.width - b.width)[0]!;
    return {
      id: i + 1,
      title: photo.caption,
      srcSet: srcSetOf(image),
      img: {
        src: narrowest.url,
        width: narrowest.width,
        height: Math.round((narrowest.width * image.height) / image.width),
        alt: photo.alt,
      },
      full: { src: image.url, width: image.width, height: image.height, alt: photo.alt },
    };
  });
}

export default function PhotoGalleryPage({ loaderData }: Route.ComponentProps) {
  const { album } = loaderData;
  return (
    <main id="main" className="gallery-page">
      <PageIntro
        tone="light"
        eyebrow={album?.title ?? galleryPage.heading}
        title={galleryPage.heading}
        lead={galleryPage.intro}
      />
      <section className="gallery-section">
        <div className="container">
          {album && album.photos.length > 0 ? (
            <Gallery photos={entries(album)} />
          ) : (
            <p className="gallery-empty">{galleryPage.empty}</p>
          )}
        </div>
      </section>
    </main>
  );
}
