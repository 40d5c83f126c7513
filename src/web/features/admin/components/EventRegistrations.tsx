import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { adminRules } from '~/shared/schemas/admin';
import { registrationStatuses } from '~/shared/schemas/registration';
import { paymentStates } from '~/shared/payments';
import { errorMessage } from '~/web/lib/api';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Icon } from '~/web/components/app/Icon';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { SearchBox, useDebouncedSearch } from '~/web/components/app/SearchBox';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import {
  type AdminCommitteeRef,
  type RegistrationFilters,
  type RegistrationListItem,
  adminEventsQuery,
  bulkConfirm,
  downloadRegistrationsCsv,
  eventRegistrationsQuery,
} from '../api';
import { committeeName, statusLabel } from '~/web/components/app/format';
import { useQueryParams } from '~/web/components/app/useQueryParams';
import { ShowMoreButton, showingFirst } from './ShowMore';
import { RegistrationList } from './RegistrationList';
import { reviewPath } from '../review';

const noCommittees: AdminCommitteeRef[] = [];

function useFilters() {
  const [params, setParams] = useQueryParams();
  const filters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    committee: params.get('committee') ?? '',
    payment: params.get('payment') ?? '',
  };
  const set = (key: keyof typeof filters, value: string) =>
    setParams((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
    });
  return { filters, set };
}

