import { srcSetOf } from '~/shared/images';
import type { PublicAlbum } from '~/shared/schemas/content';
import type { GalleryDocument } from '~/shared/schemas/pages';
import { PageIntro } from '~/web/features/pages/PageIntro';
import type { GalleryEntry } from './entry';
import { Gallery } from './Gallery';

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

/** The gallery's words around the album's strip (the page's preview shows them around no album). */
export function GalleryView({ page, album }: { page: GalleryDocument; album: PublicAlbum | null }) {
  return (
    <main id="main" className="gallery-page">
      <PageIntro tone="light" eyebrow={album?.title ?? page.heading} title={page.heading} lead={page.intro} />
      <section className="gallery-section">
        <div className="container">
          {album && album.photos.length > 0 ? (
            <Gallery photos={entries(album)} more={page.more} />
          ) : (
            <p className="gallery-empty">{page.empty}</p>
          )}
        </div>
      </section>
    </main>
  );
}
