/**
 * Chairs, committee sessions and roll call (src/server/modules/chairs/): an admin invites a chair by email
 * (the real mail, its link), the invited account accepts (the email must match), an admin removes a chair;
 * the chair guard (a chair of another committee, a client, a removed chair are refused; admins pass); the
 * room shows only the committee's seated delegates, with the first session's roll call; roll call is one
 * record per session and delegate, two chairs marking at once converge; a delegate not seated here cannot be marked; session validation; the
 * delegate's attendance and the CSV export's session columns.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dateInIndia } from '~/shared/conference-day';
import { chairMessages } from '~/shared/desk-messages';
import type {
  AdminChairsResponse,
  ChairRoom,
  MyAttendance,
  RollCall,
  RollCallEntry,
} from '~/shared/schemas/chairs';
import { auditLog } from '../../src/server/modules/audit/table';
import { committeeChairs, committeeSessions, rollCalls } from '../../src/server/modules/chairs/table';
import { attendance } from '../../src/server/modules/checkin/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createRegistration, csvUrl, parseCsv } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { type ChairFixture, chairFixture, chairPaths, inviteRow } from '../support/chairs';
import { type SmtpCapture, linkIn, startSmtpCapture } from '../support/smtp';

const m = chairMessages;
let t: TestApp;
let smtp: SmtpCapture;
let admin: Record<string, string>;
let fx: ChairFixture;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, json?: unknown) =>
  request(t.app, { method, url, headers, ...(json === undefined ? {} : { json }) });
const adminBase = (eventName: string) => `/v1/api/admin/events/${encodeURIComponent(eventName)}`;
const invite = (email: string, committee = fx.committee, headers = admin) =>
  call('POST', `${adminBase(fx.eventName)}/chairs`, headers, { committee, email });
const mark = (state: string, headers: Headers, registrationId = fx.registrationId) =>
  call('PUT', chairPaths(fx).mark(registrationId), headers, { state });
const today = () => dateInIndia(new Date());

async function seat(
  committee: string,
  portfolio: string,
  status: 'confirmed' | 'pending' | 'declined' = 'confirmed',
) {
  const reg = await createRegistration(t.db, { eventName: fx.eventName, status });
  await t.db
    .update(registrations)
    .set({ assignedCommittee: committee, assignedPortfolio: portfolio })
    .where(eq(registrations.id, reg.id));
  return reg;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
beforeEach(async () => {
  fx = await chairFixture(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('inviting, accepting and removing a chair', () => {
  it('mails an invite link that the account with that email accepts, and admins see the chair', async () => {
    const user = await createUser(t.db, { name: 'Chair Person' });
    const res = await invite(user.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.invited(user.email));
    expect(res.json().chair).toMatchObject({
      email: user.email,
      state: 'invited',
      committee: 'CA',
      name: null,
    });

    await t.app.mailer.drain();
    const mail = await smtp.waitFor(user.email, { predicate: (x) => x.subject.includes('chair') });
    expect(mail.subject).toContain('Council CA');
    const link = linkIn(mail, `${t.config.PUBLIC_URL}/chair/invite/`);
    const token = decodeURIComponent(link.split('/').pop()!);

    const lookup = await call('POST', '/v1/api/chair-invites/lookup', {}, { token });
    expect(lookup.json()).toMatchObject({
      eventName: fx.eventName,
      committee: 'CA',
      email: user.email,
      state: 'invited',
    });

    const accepted = await call(
      'POST',
      '/v1/api/chair-invites/accept',
      bearer(await sessionFor(t.db, user)),
      { token },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: m.accepted('Council CA'),
      room: { eventName: fx.eventName, committee: 'CA', committeeName: 'Council CA' },
    });
    const mine = await call('GET', '/v1/api/chair/committees', bearer(await sessionFor(t.db, user)));
    expect(mine.json().committees).toEqual([accepted.json().room]);

    const list = await call('GET', `${adminBase(fx.eventName)}/chairs`, admin);
    const body = list.json<AdminChairsResponse>();
    expect(body.chairs.find((c) => c.email === user.email)).toMatchObject({
      state: 'accepted',
      name: 'Chair Person',
    });
    expect(body.committees.map((c) => c.code)).toEqual(['CA', 'CB']);
    expect(body.sessions).toHaveLength(1);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'chair.invite'));
    expect(entry).toBeDefined();
  });

  it('refuses an account with another email, a withdrawn invite and an unknown token', async () => {
    const other = bearer(await sessionFor(t.db, await createUser(t.db)));
    const wrong = await call('POST', '/v1/api/chair-invites/accept', other, { token: fx.inviteToken });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: m.wrongAccount(fx.inviteEmail) });

    const unknown = await call('POST', '/v1/api/chair-invites/accept', other, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: m.noSuchInvite });

    const invited = await createUser(t.db);
    const row = await inviteRow(t.db, fx, invited.email, 'revoked');
    const revoked = await call(
      'POST',
      '/v1/api/chair-invites/accept',
      bearer(await sessionFor(t.db, invited)),
      {
        token: row.token,
      },
    );
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toEqual({ error: m.inviteRevoked });
  });

  it('sends a new link to an email invited again (the old one stops working) and refuses a chair in place', async () => {
    const again = await invite(fx.inviteEmail);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(m.alreadyInvited);
    const old = await call('POST', '/v1/api/chair-invites/lookup', {}, { token: fx.inviteToken });
    expect(old.statusCode).toBe(404);

    const [chair] = await t.db.select().from(committeeChairs).where(eq(committeeChairs.id, fx.chairId));
    const inPlace = await invite(chair!.invitedEmail);
    expect(inPlace.statusCode).toBe(409);
    expect(inPlace.json()).toEqual({ error: m.alreadyChair });

    const noCommittee = await invite('someone@example.com', 'ZZ');
    expect(noCommittee.statusCode).toBe(404);
    expect(noCommittee.json()).toEqual({ error: m.noSuchCommittee });
    const badEmail = await invite('not an email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: m.invalidEmail });
  });

  it('removes a chair (audited): the room is closed to them at once', async () => {
    expect((await call('GET', chairPaths(fx).room, fx.chair)).statusCode).toBe(200);
    const res = await call('POST', `/v1/api/admin/chairs/${fx.chairId}/revoke`, admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chair.state).toBe('revoked');
    const after = await call('GET', chairPaths(fx).room, fx.chair);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ error: m.notChair });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chair.revoke'), eq(auditLog.targetId, fx.chairId)));
    expect(entries).toHaveLength(1);
    const unknown = await call('POST', `/v1/api/admin/chairs/${randomUUID()}/revoke`, admin, {});
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the chair guard and the room', () => {
  it('admits the chair of the committee, admins and superadmins; refuses another committee’s chair and clients', async () => {
    const paths = chairPaths(fx);
    const superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
    for (const url of [paths.room, paths.session]) {
      expect((await call('GET', url, fx.chair)).statusCode).toBe(200);
      expect((await call('GET', url, admin)).statusCode).toBe(200);
      expect((await call('GET', url, superadmin)).statusCode).toBe(200);
      for (const headers of [fx.otherChair, bearer(await sessionFor(t.db, await createUser(t.db)))]) {
        const res = await call('GET', url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: m.notChair });
      }
    }
    const refused = await mark('present', fx.otherChair);
    expect(refused.statusCode).toBe(403);
    expect(
      await t.db.select().from(rollCalls).where(eq(rollCalls.registrationId, fx.registrationId)),
    ).toEqual([]);
    // The other committee's own room is theirs.
    expect((await call('GET', chairPaths(fx, fx.otherCommittee).room, fx.otherChair)).statusCode).toBe(200);
  });

  it('lists only the confirmed delegates seated in the committee, by portfolio, with nothing private', async () => {
    await seat('CB', 'Alpha');
    await seat('CA', 'Gamma', 'pending');
    const beta = await seat('CA', 'Beta');
    const res = await call('GET', chairPaths(fx).room, fx.chair);
    const room = res.json<ChairRoom>();
    expect(room.room).toEqual({ eventName: fx.eventName, committee: 'CA', committeeName: 'Council CA' });
    expect(room.delegates.map((d) => [d.registrationId, d.portfolio])).toEqual([
      [fx.registrationId, 'Alpha'],
      [beta.id, 'Beta'],
    ]);
    expect(Object.keys(room.delegates[0]!).sort()).toEqual([
      'institution',
      'name',
      'photo',
      'portfolio',
      'registrationId',
    ]);
    expect(room.delegates[0]!.institution).toBe('Assam Engineering College');
    expect(res.body).not.toMatch(/@example\.com|payment|amountDue/);
  });
});

describe('roll call', () => {
  it('marks, changes and reads a state, with the door’s check-in of the session’s day', async () => {
    const first = await mark('present', fx.chair);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entry).toEqual({
      registrationId: fx.registrationId,
      state: 'present',
      checkedIn: false,
    });
    await t.db.insert(attendance).values({
      registrationId: fx.registrationId,
      eventId: fx.eventId,
      day: today(),
      checkedInByEmail: 'door@example.com',
    });
    const second = await mark('presentAndVoting', admin);
    expect(second.json<{ entry: RollCallEntry }>().entry).toEqual({
      registrationId: fx.registrationId,
      state: 'presentAndVoting',
      checkedIn: true,
    });
    const rows = await t.db.select().from(rollCalls).where(eq(rollCalls.registrationId, fx.registrationId));
    expect(rows).toHaveLength(1);
    const read = await call('GET', chairPaths(fx).session, fx.chair);
    expect(read.json<RollCall>().entries).toEqual([
      { registrationId: fx.registrationId, state: 'presentAndVoting', checkedIn: true },
    ]);
  });

  it('brings the first session’s roll call with the room, as the session’s own call answers it', async () => {
    await mark('absent', fx.chair);
    const room = await call('GET', chairPaths(fx).room, fx.chair);
    expect(room.statusCode, room.body).toBe(200);
    const own = await call('GET', chairPaths(fx).session, fx.chair);
    const body = room.json<ChairRoom>();
    expect(body.sessions.map((s) => s.id)).toEqual([fx.sessionId]);
    expect(body.firstRollCall).toEqual(own.json());
    expect(body.firstRollCall!.entries).toContainEqual({
      registrationId: fx.registrationId,
      state: 'absent',
      checkedIn: false,
    });
    // Without sessions there is no roll call to bring.
    await t.db.delete(committeeSessions).where(eq(committeeSessions.eventId, fx.eventId));
    const empty = (await call('GET', chairPaths(fx).room, fx.chair)).json<ChairRoom>();
    expect(empty.sessions).toEqual([]);
    expect(empty.firstRollCall).toBeNull();
  });

  it('two chairs marking one delegate at once leave one record holding one of their states', async () => {
    const secondChair = await createUser(t.db);
    await inviteRow(t.db, fx, secondChair.email, 'accepted', secondChair.id);
    const other = bearer(await sessionFor(t.db, secondChair));
    const [a, b] = await Promise.all([mark('absent', fx.chair), mark('present', other)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.select().from(rollCalls).where(eq(rollCalls.registrationId, fx.registrationId));
    expect(rows).toHaveLength(1);
    expect(['absent', 'present']).toContain(rows[0]!.state);
  });

  it('refuses a delegate who is not seated here: pending, declined, another committee, no portfolio', async () => {
    const cases = [
      await seat('CA', 'Gamma', 'pending'),
      await seat('CA', 'Delta', 'declined'),
      await seat('CB', 'Beta'),
      await createRegistration(t.db, { eventName: fx.eventName, status: 'confirmed' }),
    ];
    for (const reg of cases) {
      const res = await mark('present', fx.chair, reg.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.notSeated });
    }
    const invalid = await mark('late', fx.chair);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: m.invalidState });
    const unknown = await mark('present', fx.chair, randomUUID());
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the delegate their committee’s sessions with their attendance, and the CSV a column per session', async () => {
    await mark('presentAndVoting', fx.chair);
    const [reg] = await t.db.select().from(registrations).where(eq(registrations.id, fx.registrationId));
    const delegate = bearer(await sessionFor(t.db, { id: reg!.userId }));
    const res = await call('GET', '/v1/api/client/attendance', delegate);
    expect(res.json<MyAttendance>().committees).toEqual([
      {
        eventName: fx.eventName,
        committee: 'CA',
        committeeName: 'Council CA',
        portfolio: 'Alpha',
        sessions: [
          {
            id: fx.sessionId,
            name: 'Session 1',
            day: today(),
            startTime: '09:30',
            state: 'presentAndVoting',
          },
        ],
      },
    ]);

    const csv = await call('GET', `/v1/api${csvUrl(fx.eventName)}`, admin);
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    expect(header.at(-1)).toBe(`Session: Session 1 (${today()} 09:30)`);
    expect(rows.find((r) => r[0] === fx.registrationId)!.at(-1)).toBe('Present and voting');
  });
});

describe('committee sessions', () => {
  const save = (sessions: unknown[]) =>
    call('PUT', `${adminBase(fx.eventName)}/sessions`, admin, { sessions });

  it('adds, keeps, renames and orders sessions (audited)', async () => {
    const res = await save([
      { name: 'Opening', day: today(), startTime: '08:00' },
      { id: fx.sessionId, name: 'Session One', day: today(), startTime: '09:30' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sessions.map((s: { name: string }) => s.name)).toEqual(['Opening', 'Session One']);
    expect(res.json().sessions[1].id).toBe(fx.sessionId);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.sessions_set'));
    expect(entries.length).toBeGreaterThan(0);
  });

  it('says what is wrong with a session', async () => {
    const day = today();
    const cases: [unknown[], number, string][] = [
      [[{ name: '', day, startTime: '09:00' }], 400, m.sessionNameRequired],
      [[{ name: 'A', day, startTime: '9am' }], 400, m.invalidTime],
      [[{ name: 'A', day, startTime: '24:00' }], 400, m.invalidTime],
      [[{ name: 'A', day: '2026-02-30', startTime: '09:00' }], 400, m.invalidDay],
      [[{ name: 'A', day: '2001-01-01', startTime: '09:00' }], 400, m.dayOutsideEvent(day, day)],
      [
        [
          { name: 'Same', day, startTime: '09:00' },
          { name: 'same', day, startTime: '10:00' },
        ],
        400,
        m.duplicateSession('same'),
      ],
      [[{ id: randomUUID(), name: 'A', day, startTime: '09:00' }], 400, m.noSuchSession],
    ];
    for (const [sessions, status, error] of cases) {
      const res = await save(sessions);
      expect({ sessions, status: res.statusCode, body: res.json() }).toEqual({
        sessions,
        status,
        body: { error },
      });
    }
  });

  it('keeps a session that has roll call records', async () => {
    await mark('absent', fx.chair);
    const res = await save([]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: m.sessionHasRollCall('Session 1') });
  });
});
