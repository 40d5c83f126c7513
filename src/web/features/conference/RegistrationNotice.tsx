import { messages } from '~/shared/messages';

/** The featured event's registration as the server saw it when it rendered the page (see the Apply loader). */
export interface RegistrationState {
  /** 'scheduled': the switch is on and the window opens later. */
  state: 'closed' | 'scheduled' | 'open';
  /** 'Registration opens on ...' (scheduled), 'Registration closes on ...' (open with an end), else null. */
  when: string | null;
}

const m = messages.events;

/** 'Registrations for <event> have been closed.', '... are not open yet.' or '... are open.' */
export function registrationTitle(eventName: string, { state }: RegistrationState): string {
  if (state === 'closed') return m.registrationClosedNotice(eventName);
  if (state === 'scheduled') return m.registrationScheduledNotice(eventName);
  return m.registrationOpenNotice(eventName);
}

/**
 * The notice under the Apply page's heading: the original's red notice while registration is closed
 * ('Registrations for <event> have been closed.'); when it will open, or that it is open (and until
 * when), otherwise.
 */
export function RegistrationNotice({
  eventName,
  registration,
  closedDetail,
}: {
  eventName: string;
  registration: RegistrationState;
  /** The Apply page's line under a closed registration's notice. */
  closedDetail: string;
}) {
  const title = registrationTitle(eventName, registration);
  const detail = registration.state === 'closed' ? closedDetail : registration.when;
  return (
    <div className={`apply-closed apply-closed--${registration.state}`} role="status">
      <svg
        className="apply-closed__icon"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9.5" />
        {registration.state === 'open' ? (
          <path d="M8 12.5l2.7 2.7L16 9.8" />
        ) : (
          <path d="M12 7v6M12 16.5v.5" />
        )}
      </svg>
      <div>
        <p className="apply-closed__title">{title}</p>
        {detail && <p className="apply-closed__detail">{detail}</p>}
      </div>
    </div>
  );
}
