/**
 * Payment screenshots as short-lived signed URLs, for pages that show them in a plain <img> (which cannot
 * send the bearer header): `<API>/v1/api/payment-screenshots/<registration id>?expires=<unix s>&signature=`.
 *
 * The signature is an HMAC-SHA256 of the registration id and the expiry, keyed by the id of the stored
 * image row: a random UUID that no API answer carries, so only the server (or someone who can read the
 * database, and so the images) can sign. No key to configure or share between instances, it survives
 * restarts, and a replaced screenshot invalidates its old URLs. A URL works for `paymentUrlTtlSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { adminRules } from '~/shared/schemas/admin';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http';
import { paymentImages, registrations } from '../registration/table';
import { isUuid } from './detail';

const m = messages.admin;

function signature(imageId: string, registrationId: string, expires: number): string {
  return createHmac('sha256', imageId).update(`${registrationId}.${expires}`).digest('base64url');
}

/** The signed URL of a registration's screenshot, valid until `now` plus the TTL (whole seconds). */
export function signedPaymentUrl(apiUrl: string, registrationId: string, imageId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + adminRules.paymentUrlTtlSeconds;
  const sig = signature(imageId, registrationId, expires);
  return `${apiUrl}${apiBase}/payment-screenshots/${registrationId}?expires=${expires}&signature=${sig}`;
}

/**
 * GET /payment-screenshots/:id: the image when the signature matches and the URL has not expired, else
 * 403 (an expired, altered or foreign link; nothing says which).
 */
export async function signedPaymentImage(
  db: Executor,
  id: string,
  query: { expires: string; signature: string },
  now: Date,
): Promise<{ bytes: Buffer; contentType: string; maxAge: number }> {
  const refused = new HttpError(403, m.paymentLinkInvalid);
  const expires = /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : NaN;
  const left = expires - Math.floor(now.getTime() / 1000);
  if (!isUuid(id) || !(left > 0) || left > adminRules.paymentUrlTtlSeconds) throw refused;
  const [row] = await db
    .select({ imageId: paymentImages.id, bytes: paymentImages.bytes, contentType: paymentImages.contentType })
    .from(registrations)
    .innerJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!row) throw refused;
  const expected = Buffer.from(signature(row.imageId, id, expires));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
  return { bytes: row.bytes, contentType: row.contentType, maxAge: left };
}
