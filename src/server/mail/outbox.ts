/**
 * Enqueueing mail. Call `enqueueMail(tx, ...)` with the transaction that makes the change the mail reports,
 * so the mail exists if and only if the change does; the worker sends it (see worker.ts), the most urgent
 * first.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type MailAttachment, outbox } from './table';

/**
 * The order the worker sends due mail in (lower first):
 * - high: what someone waits for or acts on (verification and reset links, invites, registrations);
 * - normal: other notices about an account (the default);
 * - bulk: mail anyone can cause in numbers (the welcome after a sign-up);
 * - announcement: an admin's message to hundreds of delegates, sent after everything else that is due.
 */
export const mailPriority = { high: 0, normal: 1, bulk: 2, announcement: 3 } as const;
export type MailPriority = keyof typeof mailPriority;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Default: normal. */
  priority?: MailPriority;
  attachments?: MailAttachment[] | null;
  /** The announcement this message delivers (its progress counts the rows). */
  announcementId?: string | null;
}

/**
 * Queues a message; returns its id. `notBefore` holds it back until then (the worker takes only rows whose
 * `next_attempt_at` has come), so it can still be withdrawn with `withdrawHeldMail`.
 */
export async function enqueueMail(
  db: Executor,
  message: MailMessage,
  options: { notBefore?: Date } = {},
): Promise<string> {
  const { priority = 'normal', ...rest } = message;
  const [row] = await db
    .insert(outbox)
    .values({
      ...rest,
      priority: mailPriority[priority],
      ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Deletes a queued message that no worker has tried or holds: true when it is gone unsent. Under READ
 * COMMITTED a worker's claim committed first makes the row fail the condition, so a message is either
 * withdrawn or sent, never both.
 */
export async function withdrawHeldMail(db: Executor, id: string, now = new Date()): Promise<boolean> {
  const deleted = await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.id, id),
        isNull(outbox.sentAt),
        eq(outbox.attempts, 0),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .returning({ id: outbox.id });
  return deleted.length > 0;
}
