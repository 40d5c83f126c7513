/**
 * The treasurer's ledger of one event (docs/decisions/0077-ledger-counts-the-money.md): the totals of its bills (amount due,
 * received, outstanding, refunded) in all and by kind, with the hospitality part of each, the money received
 * per day, and the ledger lines as CSV. A bill is a registration that carries one (an individual's, a group
 * leader's for the group); a declined registration whose money never came is left out of the totals and
 * counted apart.
 */
import { paymentStates, receivedVia } from '../payments';
import { z } from '../zod';
import { registrationStatuses } from './registration';

/** The kinds of bill: an individual's, or a group leader's for the whole group. */
export const ledgerKinds = ['individual', 'group'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

const rupees = z.number().int();
/** Money as the bank counts it: rupees, with paise as 2 decimals. */
const money = z.number();

/** Amounts in rupees; `hospitality` is the part of each bill's amount due that is hospitality (accommodation). */
const partsSchema = z.object({ due: rupees, received: rupees, outstanding: rupees });

export const ledgerFiguresSchema = z.object({
  /** Bills counted. */
  bills: z.number().int(),
  /** Every counted bill's amount due. */
  due: rupees,
  /**
   * The money that came in (bills received, or received then refunded): each bill's amount received, from
   * its statement line or as the admin typed it (docs/decisions/0077-ledger-counts-the-money.md).
   */
  received: money,
  /** What is still to come: the amount due of the bills not received yet (due or submitted), and `short`. */
  outstanding: money,
  /** Of `outstanding`, what the received bills lack: their amount due less received less waived. */
  short: money,
  /** Money received beyond the amount due. */
  over: money,
  /** What the club let go of short payments (each with its reason, audited). */
  waived: money,
  /** Of `outstanding`, the bills whose payer sent evidence that is still to check. */
  submitted: rupees,
  /** The amounts paid back. */
  refunded: rupees,
  /** Received less refunded: what the club holds. */
  net: money,
  hospitality: partsSchema,
});
export type LedgerFigures = z.infer<typeof ledgerFiguresSchema>;

export const ledgerDaySchema = z.object({
  /** The date in India (YYYY-MM-DD). */
  date: z.string(),
  /** The money received that day (the bank's date, or the day the admin typed). */
  amount: money,
  bills: z.number().int(),
});
export type LedgerDay = z.infer<typeof ledgerDaySchema>;

/** GET /admin/events/:eventName/ledger */
export const ledgerResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  totals: ledgerFiguresSchema,
  /** Individual bills, then group bills (each kind present, zeros when it has none). */
  byKind: z.array(ledgerFiguresSchema.extend({ kind: z.enum(ledgerKinds) })),
  /** Money received per day, oldest first; days without any are left out. */
  byDay: z.array(ledgerDaySchema),
  /** Bills received without a recorded time (not in `byDay`). */
  receivedUndated: z.number().int(),
  /** Counted bills whose breakdown was not kept (registered before breakdowns were stored): no hospitality part. */
  withoutBreakdown: z.number().int(),
  /** Declined registrations whose money never came: left out of the totals. */
  declinedUnpaid: z.object({ bills: z.number().int(), amount: rupees }),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** One line of the ledger CSV, as the service reads it. */
export const ledgerLineSchema = z.object({
  reference: z.string().nullable(),
  payer: z.string(),
  payerEmail: z.string(),
  kind: z.enum(ledgerKinds),
  group: z.string().nullable(),
  amountDue: rupees,
  hospitality: rupees,
  state: z.enum(paymentStates),
  transactionId: z.string().nullable(),
  receivedOn: z.string().nullable(),
  receivedVia: z.enum(receivedVia).nullable(),
  amountReceived: money.nullable(),
  short: money,
  over: money,
  waived: money.nullable(),
  waiverNote: z.string().nullable(),
  refundedAmount: rupees.nullable(),
  refundedOn: z.string().nullable(),
  status: z.enum(registrationStatuses),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
