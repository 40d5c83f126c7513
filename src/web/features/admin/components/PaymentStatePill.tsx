/**
 * A bill's payment state as a labelled pill for the admin lists and detail: the words say the state, the
 * colour only repeats it (received green, due red, evidence submitted gold, refunded grey).
 */
import { messages } from '~/shared/messages';
import type { PaymentState } from '~/shared/payments';

export function PaymentStatePill({ state, prefix }: { state: PaymentState; prefix?: string }) {
  return (
    <span className={`adm-pill adm-pill--pay-${state}`} data-testid="payment-state">
      {prefix ? `${prefix}: ` : null}
      {messages.admin.paymentStateLabel[state]}
    </span>
  );
}
