import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgEnum, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { readingStates } from '~/shared/receipt-text';
import { paymentImages } from '../registration/table';

export const readingState = pgEnum('screenshot_reading_state', readingStates);

/**
 * The reading of a payment screenshot by OCR (docs/decisions/0057-payment-screenshot-ocr.md): one row per
 * screenshot, inserted with it in the registration's transaction, and a durable job until it is read.
 * `pending` rows are claimed by a worker (`locked_until`, `locked_by`: FOR UPDATE SKIP LOCKED, safe with
 * several instances) and retried a couple of times; then `read` (the text, and the amount and transaction
 * reference found in it, either possibly null), or `not_read` (no text, or every attempt failed).
 */
export const screenshotReadings = pgTable(
  'screenshot_readings',
  {
    paymentImageId: uuid('payment_image_id')
      .primaryKey()
      .references(() => paymentImages.id, { onDelete: 'cascade' }),
    state: readingState('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lockedBy: uuid('locked_by'),
    /** The text OCR found (at most maxTextKept characters); null until read. */
    text: text('text'),
    /** The amount in rupees found in the text (paise allowed). */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    /** The UTR or bank reference found in the text, normalised as the payer's is stored. */
    transactionId: text('transaction_id'),
    /** How long the OCR took (milliseconds), for the logs and the bench. */
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('screenshot_readings_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
