import { CAROUSEL_DELAY_MS } from '~/shared/constants';
import type { ConferenceDocument } from '~/shared/schemas/pages';
import { Img } from '~/web/components/Img';
import { Carousel } from './Carousel';

/** Photos of an earlier edition (the page's document, not event data: they do not change with the event). */
export function Photos2023({ photos }: { photos: ConferenceDocument['photos'] }) {
  if (photos.items.length === 0) return null;
  return (
    <section className="conf-section conf-photos" aria-labelledby="photos-heading">
      <div className="container">
        <header className="conf-section__header">
          <p className="conf-eyebrow">{photos.eyebrow}</p>
          <h2 id="photos-heading" className="conf-section__title">
            {photos.title}
          </h2>
        </header>
        <Carousel
          label={photos.label}
          items={photos.items}
          itemKey={(p) => p.src}
          variant="multi"
          delayMs={CAROUSEL_DELAY_MS}
          renderSlide={(photo) => <Img image={photo} className="conf-photo" />}
        />
      </div>
    </section>
  );
}
