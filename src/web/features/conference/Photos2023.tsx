import { conferenceCopy as copy, photos2023 } from '~/content/conference';
import { CAROUSEL_DELAY_MS } from '~/shared/constants';
import { Img } from '~/web/components/Img';
import { Carousel } from './Carousel';

export function Photos2023() {
  return (
    <section className="conf-section conf-photos" aria-labelledby="photos-heading">
      <div className="container">
        <header className="conf-section__header">
          <p className="conf-eyebrow">{copy.photosEyebrow}</p>
          <h2 id="photos-heading" className="conf-section__title">
            {copy.photosTitle}
          </h2>
        </header>
        <Carousel
          label="Photos from the Annual Conference 2023"
          items={photos2023}
          itemKey={(p) => p.src}
          variant="multi"
          delayMs={CAROUSEL_DELAY_MS}
          renderSlide={(photo) => <Img image={photo} className="conf-photo" />}
        />
      </div>
    </section>
  );
}
