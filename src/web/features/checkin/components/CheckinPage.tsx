import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { checkinMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import { type CheckinDelegate, type NotAdmitted, checkinRules } from '~/shared/schemas/checkin';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { SearchBox, useDebouncedSearch } from '~/web/components/app/SearchBox';
import { formatDay } from '~/web/components/app/format';
import { adminEventsQuery } from '~/web/features/admin/api';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { type CheckinTarget, checkIn, countsQuery, issueNewCode, lookUpCode, searchQuery } from '../api';
import { AttendanceCounts } from './AttendanceCounts';
import { DelegateCard } from './DelegateCard';
import { Scanner } from './Scanner';
import '../checkin.css';

const m = checkinMessages;

/** What the last action came to, announced to screen readers. */
type Outcome = { kind: 'done' | 'already' | 'refused'; text: string } | null;

/**
 * /checkin, made for a phone at the door: pick the event (the featured one first), scan a delegate's code
 * or search by name or email, see who it is, check them in. A scan looks the code up and shows the
 * delegate; the admin checks the photo and presses Check in. Counts refresh on their own.
 */
export function CheckinPage() {
  const events = useQuery(adminEventsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const pickerId = useId();
  const eventName =
    chosen ?? events.data?.find((e) => e.featured)?.eventName ?? events.data?.[0]?.eventName ?? null;

  let body;
  if (events.isPending) body = <Loading text={m.loading} />;
  else if (events.isError) body = <ErrorText text={errorMessage(events.error, m.error)} />;
  else if (!eventName) body = <p className="chk-empty">{m.noEvents}</p>;
  else body = <CheckinDesk key={eventName} eventName={eventName} />;

  return (
    <PageFrame variant="admin" title={m.pageTitle} back={{ to: paths.admin, label: 'Admin Dashboard' }}>
      <div className="chk-page">
        {events.data && events.data.length > 1 ? (
          <div className="form-field chk-picker">
            <label htmlFor={pickerId} className="form-label">
              {m.sections.event}
            </label>
            <select
              id={pickerId}
              className="form-input"
              value={eventName ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {events.data.map((e) => (
                <option key={e._id} value={e.eventName}>
                  {e.eventName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {body}
      </div>
    </PageFrame>
  );
}

/** Registrations that match but are pending or declined: registered, with the reason they cannot enter. */
function NotAdmittedList({ list }: { list: NotAdmitted[] }) {
  if (list.length === 0) return null;
  return (
    <ul className="chk-results chk-results--refused" aria-label={m.notAdmitted}>
      {list.map((r) => (
        <li key={r.registrationId} className="panel chk-refused" aria-label={r.name}>
          <p className="chk-refused__name">{r.name}</p>
          <p className="chk-card__email">{r.email}</p>
          <p className={`chk-refused__status chk-refused__status--${r.status}`}>{m.notConfirmed[r.status]}</p>
        </li>
      ))}
    </ul>
  );
}

function CheckinDesk({ eventName }: { eventName: string }) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedHandler();
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<{ code: string; delegate: CheckinDelegate } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [q, setQ] = useState('');
  const { text, setText, submit } = useDebouncedSearch(q, setQ);
  const search = useQuery(searchQuery(eventName, q));
  // Today's conference day (null: check-in closed), from the counts the page refreshes anyway.
  const today = useQuery(countsQuery(eventName)).data?.day;

  const refuse = (error: unknown) => {
    if (onUnauthorized(error)) return;
    setOutcome({ kind: 'refused', text: errorMessage(error, m.error) });
  };

  const lookup = useMutation({
    mutationFn: (code: string) => lookUpCode(eventName, code),
    onSuccess: (res, code) => {
      setScanned({ code, delegate: res.delegate });
      const done = res.delegate.today;
      setOutcome(done ? { kind: 'already', text: m.alreadyCheckedIn(done.time, done.by) } : null);
    },
    onError: (error) => {
      setScanned(null);
      refuse(error);
    },
  });

  const checkin = useMutation({
    mutationFn: (target: CheckinTarget) => checkIn(eventName, target),
    onSuccess: (res) => {
      setOutcome({ kind: res.created ? 'done' : 'already', text: res.message });
      setScanned((s) =>
        s && s.delegate.registrationId === res.delegate.registrationId ? { ...s, delegate: res.delegate } : s,
      );
      void queryClient.invalidateQueries({ queryKey: ['checkin', eventName] });
    },
    onError: refuse,
  });

  const dialog = useRef<HTMLDialogElement>(null);
  const [newCodeFor, setNewCodeFor] = useState<CheckinDelegate | null>(null);
  const newCode = useMutation({
    mutationFn: (registrationId: string) => issueNewCode(registrationId),
    onSuccess: (res) => {
      dialog.current?.close();
      notify('success', res.message);
      setScanned(null);
    },
    onError: (error) => {
      dialog.current?.close();
      refuse(error);
    },
  });
  const askNewCode = (delegate: CheckinDelegate) => {
    setNewCodeFor(delegate);
    dialog.current?.showModal();
  };

  const startScan = () => {
    setScanned(null);
    setOutcome(null);
    setScanning(true);
  };
  const onCode = (code: string) => {
    setScanning(false);
    lookup.mutate(code);
  };

  const canCheckIn = today !== null;
  const pendingFor = (target: CheckinTarget) =>
    checkin.isPending && JSON.stringify(checkin.variables) === JSON.stringify(target);

  return (
    <>
      <p className={`chk-day${today === null ? ' chk-day--closed' : ''}`}>
        {today === null ? m.notToday : today ? m.conferenceDay(formatDay(today)) : null}
      </p>

      <div className="chk-outcome" aria-live="polite" role="status">
        {outcome && outcome.kind !== 'refused' ? (
          <p className={`chk-outcome__line chk-outcome__line--${outcome.kind}`}>{outcome.text}</p>
        ) : null}
      </div>
      <div className="chk-outcome" role="alert">
        {outcome?.kind === 'refused' ? (
          <p className="chk-outcome__line chk-outcome__line--refused">{outcome.text}</p>
        ) : null}
      </div>

      <div className="chk-desk">
        <div className="chk-desk__main">
          <section className="panel chk-scan" aria-labelledby="chk-scan-title">
            <h2 id="chk-scan-title" className="chk-section__title">
              {m.sections.scan}
            </h2>
            {scanning ? (
              <>
                <Scanner onCode={onCode} />
                <button
                  type="button"
                  className="button button--ghost-dark chk-scan__button"
                  onClick={() => setScanning(false)}
                >
                  {m.stopScan}
                </button>
              </>
            ) : (
              <button type="button" className="button button--navy chk-scan__button" onClick={startScan}>
                {scanned || outcome ? m.scanNext : m.scan}
              </button>
            )}
            {lookup.isPending ? <Loading text={m.loading} /> : null}
            {scanned && !scanning ? (
              <DelegateCard
                delegate={scanned.delegate}
                canCheckIn={canCheckIn}
                pending={pendingFor({ code: scanned.code })}
                onCheckIn={() => checkin.mutate({ code: scanned.code })}
                onNewCode={() => askNewCode(scanned.delegate)}
              />
            ) : null}
          </section>

          <section className="panel chk-search" aria-labelledby="chk-search-title">
            <h2 id="chk-search-title" className="chk-section__title">
              {m.sections.search}
            </h2>
            <form role="search" onSubmit={submit}>
              <SearchBox text={text} setText={setText} />
            </form>
            {q.length < checkinRules.searchMin ? null : search.isPending ? (
              <Loading text={m.loading} />
            ) : search.isError ? (
              <ErrorText text={errorMessage(search.error, m.error)} />
            ) : search.data.delegates.length === 0 && search.data.notAdmitted.length === 0 ? (
              <p className="chk-empty">{m.noRegistration}</p>
            ) : (
              <>
                {search.data.delegates.length === 0 ? (
                  <p className="chk-empty">{m.noResults}</p>
                ) : (
                  <ul className="chk-results" aria-label={m.sections.found}>
                    {search.data.delegates.map((d) => (
                      <li key={d.registrationId}>
                        <DelegateCard
                          delegate={d}
                          canCheckIn={search.data.day !== null}
                          pending={pendingFor({ registrationId: d.registrationId })}
                          onCheckIn={() => checkin.mutate({ registrationId: d.registrationId })}
                          onNewCode={() => askNewCode(d)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
                <NotAdmittedList list={search.data.notAdmitted} />
              </>
            )}
          </section>
        </div>
        <AttendanceCounts eventName={eventName} />
      </div>

      <ConfirmDialog
        ref={dialog}
        title={m.newCodeTitle(newCodeFor?.name ?? '')}
        confirmLabel={m.issueNewCode}
        pending={newCode.isPending}
        onConfirm={() => newCodeFor && newCode.mutate(newCodeFor.registrationId)}
      >
        <p>{m.newCodeText}</p>
      </ConfirmDialog>
    </>
  );
}
