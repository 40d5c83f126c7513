import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { logOut } from '~/web/features/accounts/api';
import { Icon } from '~/web/components/app/Icon';

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
              <Icon
                className="side-menu__chevron adm-menu__chevron"
                name="chevron-right"
                size={16}
                strokeWidth={2.5}
              />
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
