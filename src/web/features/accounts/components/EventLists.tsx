import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import type { RegisteredEvent } from '../api';
import { upcomingEvents } from '../upcoming';

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

/** Upcoming events, each with Know more and Register Now. */
export function UpcomingEventsList() {
  return (
    <section className="panel dash-card dash-upcoming" aria-labelledby="dash-upcoming-title">
      <h2 id="dash-upcoming-title" className="dash-card__title">
        Upcoming Events
      </h2>
      <ul className="dash-upcoming__list">
        {upcomingEvents.map((event) => (
          <li key={event.name} className="dash-upcoming__item">
            <h3 className="dash-upcoming__name">{event.name}</h3>
            <p className="dash-upcoming__summary">{event.summary}</p>
            <div className="dash-upcoming__actions">
              <Link to={event.knowMore} className="button button--ghost-dark dash-upcoming__more">
                Know more<span className="visually-hidden"> about {event.name}</span>
              </Link>
              <RegisterNowButton tone="gold" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
