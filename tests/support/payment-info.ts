/** A bill's `paymentInfo` as the admin's detail answers it, for component tests: submitted, nothing read. */
import type { PaymentInfo } from '../../src/shared/schemas/admin';

export const paymentInfoOf = (changes: Partial<PaymentInfo> = {}): PaymentInfo => ({
  reference: 'MC26-7Q3K',
  state: 'submitted',
  transactionId: '412345678901',
  transactionShared: false,
  receivedAt: null,
  receivedVia: null,
  note: null,
  amountReceived: null,
  receivedOn: null,
  receipts: [],
  short: 0,
  waiver: null,
  refund: null,
  leaderState: null,
  similar: [],
  objections: [],
  screenshotReading: null,
  ...changes,
});
