import type { FaqDocument } from '~/shared/schemas/pages';
import { useSite } from '~/web/lib/site';
import { Img } from '~/web/components/Img';

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Postal address (with its map link, when the site settings give one), contact email (mailto), phone (tel) and the club logo. */
export function ContactDetails({ contactPage }: { contactPage: FaqDocument }) {
  const site = useSite();
  const { contact: contactDetails, headerLogo } = site;
  return (
    <section className="contact-details" aria-labelledby="contact-details-heading">
      <Img image={headerLogo} className="contact-details__logo" />
      <h2 id="contact-details-heading" className="contact-details__title">
        {contactPage.detailsTitle}
      </h2>
      <p className="contact-details__name">{site.fullName}</p>
      <ul className="contact-details__list">
        <li>
          <svg {...iconProps}>
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
          <div>
            <span className="contact-details__label">Address</span>
            <address>
              {contactDetails.postalAddress.map((line) => (
                <span key={line} className="contact-details__line">
                  {line}
                </span>
              ))}
            </address>
            {contactDetails.mapLink ? (
              <a
                className="contact-details__line"
                href={contactDetails.mapLink}
                target="_blank"
                rel="noopener"
              >
                View on a map
              </a>
            ) : null}
          </div>
        </li>
        <li>
          <svg {...iconProps}>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3 7l9 6 9-6" />
          </svg>
          <div>
            <span className="contact-details__label">Email</span>
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
          </div>
        </li>
        <li>
          <svg {...iconProps}>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </svg>
          <div>
            <span className="contact-details__label">Phone</span>
            <a href={`tel:${contactDetails.phoneHref}`}>{contactDetails.phone}</a>
          </div>
        </li>
      </ul>
    </section>
  );
}
