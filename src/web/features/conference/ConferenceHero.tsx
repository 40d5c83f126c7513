import { conference, conferenceCopy as copy } from '~/content/conference';
import { Img } from '~/web/components/Img';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { CalendarIcon, PinIcon } from './icons';

export function ConferenceHero() {
  const { hero } = conference;
  return (
    <section className="conf-hero" aria-labelledby="conf-title">
      <picture className="conf-hero__poster">
        <source
          media="(max-width: 767px)"
          srcSet={hero.mobile.src}
          width={hero.mobile.width}
          height={hero.mobile.height}
        />
        <Img image={hero.desktop} priority />
      </picture>
      <div className="container conf-hero__content">
        <p className="conf-hero__eyebrow">{copy.heroEyebrow}</p>
        <h1 id="conf-title" className="conf-hero__title">
          {conference.eventName}
        </h1>
        <p className="conf-hero__tagline">{conference.edition}</p>
        <ul className="conf-hero__facts">
          <li>
            <CalendarIcon />
            {conference.dates}
          </li>
          <li>
            <PinIcon />
            {conference.venue}
          </li>
        </ul>
        <div className="conf-hero__actions">
          <RegisterNowButton />
          <a className="conf-hero__link" href="#committees">
            {copy.exploreCommittees}
          </a>
        </div>
      </div>
    </section>
  );
}
