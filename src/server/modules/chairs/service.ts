/**
 * Chairs, committee sessions and roll call (docs/decisions/0059-chairs-sessions-roll-call.md).
 *
 * - Chairs: an admin invites an email for one committee of one event; the mail carries a link with a
 *   token (stored as its SHA-256); the account with that email accepts it and becomes the committee's
 *   chair. Admins remove chairs (audited). The chair guard's one question is asked through `createChairLookup`,
 *   which keeps the answers in memory (a chair taps through a roll call: one read fewer per mark).
 * - Sessions: the event's list (name, day, start time), saved whole by an admin; a session with roll call
 *   records cannot be removed.
 * - Roll call: one record per (session, registration), written as an upsert, so two chairs marking at once
 *   leave one record; only a confirmed delegate seated in the committee can be marked.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { chairMessages, checkinMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import type {
  AdminChairsResponse,
  Chair,
  ChairInviteBody,
  ChairInviteInfo,
  ChairRoom,
  ChairRoomRef,
  CommitteeSession,
  MyAttendance,
  RollCall,
  RollCallEntry,
  RollCallState,
  SessionsBody,
} from '~/shared/schemas/chairs';
import { type ChangeFeed, changes } from '../../db/change-feed';
import { type Db, type Executor, queryRows } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import { chairInviteEmail } from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';
import { siteUrl } from '../../mail/templates';
import { isUuid } from '../admin/detail';
import { photoUrl } from '../accounts/users';
import { users } from '../accounts/table';
import { hashToken, newToken } from '../accounts/tokens';
import { type Actor, recordAudit } from '../audit/service';
import { attendance } from '../checkin/table';
import { namedEvent } from '../events/service';
import { boardMembers, committees, events } from '../events/table';
import { registrations } from '../registration/table';
import { committeeChairs, committeeSessions, rollCalls } from './table';

const m = chairMessages;

export interface ChairsContext {
  db: Db;
  /** The site's address (links in mail). */
  publicUrl: string;
  /** Where browsers reach the API (photo URLs). */
  apiUrl: string;
}

interface EventRef {
  id: string;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
}

export async function eventNamed(db: Executor, name: string, lock = false): Promise<EventRef> {
  const query = db
    .select({ id: events.id, name: events.name, startsOn: events.startsOn, endsOn: events.endsOn })
    .from(events)
    .where(namedEvent(name));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  return event;
}

interface CommitteeRef {
  id: string;
  code: string;
  name: string;
}

export async function committeeOf(db: Executor, eventId: string, code: string): Promise<CommitteeRef> {
  const [row] = await db
    .select({ id: committees.id, code: committees.code, name: committees.displayName })
    .from(committees)
    .where(and(eq(committees.eventId, eventId), eq(committees.code, code)));
  if (!row) throw new HttpError(404, m.noSuchCommittee);
  return row;
}

const toSession = (s: typeof committeeSessions.$inferSelect): CommitteeSession => ({
  id: s.id,
  name: s.name,
  day: s.day,
  startTime: s.startTime,
});

/** The event's committee sessions in order (day, start time). */
export async function sessionsOf(db: Executor, eventId: string): Promise<CommitteeSession[]> {
  const rows = await db
    .select()
    .from(committeeSessions)
    .where(eq(committeeSessions.eventId, eventId))
    .orderBy(asc(committeeSessions.day), asc(committeeSessions.startTime), asc(committeeSessions.position));
  return rows.map(toSession);
}

const chairColumns = {
  id: committeeChairs.id,
  committee: committees.code,
  committeeName: committees.displayName,
  email: committeeChairs.invitedEmail,
  name: users.name,
  state: committeeChairs.state,
  invitedAt: committeeChairs.invitedAt,
  acceptedAt: committeeChairs.acceptedAt,
};

type ChairRow = {
  id: string;
  committee: string;
  committeeName: string;
  email: string;
  name: string | null;
  state: Chair['state'];
  invitedAt: Date;
  acceptedAt: Date | null;
};

const toChair = (r: ChairRow): Chair => ({
  ...r,
  invitedAt: r.invitedAt.toISOString(),
  acceptedAt: r.acceptedAt?.toISOString() ?? null,
});

