/**
 * Participation certificates: the rules and the SQL.
 *
 * - Issue (admin): in one transaction with its audit entry, every confirmed delegate of the event holding a
 *   seat who attended (a row in `attendance`, written by check-in at the door, or marked present at a chair's
 *   roll call) and who never held a certificate of it gets one. What it says (name, event, committee, portfolio) is copied then. Idempotent:
 *   the partial unique index `certificates_live_registration_key` keeps one live certificate per
 *   registration even when two admins issue at once (the second insert skips it). A revoked certificate is
 *   never replaced by Issue: a revocation is a decision, undone only by an explicit Re-issue.
 * - Issuing when it is likely a mistake (the conference's last day in India has not come, it has no dates,
 *   the event has no signatories) needs each such problem confirmed by the caller: 409 otherwise.
 * - Revoke (admin): sets `revoked_at`; the row stays so the verification page says "revoked".
 * - Re-issue (admin): a revoked certificate's delegate, still eligible and holding no live one, gets a new
 *   certificate (new code, current name and seat); audit entry `certificate.reissue`.
 * - Dates shown for a certificate are the conference's calendar days (India), as check-in counts them.
 * - The PDF is rendered on request from the certificate's row and the event's data (dates, venue,
 *   signatories); nothing of it is stored.
 * - Verify (public), a delegate's own certificates and the PDFs' data: documents.ts.
 * - Award certificates (docs/decisions/0065-awards-certificates-results-marks.md): when an admin publishes the
 *   awards, each published award gets its own certificate in the same transaction (its own code, the award's
 *   title copied as `award`). They are revoked and re-issued like the others; Issue leaves them alone.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import { dateInIndia } from '~/shared/conference-day';
import {
  type CertificateIssueResponse,
  type CertificateListResponse,
  type CertificateProblem,
  type CertificateProblemCode,
  certificateCodePattern,
  certificateRules,
} from '~/shared/schemas/certificates';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { awardCategories, awards } from '../awards/table';
import { attendance } from '../checkin/table';
import { rollCalls } from '../chairs/table';
import { committees, events } from '../events/table';
import { namedEvent } from '../events/service';
import { registrations } from '../registration/table';
import { formatIssueDate } from './pdf';
import { certificates } from './table';

const m = certificateMessages;

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 160 random bits as 32 lowercase base32 characters. */
/** A registration's seat as a certificate prints it: the committee's display name (or its code) and portfolio. */
const seatColumns = {
  committee: sql<string>`coalesce(${committees.displayName}, ${registrations.assignedCommittee})`,
  portfolio: sql<string>`${registrations.assignedPortfolio}`,
};
/** The committee row of a registration's assigned seat. */
const seatCommittee = and(
  eq(committees.eventId, registrations.eventId),
  eq(committees.code, registrations.assignedCommittee),
);

export function newCertificateCode(): string {
  const bytes = randomBytes(certificateRules.codeBytes);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The public address of a certificate's verification page. */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/certificates/${code}`;
}

export interface EventRow {
  id: string;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  venue: string;
  signatories: { name: string; title: string }[];
}

export async function findEvent(db: Executor, name: string): Promise<EventRow> {
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      venue: events.venue,
      signatories: events.certificateSignatories,
    })
    .from(events)
    .where(namedEvent(name));
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  return event;
}

/**
 * Attended: scanned in at the door on a day, or marked present (or present and voting) by a chair at a roll
 * call of one of the committee's sessions. A delegate the door missed but the room saw was there.
 */
const attended = (db: Executor) =>
  or(
    exists(
      db
        .select({ one: sql`1` })
        .from(attendance)
        .where(eq(attendance.registrationId, registrations.id)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(rollCalls)
        .where(
          and(
            eq(rollCalls.registrationId, registrations.id),
            inArray(rollCalls.state, ['present', 'presentAndVoting']),
          ),
        ),
    ),
  );

/** Participation certificates only (an award certificate has its award's title). */
const participation = isNull(certificates.award);

/**
 * Holds a participation certificate of this registration, live or revoked: Issue leaves such a delegate
 * alone.
 */
const heldAny = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(certificates)
      .where(and(eq(certificates.registrationId, registrations.id), participation)),
  );

const holdsLive = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(certificates)
      .where(
        and(eq(certificates.registrationId, registrations.id), isNull(certificates.revokedAt), participation),
      ),
  );

/**
 * An award certificate for each of these published awards that holds no live one, written in the caller's
 * transaction (the admin's publication): the delegate's name, the committee's display name, the portfolio and
 * the category's name as they are now. The partial unique index on `award_id` keeps one live certificate per
 * award. Returns how many were written.
 */
