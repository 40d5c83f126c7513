import { fillTemplate } from '~/shared/fill-template';
import { messages } from '~/shared/messages';
import type { MockmunDocument } from '~/shared/schemas/pages';
import { ArrowRightIcon, CalendarIcon, CheckIcon, PinIcon } from '~/web/features/pages/icons';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { paragraphsOf } from '~/shared/paragraphs';
import type { MockMunEdition } from '~/web/features/pages/mockmun-edition';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import '~/web/features/pages/mockmun.css';

function RegisterAction({ copy, edition }: { copy: MockmunDocument; edition: MockMunEdition }) {
  const { event, registration } = edition;
  if (!event.takesRegistration) return <p className="mock-register-note">{copy.noRegistration}</p>;
  if (registration.state !== 'open') {
    const text =
      registration.state === 'closed'
        ? messages.events.registrationClosedNotice(event.name)
        : (registration.when ?? messages.events.registrationScheduledNotice(event.name));
    return <p className="mock-register-note">{text}</p>;
  }
  return (
    <RegisterNowButton to={edition.registerTo} tone="gold">
      {copy.register}
      <span className="visually-hidden"> for {event.name}</span>
      <ArrowRightIcon />
    </RegisterNowButton>
  );
}

/**
 * The Mock MUN page: its document's words around the event on it (its facts worded on the server), or the
 * page's hero alone while no event is on it. The public page and the page editor's preview render it.
 */
export function MockMunView({
  page: copy,
  edition,
}: {
  page: MockmunDocument;
  edition: MockMunEdition | null;
}) {
  if (!edition) {
    return (
      <main id="main" className="mock-page">
        <PageIntro
          tone="navy"
          className="mock-hero"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.noneLead}
        />
      </main>
    );
  }
  const { event, dates, fee, registration } = edition;
  const labels = copy.whenWhere.labels;
  const registrationText = !event.takesRegistration
    ? copy.noRegistration
    : registration.state === 'closed'
      ? messages.registration.closedButton
      : (registration.when ?? messages.events.registrationOpenNotice(event.name));
  const facts = [
    { label: labels.dates, value: dates ?? copy.whenWhere.toBeAnnounced },
    { label: labels.venue, value: event.venue || copy.whenWhere.toBeAnnounced },
    { label: labels.registration, value: registrationText },
    { label: labels.fee, value: fee === null ? copy.whenWhere.free : `₹${fee}` },
    {
      label: labels.who,
      value: event.instituteOnly ? copy.whenWhere.instituteOnly : copy.whenWhere.everyone,
    },
  ];
  const venue = event.venue || copy.steps.venueFallback;
  const steps = [
    copy.steps.account,
    copy.steps.verify,
    ...(event.takesRegistration
      ? [
          edition.closes
            ? fillTemplate(copy.steps.registerBefore, { closes: edition.closes })
            : copy.steps.register,
          copy.steps.allotment,
        ]
      : []),
    edition.firstDay
      ? fillTemplate(copy.steps.arriveOn, { venue, day: edition.firstDay })
      : fillTemplate(copy.steps.arrive, { venue }),
  ];
  return (
    <main id="main" className="mock-page">
      <PageIntro
        tone="navy"
        className="mock-hero"
        eyebrow={copy.eyebrow}
        title={event.name}
        lead={event.theme}
      >
        <ul className="mock-hero__highlights">
          {dates ? (
            <li>
              <CalendarIcon />
              {dates}
            </li>
          ) : null}
          {event.venue ? (
            <li>
              <PinIcon />
              {event.venue}
            </li>
          ) : null}
        </ul>
        <div className="mock-hero__actions">
          <RegisterAction copy={copy} edition={edition} />
          {event.committees.length > 0 ? (
            <a href={copy.committeesLink.to} className="button button--ghost-light">
              {copy.committeesLink.label}
            </a>
          ) : null}
        </div>
      </PageIntro>

      <section className="page-section mock-about" aria-labelledby="mock-what">
        <div className="container mock-about__grid">
          <div className="mock-prose">
            <h2 className="page-section__title page-ruled" id="mock-what">
              {copy.whatIs.heading}
            </h2>
            {copy.whatIs.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <section className="mock-facts" aria-labelledby="mock-when">
            <h2 className="mock-facts__title" id="mock-when">
              {copy.whenWhere.heading}
            </h2>
            <dl className="mock-facts__list">
              {facts.map((fact) => (
                <div key={fact.label} className="mock-facts__row">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </section>

      {event.committees.length > 0 ? (
        <section
          className="page-section mock-committees"
          id={copy.committees.id}
          aria-labelledby="mock-committees-title"
        >
          <div className="container">
            <h2 className="page-section__title page-ruled" id="mock-committees-title">
              {copy.committees.heading}
            </h2>
            <ul className="mock-committees__list">
              {event.committees.map((committee) => (
                <li key={committee.code} className="mock-committee">
                  <h3 className="mock-committee__name">{committee.displayName}</h3>
                  {committee.fullName ? <p className="mock-committee__full">{committee.fullName}</p> : null}
                  {committee.agenda ? (
                    <p className="mock-committee__agenda">
                      <span className="mock-committee__agenda-label">{copy.committees.agendaLabel}</span>
                      {committee.agenda}
                    </p>
                  ) : null}
                  {paragraphsOf(committee.description).map((text) => (
                    <p key={text} className="mock-committee__text">
                      {text}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <div className="page-section mock-join">
        <div className="container mock-join__grid">
          {event.about.length > 0 ? (
            <section aria-labelledby="mock-who">
              <h2 className="page-section__title page-ruled" id="mock-who">
                {copy.aboutHeading}
              </h2>
              <ul className="mock-checklist">
                {event.about.map((text) => (
                  <li key={text}>
                    <span className="mock-checklist__icon">
                      <CheckIcon />
                    </span>
                    {text}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="mock-how">
            <h2 className="page-section__title page-ruled" id="mock-how">
              {copy.steps.heading}
            </h2>
            <ol className="mock-steps">
              {steps.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      <section className="mock-cta" aria-labelledby="mock-cta-title">
        <div className="container mock-cta__inner">
          <div>
            <h2 className="mock-cta__title" id="mock-cta-title">
              {copy.closing.heading}
            </h2>
            <p>{copy.closing.text}</p>
          </div>
          <RegisterAction copy={copy} edition={edition} />
        </div>
      </section>
    </main>
  );
}
