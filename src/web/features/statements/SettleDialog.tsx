/**
 * Settling a statement line by hand (docs/decisions/0061-statement-layouts-and-settling.md): a line whose
 * amount differs from the bill's, or that fits more than one bill, is paid to the registration the
 * treasurer chooses among those it fits, with a note, required when the amounts differ (the server checks
 * the same rule, `settleNeedsNote`). Cancel leaves the line alone.
 */
import { useId, useState, type RefObject } from 'react';
import { statementMessages } from '~/shared/statement-messages';
import { paymentRules } from '~/shared/payments';
import type { StatementLineView } from '~/shared/schemas/statements';
import { statementRules } from '~/shared/statements';
import { settleNeedsNote } from '~/shared/statement-match';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';

const m = statementMessages;

export const rupeesOfPaise = (paise: number | null) =>
  paise === null
    ? ''
    : `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The dialog's form for one line; mounted afresh (keyed by the line) each time a line is chosen. */
export function SettleDialog({
  ref,
  line,
  pending,
  onSettle,
}: {
  ref: RefObject<HTMLDialogElement | null>;
  line: StatementLineView;
  pending: boolean;
  onSettle: (choice: { registrationId: string; note: string }) => void;
}) {
  const idBase = useId();
  const only = line.choices.length === 1 ? line.choices[0]!.registrationId : '';
  const [chosen, setChosen] = useState(only);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const bill = line.choices.find((choice) => choice.registrationId === chosen);
  const noteNeeded = bill !== undefined && settleNeedsNote(line.amountPaise ?? 0, bill.amountDue);

  const confirm = () => {
    if (!bill) {
      setError(m.chooseBill);
      return;
    }
    if (noteNeeded && note.trim() === '') {
      setError(m.settleNoteRequired);
      return;
    }
    setError('');
    onSettle({ registrationId: bill.registrationId, note: note.trim() });
  };

  return (
    <ConfirmDialog
      ref={ref}
      title={m.settleTitle(line.line)}
      confirmLabel={m.settleConfirm}
      pending={pending}
      onConfirm={confirm}
    >
      <p className="stm-settle__line">
        {line.date} · {rupeesOfPaise(line.amountPaise)} · {line.text}
      </p>
      <fieldset className="stm-settle__choices" aria-describedby={error ? `${idBase}-error` : undefined}>
        <legend className="form-label">{m.settleChoices}</legend>
        {line.choices.map((choice) => (
          <label key={choice.registrationId} className="stm-settle__choice">
            <input
              type="radio"
              name={`${idBase}-bill`}
              value={choice.registrationId}
              checked={chosen === choice.registrationId}
              onChange={() => setChosen(choice.registrationId)}
            />
            <span>
              {choice.name} · {choice.reference ?? '-'} · {m.billColumns.amountDue} ₹{choice.amountDue}
            </span>
          </label>
        ))}
        {line.candidates > line.choices.length ? (
          <p className="adm-tools__text">
            {m.settleMore(Math.min(line.choices.length, statementRules.maxChoices), line.candidates)}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={`${idBase}-note`} className="form-label">
        {m.settleNoteLabel}
        {noteNeeded ? ' (required)' : ''}
      </label>
      <textarea
        id={`${idBase}-note`}
        className="form-input"
        rows={3}
        maxLength={paymentRules.note}
        value={note}
        aria-describedby={`${idBase}-hint${error ? ` ${idBase}-error` : ''}`}
        aria-invalid={error === m.settleNoteRequired}
        onChange={(e) => setNote(e.target.value)}
      />
      <p id={`${idBase}-hint`} className="adm-tools__text">
        {m.settleNoteHint}
      </p>
      {error ? (
        <p id={`${idBase}-error`} className="acc-status__error" role="alert">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
