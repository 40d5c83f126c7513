import { apply } from '~/content/apply';

/** The red notice of SPEC section 1: registration for the conference has been closed. */
export function ClosedNotice() {
  return (
    <div className="apply-closed" role="status">
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
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <div>
        <p className="apply-closed__title">{apply.closedNotice}</p>
        <p className="apply-closed__detail">{apply.closedDetail}</p>
      </div>
    </div>
  );
}
