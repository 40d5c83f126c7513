import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { registrationStatuses } from '~/shared/schemas/registration';
import { ListCard } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { type AdminEventSummary, adminEventsQuery } from '../api';
import { statusLabel } from '~/web/components/app/format';

function EventItem({ event }: { event: AdminEventSummary }) {
  return (
    <li className="adm-event">
      <div className="adm-event__text">
        <h2 className="adm-event__name">
          <Link to={paths.eventRegistrations(event.eventName)} className="adm-event__link">
            {event.eventName}
          </Link>
        </h2>
        <p className="adm-event__meta">
          {event.counts.total} {event.counts.total === 1 ? 'registration' : 'registrations'} ·{' '}
          {event.registrationOpen ? 'Registration open' : 'Registration closed'}
          {event.featured ? ' · Featured' : ''}
        </p>
      </div>
      <ul className="adm-event__statuses" aria-label={`${event.eventName} by status`}>
        {registrationStatuses.map((status) => (
          <li key={status}>
            <Link
              to={paths.registrationsByStatus(event.eventName, status)}
              className={`adm-pill adm-pill--${status}`}
            >
              {statusLabel(status)} <span className="adm-pill__count">{event.counts[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /allreg: the events (GET /admin/events), each linking to its registrations (and its lists by status). */
export function AllRegistrations() {
  const events = useQuery(adminEventsQuery);
  return (
    <PageFrame variant="admin" title="All Registrations" back={{ to: paths.admin, label: 'Go Back' }}>
      <ListCard
        label="Events"
        query={events}
        errorText={messages.admin.errorFetchingData}
        empty="No events yet."
      >
        {(list) => (
          <ul className="adm-events">
            {list.map((event) => (
              <EventItem key={event._id} event={event} />
            ))}
          </ul>
        )}
      </ListCard>
    </PageFrame>
  );
}
