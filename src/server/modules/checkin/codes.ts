/**
 * Personal check-in codes: 144 random bits as base64url, one live code per registration (the partial unique
 * index `checkin_codes_live_key`). A code is made in the transaction that gives a confirmed delegate a seat
 * (and mailed as a QR code with the assignment), or on the delegate's first look at the dashboard; an admin
 * can revoke it and issue another.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { dateInIndia } from '~/shared/conference-day';
import { checkinMessages } from '~/shared/desk-messages';
import { type CheckinPass, checkinRules } from '~/shared/schemas/checkin';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http';
import type { MailAttachment } from '../../mail/table';
import { isUuid } from '../admin/detail';
import { type Actor, recordAudit } from '../audit/service';
import { users } from '../accounts/table';
import { events } from '../events/table';
import { registrations } from '../registration/table';
import { checkinCodes } from './table';

export const newCheckinCode = () => randomBytes(checkinRules.codeBytes).toString('base64url');

/** The registration's live code, made now if it has none (safe against a concurrent maker). */
export async function ensureCheckinCode(
  db: Executor,
  registrationId: string,
  eventId: string,
): Promise<string> {
  const live = () =>
    db
      .select({ code: checkinCodes.code })
      .from(checkinCodes)
      .where(and(eq(checkinCodes.registrationId, registrationId), isNull(checkinCodes.revokedAt)))
      .limit(1);
  const [existing] = await live();
  if (existing) return existing.code;
  await db
    .insert(checkinCodes)
    .values({ code: newCheckinCode(), registrationId, eventId })
    .onConflictDoNothing();
  const [made] = await live();
  return made!.code;
}

/** The QR code of a check-in code as a PNG attachment of the assignment email. */
export async function checkinQrAttachment(code: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 320 });
  return { filename: 'checkin-qr.png', contentType: 'image/png', content: png.toString('base64') };
}

/**
 * The delegate's passes: a code for each confirmed registration of an event not over yet (India's date),
 * made on first sight.
 */
export async function passesOf(db: Db, userId: string): Promise<CheckinPass[]> {
  const today = dateInIndia(new Date());
  const rows = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      eventName: events.name,
      committee: registrations.assignedCommittee,
      portfolio: registrations.assignedPortfolio,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.status, 'confirmed'),
        or(
          isNull(sql`coalesce(${events.endsOn}, ${events.startsOn})`),
          gte(sql`coalesce(${events.endsOn}, ${events.startsOn})`, today),
        ),
      ),
    )
    .orderBy(asc(registrations.registeredAt));
  const passes: CheckinPass[] = [];
  for (const row of rows) {
    passes.push({
      eventName: row.eventName,
      code: await ensureCheckinCode(db, row.id, row.eventId),
      committee: row.committee,
      portfolio: row.portfolio,
    });
  }
  return passes;
}

/** An admin revokes a registration's live code and issues a new one (a confirmed registration only). */
export async function reissueCheckinCode(db: Db, actor: Actor, registrationId: string): Promise<string> {
  if (!isUuid(registrationId)) throw new HttpError(404, checkinMessages.noSuchRegistration);
  return db.transaction(async (tx) => {
    const [reg] = await tx
      .select({ eventId: registrations.eventId, status: registrations.status, email: users.email })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(eq(registrations.id, registrationId))
      .for('update', { of: registrations });
    if (!reg) throw new HttpError(404, checkinMessages.noSuchRegistration);
    if (reg.status !== 'confirmed') throw new HttpError(409, checkinMessages.notConfirmed[reg.status]);
    const revoked = await tx
      .update(checkinCodes)
      .set({ revokedAt: new Date() })
      .where(and(eq(checkinCodes.registrationId, registrationId), isNull(checkinCodes.revokedAt)))
      .returning({ code: checkinCodes.code });
    const code = newCheckinCode();
    await tx.insert(checkinCodes).values({ code, registrationId, eventId: reg.eventId });
    await recordAudit(tx, actor, {
      action: 'registration.checkin_code_reissue',
      targetType: 'registration',
      targetId: registrationId,
      details: { email: reg.email, revoked: revoked.length },
    });
    return code;
  });
}