function chairsQuery(db: Executor) {
  return db
    .select(chairColumns)
    .from(committeeChairs)
    .innerJoin(committees, eq(committees.id, committeeChairs.committeeId))
    .leftJoin(users, eq(users.id, committeeChairs.userId));
}

/** GET /admin/events/:eventName/chairs: the committees (with their board), the chairs and the sessions. */
export async function adminChairs(
  db: Executor,
  eventName: string,
): Promise<Omit<AdminChairsResponse, 'message'>> {
  const event = await eventNamed(db, eventName);
  const committeeRows = await db
    .select({ id: committees.id, code: committees.code, name: committees.displayName })
    .from(committees)
    .where(eq(committees.eventId, event.id))
    .orderBy(asc(committees.position), asc(committees.code));
  const board = await db
    .select({ committeeId: boardMembers.committeeId, name: boardMembers.name })
    .from(boardMembers)
    .where(and(eq(boardMembers.eventId, event.id), isNotNull(boardMembers.committeeId)))
    .orderBy(asc(boardMembers.position));
  const chairs = await chairsQuery(db)
    .where(eq(committeeChairs.eventId, event.id))
    .orderBy(asc(committees.position), asc(committees.code), asc(committeeChairs.invitedEmail));
  return {
    eventName: event.name,
    committees: committeeRows.map((c) => ({
      code: c.code,
      name: c.name,
      board: board.filter((b) => b.committeeId === c.id).map((b) => b.name),
    })),
    chairs: chairs.map(toChair),
    sessions: await sessionsOf(db, event.id),
  };
}

/**
 * POST /admin/events/:eventName/chairs: invite an email to chair a committee. The same email invited
 * again gets a new link (the old one stops working); a removed chair can be invited again; a chair already
 * in place is refused (409).
 */
export async function inviteChair(
  ctx: ChairsContext,
  actor: Actor,
  eventName: string,
  body: ChairInviteBody,
): Promise<{ message: string; chair: Chair }> {
  return ctx.db.transaction(async (tx) => {
    const event = await eventNamed(tx, eventName);
    const committee = await committeeOf(tx, event.id, body.committee);
    const { token, hash } = newToken();
    const [existing] = await tx
      .select({ id: committeeChairs.id, state: committeeChairs.state })
      .from(committeeChairs)
      .where(
        and(
          eq(committeeChairs.committeeId, committee.id),
          sql`lower(${committeeChairs.invitedEmail}) = ${body.email}`,
        ),
      )
      .for('update');
    if (existing?.state === 'accepted') throw new HttpError(409, m.alreadyChair);
    let id: string;
    if (existing) {
      await tx
        .update(committeeChairs)
        .set({
          state: 'invited',
          userId: null,
          tokenHash: hash,
          invitedBy: actor.id,
          invitedByEmail: actor.email,
          invitedAt: new Date(),
          acceptedAt: null,
          revokedAt: null,
        })
        .where(eq(committeeChairs.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(committeeChairs)
        .values({
          eventId: event.id,
          committeeId: committee.id,
          invitedEmail: body.email,
          tokenHash: hash,
          invitedBy: actor.id,
          invitedByEmail: actor.email,
        })
        .returning({ id: committeeChairs.id });
      id = row!.id;
    }
    await enqueueMail(
      tx,
      chairInviteEmail(
        body.email,
        { eventName: event.name, committeeName: committee.name, invitedBy: actor.email },
        siteUrl(ctx.publicUrl, paths.chairInvite(token)),
      ),
    );
    await recordAudit(tx, actor, {
      action: 'chair.invite',
      targetType: 'chair',
      targetId: id,
      details: { email: body.email, eventName: event.name, committee: committee.code },
    });
    const [chair] = await chairsQuery(tx).where(eq(committeeChairs.id, id));
    return {
      message: existing?.state === 'invited' ? m.alreadyInvited : m.invited(body.email),
      chair: toChair(chair!),
    };
  });
}

/** POST /admin/chairs/:chairId/revoke: the chair (or the pending invite) loses the committee at once. */
export async function revokeChair(db: Db, actor: Actor, chairId: string): Promise<Chair> {
  if (!isUuid(chairId)) throw new HttpError(404, m.noSuchChair);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(committeeChairs)
      .set({ state: 'revoked', revokedAt: new Date() })
      .where(eq(committeeChairs.id, chairId))
      .returning({ id: committeeChairs.id, email: committeeChairs.invitedEmail });
    if (!row) throw new HttpError(404, m.noSuchChair);
    const [chair] = await chairsQuery(tx).where(eq(committeeChairs.id, chairId));
    await recordAudit(tx, actor, {
      action: 'chair.revoke',
      targetType: 'chair',
      targetId: row.id,
      details: { email: row.email, committee: chair!.committee },
    });
    return toChair(chair!);
  });
}

