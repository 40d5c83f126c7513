/**
 * Admin and superadmin calls: request bodies and queries, and the responses the admin pages read. Field names
 * are the original wire names (docs/requirements.md#wire-names: `regID`, `eventID`, `accountID`,
 * `allSuchEvents`, `regsiteredat`, `cofirmedRegistrationAt`, `accomodation`, typos included).
 * Dates are ISO 8601 strings.
 */
import { messages } from '../messages';
import { z } from '../zod';
import { paymentRules, paymentStates, receivedVia } from '../payments';
import { readingStates } from '../receipt-text';
import {
  amountDueSchema,
  groupPaymentStates,
  registrationKinds,
  registrationRules,
  registrationStatuses,
} from './registration';

const m = messages.admin;

export const adminRules = {
  /** Registrations per page of the per-event list: enough for the whole list of a normal conference. */
  defaultLimit: 500,
  maxLimit: 5000,
  /** Entries per page of the audit log. */
  auditDefaultLimit: 100,
  auditMaxLimit: 1000,
  /** Longest search text accepted. */
  search: 200,
  /** Ids are UUIDs; anything longer is not an id. */
  id: 64,
  /**
   * Minutes a decline's email waits in the outbox: undoing the decline before then withdraws it, so a
   * mistaken click never reaches the delegate.
   */
  declineMailHoldMinutes: 5,
  /**
   * Seconds a signed payment screenshot URL of GET /admin/getregistered works: longer than a client keeps
   * the list before fetching it again (15 minutes), short enough that a leaked URL soon stops working.
   */
  paymentUrlTtlSeconds: 30 * 60,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Requests

/** An id in a request body (a registration's, an account's), with the message when it is missing. */
export const idField = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(adminRules.id, missing);

/** PUT /confirm/reg and PUT /decline/reg */
export const regIdBodySchema = z
  .object({ regID: idField(m.payloadMissing) }, { error: m.payloadMissing })
  .strict();
export type RegIdBody = z.input<typeof regIdBodySchema>;

const paymentText = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, missing);

/**
 * PUT /confirm/reg: `paymentOverride` (ours) is the reason for confirming a registration whose payment (or,
 * for a member, the leader's) is not received; without it such a confirmation answers 409.
 */
export const confirmBodySchema = z
  .object(
    {
      regID: idField(m.payloadMissing),
      paymentOverride: paymentText(paymentRules.reason, m.reasonRequired).optional(),
    },
    { error: m.payloadMissing },
  )
  .strict();
export type ConfirmBody = z.input<typeof confirmBodySchema>;

