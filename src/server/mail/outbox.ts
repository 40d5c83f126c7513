/**
 * Enqueueing mail. Call `enqueueMail(tx, ...)` with the transaction that makes the change the mail reports,
 * so the mail exists if and only if the change does; the worker sends it (see worker.ts), the most urgent
 * first.
 */
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

export async function enqueueMail(db: Executor, message: MailMessage): Promise<void> {
  const { priority = 'normal', ...rest } = message;
  await db.insert(outbox).values({ ...rest, priority: mailPriority[priority] });
}