async function inviteByToken(db: Executor, token: string, lock = false) {
  const query = db
    .select({
      id: committeeChairs.id,
      userId: committeeChairs.userId,
      email: committeeChairs.invitedEmail,
      state: committeeChairs.state,
      eventName: events.name,
      committee: committees.code,
      committeeName: committees.displayName,
    })
    .from(committeeChairs)
    .innerJoin(committees, eq(committees.id, committeeChairs.committeeId))
    .innerJoin(events, eq(events.id, committeeChairs.eventId))
    .where(eq(committeeChairs.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update', { of: committeeChairs }) : await query;
  if (!row) throw new HttpError(404, m.noSuchInvite);
  return row;
}

/** POST /chair-invites/lookup: what an invite link is for (the invite page, before and after login). */
export async function lookUpInvite(db: Executor, token: string): Promise<Omit<ChairInviteInfo, 'message'>> {
  const row = await inviteByToken(db, token);
  return {
    eventName: row.eventName,
    committee: row.committee,
    committeeName: row.committeeName,
    email: row.email,
    state: row.state,
  };
}

/** POST /chair-invites/accept: the account whose email the invite names becomes the committee's chair. */
export async function acceptInvite(
  db: Db,
  user: { id: string; email: string },
  token: string,
): Promise<ChairRoomRef> {
  return db.transaction(async (tx) => {
    const row = await inviteByToken(tx, token, true);
    const room = { eventName: row.eventName, committee: row.committee, committeeName: row.committeeName };
    if (row.state === 'revoked') throw new HttpError(409, m.inviteRevoked);
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw new HttpError(403, m.wrongAccount(row.email));
    if (row.state === 'accepted') {
      if (row.userId === user.id) return room;
      throw new HttpError(409, m.inviteUsed);
    }
    try {
      await tx
        .update(committeeChairs)
        .set({ state: 'accepted', userId: user.id, acceptedAt: new Date() })
        .where(eq(committeeChairs.id, row.id));
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new HttpError(409, m.alreadyChair);
      throw error;
    }
    return room;
  });
}

/** GET /chair/committees: the committees the caller chairs. */
export async function myCommittees(db: Executor, userId: string): Promise<ChairRoomRef[]> {
  return db
    .select({ eventName: events.name, committee: committees.code, committeeName: committees.displayName })
    .from(committeeChairs)
    .innerJoin(committees, eq(committees.id, committeeChairs.committeeId))
    .innerJoin(events, eq(events.id, committeeChairs.eventId))
    .where(and(eq(committeeChairs.userId, userId), eq(committeeChairs.state, 'accepted')))
    .orderBy(asc(events.name), asc(committees.position));
}

/**
 * The chair guard's question: is this account an accepted chair of this committee of this event? Asked only
 * through `createChairLookup`, which keeps the answers.
 */
async function isChairOf(
  db: Executor,
  userId: string,
  eventName: string,
  committee: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: committeeChairs.id })
    .from(committeeChairs)
    .innerJoin(committees, eq(committees.id, committeeChairs.committeeId))
    .innerJoin(events, eq(events.id, committeeChairs.eventId))
    .where(
      and(
        eq(committeeChairs.userId, userId),
        eq(committeeChairs.state, 'accepted'),
        eq(committees.code, committee),
        namedEvent(eventName),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface ChairLookup {
  /** Whether the account is an accepted chair of the committee of the event (the chair guard's question). */
  isChairOf(userId: string, eventName: string, committee: string): Promise<boolean>;
}

/** The tables whose changes can change an answer of `isChairOf`: the chairs, and the names it matches. */
export const chairTables: ReadonlySet<string> = new Set([
  changes.tables.committeeChairs,
  changes.tables.events,
  changes.tables.committees,
]);

/**
 * `isChairOf` answered from memory, kept true by the change feed (docs/decisions/0021-read-caches.md): an
 * invite accepted, a chair removed, an event renamed or a committee's code changed empties it, on every
 * instance.
 */
export function createChairLookup(db: Db, feed: ChangeFeed): ChairLookup {
  const cache = createReadCache<{ chair: boolean }>(feed, {
    max: 5_000,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (chairTables.has(change) ? 'all' : null),
  });
  return {
    async isChairOf(userId, eventName, committee) {
      const kept = await cache.get(JSON.stringify([userId, eventName, committee]), async () => ({
        chair: await isChairOf(db, userId, eventName, committee),
      }));
      return kept!.chair;
    },
  };
}

/** Seated delegates: confirmed, with this committee and a portfolio. */
export const seatedIn = (eventId: string, code: string) =>
  and(
    eq(registrations.eventId, eventId),
    eq(registrations.status, 'confirmed'),
    eq(registrations.assignedCommittee, code),
    isNotNull(registrations.assignedPortfolio),
  );

/**
 * GET /chair/events/:eventName/committees/:committee: the sessions, the seated delegates by portfolio and
 * the first session's roll call (the page opens on it: one call, not a room then a roll call).
 */
export async function chairRoom(
  ctx: ChairsContext,
  eventName: string,
  code: string,
): Promise<Omit<ChairRoom, 'message'>> {
  const event = await eventNamed(ctx.db, eventName);
  const committee = await committeeOf(ctx.db, event.id, code);
  const rows = await ctx.db
    .select({
      registrationId: registrations.id,
      name: users.name,
      photoId: users.photoId,
      portfolio: registrations.assignedPortfolio,
      college: registrations.college,
      student: users.isStudentOfNits,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(seatedIn(event.id, committee.code))
    .orderBy(asc(registrations.assignedPortfolio), asc(registrations.id));
  const sessions = await sessionsOf(ctx.db, event.id);
  const first = sessions[0];
  return {
    room: { eventName: event.name, committee: committee.code, committeeName: committee.name },
    sessions,
    firstRollCall: first
      ? {
          message: m.rollFetched,
          session: first,
          entries: await entriesOf(
            ctx.db,
            first,
            rows.map((r) => r.registrationId),
          ),
        }
      : null,
    delegates: rows.map((r) => ({
      registrationId: r.registrationId,
      name: r.name,
      photo: r.photoId ? photoUrl(ctx.apiUrl, r.photoId) : null,
      portfolio: r.portfolio!,
      institution: r.college ?? (r.student ? m.ownInstitute : null),
    })),
  };
}

async function sessionOf(db: Executor, eventId: string, sessionId: string) {
  if (!isUuid(sessionId)) throw new HttpError(404, m.noSuchSession);
  const [row] = await db
    .select()
    .from(committeeSessions)
    .where(and(eq(committeeSessions.id, sessionId), eq(committeeSessions.eventId, eventId)));
  if (!row) throw new HttpError(404, m.noSuchSession);
  return row;
}

/** Roll call entries of some registrations in a session, with the door's check-in of the session's day. */
async function entriesOf(
  db: Executor,
  session: { id: string; day: string },
  registrationIds: string[],
): Promise<RollCallEntry[]> {
  if (registrationIds.length === 0) return [];
  const marks = await db
    .select({ registrationId: rollCalls.registrationId, state: rollCalls.state })
    .from(rollCalls)
    .where(and(eq(rollCalls.sessionId, session.id), inArray(rollCalls.registrationId, registrationIds)));
  const checked = await db
    .select({ registrationId: attendance.registrationId })
    .from(attendance)
    .where(and(eq(attendance.day, session.day), inArray(attendance.registrationId, registrationIds)));
  const state = new Map(marks.map((r) => [r.registrationId, r.state]));
  const door = new Set(checked.map((r) => r.registrationId));
  return registrationIds.map((id) => ({
    registrationId: id,
    state: state.get(id) ?? null,
    checkedIn: door.has(id),
  }));
}

/** GET .../sessions/:sessionId: the session's roll call of the committee's seated delegates. */
export async function rollCall(
  db: Executor,
  eventName: string,
  code: string,
  sessionId: string,
): Promise<Omit<RollCall, 'message'>> {
  const event = await eventNamed(db, eventName);
  const committee = await committeeOf(db, event.id, code);
  const session = await sessionOf(db, event.id, sessionId);
  const seated = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(seatedIn(event.id, committee.code))
    .orderBy(asc(registrations.assignedPortfolio), asc(registrations.id));
  return {
    session: toSession(session),
    entries: await entriesOf(
      db,
      session,
      seated.map((r) => r.id),
    ),
  };
}

/**
 * PUT .../roll-call/:registrationId: one record per delegate and session (the database's unique key; two
 * chairs marking at once converge on it). Two statements, so a mark answers quickly while a committee's chairs
 * tap together: one read finds what the address names (each missing part its own 404) with the door's check-in
 * of the session's day, then one upsert writes the mark only while the registration is seated in this
 * committee, holding it (FOR SHARE) until the mark is written, so a decline or a new seat waits; when it is not
 * seated (or stopped being since the read), nothing is written and the answer is 409.
 */
export async function markRollCall(
  db: Db,
  actor: Actor,
  target: { eventName: string; committee: string; sessionId: string; registrationId: string },
  state: RollCallState,
): Promise<RollCallEntry> {
  const [found] = await db
    .select({
      committee: committees.code,
      sessionId: committeeSessions.id,
      registrationId: registrations.id,
      checkedIn: sql<boolean>`exists (select 1 from ${attendance} where ${attendance.registrationId} = ${registrations.id} and ${attendance.day} = ${committeeSessions.day})`,
    })
    .from(events)
    .leftJoin(committees, and(eq(committees.eventId, events.id), eq(committees.code, target.committee)))
    .leftJoin(
      committeeSessions,
      and(
        eq(committeeSessions.eventId, events.id),
        isUuid(target.sessionId) ? eq(committeeSessions.id, target.sessionId) : sql`false`,
      ),
    )
    .leftJoin(
      registrations,
      and(
        eq(registrations.eventId, events.id),
        isUuid(target.registrationId) ? eq(registrations.id, target.registrationId) : sql`false`,
      ),
    )
    .where(namedEvent(target.eventName))
    .limit(1);
  if (!found) throw new HttpError(404, messages.admin.noSuchEvent);
  if (!found.committee) throw new HttpError(404, m.noSuchCommittee);
  if (!found.sessionId) throw new HttpError(404, m.noSuchSession);
  if (!found.registrationId) throw new HttpError(404, checkinMessages.noSuchRegistration);
  const written = await queryRows<{ registration_id: string }>(
    db,
    sql`insert into ${rollCalls} (session_id, registration_id, state, marked_by, marked_by_email)
      (select ${found.sessionId}::uuid, r.id, ${state}::roll_call_state, ${actor.id}::uuid, ${actor.email}
        from ${registrations} r
        where r.id = ${found.registrationId}::uuid and r.status = 'confirmed'
          and r.assigned_committee = ${found.committee} and r.assigned_portfolio is not null
        for share)
      on conflict (session_id, registration_id) do update
        set state = excluded.state, marked_by = excluded.marked_by, marked_by_email = excluded.marked_by_email,
          marked_at = now()
      returning registration_id`,
  );
  if (written.length === 0) throw new HttpError(409, m.notSeated);
  return { registrationId: found.registrationId, state, checkedIn: Boolean(found.checkedIn) };
}

/**
 * PUT /admin/events/:eventName/sessions: the whole list in order. Kept sessions (with their id) keep their
 * roll call; new ones are added; one left out is removed, unless it has roll call records (409). Days lie
 * within the event's dates when it has them.
 */
export async function setSessions(
  db: Db,
  actor: Actor,
  eventName: string,
  body: SessionsBody,
): Promise<CommitteeSession[]> {
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, eventName, true);
    const current = await tx.select().from(committeeSessions).where(eq(committeeSessions.eventId, event.id));
    const currentIds = new Set(current.map((s) => s.id));
    for (const s of body.sessions) {
      if (s.id !== undefined && !currentIds.has(s.id)) throw new HttpError(400, m.noSuchSession);
      const last = event.endsOn ?? event.startsOn;
      if (event.startsOn && last && (s.day < event.startsOn || s.day > last))
        throw new HttpError(400, m.dayOutsideEvent(event.startsOn, last));
    }
    const keptIds = new Set(body.sessions.flatMap((s) => (s.id ? [s.id] : [])));
    const removed = current.filter((s) => !keptIds.has(s.id));
    if (removed.length > 0) {
      const [marked] = await tx
        .select({ sessionId: rollCalls.sessionId })
        .from(rollCalls)
        .where(
          inArray(
            rollCalls.sessionId,
            removed.map((s) => s.id),
          ),
        )
        .limit(1);
      if (marked) {
        const name = removed.find((s) => s.id === marked.sessionId)!.name;
        throw new HttpError(409, m.sessionHasRollCall(name));
      }
      await tx.delete(committeeSessions).where(
        inArray(
          committeeSessions.id,
          removed.map((s) => s.id),
        ),
      );
    }
    for (const [position, s] of body.sessions.entries()) {
      const values = { name: s.name, day: s.day, startTime: s.startTime, position };
      if (s.id) await tx.update(committeeSessions).set(values).where(eq(committeeSessions.id, s.id));
      else await tx.insert(committeeSessions).values({ ...values, eventId: event.id });
    }
    await recordAudit(tx, actor, {
      action: 'event.sessions_set',
      targetType: 'event',
      targetId: event.id,
      details: {
        eventName: event.name,
        sessions: body.sessions.map((s) => `${s.name} ${s.day} ${s.startTime}`),
      },
    });
    return sessionsOf(tx, event.id);
  });
}

/** GET /client/attendance: for each seat of the caller, the committee's sessions with their roll call. */
/**
 * The committees an account holds a seat in (a confirmed registration with a committee and a portfolio), one
 * per event, events by name: what the delegate's dashboard shows attendance and position papers for.
 */
export async function seatsOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      registrationId: registrations.id,
      eventId: events.id,
      eventName: events.name,
      committeeId: committees.id,
      committee: committees.code,
      committeeName: committees.displayName,
      portfolio: registrations.assignedPortfolio,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(
      committees,
      and(
        eq(committees.eventId, registrations.eventId),
        eq(committees.code, registrations.assignedCommittee),
      ),
    )
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.status, 'confirmed'),
        isNotNull(registrations.assignedPortfolio),
      ),
    )
    .orderBy(asc(events.name));
  return rows.map((row) => ({ ...row, portfolio: row.portfolio! }));
}

