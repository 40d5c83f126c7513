/**
 * Payments matched, not eyeballed (docs/decisions/0053-payment-model.md): the payment reference of a bill,
 * the payer's transaction reference (UTR or bank reference), the payment states and the screenshot hashes'
 * threshold. One module for the forms and the server.
 */

/**
 * The characters of a payment reference's code: digits and capitals without either of each look-alike pair
 * (0/O, 1/I/L, 2/Z, 5/S, 8/B), so a reference read aloud, typed from a screenshot or read back from a bank's
 * narration is never ambiguous. References made before this rule (migration 0019's and older codes may hold
 * S, B or Z) stay as they were: they are looked up as stored.
 */
export const referenceAlphabet = '23456789ACDEFGHJKMNPQRTUVWXY';
/** Characters of a new reference's code; a collision is retried, and after a few, one longer. */
export const referenceCodeLength = 4;

/**
 * The event's part of its payment references: the initials of the words of its name that start with a
 * letter (at most 4) and the 2-digit year (its start date's, else a 4-digit year in its name, else the year
 * it was created): 'Winter Session 2030' starting 2031-02-01 gives 'WS31'. Migration 0019 computes the
 * same in SQL for the registrations made before references existed.
 */
export function referencePrefix(event: { name: string; startsOn: string | null; createdAt: Date }): string {
  const initials = event.name
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const year =
    event.startsOn?.slice(0, 4) ??
    /\b(\d{4})\b/.exec(event.name)?.[1] ??
    String(event.createdAt.getFullYear());
  return `${initials.slice(0, 4) || 'EV'}${year.slice(-2)}`;
}

/** A fresh random reference: `<prefix>-<code>` with `length` characters of referenceAlphabet. */
export function newReference(prefix: string, length: number = referenceCodeLength, random = Math.random) {
  let code = '';
  for (let i = 0; i < length; i++) code += referenceAlphabet[Math.floor(random() * referenceAlphabet.length)];
  return `${prefix}-${code}`;
}

/**
 * The payer's transaction reference as stored and compared: spaces and dashes removed, capitals. The rule
 * (docs/decisions/0053-payment-model.md): a UPI transaction id (UTR) is exactly 12 digits; a bank transfer's
 * reference (NEFT/RTGS/IMPS) is 6 to 22 letters and digits with at least one letter. Any other all-digit
 * value is neither.
 */
export function normaliseTransactionId(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
export const transactionIdRules = { utrDigits: 12, bankMin: 6, bankMax: 22, maxInput: 40 } as const;
export function transactionIdProblem(normalised: string): 'missing' | 'format' | null {
  if (normalised === '') return 'missing';
  if (/^\d+$/.test(normalised)) return normalised.length === transactionIdRules.utrDigits ? null : 'format';
  const { bankMin, bankMax } = transactionIdRules;
  return /^[A-Z0-9]+$/.test(normalised) && normalised.length >= bankMin && normalised.length <= bankMax
    ? null
    : 'format';
}

/**
 * A bill's payment state, stored on the registration that carries the bill (an individual's, or a group
 * leader's for the group; null when nothing is due: a member, whose leader's bill covers them, or a free
 * event): due (no evidence yet), submitted (a screenshot, with or without the payer's transaction id),
 * received (matched, or marked by an admin with a note), refunded (amount, date, note).
 */
export const paymentStates = ['due', 'submitted', 'received', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];
/** How a received payment was established: by an admin's hand, or (later) from a bank statement. */
export const receivedVia = ['manual', 'statement'] as const;
export type ReceivedVia = (typeof receivedVia)[number];

/**
 * Two screenshots whose 64-bit difference hashes (dHash: 9x8 greyscale, one bit per pair of neighbours)
 * differ in at most this many bits are flagged as near-duplicates. A re-saved, re-compressed, slightly
 * cropped or retouched copy of one screenshot stays within a few bits; 6 of 64 (under 10%) keeps clear of
 * the distance between two different receipts of one app. A flag is only for an admin's eyes, never a refusal.
 */
export const nearDuplicateMaxDistance = 6;

export const paymentRules = { note: 500, reason: 500, maxRefund: 10_000_000 } as const;

/** Rupees as paise, the unit the money of a payment is kept in (a bank's line has paise). */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * What is still missing of a bill's amount due once its money arrived, in paise
 * (docs/decisions/0077-ledger-counts-the-money.md): the amount due less what arrived less what the club
 * waived, never below 0. Nothing is short while nothing was received (the whole bill is outstanding then).
 * The ledger's SQL (src/server/modules/ledger/service.ts) computes the same.
 */
export function shortPaise(bill: {
  amountDue: number;
  receivedPaise: number | null;
  waivedPaise: number | null;
}): number {
  if (bill.receivedPaise === null) return 0;
  return Math.max(toPaise(bill.amountDue) - bill.receivedPaise - (bill.waivedPaise ?? 0), 0);
}
