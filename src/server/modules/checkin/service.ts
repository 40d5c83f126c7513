/**
 * Check-in at the venue (admins): find a delegate by code or by name/email, record attendance for the
 * current conference day, count attendance per committee and day.
 *
 * Two doors at once: attendance is unique per (registration, day), so a check-in is
 * `INSERT ... ON CONFLICT DO NOTHING`; the one that inserts gets `created`, the other reads the first
 * record and answers "already checked in at HH:MM by ...". Refusals (checkinMessages): an unknown code,
 * another event's code, a revoked code, a registration not confirmed, a day that is not a conference day.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conferenceDay, timeInIndia } from '~/shared/conference-day';
import { messages } from '~/shared/messages';
import { checkinMessages } from '~/shared/desk-messages';
import {
  type AttendanceRecord,
  type CheckinCountsResponse,
  type CheckinDelegate,
  type NotAdmitted,
  checkinRules,
} from '~/shared/schemas/checkin';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http';
import { isUuid } from '../admin/detail';
import { photoUrl } from '../accounts/users';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { committeesOf } from '../events/service';
import { events } from '../events/table';
import type { GroupPaymentState } from '~/shared/schemas/registration';
import { type Answers, doorAnswers } from '~/shared/registration-questions';
import { groupPaymentOf } from '../registration/group-payment';
import { namedEvent } from '../events/service';
import { registrations } from '../registration/table';
import { attendance, checkinCodes } from './table';

const m = checkinMessages;

export interface CheckinContext {
  db: Db;
  /** Where browsers reach the API (photo URLs). */
  apiUrl: string;
}

interface EventOfCheckin {
  id: string;
  name: string;
  /** Today's conference day, or null. */
  day: string | null;
  /** Committee code → display name. */
  committeeNames: Map<string, string>;
}

async function eventOfCheckin(db: Executor, eventName: string): Promise<EventOfCheckin> {
  const [event] = await db
    .select({ id: events.id, name: events.name, startsOn: events.startsOn, endsOn: events.endsOn })
    .from(events)
    .where(namedEvent(eventName));
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  const committees = await committeesOf(db, [event.id]);
  return {
    id: event.id,
    name: event.name,
    day: conferenceDay(new Date(), event.startsOn, event.endsOn),
    committeeNames: new Map(committees.map((c) => [c.row.code, c.row.displayName])),
  };
}

const checkers = alias(users, 'checkers');

const delegateColumns = {
  registrationId: registrations.id,
  eventId: registrations.eventId,
  name: users.name,
  email: users.email,
  status: registrations.status,
  committee: registrations.assignedCommittee,
  portfolio: registrations.assignedPortfolio,
  photoId: users.photoId,
  groupPayment: groupPaymentOf(),
  answers: registrations.answers,
};
interface DelegateRow {
  registrationId: string;
  eventId: string;
  name: string;
  email: string;
  status: CheckinDelegate['status'];
  committee: string | null;
  portfolio: string | null;
  photoId: string | null;
  groupPayment: GroupPaymentState | null;
  answers: Answers;
}

/**
 * A group member is let in only once the leader's payment for the group is confirmed (a member registers for
 * nothing on that promise, and a leader declined or still pending has paid nothing we accepted).
 */
function checkGroupPaid(row: DelegateRow) {
  if (row.groupPayment !== null && row.groupPayment !== 'leaderConfirmed') {
    throw new HttpError(409, m.groupNotPaid(messages.admin.groupPaymentLabel[row.groupPayment]));
  }
}

/** Records of one day for some registrations, with the checker's current name (else the email kept). */
async function recordsOf(db: Executor, day: string, registrationIds: string[]) {
  const records = new Map<string, AttendanceRecord>();
  if (registrationIds.length === 0) return records;
  const rows = await db
    .select({
      registrationId: attendance.registrationId,
      at: attendance.checkedInAt,
      byName: checkers.name,
      byEmail: attendance.checkedInByEmail,
    })
    .from(attendance)
    .leftJoin(checkers, eq(checkers.id, attendance.checkedInBy))
    .where(and(eq(attendance.day, day), sql`${attendance.registrationId} in ${registrationIds}`));
  for (const r of rows) {
    records.set(r.registrationId, {
      day,
      at: r.at.toISOString(),
      time: timeInIndia(r.at),
      by: r.byName ?? r.byEmail,
    });
  }
  return records;
}

