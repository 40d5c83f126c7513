import { chairpersons, conferenceCopy as copy } from '~/content/conference';
import { CAROUSEL_DELAY_MS } from '~/shared/constants';
import { Img } from '~/web/components/Img';
import { Carousel } from './Carousel';

export function ExecutiveBoard() {
  return (
    <section className="conf-section conf-board" aria-labelledby="board-heading">
      <div className="container">
        <header className="conf-section__header">
          <p className="conf-eyebrow conf-eyebrow--on-dark">{copy.boardEyebrow}</p>
          <h2 id="board-heading" className="conf-section__title">
            {copy.boardTitle}
          </h2>
        </header>
        <Carousel
          label="Chairpersons of the executive board"
          items={chairpersons}
          itemKey={(c) => c.name}
          variant="single"
          showDots
          delayMs={CAROUSEL_DELAY_MS}
          renderSlide={(chair) => (
            <article className="conf-chair">
              <Img image={chair.img} className="conf-chair__photo" />
              <div className="conf-chair__text">
                <p className="conf-chair__committee">Chairperson, {chair.committee}</p>
                <h3 className="conf-chair__name">{chair.name}</h3>
                <p className="conf-chair__bio">{chair.bio}</p>
              </div>
            </article>
          )}
        />
      </div>
    </section>
  );
}
