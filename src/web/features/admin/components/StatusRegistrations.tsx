import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { adminRules } from '~/shared/schemas/admin';
import { type RegistrationStatus, registrationStatuses } from '~/shared/schemas/registration';
import { errorMessage } from '~/web/lib/api';
import { ListState } from '~/web/components/app/ListState';
import { ErrorText, PageFrame } from '~/web/components/app/PageFrame';
import { eventRegistrationsQuery } from '../api';
import { statusLabel } from '~/web/components/app/format';
import { ShowMoreButton, showingFirst } from './ShowMore';
import { RegistrationList } from './RegistrationList';

const isStatus = (value: string): value is RegistrationStatus =>
  (registrationStatuses as readonly string[]).includes(value);

/** The title of /reg/:eventName/:status ('Pending registrations'). */
export function statusPageTitle(status: string): string {
  return `${isStatus(status) ? statusLabel(status) : 'Unknown status'} registrations`;
}

/** /reg/:eventName/:status: the event's registrations with that status. */
export function StatusRegistrations({ eventName, status }: { eventName: string; status: string }) {
  const valid = isStatus(status);
  const [limit, setLimit] = useState<number>(adminRules.defaultLimit);
  const list = useQuery({ ...eventRegistrationsQuery(eventName, { status, limit }), enabled: valid });
  const title = statusPageTitle(status);

  const body = valid ? (
    <ListState query={list} errorText={(error) => errorMessage(error, messages.admin.errorFetchingData)}>
      {(page) => (
        <>
          <p className="adm-result">
            {page.total} {page.total === 1 ? 'registration' : 'registrations'}
            {showingFirst(page)}
          </p>
          <RegistrationList items={page.registrations} empty={`No ${status} registrations.`} />
          <ShowMoreButton page={page} limit={limit} setLimit={setLimit} busy={list.isFetching} />
        </>
      )}
    </ListState>
  ) : (
    <ErrorText text={messages.admin.noSuchStatus} />
  );
  return (
    <PageFrame
      variant="admin"
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
                to={paths.registrationsByStatus(eventName, s)}
                className="adm-tabs__link"
                aria-current={s === status ? 'page' : undefined}
              >
                {statusLabel(s)}
              </Link>
            ))}
            <Link to={paths.eventRegistrations(eventName)} className="adm-tabs__link">
              All lists
            </Link>
          </nav>
        ) : null}
        {body}
      </section>
    </PageFrame>
  );
}
