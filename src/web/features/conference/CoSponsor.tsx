import type { ConferenceDocument } from '~/shared/schemas/pages';
import type { CoSponsor as CoSponsorData } from '~/shared/schemas/events';
import { Img } from '~/web/components/Img';
import { imageAsset } from './event-data';

function Sponsor({ sponsor }: { sponsor: CoSponsorData }) {
  const body = (
    <>
      {sponsor.logo && <Img image={imageAsset(sponsor.logo)} className="conf-sponsor__logo" />}
      <figcaption>
        <strong>{sponsor.name}</strong>
        {sponsor.description && <span>{sponsor.description}</span>}
      </figcaption>
    </>
  );
  return (
    <figure className="conf-sponsor__card">
      {sponsor.url ? (
        <a className="conf-sponsor__link" href={sponsor.url} target="_blank" rel="noopener noreferrer">
          {body}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        body
      )}
    </figure>
  );
}

export function CoSponsor({ coSponsors, copy }: { coSponsors: CoSponsorData[]; copy: ConferenceDocument }) {
  if (coSponsors.length === 0) return null;
  return (
    <section className="conf-section conf-sponsor" aria-labelledby="sponsor-heading">
      <div className="container conf-sponsor__inner">
        <div>
          <p className="conf-eyebrow">{copy.sponsorEyebrow}</p>
          <h2 id="sponsor-heading" className="conf-section__title">
            {coSponsors.length === 1 ? copy.sponsorTitle : copy.sponsorsTitle}
          </h2>
        </div>
        <div className="conf-sponsor__list">
          {coSponsors.map((sponsor, i) => (
            <Sponsor key={`${i}-${sponsor.name}`} sponsor={sponsor} />
          ))}
        </div>
      </div>
    </section>
  );
}
