/**
 * Enqueueing mail. Call `enqueueMail(tx, ...)` with the transaction that makes the change the mail reports,
 * so the mail exists if and only if the change does; the worker sends it (see worker.ts).
 */
import type { Executor } from '../db/client';
import { outbox } from './table';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function enqueueMail(db: Executor, message: MailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}
