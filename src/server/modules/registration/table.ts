import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from '../../db/columns';
import type { AmountLine } from '~/shared/fees';
import type { Answers } from '~/shared/registration-questions';
import { paymentStates, receivedVia } from '~/shared/payments';
import { registrationKinds, registrationStatuses } from '~/shared/schemas/registration';
import { users } from '../accounts/table';
import { events } from '../events/table';

export const registrationKind = pgEnum('registration_kind', registrationKinds);
export const registrationStatus = pgEnum('registration_status', registrationStatuses);
export const paymentState = pgEnum('payment_state', paymentStates);
export const paymentReceivedVia = pgEnum('payment_received_via', receivedVia);

/** A group leader's group for one event (one per leader per event), created by the leader's first invite. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('groups_event_leader_key').on(t.eventId, t.leaderId),
    index('groups_leader_id_idx').on(t.leaderId),
  ],
);

/**
 * Group invites: one per member email per group. The link's token is stored only as SHA-256; resending
 * replaces it (the old link stops working). `accepted_at` is set once, when the member registers through it;
 * a pending invite is one neither accepted, declined nor superseded.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberEmail: text('member_email').notNull(),
    tokenHash: text('token_hash').notNull().unique('invites_token_hash_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    /** The member said no (from their dashboard); a new invite from the leader clears it. */
    declinedAt: timestamptz('declined_at'),
    /**
     * The member registered for the event another way (individually, as a leader or with another group)
     * while this invite was pending: it can no longer be accepted, and the leader's list says why.
     */
    supersededAt: timestamptz('superseded_at'),
    /**
     * The member's own link to the member form, issued when they accept from their dashboard (SHA-256 of
     * its token): the emailed link keeps working beside it.
     */
    memberTokenHash: text('member_token_hash'),
    /** The member's registration (null until accepted, or once that registration is gone). */
    registrationId: uuid('registration_id').references((): AnyPgColumn => registrations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('invites_group_member_key').on(t.groupId, t.memberEmail),
    index('invites_member_id_idx').on(t.memberId),
    check('invites_member_email_lowercase', sql`${t.memberEmail} = lower(${t.memberEmail})`),
  ],
);

/**
 * Payment screenshots, re-encoded to WebP (metadata stripped) before they are stored; admins view them.
 * `sha256` (hex) is of the bytes as uploaded: a byte-identical upload is refused by its unique key. `dhash`
 * is the 64-bit difference hash of the picture (src/server/images/dhash.ts), for near-duplicates. Both are
 * null for screenshots stored before migration 0019 (their uploaded bytes were not kept).
 */
export const paymentImages = pgTable(
  'payment_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').unique('payment_images_sha256_key'),
    dhash: bigint('dhash', { mode: 'bigint' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_images_user_id_idx').on(t.userId)],
);

/**
 * The payment reference of a bill (docs/decisions/0053-payment-model.md): one per account per event, issued
 * when the payer first sees the form (before paying) and kept by the registration made then: an
 * individual's, or a group leader's for the group. Unique across events.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique('payment_references_reference_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_references_event_user_key').on(t.eventId, t.userId)],
);

/**
 * An admin's permission for one more registration to use a transaction id already used (one payment for
 * two people): `user_id`'s registration may carry `transaction_id` once (the registration names the share).
 */
export const transactionShares = pgTable(
  'transaction_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: text('transaction_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('transaction_shares_transaction_user_key').on(t.transactionId, t.userId)],
);

/**
 * Event registrations: one per account per event (unique key). A portfolio goes to at most one delegate
 * per committee per event (partial unique index on the assignment, made by an admin once confirmed).
 * `amount_due` (rupees) is what the server computed (src/shared/fees.ts), never the client's figure, and
 * `amount_lines` its breakdown as the registrant was shown it (null for registrations before migration 0012).
 * A member's own amount is 0: the group's payment is the leader's registration for the same event and group
 * (src/server/modules/registration/group-payment.ts derives the member's state from it).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    kind: registrationKind('kind').notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    committeePreference: text('committee_preference').array().notNull(),
    portfolioPreference: text('portfolio_preference').array().notNull(),
    previousMunExperience: text('previous_mun_experience').notNull(),
    /** The answers to the declared questions (src/shared/registration-questions.ts), by key; {} for none. */
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    college: text('college'),
    accommodation: boolean('accommodation').notNull().default(false),
    paymentImageId: uuid('payment_photo_id').references(() => paymentImages.id, { onDelete: 'set null' }),
    amountDue: integer('amount_due').notNull(),
    amountLines: jsonb('amount_lines').$type<AmountLine[]>(),
    status: registrationStatus('status').notNull().default('pending'),
    /** The bill's payment state; null when nothing is due (a member, a free event). */
    paymentState: paymentState('payment_state'),
    /** The payer's transaction reference, normalised (src/shared/payments.ts); null when not given. */
    transactionId: text('transaction_id'),
    /** Set when an admin allowed this registration to reuse a transaction id (its share). */
    transactionShareId: uuid('transaction_share_id').references(() => transactionShares.id, {
      onDelete: 'set null',
    }),
    /** When the bill was marked received (by a statement, a confirmation or an admin's hand). */
    paymentReceivedAt: timestamptz('payment_received_at'),
    paymentReceivedVia: paymentReceivedVia('payment_received_via'),
    paymentNote: text('payment_note'),
    /** The part of a short payment the club let go, in paise, with why (audited); null when none. */
    waivedPaise: integer('waived_paise'),
    waiverNote: text('waiver_note'),
    refundAmount: integer('refund_amount'),
    refundedOn: date('refunded_on', { mode: 'string' }),
    refundNote: text('refund_note'),
    assignedCommittee: text('assigned_committee'),
    assignedPortfolio: text('assigned_portfolio'),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    unique('registrations_user_event_key').on(t.userId, t.eventId),
    uniqueIndex('registrations_assignment_key')
      .on(t.eventId, t.assignedCommittee, t.assignedPortfolio)
      .where(sql`${t.assignedCommittee} is not null and ${t.assignedPortfolio} is not null`),
    index('registrations_event_status_idx').on(t.eventId, t.status, t.registeredAt),
    // The admin lists: an event's registrations in order, and those assigned to a committee.
    index('registrations_event_registered_at_idx').on(t.eventId, t.registeredAt),
    index('registrations_event_committee_idx').on(t.eventId, t.assignedCommittee),
    index('registrations_group_id_idx').on(t.groupId),
    check('registrations_amount_due_nonnegative', sql`${t.amountDue} >= 0`),
    check('registrations_waived_positive', sql`${t.waivedPaise} > 0`),
    // One registration per transaction id, besides those an admin allowed to share it (one per share).
    uniqueIndex('registrations_transaction_id_key')
      .on(t.transactionId)
      .where(sql`${t.transactionShareId} is null`),
    unique('registrations_transaction_share_key').on(t.transactionShareId),
    index('registrations_event_payment_state_idx').on(t.eventId, t.paymentState),
  ],
);

/**
 * The money that arrived for a bill, one row per receipt (docs/decisions/0080-one-row-per-receipt.md): the
 * payment that made it received (a statement line's, or typed by an admin) and any later top-up of a short
 * payment, each with its amount and the day it arrived. A bill's money is the sum of its receipts.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The day the money arrived: the statement line's date, or the day the admin typed. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    via: paymentReceivedVia('via').notNull(),
    note: text('note').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_receipts_registration_idx').on(t.registrationId, t.receivedOn),
    check('payment_receipts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
