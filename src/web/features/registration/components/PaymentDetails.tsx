import { upiPaymentUri, type AmountDue } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type { PaymentDetails as EventPayment } from '~/shared/schemas/events';
import { CopyButton } from '~/web/components/app/CopyButton';
import { UpiQr } from './UpiQr';

export const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-IN')}`;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The amount due with its breakdown (src/shared/fees.ts). */
export function AmountDueSummary({ amount }: { amount: AmountDue }) {
  return (
    <div className="reg-amount">
      <p id="reg-amount-title" className="reg-amount__label">
        Amount due
      </p>
      <p className="reg-amount__total" data-testid="amount-due">
        {rupees(amount.total)}
      </p>
      <dl className="reg-amount__lines">
        {amount.lines.map((line) => (
          <div key={line.label} className="reg-amount__line">
            <dt>{line.label}</dt>
            <dd>{rupees(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

interface PaymentDetailsProps {
  amount: AmountDue;
  /** The event's payment details (account, UPI IDs, contacts). */
  payment: EventPayment;
  /** Phones get a link that opens a UPI app with the amount filled in. */
  showUpiLink: boolean;
  /** The bill's payment reference (the UPI note, the bank remarks); null while it is fetched. */
  reference: string | null;
}

/**
 * Where to pay, from the event's payment details: the amount due, a UPI QR code for exactly that amount
 * (made from the first UPI ID), the bank account and UPI IDs, and the people to call about payment. Details
 * the event does not give yet are left out.
 */
export function PaymentDetails({ amount, payment, showUpiLink, reference }: PaymentDetailsProps) {
  const [upiId] = payment.upiIds;
  // The code waits for the reference: a payment without it could not be matched.
  const uri =
    upiId && reference
      ? upiPaymentUri(amount.total, { upiId, name: payment.accountHolder }, reference)
      : null;
  const account: { term: string; value: string; mono?: boolean }[] = [
    { term: 'Account holder', value: payment.accountHolder },
    { term: 'Account number', value: payment.accountNumber, mono: true },
    { term: 'IFSC', value: payment.ifsc, mono: true },
    { term: 'Bank', value: payment.bankName },
  ].filter((row) => row.value !== '');
  const nothing = account.length === 0 && payment.upiIds.length === 0;
  return (
    <div className="reg-pay">
      <div className="reg-pay__due">
        <AmountDueSummary amount={amount} />
        <p className="reg-amount__label">Payment reference</p>
        {reference ? (
          <div className="reg-pay__reference-row">
            <p className="reg-pay__mono reg-pay__reference" data-testid="payment-reference">
              {reference}
            </p>
            <CopyButton text={reference} what="payment reference" />
          </div>
        ) : (
          <p className="reg-empty" role="status">
            {messages.ui.registration.referenceLoading}
          </p>
        )}
        {uri && upiId ? (
          <>
            <figure className="reg-qr">
              <UpiQr uri={uri} amount={amount.total} payee={payment.accountHolder || upiId} upiId={upiId} />
              <figcaption className="reg-qr__caption">
                Scan with any UPI app to pay {rupees(amount.total)}.
              </figcaption>
            </figure>
            {showUpiLink ? (
              <a className="button button--gold reg-pay__upi" href={uri}>
                Pay {rupees(amount.total)} in a UPI app
              </a>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="reg-pay__details">
        <h3 className="reg-pay__title">Bank transfer or UPI</h3>
        {reference ? (
          <p className="acc-field__hint">{messages.ui.registration.bankRemarks(reference)}</p>
        ) : null}
        {nothing ? (
          <p className="reg-empty">{messages.ui.registration.noPaymentDetails}</p>
        ) : (
          <dl className="reg-pay__list">
            {account.map((row) => (
              <div key={row.term}>
                <dt>{row.term}</dt>
                <dd className={row.mono ? 'reg-pay__mono' : undefined}>{row.value}</dd>
              </div>
            ))}
            {payment.upiIds.length > 0 ? (
              <div>
                <dt>{payment.upiIds.length === 1 ? 'UPI ID' : 'UPI IDs'}</dt>
                <dd>
                  <ul className="reg-pay__upi-ids">
                    {payment.upiIds.map((id) => (
                      <li key={id} className="reg-pay__mono">
                        {id}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        )}
        {payment.contacts.length > 0 ? (
          <>
            <h3 className="reg-pay__title">Questions about payment?</h3>
            <ul className="reg-pay__contacts">
              {payment.contacts.map((person) => (
                <li key={`${person.name} ${person.phone}`}>
                  {person.name}:{' '}
                  <a href={telHref(person.phone)} className="acc-link">
                    {person.phone}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
