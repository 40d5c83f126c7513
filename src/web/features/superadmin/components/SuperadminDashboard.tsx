import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { ConferenceEvent } from '~/shared/schemas/registration';
import { ApiError } from '~/web/lib/api';
import { profileQuery, useSession } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { logOut } from '~/web/features/accounts/api';
import { Loading } from '~/web/features/accounts/components/AccountPage';
import { useUnauthorizedHandler } from '~/web/features/accounts/components/Guards';
import { eventsQuery, setRegistrationOpen } from '../api';
import '~/web/features/accounts/accounts.css';
import '../superadmin.css';

function Frame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="acc-page sa-page">
      <header className="acc-intro">
        <div className="container acc-intro__inner">
          <p className="acc-intro__eyebrow">Superadmin</p>
          <h1 className="acc-intro__title">Superadmin Dashboard</h1>
        </div>
      </header>
      <div className="container acc-body">{children}</div>
    </main>
  );
}

type Access = 'checking' | 'denied' | 'error' | 'allowed';

/** Superadmins only: anyone else goes to / once the role is known (SPEC section 2). */
function useSuperadminAccess(): Access {
  const session = useSession();
  const query = useQuery({ ...profileQuery, enabled: session.isLoggedIn });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  const { endSession } = session;
  useEffect(() => {
    if (unauthorized) endSession();
  }, [unauthorized, endSession]);

  if (session.loading || (session.isLoggedIn && query.isPending)) return 'checking';
  if (!session.isLoggedIn || unauthorized) return 'denied';
  if (!query.data) return 'error';
  return query.data.role === 'superadmin' ? 'allowed' : 'denied';
}

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
  let body: ReactNode;
  if (events.isPending) body = <Loading text={messages.generic.loading} />;
  else if (events.isError)
    body = (
      <p className="acc-status__error" role="alert">
        {messages.dashboard.error}
      </p>
    );
  else if (events.data.length === 0) body = <p className="sa-empty">No events yet.</p>;
  else
    body = (
      <ul className="sa-events">
        {events.data.map((event) => (
          <EventRow key={event._id} event={event} />
        ))}
      </ul>
    );
  return (
    <section className="sa-card" aria-labelledby="sa-events-title">
      <h2 id="sa-events-title" className="sa-card__title">
        Events
      </h2>
      <p className="sa-card__lead">
        While registration is closed, delegates see a disabled &lsquo;Registration closed&rsquo; button and
        the server refuses registrations and invites.
      </p>
      {body}
    </section>
  );
}

function SignOut() {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="sa-signout"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void logOut(messages.account.loggedOut);
      }}
    >
      {pending ? 'Signing out...' : 'Signout'}
    </button>
  );
}

/** /superadmin: the events with their registration state and the Open/Close control, and Signout. */
export function SuperadminDashboard() {
  const access = useSuperadminAccess();
  if (access === 'denied') return <Navigate to={paths.home} replace />;
  let body: ReactNode;
  if (access === 'checking')
    body = (
      <div className="sa-card">
        <Loading text={messages.generic.loading} />
      </div>
    );
  else if (access === 'error')
    body = (
      <div className="sa-card">
        <p className="acc-status__error" role="alert">
          {messages.dashboard.error}
        </p>
      </div>
    );
  else
    body = (
      <div className="sa-layout">
        <nav className="sa-menu" aria-label="Superadmin">
          <SignOut />
        </nav>
        <Events />
      </div>
    );
  return <Frame>{body}</Frame>;
}
