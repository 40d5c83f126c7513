import { conferenceCopy as copy, pastEditionPhotos } from '~/content/conference';
import { CAROUSEL_DELAY_MS } from '~/shared/constants';
import { Img } from '~/web/components/Img';
import { Carousel } from './Carousel';

/** Photos of an earlier edition (content, not event data: they do not change with the featured event). */
export function Photos2023() {
  return (
    <section className="conf-section conf-photos" aria-labelledby="photos-heading">
      <div className="container">
        <header className="conf-section__header">
          <p className="conf-eyebrow">{copy.photosEyebrow}</p>
          <h2 id="photos-heading" className="conf-section__title">
            {pastEditionPhotos.title}
          </h2>
        </header>
        <Carousel
          label={pastEditionPhotos.label}
          items={pastEditionPhotos.photos}
          itemKey={(p) => p.src}
          variant="multi"
          delayMs={CAROUSEL_DELAY_MS}
          renderSlide={(photo) => <Img image={photo} className="conf-photo" />}
        />
      </div>
    </section>
  );
}
