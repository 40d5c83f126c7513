/**
 * The payment side of a registration (docs/decisions/0053-payment-model.md): the bill's payment reference,
 * issued when the payer first opens the form (before paying) and kept by the registration; the screenshot's
 * hashes (a byte-identical upload is refused by the unique key on its SHA-256, a near one is flagged on the
 * admin's detail); the payer's transaction id, unique across registrations unless an admin shared it.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { newReference, referenceCodeLength, referencePrefix } from '~/shared/payments';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http';
import { decodeDataUrl } from '../../images';
import { differenceHash } from '../../images/dhash';
import { events } from '../events/table';
import { paymentImages, paymentReferences, registrations, transactionShares } from './table';

const m = messages.registration;

/** Draws of a 4-character code before one more character is added. */
const DRAWS_PER_LENGTH = 4;

/** The caller's payment reference for an event, if one was issued. */
export async function referenceOf(db: Executor, userId: string, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(and(eq(paymentReferences.userId, userId), eq(paymentReferences.eventId, eventId)));
  return row?.reference ?? null;
}

/**
 * The account's payment reference for the event: the one issued before, else a new one. A drawn code that
 * another bill holds is drawn again (`on conflict do nothing` leaves a transaction usable), longer after a
 * few tries; of two concurrent first calls, the unique key on (event, account) keeps one.
 */
export async function issueReference(db: Executor, userId: string, eventId: string): Promise<string> {
  const existing = await referenceOf(db, userId, eventId);
  if (existing) return existing;
  const [event] = await db
    .select({ name: events.name, startsOn: events.startsOn, createdAt: events.createdAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new HttpError(404, m.noSuchEvent);
  const prefix = referencePrefix(event);
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(prefix, referenceCodeLength + Math.floor(attempt / DRAWS_PER_LENGTH));
    const [row] = await db
      .insert(paymentReferences)
      .values({ userId, eventId, reference })
      .onConflictDoNothing()
      .returning({ reference: paymentReferences.reference });
    if (row) return row.reference;
    const issued = await referenceOf(db, userId, eventId);
    if (issued) return issued;
  }
}

export interface ScreenshotHashes {
  /** Hex SHA-256 of the bytes as uploaded. */
  sha256: string;
  dhash: bigint;
}

/** The hashes of an uploaded screenshot: of its uploaded bytes, and of its picture (the stored re-encoding). */
export async function screenshotHashes(dataUrl: string, stored: Buffer): Promise<ScreenshotHashes> {
  return {
    sha256: createHash('sha256').update(decodeDataUrl(dataUrl)).digest('hex'),
    dhash: await differenceHash(stored),
  };
}

/** Before the transaction (it refuses them again by its unique keys): a screenshot already used. */
export async function checkScreenshotUnused(db: Executor, sha256: string): Promise<void> {
  const [row] = await db
    .select({ id: paymentImages.id })
    .from(paymentImages)
    .where(eq(paymentImages.sha256, sha256))
    .limit(1);
  if (row) throw new HttpError(409, m.duplicateScreenshot);
}

/**
 * The admin's share that lets this account's registration reuse `transactionId`, if any; else, when another
 * registration holds it, 409 (the unique index refuses it again at insert, whoever commits first).
 */
export async function transactionShareFor(
  db: Executor,
  userId: string,
  transactionId: string,
): Promise<string | undefined> {
  const [share] = await db
    .select({ id: transactionShares.id })
    .from(transactionShares)
    .where(and(eq(transactionShares.transactionId, transactionId), eq(transactionShares.userId, userId)));
  if (share) return share.id;
  const [used] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(eq(registrations.transactionId, transactionId), sql`${registrations.transactionShareId} is null`),
    )
    .limit(1);
  if (used) throw new HttpError(409, m.transactionIdTaken);
  return undefined;
}

/** The unique keys of this module whose violation is the payer's doing: the answer for each. */
export const paymentConflicts: Record<string, string> = {
  payment_images_sha256_key: m.duplicateScreenshot,
  registrations_transaction_id_key: m.transactionIdTaken,
  registrations_transaction_share_key: m.transactionIdTaken,
};

/** The join condition of a registration and its bill's payment reference (the payer's for the event). */
export const referenceOfRegistration = and(
  eq(paymentReferences.userId, registrations.userId),
  eq(paymentReferences.eventId, registrations.eventId),
)!;
