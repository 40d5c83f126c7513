import { galleryPage, galleryPhotos } from '~/content/gallery';
import { Gallery } from '~/web/features/gallery/Gallery';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';

export function meta() {
  return pageMeta(galleryPage.title, galleryPage.description);
}

export default function PhotoGalleryPage() {
  return (
    <main id="main" className="gallery-page">
      <PageIntro
        tone="light"
        eyebrow={galleryPage.eyebrow}
        title={galleryPage.heading}
        lead={galleryPage.intro}
      />
      <section className="gallery-section">
        <div className="container">
          <Gallery photos={galleryPhotos} />
        </div>
      </section>
    </main>
  );
}
