/**
 * What a certificate shows once issued: the public verification of a code (the five facts, the award of an
 * award certificate, and its status, or unknown), a delegate's own live certificates, and the data each PDF
 * is rendered from (nothing of the PDF is stored). Issuing, revoking and re-issuing are in service.ts.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { certificateMessages } from '~/shared/desk-messages';
import { dateInIndia } from '~/shared/conference-day';
import {
  type CertificateVerification,
  type MyCertificate,
  certificateCodePattern,
} from '~/shared/schemas/certificates';
import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import { events } from '../events/table';
import { publishedSite } from '../pages/service';
import type { CertificateData } from './pdf';
import { type EventRow, findEvent, verificationUrl } from './service';
import { certificates } from './table';

const m = certificateMessages;

export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerification> {
  if (!certificateCodePattern.test(code)) throw new HttpError(404, m.unknown);
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new HttpError(404, m.unknown);
  return {
    name: row.delegateName,
    event: row.eventName,
    committee: row.committee,
    portfolio: row.portfolio,
    award: row.award,
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: dateInIndia(row.issuedAt),
    status: row.revokedAt ? 'revoked' : 'valid',
  };
}

export async function myCertificates(db: Db, userId: string): Promise<MyCertificate[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
    .orderBy(asc(certificates.issuedAt));
  return rows.map((row) => ({
    code: row.code,
    eventName: row.eventName,
    committee: row.committee,
    portfolio: row.portfolio,
    award: row.award,
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: dateInIndia(row.issuedAt),
  }));
}

type CertificateRow = typeof certificates.$inferSelect;

/** The club as the certificates name it: the site settings' full name and institute. */
async function clubOf(db: Db): Promise<CertificateData['club']> {
  const site = await publishedSite(db);
  return { name: site.fullName, institute: site.institute };
}

function pdfData(
  publicUrl: string,
  row: CertificateRow,
  event: EventRow,
  club: CertificateData['club'],
): CertificateData {
  return {
    club,
    code: row.code,
    verifyUrl: verificationUrl(publicUrl, row.code),
    delegateName: row.delegateName,
    eventName: row.eventName,
    committee: row.committee,
    portfolio: row.portfolio,
    award: row.award,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    venue: event.venue,
    signatories: event.signatories,
    issuedAt: row.issuedAt,
  };
}

/** The data of a delegate's own live certificate, or 404 for any other code. */
export async function myCertificateData(
  db: Db,
  publicUrl: string,
  userId: string,
  code: string,
): Promise<CertificateData> {
  if (!certificateCodePattern.test(code)) throw new HttpError(404, m.noSuchCertificate);
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.code, code), eq(certificates.userId, userId), isNull(certificates.revokedAt)));
  if (!row) throw new HttpError(404, m.noSuchCertificate);
  const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, row.eventId));
  return pdfData(publicUrl, row, await findEvent(db, event!.name), await clubOf(db));
}

/** Every live certificate of an event, ready to render, in the list's order. */
export async function liveCertificatesOf(
  db: Db,
  publicUrl: string,
  eventName: string,
): Promise<{ eventName: string; certificates: CertificateData[] }> {
  const event = await findEvent(db, eventName);
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.eventId, event.id), isNull(certificates.revokedAt)))
    .orderBy(asc(certificates.delegateName), asc(certificates.issuedAt));
  const club = await clubOf(db);
  return { eventName: event.name, certificates: rows.map((row) => pdfData(publicUrl, row, event, club)) };
}
