import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import { chairMessages } from '~/shared/desk-messages';
import { paperMessages } from '~/shared/paper-messages';
import { paths } from '~/shared/paths';
import type {
  CommitteeSession,
  RollCall,
  RollCallEntry,
  RollCallState,
  SeatedDelegate,
} from '~/shared/schemas/chairs';
import { formatSessionTime } from '~/web/components/app/format';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { chairRoomQuery, markRollCall, rollCallQuery } from './api';
import { RollCallList } from './RollCallList';
import './chairs.css';

const m = chairMessages;

// Below the roll call, and with the marks' validation (zod) in their code: loaded after the page's own code,
// not before its first paint.
const ChairMarks = lazy(async () => ({
  default: (await import('~/web/features/awards/ChairMarks')).ChairMarks,
}));
const ChairAwards = lazy(async () => ({
  default: (await import('~/web/features/awards/ChairAwards')).ChairAwards,
}));

const sessionLabel = (s: CommitteeSession) => `${s.name} (${formatSessionTime(s.day, s.startTime)})`;

/**
 * /chair/:event/:committee: the chair's roll call. Pick a session; the committee's seated delegates are
 * listed by portfolio; a tap saves the state at once (shown before the answer, put back if it fails).
 */
export function ChairRoomPage({ eventName, committee }: { eventName: string; committee: string }) {
  const room = useQuery(chairRoomQuery(eventName, committee));
  const sessions = room.data?.sessions ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const sessionId = chosen ?? sessions[0]?.id ?? null;
  const selectId = useId();
  const title = room.data ? m.roomTitle(room.data.room.committeeName) : m.roomTitle(committee);
  return (
    <PageFrame
      variant="admin"
      eyebrow={eventName}
      title={title}
      back={{ to: paths.dashboard, label: 'Dashboard' }}
    >
      {room.isPending ? (
        <Loading text={m.loading} />
      ) : room.isError ? (
        <ErrorText text={errorMessage(room.error, m.error)} />
      ) : sessions.length === 0 ? (
        <div className="adm-stack roll-page">
          <PapersLink eventName={eventName} committee={committee} />
          <p className="adm-empty">{m.noSessionsYet}</p>
          <Suspense fallback={null}>
            <ChairMarks
              eventName={eventName}
              committee={committee}
              sessionId={null}
              delegates={room.data.delegates}
            />
            <ChairAwards eventName={eventName} committee={committee} delegates={room.data.delegates} />
          </Suspense>
        </div>
      ) : (
        <div className="adm-stack roll-page">
          <PapersLink eventName={eventName} committee={committee} />
          <div className="form-field roll-session">
            <label htmlFor={selectId} className="form-label">
              {m.session}
            </label>
            <select
              id={selectId}
              className="form-input"
              value={sessionId ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {sessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {sessionLabel(s)}
                </option>
              ))}
            </select>
          </div>
          {sessionId ? (
            <SessionRollCall
              key={sessionId}
              eventName={eventName}
              committee={committee}
              sessionId={sessionId}
              delegates={room.data.delegates}
              first={room.data.firstRollCall?.session.id === sessionId ? room.data.firstRollCall : undefined}
              roomUpdatedAt={room.dataUpdatedAt}
              after={
                <Suspense fallback={null}>
                  <ChairMarks
                    eventName={eventName}
                    committee={committee}
                    sessionId={sessionId}
                    delegates={room.data.delegates}
                  />
                  <ChairAwards eventName={eventName} committee={committee} delegates={room.data.delegates} />
                </Suspense>
              }
            />
          ) : null}
        </div>
      )}
    </PageFrame>
  );
}

function PapersLink({ eventName, committee }: { eventName: string; committee: string }) {
  return (
    <p>
      <Link className="button button--ghost-dark" to={paths.chairPapers(eventName, committee)}>
        {paperMessages.papersLink}
      </Link>
    </p>
  );
}

function SessionRollCall({
  eventName,
  committee,
  sessionId,
  delegates,
  first,
  roomUpdatedAt,
  after,
}: {
  eventName: string;
  committee: string;
  sessionId: string;
  delegates: SeatedDelegate[];
  /** This session's roll call as the room's answer brought it (the first session's), if it is that one. */
  first: RollCall | undefined;
  /** When the room was fetched: the age of `first`. */
  roomUpdatedAt: number;
  /** What follows the roll call, shown once it is: nothing below it moves when the list arrives. */
  after: ReactNode;
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const query = rollCallQuery(eventName, committee, sessionId);
  // The first session's roll call comes with the room: shown at once, as if fetched with it.
  const roll = useQuery({ ...query, initialData: () => first, initialDataUpdatedAt: roomUpdatedAt });
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const setEntry = (entry: RollCallEntry) =>
    queryClient.setQueryData<RollCall>(query.queryKey, (old) =>
      old
        ? { ...old, entries: old.entries.map((e) => (e.registrationId === entry.registrationId ? entry : e)) }
        : old,
    );
  const mark = useMutation({
    mutationFn: ({ registrationId, state }: { registrationId: string; state: RollCallState }) =>
      markRollCall({ eventName, committee, sessionId, registrationId }, state),
  });
  const onMark = (registrationId: string, state: RollCallState) => {
    const before = roll.data?.entries.find((e) => e.registrationId === registrationId);
    if (!before) return;
    setEntry({ ...before, state });
    setSaving((s) => new Set(s).add(registrationId));
    mark.mutate(
      { registrationId, state },
      {
        onSuccess: ({ entry }) => setEntry(entry),
        onError: (error) => {
          setEntry(before);
          if (!unauthorized(error)) notify('error', errorMessage(error, m.error));
        },
        onSettled: () =>
          setSaving((s) => {
            const next = new Set(s);
            next.delete(registrationId);
            return next;
          }),
      },
    );
  };
  if (roll.isPending) return <Loading text={m.loading} />;
  if (roll.isError) return <ErrorText text={errorMessage(roll.error, m.error)} />;
  const entries = new Map(roll.data.entries.map((e) => [e.registrationId, e]));
  return (
    <>
      <RollCallList delegates={delegates} entries={entries} saving={saving} onMark={onMark} />
      {after}
    </>
  );
}
