/**
 * Reading payment screenshots with OCR (docs/decisions/0057-payment-screenshot-ocr.md), off the request
 * path: the registration's transaction inserts a pending reading with the screenshot (`enqueueReading`);
 * a worker (worker.ts) claims one at a time (`FOR UPDATE SKIP LOCKED` with a lease, safe with several
 * instances), runs the OCR engine, and records the text with the amount and reference found in it. A failed
 * attempt is retried after a delay, MAX_ATTEMPTS in all, then the screenshot stays "not read"; the
 * registration never depends on it.
 */
import { eq, sql } from 'drizzle-orm';
import {
  type ReadingState,
  extractAmount,
  extractTransactionId,
  maxTextKept,
  readingMismatches,
} from '~/shared/receipt-text';
import type { ScreenshotReading } from '~/shared/schemas/admin';
import { type Executor, queryRows } from '../../db/client';
import { paymentImages, registrations } from '../registration/table';
import type { OcrEngine } from './engine';
import { screenshotReadings } from './table';

export const MAX_ATTEMPTS = 3;
/** Longer than a reading can take (the engine gives up after a minute). */
export const LEASE_MS = 3 * 60_000;

/** The wait before attempt n + 1 after n failed: 30 s, then 2 min. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/** Inside the transaction that stores a screenshot: its reading, pending. */
export async function enqueueReading(db: Executor, paymentImageId: string): Promise<void> {
  await db.insert(screenshotReadings).values({ paymentImageId }).onConflictDoNothing();
}

interface Claimed {
  paymentImageId: string;
  attempts: number;
  bytes: Buffer;
  /** The bill the screenshot pays (null if its registration is gone): the reading prefers its figures. */
  amountDue: number | null;
  transactionId: string | null;
}

/** Claims the next due reading for `workerId` (attempts counted at the claim), with its screenshot. */
export async function claimReading(
  db: Executor,
  workerId: string,
  now = new Date(),
): Promise<Claimed | null> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const [row] = await queryRows<{ payment_image_id: string; attempts: number }>(
    db,
    sql`
    update screenshot_readings set locked_until = ${leaseUntil}, locked_by = ${workerId}, attempts = attempts + 1
    where payment_image_id = (
      select payment_image_id from screenshot_readings
      where state = 'pending' and next_attempt_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning payment_image_id, attempts`,
  );
  if (!row) return null;
  const [image] = await db
    .select({
      bytes: paymentImages.bytes,
      amountDue: registrations.amountDue,
      transactionId: registrations.transactionId,
    })
    .from(paymentImages)
    .leftJoin(registrations, eq(registrations.paymentImageId, paymentImages.id))
    .where(eq(paymentImages.id, row.payment_image_id));
  if (!image) return null; // deleted meanwhile: its reading went with it
  return {
    paymentImageId: row.payment_image_id,
    attempts: Number(row.attempts),
    bytes: image.bytes,
    amountDue: image.amountDue,
    transactionId: image.transactionId,
  };
}

/** The reading of a claimed screenshot: its text with the figures found, or the failure (retried or final). */
export async function readClaimed(
  db: Executor,
  engine: OcrEngine,
  claimed: Claimed,
  now = new Date(),
): Promise<{ state: ReadingState; error?: unknown }> {
  const started = performance.now();
  let text: string;
  try {
    text = (await engine.recognize(claimed.bytes)).trim().slice(0, maxTextKept);
  } catch (error) {
    const final = claimed.attempts >= MAX_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(screenshotReadings)
      .set({
        state: final ? 'not_read' : 'pending',
        lastError: message.slice(0, 1000),
        lockedUntil: null,
        lockedBy: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
        readAt: final ? now : null,
      })
      .where(eq(screenshotReadings.paymentImageId, claimed.paymentImageId));
    return { state: final ? 'not_read' : 'pending', error };
  }
  const amount = extractAmount(text, claimed.amountDue ?? undefined);
  const transactionId = extractTransactionId(text, claimed.transactionId);
  // Noise from a picture without writing (specks read as punctuation) is no reading.
  const state: ReadingState = /[A-Za-z0-9]/.test(text) ? 'read' : 'not_read';
  await db
    .update(screenshotReadings)
    .set({
      state,
      text,
      amount,
      transactionId,
      durationMs: Math.round(performance.now() - started),
      lastError: null,
      lockedUntil: null,
      lockedBy: null,
      readAt: now,
    })
    .where(eq(screenshotReadings.paymentImageId, claimed.paymentImageId));
  return { state };
}

/** Releases the claims a failed round of this worker left (its claim's answer lost, say). */
export async function releaseClaims(db: Executor, workerId: string): Promise<void> {
  await db
    .update(screenshotReadings)
    .set({ lockedUntil: null, lockedBy: null })
    .where(sql`${screenshotReadings.lockedBy} = ${workerId} and ${screenshotReadings.state} = 'pending'`);
}

/**
 * The reading of a registration's screenshot as the admin's detail shows it, with where it disagrees with
 * the bill; null when the registration has no screenshot. `enabled` false (OCR switched off): a pending
 * reading is reported as not read, since nothing here will read it.
 */
export async function readingOf(
  db: Executor,
  registrationId: string,
  enabled: boolean,
): Promise<ScreenshotReading | null> {
  const [row] = await db
    .select({
      state: screenshotReadings.state,
      text: screenshotReadings.text,
      amount: screenshotReadings.amount,
      transactionId: screenshotReadings.transactionId,
      readAt: screenshotReadings.readAt,
      amountDue: registrations.amountDue,
      enteredTransactionId: registrations.transactionId,
      imageId: registrations.paymentImageId,
    })
    .from(registrations)
    .leftJoin(screenshotReadings, eq(screenshotReadings.paymentImageId, registrations.paymentImageId))
    .where(eq(registrations.id, registrationId));
  if (!row?.imageId) return null;
  const state: ReadingState = !row.state || (row.state === 'pending' && !enabled) ? 'not_read' : row.state;
  const reading = {
    amount: state === 'read' ? row.amount : null,
    transactionId: state === 'read' ? row.transactionId : null,
  };
  return {
    state,
    ...reading,
    text: state === 'read' ? row.text : null,
    readAt: row.readAt?.toISOString() ?? null,
    differs: readingMismatches(reading, {
      amountDue: row.amountDue,
      transactionId: row.enteredTransactionId,
    }),
  };
}
