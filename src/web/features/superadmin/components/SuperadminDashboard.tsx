import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { ApiError } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { eventsQuery, setRegistrationOpen } from '../api';
import { AdminMenu } from '~/web/components/app/AdminMenu';
import '../superadmin.css';

function EventRow({ event }: { event: ConferenceEvent }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const toggle = useMutation({
    mutationFn: () => setRegistrationOpen({ eventName: event.name, open: !event.registrationOpen }),
    onSuccess: async ({ message }) => {
      notify('success', message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['event', event.name] }),
      ]);
    },
    onError: (error) => {
      if (!unauthorized(error))
        notify('error', error instanceof ApiError ? error.message : messages.generic.somethingWentWrong);
    },
  });
  const open = event.registrationOpen;
  const stateId = `sa-event-${event._id}-state`;
  return (
    <li className="sa-event">
      <div className="sa-event__text">
        <h3 className="sa-event__name">{event.name}</h3>
        <p className="sa-event__meta">
          <span id={stateId} className={open ? 'sa-state sa-state--open' : 'sa-state'}>
            {open ? 'Registration open' : 'Registration closed'}
          </span>
          <span className="sa-event__committees">
            {event.committees.map((committee) => committee.displayName).join(' · ')}
          </span>
        </p>
      </div>
      <Link
        to={paths.superadminEvent(event.name)}
        className="sa-event__edit"
        aria-label={`Edit ${event.name}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className={open ? 'sa-toggle sa-toggle--close' : 'sa-toggle'}
        onClick={() => toggle.mutate()}
        disabled={toggle.isPending}
        aria-busy={toggle.isPending}
        aria-describedby={stateId}
      >
        {toggle.isPending ? messages.generic.sending : open ? 'Close registration' : 'Open registration'}
      </button>
    </li>
  );
}

function Events() {
  const events = useQuery(eventsQuery);
  return (
    <section className="panel adm-card" aria-labelledby="sa-events-title">
      <h2 id="sa-events-title" className="adm-card__title">
        Events
      </h2>
      <p className="adm-card__lead">
        While registration is closed, delegates see a disabled &lsquo;Registration closed&rsquo; button and
        the server refuses registrations and invites. Set up an event, its window, fees and committees on{' '}
        <Link to={paths.superadminEvents}>the events page</Link>.
      </p>
      <ListState query={events} errorText={messages.dashboard.error} empty="No events yet.">
        {(list) => (
          <ul className="sa-events">
            {list.map((event) => (
              <EventRow key={event._id} event={event} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/**
 * /superadmin: links to every tool a superadmin may use (its own and the admin's: registrations, check-in,
 * statements, the content editors), and the events.
 */
export function SuperadminDashboard() {
  return (
    <PageFrame variant="admin" eyebrow="Superadmin" title="Superadmin Dashboard">
      <div className="side-menu-layout adm-layout">
        <AdminMenu
          label="Superadmin"
          links={[
            { to: paths.superadminEvents, text: 'Events' },
            // A superadmin holds every admin power: the admin's tools are its own too.
            { to: paths.admin, text: 'Admin dashboard' },
            { to: paths.allReg, text: 'All registrations' },
            { to: paths.checkin, text: 'Check-in at the venue' },
            { to: paths.statements, text: 'Bank statements' },
            { to: paths.superadminTeam, text: 'Team' },
            { to: paths.pagesEditor, text: 'Pages' },
            { to: paths.galleryEditor, text: 'Gallery' },
            { to: paths.blogsEditor, text: 'Blogs' },
            { to: paths.allAccounts, text: 'All accounts' },
            { to: paths.contactUsResponsesSuperadmin, text: 'Contact us responses' },
            { to: paths.scheduled, text: 'Scheduled for deletion' },
            { to: paths.auditLog, text: 'Audit log' },
          ]}
        />
        <Events />
      </div>
    </PageFrame>
  );
}
