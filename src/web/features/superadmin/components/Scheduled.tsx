import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { ListCard } from '~/web/components/app/ListState';
import { AdminPage } from '~/web/features/admin/components/AdminPage';
import { formatDateTime } from '~/web/features/admin/format';
import { useRoleAccess } from '~/web/features/admin/guard';
import { adminPaths } from '~/web/features/admin/links';
import { scheduledQuery } from '../api';

/** /scheduled: the accounts scheduled for deletion, numbered, each email linking to /user/{id}. */
export function Scheduled() {
  const access = useRoleAccess('superadmin');
  const scheduled = useQuery({ ...scheduledQuery, enabled: access === 'allowed' });
  return (
    <AdminPage
      access={access}
      eyebrow="Superadmin"
      title="Scheduled for deletion"
      back={{ to: paths.superadmin, label: 'Go Back' }}
    >
      <ListCard
        label="Accounts scheduled for deletion"
        query={scheduled}
        errorText={messages.generic.somethingWentWrong}
        empty={messages.admin.noScheduled}
      >
        {(accounts) => (
          <ol className="adm-list">
            {accounts.map((account, index) => (
              <li key={account._id} className="adm-list__item">
                <span className="adm-list__index" aria-hidden="true">
                  {index + 1}.
                </span>
                <span className="adm-list__main">
                  <Link to={adminPaths.user(account._id)} className="adm-list__email">
                    {account.email}
                  </Link>
                  <span className="adm-list__name">
                    {account.name} · deleted after {formatDateTime(account.deleteAfter)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </ListCard>
    </AdminPage>
  );
}
