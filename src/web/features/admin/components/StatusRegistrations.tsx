import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { adminRules } from '~/shared/schemas/admin';
import { type RegistrationStatus, registrationStatuses } from '~/shared/schemas/registration';
import { Loading } from '~/web/features/accounts/components/AccountPage';
import { errorMessage } from '~/web/features/accounts/api';
import { eventRegistrationsQuery } from '../api';
import { statusLabel } from '../format';
import { useRoleAccess } from '../guard';
import { adminPaths } from '../links';
import { AdminPage, ErrorText, ShowMoreButton } from './AdminPage';
import { RegistrationList } from './RegistrationList';

const isStatus = (value: string): value is RegistrationStatus =>
  (registrationStatuses as readonly string[]).includes(value);

/** /reg/:eventName/:status: the event's registrations with that status. */
export function StatusRegistrations({ eventName, status }: { eventName: string; status: string }) {
  const access = useRoleAccess('admin');
  const valid = isStatus(status);
  const [limit, setLimit] = useState<number>(adminRules.defaultLimit);
  const list = useQuery({
    ...eventRegistrationsQuery(eventName, { status, limit }),
    enabled: access === 'allowed' && valid,
  });
  const title = `${valid ? statusLabel(status) : 'Unknown status'} registrations`;

  let body: React.ReactNode;
  if (!valid) body = <ErrorText text={messages.admin.noSuchStatus} />;
  else if (list.isPending) body = <Loading text={messages.admin.loading} />;
  else if (list.isError)
    body = <ErrorText text={errorMessage(list.error, messages.admin.errorFetchingData)} />;
  else {
    const { registrations, total } = list.data;
    body = (
      <>
        <p className="adm-result">
          {total} {total === 1 ? 'registration' : 'registrations'}
          {registrations.length < total ? `, showing the first ${registrations.length}` : ''}
        </p>
        <RegistrationList items={registrations} empty={`No ${status} registrations.`} />
        <ShowMoreButton
          shown={registrations.length}
          total={total}
          limit={limit}
          setLimit={setLimit}
          busy={list.isFetching}
        />
      </>
    );
  }
  return (
    <AdminPage
      access={access}
      title={title}
      count={list.data?.total}
      lead={eventName}
      back={{ to: paths.allReg, label: 'All registrations' }}
    >
      <section className="panel adm-card" aria-label={title}>
        {valid ? (
          <nav className="adm-tabs" aria-label="Status">
            {registrationStatuses.map((s) => (
              <Link
                key={s}
                to={adminPaths.byStatus(eventName, s)}
                className="adm-tabs__link"
                aria-current={s === status ? 'page' : undefined}
              >
                {statusLabel(s)}
              </Link>
            ))}
            <Link to={adminPaths.eventRegistrations(eventName)} className="adm-tabs__link">
              All lists
            </Link>
          </nav>
        ) : null}
        {body}
      </section>
    </AdminPage>
  );
}