/** Rupees with at most 2 decimals (paise), more than 0: an amount of money as a bank shows it. */
const moneyAmount = (message: string) =>
  z
    .number({ error: message })
    .positive(message)
    .max(paymentRules.maxRefund, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

/**
 * PUT /admin/registrations/:id/payment/received: how the admin checked the money arrived, and (ours) how
 * much arrived (rupees; the amount due when left out) and on which day (India's; today when left out).
 */
export const paymentReceivedBodySchema = z
  .object(
    {
      note: paymentText(paymentRules.note, m.noteRequired),
      amount: moneyAmount(m.invalidReceivedAmount).optional(),
      receivedOn: z.iso.date({ error: m.invalidReceivedOn }).optional(),
    },
    { error: m.noteRequired },
  )
  .strict();

/** PUT /admin/registrations/:id/payment/waiver: why the club lets the rest of a short payment go. */
export const paymentWaiverBodySchema = z
  .object({ note: paymentText(paymentRules.note, m.waiverNoteRequired) }, { error: m.waiverNoteRequired })
  .strict();
/**
 * POST /admin/registrations/:id/payment/receipts: more money that arrived for a short payment: the note, the
 * amount (rupees) and its day (India's; today when left out).
 */
export const paymentTopUpBodySchema = paymentReceivedBodySchema
  .extend({ amount: moneyAmount(m.invalidReceivedAmount) })
  .strict();
export type PaymentTopUpBody = z.input<typeof paymentTopUpBodySchema>;
export type PaymentWaiverBody = z.input<typeof paymentWaiverBodySchema>;
export type PaymentReceivedBody = z.input<typeof paymentReceivedBodySchema>;

/** PUT /admin/registrations/:id/payment/refunded: the amount (rupees), the date (YYYY-MM-DD) and a note. */
export const paymentRefundedBodySchema = z
  .object(
    {
      amount: z
        .number({ error: m.invalidRefund })
        .int(m.invalidRefund)
        .min(1, m.invalidRefund)
        .max(paymentRules.maxRefund, m.invalidRefund),
      refundedOn: z.iso.date({ error: m.invalidRefund }),
      note: paymentText(paymentRules.note, m.invalidRefund),
    },
    { error: m.invalidRefund },
  )
  .strict();
export type PaymentRefundedBody = z.input<typeof paymentRefundedBodySchema>;

/** POST /admin/registrations/:id/transaction-shares: the account that may reuse the transaction id once. */
export const transactionShareBodySchema = z
  .object(
    {
      email: z
        .string({ error: m.shareTargetNotFound })
        .trim()
        .toLowerCase()
        .min(3, m.shareTargetNotFound)
        .max(254, m.shareTargetNotFound),
    },
    { error: m.shareTargetNotFound },
  )
  .strict();
export type TransactionShareBody = z.input<typeof transactionShareBodySchema>;

/** POST /admin/events/:eventName/bulk-confirm: how many were confirmed. */
export const bulkConfirmResponseSchema = z.object({ message: z.string(), confirmed: z.number().int() });
export type BulkConfirmResponse = z.infer<typeof bulkConfirmResponseSchema>;

/** PUT /admin/assign/portfolios: `eventID` is the registration's id (the original wire name). */
export const assignBodySchema = z
  .object(
    {
      eventID: idField(m.payloadMissing),
      portfolio: z
        .string({ error: m.payloadMissing })
        .trim()
        .min(1, m.payloadMissing)
        .max(registrationRules.choice, m.invalidPortfolio),
      committee: z
        .string({ error: m.payloadMissing })
        .trim()
        .min(1, m.payloadMissing)
        .max(registrationRules.choice, m.invalidCommittee),
    },
    { error: m.payloadMissing },
  )
  .strict();
export type AssignBody = z.input<typeof assignBodySchema>;

const limit = (max: number, fallback: number) =>
  z.coerce.number({ error: m.payloadMissing }).int(m.payloadMissing).min(1).max(max).default(fallback);
const offset = z.coerce.number({ error: m.payloadMissing }).int(m.payloadMissing).min(0).default(0);

/** The filters of the per-event list and of its CSV export. */
export const registrationListQuerySchema = z.object({
  /** A substring of the registrant's name or email (case-insensitive). */
  q: z.string().trim().max(adminRules.search).optional(),
  status: z.enum(registrationStatuses, { error: m.noSuchStatus }).optional(),
  /** A committee code of the event: the registrations assigned to it. */
  committee: z.string().trim().max(registrationRules.choice, m.invalidCommittee).optional(),
  /** Ours: the bill's payment state. */
  payment: z.enum(paymentStates, { error: m.noSuchPaymentState }).optional(),
  limit: limit(adminRules.maxLimit, adminRules.defaultLimit),
  offset,
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;
export type RegistrationFilters = z.output<typeof registrationListQuerySchema>;

export const csvQuerySchema = registrationListQuerySchema.omit({ limit: true, offset: true });
export type CsvQuery = z.input<typeof csvQuerySchema>;

export const auditQuerySchema = z.object({
  limit: limit(adminRules.auditMaxLimit, adminRules.auditDefaultLimit),
  offset,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

const statusCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** The fields of a registration that every admin view of it carries, under the original client's names. */
const adminViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  college: z.string().nullable(),
  phone: z.string(),
  scholarid: z.string().nullable(),
  /** The year of study. */
  batch: z.string().nullable(),
  /** Asked of non-institute students only: null for an institute student. */
  accomodation: z.enum(['Yes', 'No']).nullable(),
  /** The payment screenshot's address in this view, or null. */
  payment: z.string().nullable(),
  regsiteredat: z.string(),
  eventName: z.string(),
  status: z.enum(registrationStatuses),
  committeePreference: z.array(z.string()),
  portfolioPreference: z.array(z.string()),
  cofirmedRegistrationAt: z.string().nullable(),
});

/**
 * GET /admin/getregistered: every registration of every event in the admin view of a registration (the
 * original admin pages build their detail page from it). An unassigned committee or portfolio is "" (those
 * pages test for empty values); `payment` is a short-lived signed URL an <img> loads, or null.
 */
export const registeredEntrySchema = adminViewSchema.extend({
  assignedPortfolio: z.string(),
  assignedCommittee: z.string(),
  /**
   * Ours, after the original's fields: the bill's payment reference, the payer's transaction id and the
   * payment state (null when the registration carries no bill: a group member, a free event).
   */
  paymentReference: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentState: z.enum(paymentStates).nullable(),
});
export type RegisteredEntry = z.infer<typeof registeredEntrySchema>;

export const registeredEventsResponseSchema = z.object({
  message: z.string(),
  allSuchEvents: z.array(registeredEntrySchema),
});
export type RegisteredEventsResponse = z.infer<typeof registeredEventsResponseSchema>;

/** GET /payment-screenshots/:id: the signature of the URL that GET /admin/getregistered handed out. */
export const signedPaymentQuerySchema = z.object({
  expires: z.string().max(20),
  signature: z.string().max(100),
});

/** A committee of an event as the admin lists name it: its code and the name shown for it. */
export const adminCommitteeRefSchema = z.object({ code: z.string(), displayName: z.string() });
export type AdminCommitteeRef = z.infer<typeof adminCommitteeRefSchema>;

export const adminEventSummarySchema = z.object({
  _id: z.string(),
  eventName: z.string(),
  featured: z.boolean(),
  /** Open now: the switch is on and now is inside the window. */
  registrationOpen: z.boolean(),
  counts: statusCountsSchema,
  /** The event's committees in its order. */
  committees: z.array(adminCommitteeRefSchema),
});
export type AdminEventSummary = z.infer<typeof adminEventSummarySchema>;

/** GET /admin/events: every event with its counts by status, its open state and its committees. */
export const adminEventsResponseSchema = z.object({
  message: z.string(),
  events: z.array(adminEventSummarySchema),
});
export type AdminEventsResponse = z.infer<typeof adminEventsResponseSchema>;

export const registrationListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  eventName: z.string(),
  status: z.enum(registrationStatuses),
  assignedCommittee: z.string().nullable(),
  assignedPortfolio: z.string().nullable(),
  regsiteredat: z.string(),
  /** A group member's registration: where the group's payment stands (groupPaymentStates); else null. */
  groupPayment: z.enum(groupPaymentStates).nullable(),
  /** Ours: the bill's reference and payment state (null when nothing is due). */
  paymentReference: z.string().nullable(),
  paymentState: z.enum(paymentStates).nullable(),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;

/** GET /admin/events/:eventName/registrations (`total` counts every match; `registrations` is one page). */
export const registrationListResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  total: z.number().int(),
  registrations: z.array(registrationListItemSchema),
});
export type RegistrationListResponse = z.infer<typeof registrationListResponseSchema>;

export const adminCommitteeSchema = adminCommitteeRefSchema.extend({
  portfolios: z.array(z.string()),
  /** Portfolios of this committee already assigned to a delegate of the event. */
  takenPortfolios: z.array(z.string()),
});
export type AdminCommittee = z.infer<typeof adminCommitteeSchema>;

/**
 * A group member's registration: the group's payment (docs/decisions/0027-group-payment.md). `amount` is the
 * group's amount: the leader's registration's (what the leader's screenshot pays, `final`), or before it is
 * in, the bill so far from the event's current fees without the leader's own hospitality (not `final`); null
 * once the group is gone or the leader registered without it.
 */
export const groupPaymentDetailSchema = z.object({
  state: z.enum(groupPaymentStates),
  /** The leader's account; null once it is deleted. */
  leaderName: z.string().nullable(),
  leaderEmail: z.string().nullable(),
  /** The leader's registration for the event; null until it is in. */
  leaderRegistration: z
    .object({ _id: z.string(), status: z.enum(registrationStatuses), kind: z.enum(registrationKinds) })
    .nullable(),
  amount: amountDueSchema.extend({ final: z.boolean() }).nullable(),
});
export type GroupPaymentDetail = z.infer<typeof groupPaymentDetailSchema>;

/** Another registration whose screenshot looks like this one's (difference hashes `distance` bits apart). */
export const similarPaymentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  eventName: z.string(),
  distance: z.number().int(),
  /** Why it is flagged: the pictures match, and what was read from them does not tell them apart. */
  reason: z.string(),
});
export type SimilarPayment = z.infer<typeof similarPaymentSchema>;

