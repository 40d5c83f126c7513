import { useDeferredValue } from 'react';
import { chairMessages } from '~/shared/desk-messages';
import { Avatar } from '~/web/components/Avatar';
import { type RollCallState, nextRollCallState, rollCallStates } from '~/shared/roll-call-states';
import type { RollCallEntry, SeatedDelegate } from '~/shared/schemas/chairs';

const m = chairMessages;

/**
 * The rows a phone shows before scrolling, and some: rendered first (the rest follow in the background, as
 * React's useDeferredValue does with its initial value), and their photos load at once, the others' when near.
 */
const FIRST_ROWS = 10;

export interface RollCallListProps {
  delegates: SeatedDelegate[];
  /** The session's entries by registration id (a delegate without one is not marked yet). */
  entries: Map<string, RollCallEntry>;
  /** Registrations whose mark is being saved. */
  saving: ReadonlySet<string>;
  onMark: (registrationId: string, state: RollCallState) => void;
}

/**
 * The roll call of one session: each seated delegate by portfolio, with photo, the state as text, and
 * whether they were checked in at the door that day. Tapping the delegate moves to the next state
 * (present, present and voting, absent), which its name ends by saying; the three buttons set one directly
 * (aria-pressed tells which).
 */
export function RollCallList({ delegates, entries, saving, onMark }: RollCallListProps) {
  const rows = useDeferredValue(delegates, delegates.slice(0, FIRST_ROWS));
  if (delegates.length === 0) return <p className="adm-empty">{m.noDelegates}</p>;
  const counts = { present: 0, presentAndVoting: 0, absent: 0, unmarked: 0 };
  for (const d of delegates) {
    const state = entries.get(d.registrationId)?.state ?? null;
    if (state) counts[state] += 1;
    else counts.unmarked += 1;
  }
  return (
    <>
      <p className="roll-counts" aria-live="polite">
        {m.counts(counts.present, counts.presentAndVoting, counts.absent, counts.unmarked)}
      </p>
      <ul className="roll-list" aria-label={m.delegatesList}>
        {rows.map((d, index) => {
          const entry = entries.get(d.registrationId);
          const state = entry?.state ?? null;
          const busy = saving.has(d.registrationId);
          const next = nextRollCallState(state);
          return (
            <li key={d.registrationId} className={`roll-item roll-item--${state ?? 'unmarked'}`}>
              <button
                type="button"
                className="roll-item__tap"
                onClick={() => onMark(d.registrationId, next)}
                disabled={busy}
              >
                <Avatar
                  name={d.name}
                  photo={d.photo}
                  size={48}
                  className="roll-item__photo"
                  loading={index < FIRST_ROWS ? 'eager' : 'lazy'}
                />
                <span className="roll-item__who">
                  <span className="roll-item__portfolio">{d.portfolio}</span>
                  <span className="roll-item__name">{d.name}</span>
                  {d.institution ? <span className="roll-item__meta">{d.institution}</span> : null}
                  <span className="roll-item__meta">
                    {entry?.checkedIn ? m.checkedInAtDoor : m.notCheckedIn}
                  </span>
                </span>
                <span className="roll-item__state">{state ? m.stateNames[state] : m.notMarked}</span>
                <span className="visually-hidden">, {m.tapFor(m.stateNames[next])}</span>
              </button>
              <div className="roll-item__choices" role="group" aria-label={`${d.portfolio}: ${d.name}`}>
                {rollCallStates.map((s) => (
                  <button
                    key={s}
                    type="button"
                    className="roll-choice"
                    aria-pressed={state === s}
                    onClick={() => onMark(d.registrationId, s)}
                    disabled={busy}
                  >
                    {m.stateNames[s]}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
