/**
 * Chair fixtures for the chairs API test, the authorization matrix and the hostile-input test: an event held
 * today (India) with two committees, a confirmed delegate seated in the first, one session today, an
 * accepted chair of each committee (with a session token each) and a pending invite. Written straight to
 * the database, as the service would write them.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dateInIndia } from '~/shared/conference-day';
import type { Db } from '../../src/server/db/client';
import { newToken } from '../../src/server/modules/accounts/tokens';
import { committeeChairs, committeeSessions } from '../../src/server/modules/chairs/table';
import { committees, events, portfolios } from '../../src/server/modules/events/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from './accounts';
import { createRegistration } from './admin';

export interface ChairFixture {
  eventName: string;
  eventId: string;
  /** The committee the chair chairs, and another one of the same event. */
  committee: string;
  otherCommittee: string;
  committeeId: string;
  sessionId: string;
  /** A confirmed delegate seated in `committee`, and their headers. */
  registrationId: string;
  delegate: Record<string, string>;
  chair: Record<string, string>;
  otherChair: Record<string, string>;
  chairId: string;
  /** The token of a pending invite to `committee`, and the email it names. */
  inviteToken: string;
  inviteEmail: string;
}

/** An invite to a committee, as POST /admin/events/:eventName/chairs stores it; its link's token. */
export async function inviteRow(
  db: Db,
  fx: { eventId: string; committeeId: string },
  email: string,
  state: 'invited' | 'accepted' | 'revoked' = 'invited',
  userId: string | null = null,
): Promise<{ id: string; token: string }> {
  const { token, hash } = newToken();
  const [row] = await db
    .insert(committeeChairs)
    .values({
      eventId: fx.eventId,
      committeeId: fx.committeeId,
      invitedEmail: email,
      tokenHash: hash,
      state,
      userId,
      invitedByEmail: 'organiser@example.com',
      acceptedAt: state === 'accepted' ? new Date() : null,
    })
    .returning({ id: committeeChairs.id });
  return { id: row!.id, token };
}

/** A chair account of a committee: the account and its headers. */
async function chairOf(db: Db, fx: { eventId: string; committeeId: string }) {
  const user = await createUser(db);
  const { id } = await inviteRow(db, fx, user.email, 'accepted', user.id);
  return { id, headers: bearer(await sessionFor(db, user)) };
}

export async function chairFixture(db: Db): Promise<ChairFixture> {
  const eventName = `Chair Day ${randomBytes(4).toString('hex')}`;
  const today = dateInIndia(new Date());
  const [event] = await db
    .insert(events)
    .values({ name: eventName, startsOn: today, endsOn: today })
    .returning({ id: events.id });
  const eventId = event!.id;
  const ids: string[] = [];
  for (const [position, code] of ['CA', 'CB'].entries()) {
    const [committee] = await db
      .insert(committees)
      .values({ eventId, code, displayName: `Council ${code}`, position })
      .returning({ id: committees.id });
    await db.insert(portfolios).values([
      { committeeId: committee!.id, name: 'Alpha', position: 0 },
      { committeeId: committee!.id, name: 'Beta', position: 1 },
    ]);
    ids.push(committee!.id);
  }
  const reg = await createRegistration(db, { eventName, status: 'confirmed' });
  await db
    .update(registrations)
    .set({ assignedCommittee: 'CA', assignedPortfolio: 'Alpha' })
    .where(eq(registrations.id, reg.id));
  const [session] = await db
    .insert(committeeSessions)
    .values({ eventId, name: 'Session 1', day: today, startTime: '09:30' })
    .returning({ id: committeeSessions.id });
  const own = { eventId, committeeId: ids[0]! };
  const chair = await chairOf(db, own);
  const otherChair = await chairOf(db, { eventId, committeeId: ids[1]! });
  const inviteEmail = `invited-${randomBytes(4).toString('hex')}@example.com`;
  const invite = await inviteRow(db, own, inviteEmail);
  return {
    eventName,
    eventId,
    committee: 'CA',
    otherCommittee: 'CB',
    committeeId: ids[0]!,
    sessionId: session!.id,
    registrationId: reg.id,
    delegate: bearer(await sessionFor(db, reg.user)),
    chair: chair.headers,
    otherChair: otherChair.headers,
    chairId: chair.id,
    inviteToken: invite.token,
    inviteEmail,
  };
}

/** The API paths of a fixture's committee room. */
export function chairPaths(fx: ChairFixture, committee = fx.committee) {
  const room = `/v1/api/chair/events/${encodeURIComponent(fx.eventName)}/committees/${encodeURIComponent(committee)}`;
  const session = `${room}/sessions/${fx.sessionId}`;
  return {
    room,
    session,
    mark: (registrationId = fx.registrationId) => `${session}/roll-call/${registrationId}`,
  };
}
