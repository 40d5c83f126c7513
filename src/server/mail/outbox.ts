/**
 * Enqueueing mail. Call `enqueueMail(tx, ...)` with the transaction that makes the change the mail reports,
 * so the mail exists if and only if the change does; the worker sends it (see worker.ts), the most urgent
 * first.
 */
import type { Executor } from '../db/client';
import { outbox } from './table';

/**
 * The order the worker sends due mail in (lower first):
 * - high: what someone waits for or acts on (verification and reset links, invites, registrations);
 * - normal: other notices about an account (the default);
 * - bulk: mail anyone can cause in numbers (the welcome after a sign-up).
 */
export const mailPriority = { high: 0, normal: 1, bulk: 2 } as const;
export type MailPriority = keyof typeof mailPriority;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Default: normal. */
  priority?: MailPriority;
}

export async function enqueueMail(db: Executor, message: MailMessage): Promise<void> {
  const { priority = 'normal', ...rest } = message;
  await db.insert(outbox).values({ ...rest, priority: mailPriority[priority] });
}
