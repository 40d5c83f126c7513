import { data } from 'react-router';
import { fillTemplate } from '~/shared/fill-template';
import { messages } from '~/shared/messages';
import { registrationFor } from '~/shared/paths';
import { isFreeEvent } from '~/shared/schemas/events';
import { formatDay } from '~/web/components/app/format';
import { registrationStateOf } from '~/web/features/conference/registration-state';
import { ArrowRightIcon, CalendarIcon, CheckIcon, PinIcon } from '~/web/features/pages/icons';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { formatEventDates, formatMoment } from '~/web/features/registration/when';
import { loadEvents } from '~/web/lib/featured-event.server';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/mockmun24';
import '~/web/features/pages/mockmun.css';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The event shown on the Mock MUN page (the one whose page is 'mockmun'), worded on the server: its dates,
 * venue, fee, who may register, registration state and committees all come from the database.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let events;
  try {
    events = await loadEvents(context);
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
  const page = await requirePage(context, 'mockmun');
  const event = events.find((e) => e.page === 'mockmun');
  if (!event) return { page, event: null };
  const registration = registrationStateOf(event);
  return {
    page,
    event: {
      name: event.name,
      theme: event.theme,
      about: paragraphs(event.about),
      venue: event.venue,
      instituteOnly: event.instituteOnly,
      takesRegistration: event.takesRegistration,
      committees: event.committees.map((c) => ({
        code: c.code,
        displayName: c.displayName,
        fullName: c.fullName,
        agenda: c.agenda,
        description: c.description,
      })),
    },
    dates: formatEventDates(event.startsOn, event.endsOn),
    firstDay: event.startsOn ? formatDay(event.startsOn) : null,
    fee: isFreeEvent(event.fees) ? null : event.fees.individual,
    registration,
    closes: event.window.closesAt ? formatMoment(event.window.closesAt) : null,
    registerTo: registrationFor(event.name),
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const event = loaded?.event;
  const copy = loaded?.page;
  if (!copy) return [];
  if (!event) return pageMeta(matches, copy.title, copy.noneLead);
  const facts = [loaded.dates, event.venue].filter(Boolean).join(', ');
  return pageMeta(matches, event.name, `${event.name}${facts ? ` at ${facts}` : ''}: ${copy.description}`);
}

type Loaded = Route.ComponentProps['loaderData'];

function RegisterAction({ loaded }: { loaded: Extract<Loaded, { dates: unknown }> }) {
  const { event, registration, page: copy } = loaded;
  if (!event.takesRegistration) return <p className="mock-register-note">{copy.noRegistration}</p>;
  if (registration.state !== 'open') {
    const text =
      registration.state === 'closed'
        ? messages.events.registrationClosedNotice(event.name)
        : (registration.when ?? messages.events.registrationScheduledNotice(event.name));
    return <p className="mock-register-note">{text}</p>;
  }
  return (
    <RegisterNowButton to={loaded.registerTo} tone="gold">
      {copy.register}
      <span className="visually-hidden"> for {event.name}</span>
      <ArrowRightIcon />
    </RegisterNowButton>
  );
}

export default function MockMunPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.page;
  if (!loaderData.event) {
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
  const loaded = loaderData;
  const { event, dates, fee, registration } = loaded;
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
          loaded.closes
            ? fillTemplate(copy.steps.registerBefore, { closes: loaded.closes })
            : copy.steps.register,
          copy.steps.allotment,
        ]
      : []),
    loaded.firstDay
      ? fillTemplate(copy.steps.arriveOn, { venue, day: loaded.firstDay })
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
          <RegisterAction loaded={loaded} />
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
                  {paragraphs(committee.description).map((text) => (
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
          <RegisterAction loaded={loaded} />
        </div>
      </section>
    </main>
  );
}