function toDelegate(
  ctx: CheckinContext,
  event: EventOfCheckin,
  row: DelegateRow,
  today: AttendanceRecord | undefined,
): CheckinDelegate {
  return {
    registrationId: row.registrationId,
    name: row.name,
    email: row.email,
    status: row.status,
    committee: row.committee ? (event.committeeNames.get(row.committee) ?? row.committee) : null,
    portfolio: row.portfolio,
    photo: row.photoId ? photoUrl(ctx.apiUrl, row.photoId) : null,
    groupPayment: row.groupPayment,
    answers: doorAnswers(row.answers),
    today: today ?? null,
  };
}

/** The registration a code names, or the refusal: unknown, another event's, revoked, not confirmed. */
async function registrationOfCode(db: Executor, event: EventOfCheckin, code: string): Promise<DelegateRow> {
  const [row] = await db
    .select({ ...delegateColumns, revokedAt: checkinCodes.revokedAt, eventName: events.name })
    .from(checkinCodes)
    .innerJoin(registrations, eq(registrations.id, checkinCodes.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(checkinCodes.code, code))
    .limit(1);
  if (!row) throw new HttpError(404, m.unknownCode);
  if (row.eventId !== event.id) throw new HttpError(409, m.otherEvent(row.eventName));
  if (row.revokedAt) throw new HttpError(409, m.revokedCode);
  if (row.status !== 'confirmed') throw new HttpError(409, m.notConfirmed[row.status]);
  checkGroupPaid(row);
  return row;
}

async function registrationById(db: Executor, event: EventOfCheckin, id: string): Promise<DelegateRow> {
  if (!isUuid(id)) throw new HttpError(404, m.noSuchRegistration);
  const [row] = await db
    .select(delegateColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.id, id), eq(registrations.eventId, event.id)))
    .limit(1);
  if (!row) throw new HttpError(404, m.noSuchRegistration);
  if (row.status !== 'confirmed') throw new HttpError(409, m.notConfirmed[row.status]);
  checkGroupPaid(row);
  return row;
}

/** GET .../checkin/code/:code: who the code names, and today's record (writes nothing). */
export async function lookUpCode(ctx: CheckinContext, eventName: string, code: string) {
  const event = await eventOfCheckin(ctx.db, eventName);
  const row = await registrationOfCode(ctx.db, event, code.trim());
  const today = event.day
    ? (await recordsOf(ctx.db, event.day, [row.registrationId])).get(row.registrationId)
    : undefined;
  return { day: event.day, delegate: toDelegate(ctx, event, row, today) };
}

/** POST .../checkin/code and .../checkin/registration: today's attendance, once per delegate and day. */
export async function checkIn(
  ctx: CheckinContext,
  actor: Actor,
  eventName: string,
  who: { code: string } | { registrationId: string },
) {
  return ctx.db.transaction(async (tx) => {
    const event = await eventOfCheckin(tx, eventName);
    const row =
      'code' in who
        ? await registrationOfCode(tx, event, who.code.trim())
        : await registrationById(tx, event, who.registrationId);
    if (!event.day) throw new HttpError(409, m.notConferenceDay);
    const inserted = await tx
      .insert(attendance)
      .values({
        registrationId: row.registrationId,
        eventId: event.id,
        day: event.day,
        checkedInBy: actor.id,
        checkedInByEmail: actor.email,
      })
      .onConflictDoNothing({ target: [attendance.registrationId, attendance.day] })
      .returning({ id: attendance.id });
    const created = inserted.length > 0;
    if (created) {
      await recordAudit(tx, actor, {
        action: 'registration.checkin',
        targetType: 'registration',
        targetId: row.registrationId,
        details: {
          email: row.email,
          eventName: event.name,
          day: event.day,
          by: 'code' in who ? 'code' : 'search',
        },
      });
    }
    const record = (await recordsOf(tx, event.day, [row.registrationId])).get(row.registrationId)!;
    return {
      message: created ? m.checkedIn(row.name) : m.alreadyCheckedIn(record.time, record.by),
      created,
      delegate: toDelegate(ctx, event, row, record),
      record,
    };
  });
}

