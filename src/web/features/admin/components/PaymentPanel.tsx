import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { formatRupees } from '~/shared/fees';
import type { PaymentInfo, ScreenshotReading } from '~/shared/schemas/admin';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { formatDateTime } from '~/web/components/app/format';
import { dateInIndia } from '~/shared/conference-day';
import {
  paymentReceivedBodySchema,
  paymentRefundedBodySchema,
  paymentTopUpBodySchema,
} from '~/shared/schemas/admin';
import {
  markPaymentReceived,
  markPaymentRefunded,
  shareTransactionId,
  topUpPayment,
  waivePaymentShortfall,
} from '../api';
import { PaymentStatePill } from './PaymentStatePill';
import { EmailText } from '~/web/components/app/EmailText';
import { Field } from '~/web/components/app/Field';

/** A one-field form with its button: a note, an email. */
function SmallForm({
  label,
  button,
  type = 'text',
  onSubmit,
}: {
  label: string;
  button: string;
  type?: 'text' | 'email';
  onSubmit: (value: string) => Promise<unknown>;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    onSubmit(value.trim()).finally(() => setBusy(false));
  };
  return (
    <form className="adm-pay__form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className="form-input"
        type={type}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="adm-btn adm-btn--outline" disabled={busy} aria-busy={busy}>
        {busy ? messages.generic.sending : button}
      </button>
    </form>
  );
}

/** A reference read: "UTR" for a UPI one (12 digits), else the bank's reference. */
const referenceName = (id: string) => (/^\d{12}$/.test(id) ? 'UTR' : 'reference');

/**
 * What OCR read from the screenshot (docs/decisions/0057-payment-screenshot-ocr.md): "Reading…" while the
 * worker has not got to it, "Not read" when it found no text (or OCR failed or is off), else the amount and
 * the transaction ID found.
 */
function readingSummary(reading: ScreenshotReading): ReactNode {
  if (reading.state === 'pending') return <span role="status">Reading…</span>;
  if (reading.state === 'not_read') return <span className="adm-detail__none">Not read</span>;
  const amount = reading.amount === null ? 'no amount found' : `amount ${formatRupees(reading.amount)}`;
  const id = reading.transactionId;
  return (
    <>
      {amount},{' '}
      {id === null ? (
        'no transaction ID found'
      ) : (
        <>
          {referenceName(id)} <code>{id}</code>
        </>
      )}
    </>
  );
}

