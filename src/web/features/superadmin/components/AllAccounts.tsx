import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { formatDateTime, statusLabel } from '~/web/components/app/format';
import { ListPage } from '~/web/components/app/ListState';
import { SearchBox, useDebouncedSearch } from '~/web/components/app/SearchBox';
import { useQueryParams } from '~/web/components/app/useQueryParams';
import { accountsQuery } from '../api';

/** /allaccounts: every account (name, email, role, verified, created) with a search by name or email. */
export function AllAccounts() {
  const [params, setParams] = useQueryParams();
  const q = params.get('q') ?? '';
  const search = useDebouncedSearch(q, (term) =>
    setParams((next) => (term ? next.set('q', term) : next.delete('q'))),
  );
  const accounts = useQuery(accountsQuery(q));

  return (
    <ListPage
      frame={{
        eyebrow: 'Superadmin',
        title: 'All Accounts',
        count: accounts.data?.length,
        back: { to: paths.superadmin, label: 'Go Back' },
      }}
      label="Accounts"
      before={
        <form
          className="adm-toolbar adm-toolbar--single"
          role="search"
          aria-label="Accounts"
          onSubmit={search.submit}
        >
          <SearchBox text={search.text} setText={search.setText} />
        </form>
      }
      query={accounts}
      errorText={messages.generic.somethingWentWrong}
      empty={q ? 'No accounts match the search.' : 'No accounts yet.'}
    >
      {(list) => (
        <div className="adm-table-wrap" role="region" aria-label="Accounts table" tabIndex={0}>
          <table className="adm-table adm-table--accounts">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Verified</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.map((account) => (
                <tr key={account._id}>
                  <th scope="row" data-label="Name">
                    <Link to={paths.user(account._id)}>{account.name}</Link>
                  </th>
                  <td data-label="Email">{account.email}</td>
                  <td data-label="Role">
                    <span className={`adm-pill adm-pill--role-${account.role}`}>
                      {statusLabel(account.role)}
                    </span>
                  </td>
                  <td data-label="Verified">{account.isVerified ? 'Yes' : 'No'}</td>
                  <td data-label="Created">{formatDateTime(account.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}
