import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { logOut } from '~/web/features/accounts/api';

/** The navy menu of the admin and superadmin dashboards: their links, then Signout. */
export function AdminMenu({ label, links }: { label: string; links: { to: string; text: string }[] }) {
  const [pending, setPending] = useState(false);
  return (
    <nav className="side-menu" aria-label={label}>
      <ul className="side-menu__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="side-menu__item adm-menu__item">
              {link.text}
              <svg
                className="side-menu__chevron adm-menu__chevron"
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M9 6l6 6-6 6" />
              </svg>
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="side-menu__item adm-menu__item adm-menu__item--signout"
            disabled={pending}
            onClick={() => {
              setPending(true);
              void logOut(messages.account.loggedOut);
            }}
          >
            {pending ? 'Signing out...' : 'Signout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