export async function issueAwardCertificates(
  tx: Executor,
  actor: Actor,
  eventId: string,
  awardIds: readonly string[],
): Promise<number> {
  if (awardIds.length === 0) return 0;
  const [event] = await tx.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  const rows = await tx
    .select({
      awardId: awards.id,
      award: awardCategories.name,
      registrationId: registrations.id,
      userId: registrations.userId,
      delegateName: users.name,
      committee: sql<string>`coalesce(${committees.displayName}, ${committees.code})`,
      portfolio: sql<string>`${registrations.assignedPortfolio}`,
    })
    .from(awards)
    .innerJoin(awardCategories, eq(awardCategories.id, awards.categoryId))
    .innerJoin(committees, eq(committees.id, awards.committeeId))
    .innerJoin(registrations, eq(registrations.id, awards.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(inArray(awards.id, [...awardIds]), isNotNull(awards.publishedAt)))
    .orderBy(asc(committees.position), asc(awardCategories.position));
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(certificates)
    .values(
      rows.map((r) => ({
        code: newCertificateCode(),
        registrationId: r.registrationId,
        userId: r.userId,
        eventId,
        delegateName: r.delegateName,
        eventName: event!.name,
        committee: r.committee,
        portfolio: r.portfolio,
        awardId: r.awardId,
        award: r.award,
        issuedBy: actor.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  return inserted.length;
}

/** Confirmed, seated delegates of the event who attended a day. */
const eligible = (db: Executor, eventId: string) =>
  and(
    eq(registrations.eventId, eventId),
    eq(registrations.status, 'confirmed'),
    isNotNull(registrations.assignedCommittee),
    isNotNull(registrations.assignedPortfolio),
    attended(db),
  );

/** What issuing the event's certificates at `now` would get wrong, in the order the page lists them. */
export function issueProblems(event: EventRow, now: Date): CertificateProblem[] {
  const problems: CertificateProblem[] = [];
  const lastDay = event.endsOn ?? event.startsOn;
  if (!lastDay) problems.push({ code: 'noDates', message: m.problems.noDates });
  // Days compared on the conference's calendar (India), the one check-in uses.
  else if (dateInIndia(now) < lastDay) {
    problems.push({
      code: 'beforeLastDay',
      message: m.problems.beforeLastDay(formatIssueDate(new Date(`${lastDay}T12:00:00+05:30`))),
    });
  }
  if (event.signatories.length === 0) {
    problems.push({ code: 'noSignatories', message: m.problems.noSignatories });
  }
  return problems;
}

export async function issueCertificates(
  db: Db,
  actor: Actor,
  eventName: string,
  confirmed: readonly CertificateProblemCode[] = [],
  now = new Date(),
): Promise<Omit<CertificateIssueResponse, 'message'>> {
  return db.transaction(async (tx) => {
    const event = await findEvent(tx, eventName);
    const problems = issueProblems(event, now);
    const unconfirmed = problems.filter((p) => !confirmed.includes(p.code));
    if (unconfirmed.length > 0) {
      throw new HttpError(409, m.unconfirmedProblems(unconfirmed.map((p) => p.message).join(' ')));
    }
    const candidates = await tx
      .select({
        registrationId: registrations.id,
        userId: registrations.userId,
        delegateName: users.name,
        ...seatColumns,
        holds: heldAny(tx).mapWith(Boolean),
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(committees, seatCommittee)
      .where(eligible(tx, event.id))
      .orderBy(asc(registrations.registeredAt), asc(registrations.id));
    const missing = candidates.filter((c) => !c.holds);
    const inserted =
      missing.length === 0
        ? []
        : await tx
            .insert(certificates)
            .values(
              missing.map((c) => ({
                code: newCertificateCode(),
                registrationId: c.registrationId,
                userId: c.userId,
                eventId: event.id,
                delegateName: c.delegateName,
                eventName: event.name,
                committee: c.committee,
                portfolio: c.portfolio,
                issuedBy: actor.id,
              })),
            )
            // Another admin's issue committed meanwhile: its certificate stands.
            .onConflictDoNothing()
            .returning({ id: certificates.id });
    const result = { issued: inserted.length, existing: candidates.length - inserted.length };
    if (result.issued > 0) {
      await recordAudit(tx, actor, {
        action: 'certificates.issue',
        targetType: 'event',
        targetId: event.id,
        details: { eventName: event.name, ...result, confirmed: problems.map((p) => p.code) },
      });
    }
    return result;
  });
}

/**
 * POST .../certificates/:code/reissue: a revoked certificate's delegate gets a new one, saying their current
 * name and seat, if still eligible and holding no live certificate of the registration.
 */
export async function reissueCertificate(
  db: Db,
  actor: Actor,
  eventName: string,
  code: string,
): Promise<{ code: string }> {
  if (!certificateCodePattern.test(code)) throw new HttpError(404, m.noSuchCertificate);
  return db.transaction(async (tx) => {
    const event = await findEvent(tx, eventName);
    const [old] = await tx
      .select({
        id: certificates.id,
        registrationId: certificates.registrationId,
        revokedAt: certificates.revokedAt,
        awardId: certificates.awardId,
        award: certificates.award,
      })
      .from(certificates)
      .where(and(eq(certificates.code, code), eq(certificates.eventId, event.id)))
      .for('update');
    if (!old) throw new HttpError(404, m.noSuchCertificate);
    if (!old.revokedAt) throw new HttpError(409, m.notRevoked);
    if (!old.registrationId) throw new HttpError(409, m.notEligible);
    if (old.award !== null) {
      // An award certificate: its award, still published, gets a new one unless it holds a live one.
      if (!old.awardId) throw new HttpError(409, m.notEligible);
      const [live] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.awardId, old.awardId), isNull(certificates.revokedAt)));
      if (live) throw new HttpError(409, m.alreadyReplaced);
      if ((await issueAwardCertificates(tx, actor, event.id, [old.awardId])) === 0)
        throw new HttpError(409, m.notEligible);
      const [row] = await tx
        .select({ code: certificates.code, delegateName: certificates.delegateName })
        .from(certificates)
        .where(and(eq(certificates.awardId, old.awardId), isNull(certificates.revokedAt)));
      await recordAudit(tx, actor, {
        action: 'certificate.reissue',
        targetType: 'event',
        targetId: event.id,
        details: { eventName: event.name, code: row!.code, replaces: code, delegateName: row!.delegateName },
      });
      return { code: row!.code };
    }
    const [delegate] = await tx
      .select({
        userId: registrations.userId,
        delegateName: users.name,
        ...seatColumns,
        holds: holdsLive(tx).mapWith(Boolean),
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(committees, seatCommittee)
      .where(and(eq(registrations.id, old.registrationId), eligible(tx, event.id)));
    if (!delegate) throw new HttpError(409, m.notEligible);
    if (delegate.holds) throw new HttpError(409, m.alreadyReplaced);
    const [row] = await tx
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        registrationId: old.registrationId,
        userId: delegate.userId,
        eventId: event.id,
        delegateName: delegate.delegateName,
        eventName: event.name,
        committee: delegate.committee,
        portfolio: delegate.portfolio,
        issuedBy: actor.id,
      })
      // A live certificate of the registration committed meanwhile (another re-issue).
      .onConflictDoNothing()
      .returning({ code: certificates.code });
    if (!row) throw new HttpError(409, m.alreadyReplaced);
    await recordAudit(tx, actor, {
      action: 'certificate.reissue',
      targetType: 'event',
      targetId: event.id,
      details: { eventName: event.name, code: row.code, replaces: code, delegateName: delegate.delegateName },
    });
    return { code: row.code };
  });
}

export async function listCertificates(
  db: Db,
  eventName: string,
  now = new Date(),
): Promise<Omit<CertificateListResponse, 'message'>> {
  const event = await findEvent(db, eventName);
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.eventId, event.id))
    .orderBy(asc(certificates.delegateName), asc(certificates.issuedAt));
  const [without] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eligible(db, event.id), sql`not ${heldAny(db)}`));
  return {
    eventName: event.name,
    eligibleWithout: without?.n ?? 0,
    problems: issueProblems(event, now),
    certificates: rows.map((row) => ({
      _id: row.id,
      code: row.code,
      delegateName: row.delegateName,
      committee: row.committee,
      portfolio: row.portfolio,
      award: row.award,
      issuedAt: row.issuedAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
  };
}

export async function revokeCertificate(
  db: Db,
  actor: Actor,
  eventName: string,
  code: string,
): Promise<void> {
  if (!certificateCodePattern.test(code)) throw new HttpError(404, m.noSuchCertificate);
  await db.transaction(async (tx) => {
    const event = await findEvent(tx, eventName);
    const [row] = await tx
      .select({ id: certificates.id, revokedAt: certificates.revokedAt, name: certificates.delegateName })
      .from(certificates)
      .where(and(eq(certificates.code, code), eq(certificates.eventId, event.id)))
      .for('update');
    if (!row) throw new HttpError(404, m.noSuchCertificate);
    if (row.revokedAt) throw new HttpError(409, m.alreadyRevoked);
    await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedBy: actor.id })
      .where(eq(certificates.id, row.id));
    await recordAudit(tx, actor, {
      action: 'certificate.revoke',
      targetType: 'event',
      targetId: event.id,
      details: { eventName: event.name, certificateId: row.id, code, delegateName: row.name },
    });
  });
}
