import { payment } from '~/content/payment';
import { upiPaymentUri, type AmountDue } from '~/shared/fees';
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
  /** Phones get a link that opens a UPI app with the amount filled in. */
  showUpiLink: boolean;
}

/**
 * Where to pay (content/payment.ts): the amount due, a UPI QR code for exactly that amount, the bank
 * account and UPI IDs, and the two people to call about payment.
 */
export function PaymentDetails({ amount, showUpiLink }: PaymentDetailsProps) {
  const [upiId = ''] = payment.upiIds;
  const uri = upiPaymentUri(amount.total, { upiId, name: payment.accountHolder });
  return (
    <div className="reg-pay">
      <div className="reg-pay__due">
        <AmountDueSummary amount={amount} />
        <figure className="reg-qr">
          <UpiQr uri={uri} amount={amount.total} fallback={payment.qr} />
          <figcaption className="reg-qr__caption">
            Scan with any UPI app to pay {rupees(amount.total)}.
          </figcaption>
        </figure>
        {showUpiLink ? (
          <a className="button button--gold reg-pay__upi" href={uri}>
            Pay {rupees(amount.total)} in a UPI app
          </a>
        ) : null}
      </div>
      <div className="reg-pay__details">
        <h3 className="reg-pay__title">Bank transfer or UPI</h3>
        <dl className="reg-pay__list">
          <div>
            <dt>Account holder</dt>
            <dd>{payment.accountHolder}</dd>
          </div>
          <div>
            <dt>Account number</dt>
            <dd className="reg-pay__mono">{payment.accountNumber}</dd>
          </div>
          <div>
            <dt>IFSC</dt>
            <dd className="reg-pay__mono">{payment.ifsc}</dd>
          </div>
          <div>
            <dt>Bank</dt>
            <dd>{payment.bankName}</dd>
          </div>
          <div>
            <dt>UPI IDs</dt>
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
        </dl>
        <h3 className="reg-pay__title">Questions about payment?</h3>
        <ul className="reg-pay__contacts">
          {payment.contactPersons.map((person) => (
            <li key={person.phone}>
              {person.name}:{' '}
              <a href={telHref(person.phone)} className="acc-link">
                {person.phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
