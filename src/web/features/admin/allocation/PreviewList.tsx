import { useId, useState, useSyncExternalStore } from 'react';
import { allocationMessages } from '~/shared/desk-messages';
import {
  type AllocationPreview,
  type PlacementSource,
  type PreviewPlacement,
  type Seat,
  describeChoice,
} from '~/shared/schemas/allocation';
import { committeeName } from '~/web/components/app/format';
import { type Fixes, type FreeSeatGroup, freeSeatsFor, sourceOf } from './plan';

/** Whether the screen is wide enough for the table (the cards below it). */
const wideQuery = '(min-width: 960px)';

function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(wideQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}

export interface PreviewActions {
  lock: (placement: PreviewPlacement) => void;
  /** Removes the row's lock or override. */
  unfix: (placement: PreviewPlacement) => void;
  override: (placement: PreviewPlacement, seat: Seat) => void;
}

interface PreviewListProps {
  preview: AllocationPreview;
  fixes: Fixes;
  busy: boolean;
  actions: PreviewActions;
}

type SeatName = (seat: Seat) => string;

function SourceBadge({ source }: { source: PlacementSource }) {
  return (
    <span className={`alloc-source alloc-source--${source}`}>
      {source === 'allocated' ? null : <LockIcon />}
      {allocationMessages.source[source]}
    </span>
  );
}

function LockIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** The class of a choice's wording: first choice, another named portfolio, a committee, outside, none. */
function choiceTone(placement: PreviewPlacement): string {
  const { choice } = placement;
  if (choice.kind === 'portfolio') return choice.rank === 1 ? 'first' : 'named';
  return choice.kind;
}

function Choice({ placement }: { placement: PreviewPlacement }) {
  return (
    <span className={`alloc-choice alloc-choice--${choiceTone(placement)}`}>
      {describeChoice(placement.choice)}
    </span>
  );
}

/** The delegate's ranked wishes, short: the first three portfolios and the committees. */
function Wishes({ placement }: { placement: PreviewPlacement }) {
  const portfolios = placement.portfolioPreference;
  const shown = portfolios.slice(0, 3).join(', ');
  const more = portfolios.length > 3 ? `, +${portfolios.length - 3}` : '';
  const committees = placement.committeePreference.join(', ');
  if (!shown && !committees) return null;
  return (
    <span className="alloc-wishes">
      Wants {shown ? `${shown}${more}` : 'any portfolio'}
      {committees ? ` · ${committees}` : ''}
    </span>
  );
}