/** The LIKE pattern of a literal text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET .../checkin/search?q=: the event's confirmed delegates whose name or email contains the text, and
 * apart the registrations that match but are pending or declined.
 */
export async function searchDelegates(ctx: CheckinContext, eventName: string, q: string) {
  const event = await eventOfCheckin(ctx.db, eventName);
  const pattern = likePattern(q);
  const rows = await ctx.db
    .select(delegateColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.eventId, event.id),
        eq(registrations.status, 'confirmed'),
        or(ilike(users.name, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.name), asc(registrations.id))
    .limit(checkinRules.searchLimit);
  const records = event.day
    ? await recordsOf(
        ctx.db,
        event.day,
        rows.map((r) => r.registrationId),
      )
    : new Map<string, AttendanceRecord>();
  // Registered but not admitted (pending or declined): shown as such, not as "nobody matches".
  const notAdmitted = await ctx.db
    .select({
      registrationId: registrations.id,
      name: users.name,
      email: users.email,
      status: registrations.status,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.eventId, event.id),
        sql`${registrations.status} <> 'confirmed'`,
        or(ilike(users.name, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.name), asc(registrations.id))
    .limit(checkinRules.searchLimit);
  return {
    day: event.day,
    delegates: rows.map((r) => toDelegate(ctx, event, r, records.get(r.registrationId))),
    notAdmitted: notAdmitted.map((r) => ({ ...r, status: r.status as NotAdmitted['status'] })),
  };
}

/** GET .../checkin/counts: confirmed delegates and check-ins per committee and day. */
export async function attendanceCounts(
  ctx: CheckinContext,
  eventName: string,
): Promise<Omit<CheckinCountsResponse, 'message'>> {
  const event = await eventOfCheckin(ctx.db, eventName);
  const confirmed = await ctx.db
    .select({ committee: registrations.assignedCommittee, n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'confirmed')))
    .groupBy(registrations.assignedCommittee);
  const attended = await ctx.db
    .select({
      committee: registrations.assignedCommittee,
      day: attendance.day,
      n: sql<number>`count(*)::int`,
    })
    .from(attendance)
    .innerJoin(registrations, eq(registrations.id, attendance.registrationId))
    .where(eq(attendance.eventId, event.id))
    .groupBy(registrations.assignedCommittee, attendance.day);
  const days = [...new Set([...attended.map((a) => a.day), ...(event.day ? [event.day] : [])])].sort();
  // The event's committees in their order, then any other committee code held, then delegates without a seat.
  const codes: (string | null)[] = [...event.committeeNames.keys()];
  for (const c of [...confirmed, ...attended]) if (!codes.includes(c.committee)) codes.push(c.committee);
  const committees = codes
    .map((code) => ({
      code,
      name: code === null ? m.noSeatCommittee : (event.committeeNames.get(code) ?? code),
      confirmed: confirmed.find((c) => c.committee === code)?.n ?? 0,
      checkedIn: days.map((day) => attended.find((a) => a.committee === code && a.day === day)?.n ?? 0),
    }))
    .filter((c) => c.code !== null || c.confirmed > 0 || c.checkedIn.some((n) => n > 0));
  return { eventName: event.name, day: event.day, days, committees };
}

/** Days attended per registration of an event (the CSV export's column). */
export async function daysAttended(db: Executor, registrationIds: string[]): Promise<Map<string, string[]>> {
  const days = new Map<string, string[]>();
  if (registrationIds.length === 0) return days;
  const rows = await db
    .select({ registrationId: attendance.registrationId, day: attendance.day })
    .from(attendance)
    .where(sql`${attendance.registrationId} in ${registrationIds}`)
    .orderBy(asc(attendance.day));
  for (const r of rows) days.set(r.registrationId, [...(days.get(r.registrationId) ?? []), r.day]);
  return days;
}