function Toolbar({
  filters,
  set,
  committees,
  onDownload,
  downloading,
}: ReturnType<typeof useFilters> & {
  committees: AdminCommitteeRef[];
  onDownload: () => void;
  downloading: boolean;
}) {
  const ids = { status: useId(), committee: useId(), payment: useId() };
  const search = useDebouncedSearch(filters.q, (term) => set('q', term));
  return (
    <form className="adm-toolbar" role="search" aria-label="Registrations" onSubmit={search.submit}>
      <SearchBox text={search.text} setText={search.setText} />
      <div className="form-field">
        <label htmlFor={ids.status} className="form-label">
          Status
        </label>
        <select
          id={ids.status}
          className="form-input"
          value={filters.status}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">All statuses</option>
          {registrationStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={ids.payment} className="form-label">
          Payment
        </label>
        <select
          id={ids.payment}
          className="form-input"
          value={filters.payment}
          onChange={(e) => set('payment', e.target.value)}
        >
          <option value="">All payment states</option>
          {paymentStates.map((state) => (
            <option key={state} value={state}>
              {messages.admin.paymentStateLabel[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={ids.committee} className="form-label">
          Assigned committee
        </label>
        <select
          id={ids.committee}
          className="form-input"
          value={filters.committee}
          onChange={(e) => set('committee', e.target.value)}
        >
          <option value="">All committees</option>
          {committees.map((committee) => (
            <option key={committee.code} value={committee.code}>
              {committeeName(committee)}
            </option>
          ))}
          {/* A committee in the address keeps its place until the event's list arrives. */}
          {filters.committee && !committees.some((c) => c.code === filters.committee) ? (
            <option value={filters.committee}>{filters.committee}</option>
          ) : null}
        </select>
      </div>
      <button
        type="button"
        className="button button--navy adm-toolbar__csv"
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading}
      >
        <Icon name="download" size={18} strokeWidth={2.2} />
        {downloading ? 'Preparing CSV...' : 'Download CSV'}
      </button>
    </form>
  );
}

function ListSection({
  title,
  items,
  open = false,
  showStatus = false,
}: {
  title: string;
  items: RegistrationListItem[];
  open?: boolean;
  showStatus?: boolean;
}) {
  return (
    <details className="adm-group" open={open}>
      <summary className="adm-group__summary">
        <h2 className="adm-group__title">
          {title} <span className="adm-group__count">({items.length})</span>
        </h2>
      </summary>
      <RegistrationList items={items} showStatus={showStatus} />
    </details>
  );
}

/** All, then by status, then by assigned committee: every committee of the event, in its order. */
function Lists({ items, committees }: { items: RegistrationListItem[]; committees: AdminCommitteeRef[] }) {
  const groups = useMemo(() => {
    const byStatus = Object.fromEntries(
      registrationStatuses.map((s) => [s, items.filter((r) => r.status === s)]),
    );
    const byCommittee = Object.fromEntries(
      committees.map((c) => [c.code, items.filter((r) => r.assignedCommittee === c.code)]),
    );
    return { byStatus, byCommittee };
  }, [items, committees]);
  return (
    <div className="adm-groups">
      <ListSection title="All registrations" items={items} open showStatus />
      {registrationStatuses.map((status) => (
        <ListSection key={status} title={`Status ${status}`} items={groups.byStatus[status] ?? []} />
      ))}
      {committees.map((committee) => (
        <ListSection
          key={committee.code}
          title={`Assigned ${committeeName(committee)}`}
          items={groups.byCommittee[committee.code] ?? []}
        />
      ))}
    </div>
  );
}

const oldestPending: RegistrationFilters = { status: 'pending', limit: 1 };

/** "Review pending (N)": opens the oldest pending registration in the review loop (none: nothing shown). */
function ReviewPending({ eventName }: { eventName: string }) {
  const pending = useQuery(eventRegistrationsQuery(eventName, oldestPending));
  const first = pending.data?.registrations[0];
  if (!pending.data || !first) return null;
  return (
    <Link to={reviewPath(first._id)} className="button button--navy">
      {messages.admin.reviewPending(pending.data.total)}
    </Link>
  );
}

/**
 * "Confirm all received": after a confirmation, confirms every pending registration of the event whose
 * payment is received (a member's: the leader's); the others stay pending.
 */
function BulkConfirm({ eventName }: { eventName: string }) {
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const run = useMutation({
    mutationFn: () => bulkConfirm(eventName),
    onSuccess: async ({ message, confirmed }) => {
      dialogRef.current?.close();
      notify('success', `${message}: ${confirmed}`);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      dialogRef.current?.close();
      notify('error', errorMessage(error, messages.generic.somethingWentWrong));
    },
  });
  return (
    <>
      <button
        type="button"
        className="button button--navy"
        onClick={() => dialogRef.current?.showModal()}
        disabled={run.isPending}
        aria-busy={run.isPending}
      >
        {run.isPending ? messages.generic.sending : 'Confirm all received'}
      </button>
      <ConfirmDialog
        ref={dialogRef}
        title="Confirm every registration whose payment is received?"
        confirmLabel="Confirm all received"
        pending={run.isPending}
        onConfirm={() => run.mutate()}
      >
        <p>
          Every pending registration of {eventName} whose payment is marked received (a group member&apos;s:
          the leader&apos;s) is confirmed, and each delegate is emailed. Registrations without their payment
          received stay pending. Confirmations cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** /registrations/:event: the counted lists, search and filters, CSV export and Go Back. */
export function EventRegistrations({ eventName }: { eventName: string }) {
  const { filters, set } = useFilters();
  const [limit, setLimit] = useState<number>(adminRules.defaultLimit);
  const query: RegistrationFilters = { ...filters, limit };
  const list = useQuery(eventRegistrationsQuery(eventName, query));
  const event = useQuery({
    ...adminEventsQuery,
    select: (events) => events.find((e) => e.eventName === eventName),
  });
  const committees = event.data?.committees ?? noCommittees;
  const unauthorized = useUnauthorizedHandler();
  const [downloading, setDownloading] = useState(false);

  const download = () => {
    setDownloading(true);
    downloadRegistrationsCsv(eventName, filters)
      .catch((error: unknown) => {
        if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
      })
      .finally(() => setDownloading(false));
  };

  const filtered = Boolean(filters.q || filters.status || filters.committee || filters.payment);
  const title = `${eventName} Registrations`;
  const both = {
    isPending: list.isPending || event.isPending,
    isError: list.isError || event.isError,
    data: list.data,
  };
  const body = (
    <ListState query={both} errorText={messages.admin.errorFetchingData}>
      {(page) => (
        <>
          <p className="adm-result" role="status">
            {filtered
              ? `${page.total} matching ${page.total === 1 ? 'registration' : 'registrations'}`
              : `${page.total} ${page.total === 1 ? 'registration' : 'registrations'}`}
            {showingFirst(page)}
            {list.isFetching ? ' (updating...)' : ''}
          </p>
          <Lists items={page.registrations} committees={committees} />
          <ShowMoreButton page={page} limit={limit} setLimit={setLimit} busy={list.isFetching} />
        </>
      )}
    </ListState>
  );
  return (
    <PageFrame
      variant="admin"
      title={title}
      count={list.data?.total}
      back={{ to: paths.admin, label: 'Go Back' }}
    >
      <section className="panel adm-card" aria-label={title}>
        <p className="adm-tools">
          <ReviewPending eventName={eventName} />
          <BulkConfirm eventName={eventName} />
          <Link to={paths.allocation(eventName)} className="button button--gold">
            Allocation
          </Link>
          <Link to={paths.announcements(eventName)} className="button button--gold">
            Announcements
          </Link>
          <Link to={paths.certificates(eventName)} className="button button--navy">
            Certificates
          </Link>
          <Link to={paths.eventStatements(eventName)} className="button button--navy">
            Bank statement
          </Link>
          <Link to={paths.ledger(eventName)} className="button button--gold">
            Ledger
          </Link>
          <Link to={paths.chairs(eventName)} className="button button--navy">
            Chairs and sessions
          </Link>
          <span className="adm-tools__text">
            Review pending registrations one after another, propose seats from the delegates' preferences,
            write to the registrants, issue certificates after the conference, mark payments received from the
            bank statement and follow the money in the ledger.
          </span>
        </p>
        <Toolbar
          filters={filters}
          set={set}
          committees={committees}
          onDownload={download}
          downloading={downloading}
        />
        {body}
      </section>
    </PageFrame>
  );
}
