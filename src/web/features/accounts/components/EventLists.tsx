import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { type GroupPaymentState, isGroupPaid } from '~/shared/schemas/registration';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { useFeaturedEvent } from '~/web/features/registration/api';
import type { RegisteredEvent } from '../api';
import { upcomingEvent } from '../upcoming';
import { CopyButton } from '~/web/components/app/CopyButton';

/** The look of a member's group payment: paid, awaited, or not coming (declined, deleted, left). */
function groupTone(state: GroupPaymentState): 'paid' | 'awaiting' | 'problem' {
  if (isGroupPaid(state)) return 'paid';
  return state === 'awaitingLeader' ? 'awaiting' : 'problem';
}

/** The Registered Events list of the dashboard. */
export function RegisteredEventsList({ events }: { events: RegisteredEvent[] }) {
  return (
    <section className="panel dash-card" aria-labelledby="dash-registered-title">
      <h2 id="dash-registered-title" className="dash-card__title">
        Registered Events
      </h2>
      {events.length === 0 ? (
        <p className="dash-empty">{messages.dashboard.noEventsRegisteredYet}</p>
      ) : (
        <ul className="dash-events">
          {events.map((event) => (
            <li key={event._id} className="dash-events__item">
              <span className="dash-events__name">{event.eventName}</span>
              <span className={`dash-status dash-status--${event.status}`}>{event.status}</span>
              {event.groupPayment ? (
                <p
                  className={`dash-events__group dash-events__group--${groupTone(event.groupPayment)}`}
                  data-testid="group-payment"
                >
                  {messages.registration.groupPayment[event.groupPayment]}
                </p>
              ) : null}
              {event.paymentState ? (
                <p className="dash-events__payment" data-testid="payment-state">
                  {messages.registration.paymentStateLabel[event.paymentState]}
                  {event.paymentReference ? (
                    <>
                      {' '}
                      · Reference: <strong className="reg-pay__mono">{event.paymentReference}</strong>{' '}
                      <CopyButton text={event.paymentReference} what="payment reference" />
                    </>
                  ) : null}
                </p>
              ) : null}
              {event.assignedCommittee && event.assignedPortfolio ? (
                <p className="dash-events__assignment">
                  Committee: <strong>{event.assignedCommittee}</strong> · Portfolio:{' '}
                  <strong>{event.assignedPortfolio}</strong>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Upcoming events: the featured event with its dates, venue, theme and registration state, Know more and
 * Register Now; 'To be announced..stay tuned' when no event is featured.
 */
export function UpcomingEventsList() {
  const featured = useFeaturedEvent();
  const event = featured.data === undefined ? undefined : upcomingEvent(featured.data);
  let body: ReactNode;
  if (featured.isPending)
    body = (
      <p className="dash-empty" role="status">
        {messages.dashboard.loading}
      </p>
    );
  else if (featured.isError)
    body = (
      <p className="dash-error" role="alert">
        {messages.dashboard.error}
      </p>
    );
  else if (!event) body = <p className="dash-empty">{messages.dashboard.toBeAnnounced}</p>;
  else
    body = (
      <ul className="dash-upcoming__list">
        <li className="dash-upcoming__item">
          <h3 className="dash-upcoming__name">{event.name}</h3>
          {event.when ? <p className="dash-upcoming__when">{event.when}</p> : null}
          {event.theme ? <p className="dash-upcoming__summary">{event.theme}</p> : null}
          <p className="dash-upcoming__state">
            <span
              className={
                event.open ? 'dash-upcoming__badge dash-upcoming__badge--open' : 'dash-upcoming__badge'
              }
            >
              {event.open ? 'Registration open' : messages.registration.closedButton}
            </span>
            {event.window ? <span> {event.window}</span> : null}
          </p>
          <div className="dash-upcoming__actions">
            <Link to={event.knowMore} className="button button--ghost-dark dash-upcoming__more">
              Know more<span className="visually-hidden"> about {event.name}</span>
            </Link>
            <RegisterNowButton tone="gold" />
          </div>
        </li>
      </ul>
    );
  return (
    <section className="panel dash-card dash-upcoming" aria-labelledby="dash-upcoming-title">
      <h2 id="dash-upcoming-title" className="dash-card__title">
        Upcoming Events
      </h2>
      {body}
    </section>
  );
}