export async function myAttendance(db: Executor, userId: string): Promise<MyAttendance['committees']> {
  const seats = await seatsOf(db, userId);
  const result: MyAttendance['committees'] = [];
  for (const seat of seats) {
    const sessions = await sessionsOf(db, seat.eventId);
    const marks = await db
      .select({ sessionId: rollCalls.sessionId, state: rollCalls.state })
      .from(rollCalls)
      .where(eq(rollCalls.registrationId, seat.registrationId));
    const state = new Map(marks.map((r) => [r.sessionId, r.state]));
    result.push({
      eventName: seat.eventName,
      committee: seat.committee,
      committeeName: seat.committeeName,
      portfolio: seat.portfolio,
      sessions: sessions.map((s) => ({ ...s, state: state.get(s.id) ?? null })),
    });
  }
  return result;
}

/** Each registration's roll call by session (the CSV export's session columns). */
export async function rollCallStatesOf(
  db: Executor,
  registrationIds: string[],
): Promise<Map<string, Map<string, RollCallState>>> {
  const states = new Map<string, Map<string, RollCallState>>();
  if (registrationIds.length === 0) return states;
  const rows = await db
    .select({
      registrationId: rollCalls.registrationId,
      sessionId: rollCalls.sessionId,
      state: rollCalls.state,
    })
    .from(rollCalls)
    .where(inArray(rollCalls.registrationId, registrationIds));
  for (const r of rows) {
    const of = states.get(r.registrationId) ?? new Map<string, RollCallState>();
    of.set(r.sessionId, r.state);
    states.set(r.registrationId, of);
  }
  return states;
}
