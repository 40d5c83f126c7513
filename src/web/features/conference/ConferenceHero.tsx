import { preload } from 'react-dom';
import type { ConferenceDocument } from '~/shared/schemas/pages';
import { Img } from '~/web/components/Img';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { type ConferencePageEvent, imageAsset } from './event-data';
import { CalendarIcon, PinIcon } from './icons';
import { type RegistrationState, registrationTitle } from './RegistrationNotice';

/** The phone layout of conference.css (below 768 px), where the poster is cropped to its right-hand part. */
const phonesQuery = '(max-width: 767px)';

interface ConferenceHeroProps {
  event: ConferencePageEvent;
  /** Formatted by the loader, as is `registration`: the browser shows the server's text. */
  dates: string | null;
  registration: RegistrationState;
  copy: ConferenceDocument;
}

/** The event's poster, name, dates and venue, and whether registration is open. */
export function ConferenceHero({ event, dates, registration, copy }: ConferenceHeroProps) {
  const narrow = event.hero?.narrow;
  // The phone's LCP image: asked for first, on the connection the page came on (a <picture>'s image gets
  // no preload of React's own).
  if (narrow) preload(narrow.url, { as: 'image', fetchPriority: 'high', media: phonesQuery });
  return (
    <section className="conf-hero" aria-labelledby="conf-title">
      {event.hero && (
        <div className="conf-hero__poster">
          <picture>
            {/* Phones see only the poster's right-hand part: the server's cut of it (decision 0040). */}
            {event.hero.narrow && (
              <source
                media={phonesQuery}
                srcSet={event.hero.narrow.url}
                width={event.hero.narrow.width}
                height={event.hero.narrow.height}
              />
            )}
            <Img image={imageAsset(event.hero)} priority />
          </picture>
        </div>
      )}
      <div className="container conf-hero__content">
        <p className="conf-hero__eyebrow">{copy.heroEyebrow}</p>
        <h1 id="conf-title" className="conf-hero__title">
          {event.name}
        </h1>
        <p className="conf-hero__tagline">{copy.heroTagline}</p>
        {(dates || event.venue) && (
          <ul className="conf-hero__facts">
            {dates && (
              <li>
                <CalendarIcon />
                {dates}
              </li>
            )}
            {event.venue && (
              <li>
                <PinIcon />
                {event.venue}
              </li>
            )}
          </ul>
        )}
        <p className={`conf-hero__registration conf-hero__registration--${registration.state}`} role="status">
          {registrationTitle(event.name, registration)}
          {registration.when && <span> {registration.when}</span>}
        </p>
        <div className="conf-hero__actions">
          <RegisterNowButton />
          {event.committees.length > 0 && (
            <a className="conf-hero__link" href="#committees">
              {copy.exploreCommittees}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
