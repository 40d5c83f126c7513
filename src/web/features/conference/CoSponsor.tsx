import { coSponsor, conferenceCopy as copy } from '~/content/conference';
import { Img } from '~/web/components/Img';

export function CoSponsor() {
  return (
    <section className="conf-section conf-sponsor" aria-labelledby="sponsor-heading">
      <div className="container conf-sponsor__inner">
        <div>
          <p className="conf-eyebrow">{copy.sponsorEyebrow}</p>
          <h2 id="sponsor-heading" className="conf-section__title">
            {copy.sponsorTitle}
          </h2>
        </div>
        <figure className="conf-sponsor__card">
          <Img image={coSponsor.logo} className="conf-sponsor__logo" />
          <figcaption>
            <strong>{coSponsor.name}</strong>
            <span>{coSponsor.description}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
