import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { adminRules } from '~/shared/schemas/admin';
import { Loading } from '~/web/features/accounts/components/AccountPage';
import { AdminPage, ErrorText } from '~/web/features/admin/components/AdminPage';
import { formatDateTime, statusLabel } from '~/web/features/admin/format';
import { useRoleAccess } from '~/web/features/admin/guard';
import { adminPaths } from '~/web/features/admin/links';
import { useQueryParams } from '~/web/features/admin/useQueryParam';
import { accountsQuery } from '../api';

const SEARCH_DELAY_MS = 300;

/** /allaccounts: every account (name, email, role, verified, created) with a search by name or email. */
export function AllAccounts() {
  const access = useRoleAccess('superadmin');
  const [params, setParams] = useQueryParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const searchId = useId();
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () => setParams((next) => (text.trim() ? next.set('q', text.trim()) : next.delete('q'))),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  const accounts = useQuery({ ...accountsQuery(q), enabled: access === 'allowed' });

  let body: React.ReactNode;
  if (accounts.isPending) body = <Loading text={messages.admin.loading} />;
  else if (accounts.isError) body = <ErrorText text={messages.generic.somethingWentWrong} />;
  else if (accounts.data.length === 0)
    body = <p className="adm-empty">{q ? 'No accounts match the search.' : 'No accounts yet.'}</p>;
  else
    body = (
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
            {accounts.data.map((account) => (
              <tr key={account._id}>
                <th scope="row" data-label="Name">
                  <Link to={adminPaths.user(account._id)}>{account.name}</Link>
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
    );

  return (
    <AdminPage
      access={access}
      eyebrow="Superadmin"
      title="All Accounts"
      count={accounts.data?.length}
      back={{ to: paths.superadmin, label: 'Go Back' }}
    >
      <section className="panel adm-card" aria-label="Accounts">
        <form
          className="adm-toolbar adm-toolbar--single"
          role="search"
          aria-label="Accounts"
          onSubmit={(e) => {
            e.preventDefault();
            setParams((next) => (text.trim() ? next.set('q', text.trim()) : next.delete('q')));
          }}
        >
          <div className="form-field adm-toolbar__search">
            <label htmlFor={searchId} className="form-label">
              Search by name or email
            </label>
            <input
              id={searchId}
              type="search"
              className="form-input"
              value={text}
              maxLength={adminRules.search}
              autoComplete="off"
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </form>
        {body}
      </section>
    </AdminPage>
  );
}