/**
 * The OCR reading of a registration's payment screenshot (docs/decisions/0057-payment-screenshot-ocr.md):
 * pending until the background worker has read it; then the amount and the transaction reference found in
 * its text (either may be null), and where they disagree with the bill; not read when there was no text,
 * OCR failed, or OCR is switched off.
 */
export const screenshotReadingSchema = z.object({
  state: z.enum(readingStates),
  /** Rupees, paise allowed. */
  amount: z.number().nullable(),
  transactionId: z.string().nullable(),
  /** The text OCR found, for the admin to check by eye. */
  text: z.string().nullable(),
  readAt: z.string().nullable(),
  /** The amount read differs from the amount due; the reference read from the one the payer entered. */
  differs: z.object({ amount: z.boolean(), transactionId: z.boolean() }),
});
export type ScreenshotReading = z.infer<typeof screenshotReadingSchema>;

export const paymentInfoSchema = z.object({
  /** The bill's reference (null when nothing is due or none was issued). */
  reference: z.string().nullable(),
  /** Null when nothing is due (a member: see `leaderState`; a free event). */
  state: z.enum(paymentStates).nullable(),
  /** The payer's UTR or bank reference; null when none was given. */
  transactionId: z.string().nullable(),
  /** The transaction id is used here by an admin's share. */
  transactionShared: z.boolean(),
  receivedAt: z.string().nullable(),
  receivedVia: z.enum(receivedVia).nullable(),
  note: z.string().nullable(),
  /** The money that arrived (rupees, paise as decimals), the sum of its receipts, and its first day; null until received. */
  amountReceived: z.number().nullable(),
  receivedOn: z.string().nullable(),
  /** Each receipt, oldest first: the first payment, then any top-up of a short one. */
  receipts: z.array(
    z.object({ amount: z.number(), receivedOn: z.string(), via: z.enum(receivedVia), note: z.string() }),
  ),
  /** What is still missing of the amount due (rupees; 0 when paid in full, over, or waived). */
  short: z.number(),
  /** The part of a short payment let go, and why; null when none. */
  waiver: z.object({ amount: z.number(), note: z.string() }).nullable(),
  refund: z.object({ amount: z.number().int(), refundedOn: z.string(), note: z.string() }).nullable(),
  /** A member's registration: the payment state of the leader's bill; else null. */
  leaderState: z.enum(paymentStates).nullable(),
  /** Registrations whose screenshot is a near-duplicate of this one's. */
  similar: z.array(similarPaymentSchema),
  /**
   * What the treasury holds against confirming this bill from its screenshot (a confirmation then needs an
   * override reason); empty when nothing does, and for a bill already received.
   */
  objections: z.array(z.string()),
  /** The screenshot's OCR reading; null when the registration has no screenshot. */
  screenshotReading: screenshotReadingSchema.nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/**
 * GET /admin/registrations/:id. `payment` is the absolute URL of the payment screenshot
 * (GET /admin/registrations/:id/payment on API_PUBLIC_URL; fetched with the bearer header) or null.
 */
export const registrationDetailSchema = adminViewSchema.extend({
  amountDue: z.number().int(),
  /** The breakdown of `amountDue` as the registrant was shown it (null before migration 0012). */
  amountLines: amountDueSchema.shape.lines.nullable(),
  previousMunExperience: z.string(),
  /** The answers to the declared questions, by key (src/shared/registration-questions.ts). */
  answers: z.record(z.string(), z.string()),
  assignedPortfolio: z.string().nullable(),
  assignedCommittee: z.string().nullable(),
  kind: z.enum(registrationKinds),
  group: z
    .object({
      grpName: z.string(),
      leaderEmail: z.string(),
      /** hasAccepted: 'yes' once the member registered through the invite, otherwise 'no'. */
      members: z.array(z.object({ email: z.string(), hasAccepted: z.string() })),
    })
    .nullable(),
  /** A group member's registration: the group's payment; null for any other registration. */
  groupPayment: groupPaymentDetailSchema.nullable(),
  /** Ours: the bill's payment (docs/decisions/0053-payment-model.md). */
  paymentInfo: paymentInfoSchema,
  committees: z.array(adminCommitteeSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

/** GET /admin/registrations/:id */
export const registrationDetailResponseSchema = z.object({
  message: z.string(),
  registration: registrationDetailSchema,
});
export type RegistrationDetailResponse = z.infer<typeof registrationDetailResponseSchema>;

/** GET /admin/registrations/:id/next-pending: the review loop's next registration of the same event. */
export const nextPendingResponseSchema = z.object({
  message: z.string(),
  /** The id of the next pending registration after this one (oldest first, wrapping), or null. */
  next: z.string().nullable(),
  /** Pending registrations of the event other than this one. */
  remaining: z.number().int(),
});
export type NextPendingResponse = z.infer<typeof nextPendingResponseSchema>;

/** PUT /admin/registrations/:id/reopen: whether the decline's email was withdrawn before it went out. */
export const reopenResponseSchema = z.object({
  message: z.string(),
  mailWithdrawn: z.boolean(),
});
export type ReopenResponse = z.infer<typeof reopenResponseSchema>;

/** GET /admin/overview */
export const overviewResponseSchema = z.object({
  message: z.string(),
  totals: z.object({
    registrations: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    declined: z.number().int(),
    assigned: z.number().int(),
    accounts: z.number().int(),
    contactResponses: z.number().int(),
  }),
  /** Registrations per day (UTC date, YYYY-MM-DD), oldest first. */
  byDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Assigned registrations per committee: every committee of every event, events oldest first, each in its order. */
  byCommittee: z.array(
    z.object({
      eventName: z.string(),
      committee: z.string(),
      displayName: z.string(),
      count: z.number().int(),
    }),
  ),
  byStatus: z.array(z.object({ status: z.enum(registrationStatuses), count: z.number().int() })),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

export const contactUsResponseItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  contactedAt: z.string(),
});
export type ContactUsResponseItem = z.infer<typeof contactUsResponseItemSchema>;

/** GET /getcontactusres (newest first) */
export const contactUsResponsesSchema = z.object({
  message: z.string(),
  allResponses: z.array(contactUsResponseItemSchema),
});
export type ContactUsResponses = z.infer<typeof contactUsResponsesSchema>;
