import { Link } from 'react-router';
import { useLogOut } from '~/web/lib/session';
import { Icon } from './Icon';

/** The navy menu of the admin and superadmin dashboards: their links, then Signout. */
export function AdminMenu({ label, links }: { label: string; links: { to: string; text: string }[] }) {
  const { logOut, pending } = useLogOut();
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
            onClick={logOut}
          >
            {pending ? 'Signing out...' : 'Signout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