function RowActions({
  placement,
  source,
  busy,
  pickerOpen,
  togglePicker,
  actions,
}: {
  placement: PreviewPlacement;
  source: PlacementSource;
  busy: boolean;
  pickerOpen: boolean;
  togglePicker: () => void;
  actions: PreviewActions;
}) {
  const name = placement.name;
  const fixed = source !== 'allocated';
  return (
    <div className="alloc-actions">
      {fixed ? (
        <button
          type="button"
          className="button button--ghost-dark button--small"
          disabled={busy}
          onClick={() => actions.unfix(placement)}
        >
          {source === 'locked' ? 'Unlock' : 'Undo change'}
          <span className="visually-hidden">
            {source === 'locked' ? ' the seat of ' : ' of the seat of '}
            {name}
          </span>
        </button>
      ) : placement.seat ? (
        <button
          type="button"
          className="button button--ghost-dark button--small"
          disabled={busy}
          onClick={() => actions.lock(placement)}
        >
          Lock
          <span className="visually-hidden"> the seat of {name}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="button button--ghost-dark button--small"
        disabled={busy}
        aria-expanded={pickerOpen}
        onClick={togglePicker}
      >
        Change seat
        <span className="visually-hidden"> of {name}</span>
      </button>
    </div>
  );
}

/** A `<select>` of the free seats by committee, then Use this seat / Cancel. */
function SeatPicker({
  placement,
  groups,
  names,
  busy,
  onChoose,
  onClose,
}: {
  placement: PreviewPlacement;
  groups: FreeSeatGroup[];
  names: ReadonlyMap<string, string>;
  busy: boolean;
  onChoose: (seat: Seat) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const options = groups.flatMap((g, gi) => g.seats.map((s, si) => ({ key: `${gi}:${si}`, seat: s.seat })));
  const choose = () => {
    const chosen = options.find((o) => o.key === value);
    if (!chosen) {
      setProblem('Choose a seat first');
      return;
    }
    onChoose(chosen.seat);
  };
  return (
    <div className="alloc-picker">
      <label htmlFor={id} className="form-label">
        New seat for {placement.name}
      </label>
      {groups.length === 0 ? (
        <p className="adm-empty">No free seat is left in this event.</p>
      ) : (
        <select
          id={id}
          className="form-input"
          value={value}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem('');
          }}
        >
          <option value="">Choose a free seat</option>
          {groups.map((g, gi) => (
            <optgroup key={g.code} label={committeeName({ code: g.code, displayName: g.displayName })}>
              {g.seats.map((s, si) => (
                <option key={s.seat.portfolio} value={`${gi}:${si}`}>
                  {s.seat.portfolio}
                  {s.proposedFor ? ` (proposed for ${names.get(s.proposedFor) ?? 'another delegate'})` : ''}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
      {problem ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="acc-field__hint">
          The allocation then runs again around this seat: a delegate it was proposed for gets another.
        </p>
      )}
      <div className="alloc-actions">
        {groups.length > 0 ? (
          <button
            type="button"
            className="button button--navy button--small"
            disabled={busy}
            onClick={choose}
          >
            Use this seat
          </button>
        ) : null}
        <button type="button" className="button button--ghost-dark button--small" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * Every delegate of the preview with the seat proposed (or kept), which choice it is and where it comes
 * from; per row Lock / Unlock and Change seat. A table on wide screens, a list of cards on phones.
 */
export function PreviewList({ preview, fixes, busy, actions }: PreviewListProps) {
  const wide = useWide();
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const displayNames = new Map(preview.committees.map((c) => [c.code, c.displayName]));
  const names = new Map(preview.placements.map((p) => [p.registrationId, p.name]));
  const seatName: SeatName = (seat) =>
    committeeName({ code: seat.committee, displayName: displayNames.get(seat.committee) ?? seat.committee });

  const rows = preview.placements.map((placement) => {
    const source = sourceOf(placement, fixes);
    const open = pickerFor === placement.registrationId;
    const rowActions = (
      <RowActions
        placement={placement}
        source={source}
        busy={busy}
        pickerOpen={open}
        togglePicker={() => setPickerFor(open ? null : placement.registrationId)}
        actions={actions}
      />
    );
    const picker = open ? (
      <SeatPicker
        placement={placement}
        groups={freeSeatsFor(preview, fixes, placement.registrationId)}
        names={names}
        busy={busy}
        onChoose={(seat) => {
          setPickerFor(null);
          actions.override(placement, seat);
        }}
        onClose={() => setPickerFor(null)}
      />
    ) : null;
    return { placement, source, rowActions, picker };
  });

  if (wide) {
    return (
      <div className="adm-table-wrap">
        <table className="adm-table alloc-table">
          <thead>
            <tr>
              <th scope="col">Delegate</th>
              <th scope="col">Seat</th>
              <th scope="col">Choice</th>
              <th scope="col">Source</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ placement: p, source, rowActions, picker }) => [
              <tr key={p.registrationId} className={`alloc-row alloc-row--${source}`}>
                <th scope="row">
                  <span className="alloc-name">{p.name}</span>
                  <span className="alloc-email">{p.email}</span>
                  <Wishes placement={p} />
                </th>
                <td>
                  {p.seat ? (
                    <>
                      <span className="alloc-seat__portfolio">{p.seat.portfolio}</span>
                      <span className="alloc-seat__committee">{seatName(p.seat)}</span>
                    </>
                  ) : (
                    <span className="alloc-seat__none">No seat</span>
                  )}
                </td>
                <td>
                  <Choice placement={p} />
                </td>
                <td>
                  <SourceBadge source={source} />
                </td>
                <td>{rowActions}</td>
              </tr>,
              picker ? (
                <tr key={`${p.registrationId}-picker`} className="alloc-picker-row">
                  <td colSpan={5}>{picker}</td>
                </tr>
              ) : null,
            ])}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ol className="alloc-cards">
      {rows.map(({ placement: p, source, rowActions, picker }) => (
        <li key={p.registrationId} className={`alloc-card alloc-row--${source}`}>
          <div className="alloc-card__head">
            <h3 className="alloc-card__name">{p.name}</h3>
            <SourceBadge source={source} />
          </div>
          <span className="alloc-email">{p.email}</span>
          <p className="alloc-card__seat">
            {p.seat ? (
              <>
                <span className="alloc-seat__portfolio">{p.seat.portfolio}</span>
                <span className="alloc-seat__committee">{seatName(p.seat)}</span>
              </>
            ) : (
              <span className="alloc-seat__none">No seat</span>
            )}
          </p>
          <Choice placement={p} />
          <Wishes placement={p} />
          {rowActions}
          {picker}
        </li>
      ))}
    </ol>
  );
}
