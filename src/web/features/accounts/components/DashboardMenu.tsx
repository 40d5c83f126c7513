import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSite } from '~/web/lib/site';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import { paths } from '~/shared/paths';
import { useDismiss } from '~/web/components/useDismiss';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { useFeaturedEvent } from '~/web/features/registration/api';
import type { RegisteredEvent } from '../api';
import { upcomingEvent } from '../upcoming';
import { Icon } from '~/web/components/app/Icon';

type Popup = 'events' | 'upcoming';

const popupIds: Record<Popup, string> = { events: 'dash-popup-events', upcoming: 'dash-popup-upcoming' };

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface DashboardMenuProps {
  events: RegisteredEvent[];
  onLogOut: () => void;
  loggingOut: boolean;
  /** A treasurer's link to the bank statement import. */
  treasurer?: boolean;
  /** The editors of the content sections the account may edit. */
  editors?: readonly { to: string; text: string }[];
}

/**
 * The dashboard's menu: Dashboard, Events Registered and Upcoming Events (pop-ups, one at a time),
 * Edit Profile, a treasurer's bank statements, the editors of the content sections granted, Log Out and the
 * phone number for queries.
 */
export function DashboardMenu({
  events,
  onLogOut,
  loggingOut,
  treasurer = false,
  editors = [],
}: DashboardMenuProps) {
  const [open, setOpen] = useState<Popup | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toggles = { events: useRef<HTMLButtonElement>(null), upcoming: useRef<HTMLButtonElement>(null) };
  const activeToggle = open ? toggles[open] : toggles.events;
  const close = useCallback(() => setOpen(null), []);
  useDismiss(open !== null, close, { panel, toggle: activeToggle });

  // The Upcoming Events pop-up lists what the dashboard's Upcoming Events card shows: the featured event.
  const featured = useFeaturedEvent();
  const upcoming = featured.data ? upcomingEvent(featured.data) : null;

  const toggle = (popup: Popup) => setOpen((current) => (current === popup ? null : popup));
  const { contact: contactDetails } = useSite();
  const queriesPhone = contactDetails.queriesPhone || contactDetails.phone;

  const popupButton = (popup: Popup, label: string) => (
    <button
      ref={toggles[popup]}
      type="button"
      className="side-menu__item dash-menu__item"
      aria-expanded={open === popup}
      aria-controls={popupIds[popup]}
      onClick={() => toggle(popup)}
    >
      {label}
      <Icon
        className="side-menu__chevron dash-menu__chevron"
        name="chevron-right"
        size={16}
        strokeWidth={2.5}
      />
    </button>
  );

  return (
    <nav className="side-menu dash-menu" aria-label="Dashboard">
      <ul className="side-menu__list dash-menu__list">
        <li>
          <Link to={paths.dashboard} className="side-menu__item dash-menu__item" aria-current="page">
            Dashboard
          </Link>
        </li>
        <li>{popupButton('events', 'Events Registered')}</li>
        <li>{popupButton('upcoming', 'Upcoming Events')}</li>
        <li>
          <Link to={paths.dashboardEdit} className="side-menu__item dash-menu__item">
            Edit Profile
          </Link>
        </li>
        {treasurer ? (
          <li>
            <Link to={paths.statements} className="side-menu__item dash-menu__item">
              {statementMessages.dashboardLink}
            </Link>
          </li>
        ) : null}
        {editors.map((editor) => (
          <li key={editor.to}>
            <Link to={editor.to} className="side-menu__item dash-menu__item">
              {editor.text}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="side-menu__item dash-menu__item dash-menu__item--logout"
            onClick={onLogOut}
            disabled={loggingOut}
          >
            {loggingOut ? 'Logging out...' : 'Log Out'}
          </button>
        </li>
      </ul>

      <div ref={panel}>
        <div
          id={popupIds.events}
          className="dash-popup"
          role="region"
          aria-labelledby="dash-popup-events-title"
          hidden={open !== 'events'}
        >
          <p id="dash-popup-events-title" className="dash-popup__title">
            Your registrations
          </p>
          {events.length === 0 ? (
            <p className="dash-popup__empty">{messages.dashboard.noEventsRegisteredPopup}</p>
          ) : (
            <ul className="dash-popup__list">
              {events.map((event) => (
                <li key={event._id}>
                  <span>{event.eventName}</span>{' '}
                  <span className={`dash-status dash-status--${event.status}`}>{event.status}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div
          id={popupIds.upcoming}
          className="dash-popup"
          role="region"
          aria-labelledby="dash-popup-upcoming-title"
          hidden={open !== 'upcoming'}
        >
          <p id="dash-popup-upcoming-title" className="dash-popup__title">
            Coming up
          </p>
          {featured.isPending ? (
            <p className="dash-popup__empty">{messages.dashboard.loading}</p>
          ) : featured.isError ? (
            <p className="dash-popup__empty">{messages.dashboard.error}</p>
          ) : !upcoming ? (
            <p className="dash-popup__empty">{messages.dashboard.toBeAnnounced}</p>
          ) : (
            <ul className="dash-popup__events">
              <li className="dash-popup__event">
                <span className="dash-popup__event-name">{upcoming.name}</span>
                {upcoming.when ? <span className="dash-popup__event-when">{upcoming.when}</span> : null}
                <span className="dash-popup__event-actions">
                  <Link to={upcoming.knowMore} className="dash-popup__more">
                    Know more<span className="visually-hidden"> about {upcoming.name}</span>
                  </Link>
                  <RegisterNowButton tone="gold" className="dash-popup__register" />
                </span>
              </li>
            </ul>
          )}
        </div>
      </div>

      <p className="dash-menu__queries">
        For queries call{' '}
        <a href={telHref(queriesPhone)} className="dash-menu__phone">
          {queriesPhone}
        </a>
      </p>
    </nav>
  );
}
