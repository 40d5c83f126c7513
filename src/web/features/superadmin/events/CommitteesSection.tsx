import { useEffect, useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import type { CommitteeInput, EditableCommittee } from '~/shared/schemas/events';
import { eventRules } from '~/shared/schemas/events';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { eventCalls, useEventMutation } from './api';
import { CommitteeForm } from './CommitteeForm';
import { PortfolioEditor } from './PortfolioEditor';
import { Section, type SectionProps } from './Section';
import { Icon } from '~/web/components/app/Icon';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The committee form says a taken code under its field: no toast for it. */
const codeTakenInline = (message: string) => message === messages.events.codeTaken;

/** Delete, after a confirmation; a committee that registrations use stays (the server's message inline). */
function DeleteCommittee({ eventName, committee }: { eventName: string; committee: EditableCommittee }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useEventMutation(() => eventCalls.deleteCommittee(eventName, committee._id), {
    onSaved: () => dialog.current?.close(),
    onFailure: (message) => {
      dialog.current?.close();
      setError(message);
      return true;
    },
  });
  const errorId = `ev-delete-${committee._id}-error`;
  return (
    <div className="ev-delete">
      <button
        type="button"
        className="adm-btn adm-btn--decline"
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          setError(null);
          dialog.current?.showModal();
        }}
      >
        Delete {committee.displayName}
      </button>
      {committee.registrations > 0 ? (
        <p className="acc-field__hint">
          {plural(committee.registrations, 'registration names', 'registrations name')} this committee: it
          cannot be deleted.
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        ref={dialog}
        title={`Delete ${committee.displayName}?`}
        confirmLabel="Delete committee"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      >
        <p>
          The committee {committee.code} and its{' '}
          {plural(committee.portfolios.length, 'portfolio', 'portfolios')} will be removed from this event.
        </p>
      </ConfirmDialog>
    </div>
  );
}

interface ItemProps {
  eventName: string;
  committee: EditableCommittee;
  index: number;
  count: number;
  /** Open the editor at once (a committee just added). */
  startOpen: boolean;
  moving: boolean;
  onMove: (from: number, to: number, button: 'up' | 'down') => void;
  registerButton: (key: string, element: HTMLButtonElement | null) => void;
}

function CommitteeItem({
  eventName,
  committee,
  index,
  count,
  startOpen,
  moving,
  onMove,
  registerButton,
}: ItemProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const save = useEventMutation(
    (body: CommitteeInput) => eventCalls.saveCommittee(eventName, committee._id, body),
    { onFailure: codeTakenInline },
  );
  useEffect(() => {
    if (!startOpen || !details.current) return;
    details.current.open = true;
    details.current.scrollIntoView({ block: 'start' });
    details.current.querySelector('summary')?.focus();
  }, [startOpen]);
  const titleId = `ev-committee-${committee._id}-title`;
  return (
    <li className="ev-committee" aria-labelledby={titleId}>
      <div className="ev-committee__head">
        <span className="ev-committee__position" aria-hidden="true">
          {index + 1}
        </span>
        <div className="ev-committee__text">
          <h3 id={titleId} className="ev-committee__name">
            {committee.displayName}
          </h3>
          <p className="ev-committee__meta">
            <span className="ev-code">{committee.code}</span>
            <span>{plural(committee.portfolios.length, 'portfolio', 'portfolios')}</span>
            <span>{plural(committee.registrations, 'registration', 'registrations')}</span>
          </p>
        </div>
        <div className="ev-move" role="group" aria-label={`Order of ${committee.displayName}`}>
          <button
            type="button"
            ref={(element) => registerButton(`${committee._id}:up`, element)}
            className="ev-move__button"
            disabled={index === 0}
            aria-disabled={moving || undefined}
            aria-label={`Move ${committee.displayName} up`}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            <Icon name="chevron-up" size={18} strokeWidth={2.5} />
          </button>
          <button
            type="button"
            ref={(element) => registerButton(`${committee._id}:down`, element)}
            className="ev-move__button"
            disabled={index === count - 1}
            aria-disabled={moving || undefined}
            aria-label={`Move ${committee.displayName} down`}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            <Icon name="chevron-down" size={18} strokeWidth={2.5} />
          </button>
        </div>
      </div>
      <details ref={details} className="ev-disclosure ev-committee__editor">
        <summary className="ev-disclosure__summary">Edit {committee.displayName}</summary>
        <div className="ev-committee__body">
          <CommitteeForm
            id={`ev-c-${committee._id}`}
            eventName={eventName}
            committee={committee}
            pending={save.isPending}
            submitLabel="Save committee"
            onSubmit={async (body) => {
              const { event } = await save.mutateAsync(body);
              return event.committees.find((c) => c._id === committee._id) ?? committee;
            }}
          />
          <h4 className="acc-form__section-title">Portfolios</h4>
          <PortfolioEditor eventName={eventName} committee={committee} />
          <DeleteCommittee eventName={eventName} committee={committee} />
        </div>
      </details>
    </li>
  );
}

/**
 * The committees in their order (move up / down saves the new order at once), each with its editor, its
 * portfolio list and Delete; and Add a committee.
 */
export function CommitteesSection({ event }: SectionProps) {
  const [added, setAdded] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addDetails = useRef<HTMLDetailsElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const order = useEventMutation((ids: string[]) => eventCalls.orderCommittees(event.name, ids));
  const add = useEventMutation((body: CommitteeInput) => eventCalls.addCommittee(event.name, body), {
    onFailure: codeTakenInline,
  });
  const committees = event.committees;

  // After a move, focus stays on the button that moved the committee (or its twin at either end).
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key || order.isPending) return;
    pendingFocus.current = null;
    const [id, direction] = key.split(':');
    const button = buttons.current.get(key);
    const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    (button && !button.disabled ? button : other)?.focus();
  }, [committees, order.isPending]);

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    // The buttons stay enabled (and focused) while a move is saved; a second press waits for it.
    if (order.isPending) return;
    const moved = committees[from];
    if (!moved || to < 0 || to >= committees.length) return;
    const ids = committees.map((c) => c._id);
    ids.splice(from, 1);
    ids.splice(to, 0, moved._id);
    pendingFocus.current = `${moved._id}:${direction}`;
    setAnnouncement(`${moved.displayName} moved to position ${to + 1} of ${committees.length}.`);
    order.mutate(ids);
  };

  return (
    <Section
      id="committees"
      title="Committees"
      lead="In the order the conference page shows them. A committee or portfolio that a registration uses cannot be removed; renaming keeps those registrations with it."
    >
      <p className="visually-hidden" role="status">
        {order.isPending ? '' : announcement}
      </p>
      {committees.length === 0 ? <p className="adm-empty">No committees yet.</p> : null}
      <ol className="ev-committees">
        {committees.map((committee, index) => (
          <CommitteeItem
            key={committee._id}
            eventName={event.name}
            committee={committee}
            index={index}
            count={committees.length}
            startOpen={committee._id === added}
            moving={order.isPending}
            onMove={move}
            registerButton={(key, element) => {
              if (element) buttons.current.set(key, element);
              else buttons.current.delete(key);
            }}
          />
        ))}
      </ol>
      {committees.length < eventRules.maxCommittees ? (
        <details ref={addDetails} className="ev-disclosure ev-add-committee">
          <summary className="ev-disclosure__summary">Add a committee</summary>
          <div className="ev-committee__body">
            <CommitteeForm
              id="ev-new-committee"
              eventName={event.name}
              committee={null}
              pending={add.isPending}
              submitLabel="Add committee"
              onSubmit={async (body) => {
                const { event: saved } = await add.mutateAsync(body);
                const created = saved.committees.find((c) => c.code === body.code.trim());
                if (addDetails.current) addDetails.current.open = false;
                setAdded(created?._id ?? null);
                return created ?? saved.committees[saved.committees.length - 1]!;
              }}
            />
          </div>
        </details>
      ) : null}
    </Section>
  );
}
