import { Link } from 'react-router';
import type { RegistrationListItem } from '../api';
import { statusLabel } from '../format';
import { adminPaths } from '../links';

/** A numbered list of registrations: the index number and the email linking to the detail. */
export function RegistrationList({
  items,
  showStatus = false,
  empty = 'No registrations.',
}: {
  items: RegistrationListItem[];
  showStatus?: boolean;
  empty?: string;
}) {
  if (items.length === 0) return <p className="adm-empty">{empty}</p>;
  return (
    <ol className="adm-list">
      {items.map((item, index) => (
        <li key={item._id} className="adm-list__item">
          <span className="adm-list__index" aria-hidden="true">
            {index + 1}.
          </span>
          <span className="adm-list__main">
            <Link to={adminPaths.registration(item._id)} className="adm-list__email">
              {item.email}
            </Link>
            <span className="adm-list__name">{item.name}</span>
          </span>
          {showStatus ? (
            <span className={`adm-pill adm-pill--${item.status}`}>{statusLabel(item.status)}</span>
          ) : null}
          {item.assignedCommittee && !showStatus ? (
            <span className="adm-list__assigned">{item.assignedPortfolio}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
