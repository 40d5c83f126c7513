import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  /** Set to show it inline in the HTML (`<img src="cid:...">`). */
  cid?: string;
}

/**
 * The transactional outbox: a message is inserted in the same transaction as the change it reports, and
 * the mail worker (worker.ts) sends it later, retrying with backoff until `sent_at` is set.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    /** A worker that claimed the message owns it until then (a crashed worker's claim expires). */
    lockedUntil: timestamptz('locked_until'),
    /** Which worker claimed it: a live worker takes back its own claims that a failed round left behind. */
    lockedBy: uuid('locked_by'),
    /** Lower is sent first (`mailPriority` in outbox.ts): links people wait for never queue behind bulk mail. */
    priority: smallint('priority').notNull().default(1),
    /** Files sent with the message (a check-in QR code, say), their content base64-encoded. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** The announcement this message delivers, if any (its progress counts these rows). */
    announcementId: uuid('announcement_id'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('outbox_announcement_idx')
      .on(t.announcementId)
      .where(sql`${t.announcementId} is not null`),
  ],
);