/** The warnings of a reading that disagrees with the bill, and the text read (for the admin to check). */
function ReadingDetails({
  reading,
  amountDue,
  transactionId,
}: {
  reading: ScreenshotReading;
  amountDue: number;
  transactionId: string | null;
}) {
  if (reading.state !== 'read') return null;
  const { differs } = reading;
  return (
    <>
      {differs.amount || differs.transactionId ? (
        <div className="adm-pay__flag" role="note" data-testid="reading-mismatch">
          <p>
            <strong>The screenshot does not match the registration.</strong> Check the screenshot before
            marking the payment received.
          </p>
          <ul>
            {differs.amount ? (
              <li>
                Amount read {formatRupees(reading.amount!)}, amount due {formatRupees(amountDue)}.
              </li>
            ) : null}
            {differs.transactionId ? (
              <li>
                Transaction ID read <code>{reading.transactionId}</code>, entered <code>{transactionId}</code>
                .
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {reading.text ? (
        <details className="adm-pay__text">
          <summary>Text read from the screenshot</summary>
          <pre>{reading.text}</pre>
        </details>
      ) : null}
    </>
  );
}

/** What a money form sends: its note, its amount (rupees) and its day, under the call's own names. */
type MoneyBody<K extends string> = { note: string; amount: number } & Record<K, string>;

/** The API schema a money form is checked with before it sends (its messages are the API's). */
interface BodySchema {
  safeParse: (
    body: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
}

/**
 * A payment's money by hand: how it was checked (or why), the amount and the day, checked with the API's own
 * schema before it is sent: what it would refuse shows its message on the field, and nothing is sent. Mark
 * received starts from the amount due and today; Mark refunded from empty fields.
 */
function MoneyForm<K extends 'receivedOn' | 'refundedOn'>({
  labels,
  dayKey,
  start,
  schema,
  onSubmit,
}: {
  labels: { note: string; amount: string; day: string; button: string };
  dayKey: K;
  start: { amount: string; day: string };
  schema: BodySchema;
  onSubmit: (body: MoneyBody<K>) => Promise<unknown>;
}) {
  const ids = { note: useId(), amount: useId(), day: useId() };
  const [form, setForm] = useState({ note: '', ...start });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof ids, string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount.replace(/,/g, ''));
    const body = { note: form.note.trim(), amount, [dayKey]: form.day } as MoneyBody<K>;
    const checked = schema.safeParse(body);
    if (!checked.success) {
      // Each message on its field (the day under the call's own name); one about the whole body on the note.
      const found: typeof errors = {};
      for (const { path, message } of checked.error.issues) {
        const field = path[0] === dayKey ? 'day' : path[0] === 'amount' ? 'amount' : 'note';
        found[field] ??= message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    onSubmit(body).finally(() => setBusy(false));
  };
  const fields = [
    { key: 'note', type: 'text', inputMode: undefined },
    { key: 'amount', type: 'text', inputMode: 'decimal' },
    { key: 'day', type: 'date', inputMode: undefined },
  ] as const;
  return (
    <form className="adm-pay__form" onSubmit={submit} noValidate>
      {fields.map((field) => (
        <Field key={field.key} id={ids[field.key]} label={labels[field.key]} error={errors[field.key]}>
          {(a11y) => (
            <input
              {...a11y}
              className="form-input"
              type={field.type}
              inputMode={field.inputMode}
              value={form[field.key]}
              onChange={(e) => setForm({ ...form, [field.key]: e.target.value })}
            />
          )}
        </Field>
      ))}
      <button type="submit" className="adm-btn adm-btn--outline" disabled={busy} aria-busy={busy}>
        {busy ? messages.generic.sending : labels.button}
      </button>
    </form>
  );
}

/**
 * A registration's payment (docs/decisions/0053-payment-model.md): the reference, the state, the payer's
 * transaction id, what OCR read from the screenshot, near-duplicate screenshots of other registrations
 * (links), the money received (each receipt when there are several), its day and any shortfall, and the
 * actions: mark received (note, amount, day), record the rest of a short payment (a top-up) or waive it,
 * mark refunded, share the transaction id with a second
 * registration.
 */
export function PaymentPanel({
  registrationId,
  info,
  amountDue,
}: {
  registrationId: string;
  info: PaymentInfo;
  /** The registration's amount due, which the amount read is compared with. */
  amountDue: number;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (action: () => Promise<{ message: string }>) => action(),
    onSuccess: async ({ message }) => {
      notify('success', message);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify('error', errorMessage(error, messages.generic.somethingWentWrong)),
  });
  const rows: [string, ReactNode][] = [
    ['Payment reference', info.reference ? <code>{info.reference}</code> : null],
    ['Payment state', info.state ? <PaymentStatePill state={info.state} /> : null],
    [
      'Transaction ID',
      info.transactionId ? (
        <code>
          {info.transactionId}
          {info.transactionShared ? ' (shared by an admin)' : ''}
        </code>
      ) : (
        <span className="adm-pay__missing">No transaction ID</span>
      ),
    ],
  ];
  if (info.screenshotReading) {
    rows.push(['Read from the screenshot', readingSummary(info.screenshotReading)]);
  }
  if (info.receivedAt) {
    const money =
      info.amountReceived !== null
        ? `${formatRupees(info.amountReceived)}${info.receivedOn ? ` on ${info.receivedOn}` : ''}, marked `
        : '';
    rows.push([
      'Received',
      `${money}${formatDateTime(info.receivedAt)} (${info.receivedVia ?? 'manual'}): ${info.note ?? ''}`,
    ]);
  }
  if (info.receipts.length > 1) {
    rows.push([
      'Receipts',
      <ul className="adm-pay__receipts">
        {info.receipts.map((receipt, i) => (
          <li key={i}>
            {formatRupees(receipt.amount)} on {receipt.receivedOn} ({receipt.via}): {receipt.note}
          </li>
        ))}
      </ul>,
    ]);
  }
  if (info.short > 0) {
    rows.push([
      'Short',
      <strong className="adm-pay__short">
        {formatRupees(info.short)} short of {formatRupees(amountDue)}: outstanding until paid or waived
      </strong>,
    ]);
  }
  if (info.waiver) {
    rows.push(['Waived', `${formatRupees(info.waiver.amount)}: ${info.waiver.note}`]);
  }
  if (info.refund) {
    rows.push(['Refunded', `Rs ${info.refund.amount} on ${info.refund.refundedOn}: ${info.refund.note}`]);
  }
  if (info.leaderState) rows.push(["Leader's payment", <PaymentStatePill state={info.leaderState} />]);
  return (
    <section className="adm-pay" aria-labelledby="adm-pay-title" data-testid="payment-panel">
      <h3 id="adm-pay-title" className="adm-detail__subtitle">
        Payment
      </h3>
      <dl className="adm-pay__list">
        {rows.map(([term, value]) => (
          <div key={term} className="adm-detail__row">
            <dt>{term}</dt>
            <dd>{value ?? <span className="adm-detail__none">None</span>}</dd>
          </div>
        ))}
      </dl>
      {info.screenshotReading ? (
        <ReadingDetails
          reading={info.screenshotReading}
          amountDue={amountDue}
          transactionId={info.transactionId}
        />
      ) : null}
      {info.similar.length > 0 ? (
        <div className="adm-pay__flag" role="note" data-testid="near-duplicate">
          <p>
            <strong>Possible duplicate screenshot.</strong> These registrations uploaded a screenshot that
            looks like this one: compare them side by side.
          </p>
          <ul>
            {info.similar.map((s) => (
              <li key={s._id}>
                <Link to={paths.registrationDetail(s._id)} target="_blank" rel="noopener">
                  {s.name} (<EmailText email={s.email} />
                  ), {s.eventName}
                </Link>
                <span className="adm-pay__flag-reason">: {s.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {info.state === 'due' || info.state === 'submitted' ? (
        <MoneyForm
          labels={{
            note: 'How was the payment checked?',
            amount: 'Amount received (Rs)',
            day: 'Received on',
            button: 'Mark received',
          }}
          dayKey="receivedOn"
          start={{ amount: String(amountDue), day: dateInIndia(new Date()) }}
          schema={paymentReceivedBodySchema}
          onSubmit={(body) =>
            run.mutateAsync(() => markPaymentReceived(registrationId, body)).catch(() => {})
          }
        />
      ) : null}
      {info.state === 'received' && info.short > 0 ? (
        <MoneyForm
          labels={{
            note: 'How did the rest arrive?',
            amount: 'Amount received (Rs)',
            day: 'Received on',
            button: 'Record the money',
          }}
          dayKey="receivedOn"
          start={{ amount: String(info.short), day: dateInIndia(new Date()) }}
          schema={paymentTopUpBodySchema}
          onSubmit={(body) => run.mutateAsync(() => topUpPayment(registrationId, body)).catch(() => {})}
        />
      ) : null}
      {info.state === 'received' && info.short > 0 ? (
        <SmallForm
          label={`Why does the club let the ${formatRupees(info.short)} go?`}
          button="Waive the rest"
          onSubmit={(note) =>
            run.mutateAsync(() => waivePaymentShortfall(registrationId, note)).catch(() => {})
          }
        />
      ) : null}
      {info.state === 'received' ? (
        <MoneyForm
          labels={{
            note: 'Note',
            amount: 'Amount refunded (Rs)',
            day: 'Refunded on',
            button: 'Mark refunded',
          }}
          dayKey="refundedOn"
          start={{ amount: '', day: '' }}
          schema={paymentRefundedBodySchema}
          onSubmit={(body) =>
            run.mutateAsync(() => markPaymentRefunded(registrationId, body)).catch(() => {})
          }
        />
      ) : null}
      {info.transactionId ? (
        <SmallForm
          label="One payment for two people? Email of the second delegate's account"
          button="Share transaction ID"
          type="email"
          onSubmit={(email) =>
            run.mutateAsync(() => shareTransactionId(registrationId, email)).catch(() => {})
          }
        />
      ) : null}
    </section>
  );
}
