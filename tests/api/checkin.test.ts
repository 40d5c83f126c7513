/**
 * Check-in at the venue (src/server/modules/checkin/): a code is made when a delegate gets a seat
 * and mailed as a QR code (decoded here from the real email), shown to its owner only, or made on the
 * owner's first look; lookup; check-in and the second scan ("already checked in at HH:MM by ..."); two
 * doors scanning one code at once -> one record; the refusals (unknown code, another event's code, pending
 * and declined registrations, a revoked code, a day that is not a conference day); search by name or email
 * (literal text, confirmed delegates only); counts per committee and day; who may call.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dateInIndia } from '~/shared/conference-day';
import { messages } from '~/shared/messages';
import { checkinMessages } from '~/shared/desk-messages';
import type {
  CheckinCountsResponse,
  CheckinLookupResponse,
  CheckinPassesResponse,
  CheckinResponse,
  CheckinSearchResponse,
} from '~/shared/schemas/checkin';
import { auditLog } from '../../src/server/modules/audit/table';
import { attendance, checkinCodes } from '../../src/server/modules/checkin/table';
import { events } from '../../src/server/modules/events/table';
import { groups, registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { adminPut, committeeOf, createEventWithCommittees, createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage } from '../support/images';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = checkinMessages;
let t: TestApp;
let smtp: SmtpCapture;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
const ADMIN_NAME = 'Door Keeper';

const today = () => dateInIndia(new Date());
const dayOffset = (days: number) => dateInIndia(new Date(Date.now() + days * 86_400_000));

/** An event with the seeded committees, held from yesterday to tomorrow (India). */
async function conference(): Promise<string> {
  const name = `Checkin Conference ${randomBytes(4).toString('hex')}`;
  await createEventWithCommittees(t.db, name);
  await setDates(name, dayOffset(-1), dayOffset(1));
  return name;
}

async function setDates(name: string, startsOn: string | null, endsOn: string | null) {
  await t.db.update(events).set({ startsOn, endsOn }).where(eq(events.name, name));
}

const base = (eventName: string) => `/v1/api/admin/events/${encodeURIComponent(eventName)}/checkin`;
const post = (url: string, headers: Record<string, string>, json: unknown) =>
  request(t.app, { method: 'POST', url, headers, json });
const get = (url: string, headers: Record<string, string>) => request(t.app, { method: 'GET', url, headers });

const lookUp = (eventName: string, code: string, headers = admin) =>
  post(`${base(eventName)}/lookup`, headers, { code });
const checkInCode = (eventName: string, code: string, headers = admin) =>
  post(`${base(eventName)}/code`, headers, { code });
const checkInId = (eventName: string, registrationId: string, headers = admin) =>
  post(`${base(eventName)}/registration`, headers, { registrationId });

async function passesOf(user: { id: string }) {
  const res = await get('/v1/api/checkin/passes', bearer(await sessionFor(t.db, user)));
  expect(res.statusCode).toBe(200);
  return res.json<CheckinPassesResponse>().passes;
}

/** A confirmed delegate of the event with a seat given through the admin API (which makes the code). */
async function seatedDelegate(eventName: string, name = `Delegate ${randomBytes(3).toString('hex')}`) {
  const reg = await createRegistration(t.db, { eventName, status: 'confirmed', userOptions: { name } });
  const seat = seatsGiven.get(eventName) ?? 0;
  seatsGiven.set(eventName, seat + 1);
  const portfolio = (await committeeOf(t.db, 'UNHRC', eventName)).portfolios[seat]!;
  const res = await adminPut(t.app, '/admin/assign/portfolios', admin, {
    eventID: reg.id,
    committee: 'UNHRC',
    portfolio,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...reg, code: await liveCodeOf(reg.id), portfolio };
}
const seatsGiven = new Map<string, number>();

async function liveCodeOf(registrationId: string): Promise<string> {
  const rows = await t.db
    .select({ code: checkinCodes.code })
    .from(checkinCodes)
    .where(and(eq(checkinCodes.registrationId, registrationId), isNull(checkinCodes.revokedAt)));
  expect(rows).toHaveLength(1);
  return rows[0]!.code;
}

/** The check-in code the QR code attached to the delegate's assignment email decodes to. */
async function mailedQrCode(email: string): Promise<{ text: string; qr: string | undefined }> {
  await t.app.mailer.drain();
  const mail = await smtp.waitFor(email, {
    predicate: (msg) => msg.subject.includes('your committee and portfolio'),
  });
  const png = mail.parsed.attachments.find((a) => a.filename === 'checkin-qr.png');
  expect(png?.contentType).toBe('image/png');
  const { data, info } = await sharp(png!.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { text: mail.text, qr: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data };
}

/** A code written for a registration the way the service writes it (for states the API never codes). */
async function codeFor(registrationId: string, eventName: string): Promise<string> {
  const [event] = await t.db.select({ id: events.id }).from(events).where(eq(events.name, eventName));
  const code = randomBytes(18).toString('base64url');
  await t.db.insert(checkinCodes).values({ code, registrationId, eventId: event!.id });
  return code;
}

const attendanceOf = (registrationId: string) =>
  t.db.select().from(attendance).where(eq(attendance.registrationId, registrationId));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin', name: ADMIN_NAME })));
  otherAdmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin', name: 'Second Door' })));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

describe('the check-in code', () => {
  it('is made when the delegate gets a seat, mailed as a QR code that decodes to it, and shown to its owner only', async () => {
    const event = await conference();
    const delegate = await seatedDelegate(event, 'Mailed Delegate');
    expect(delegate.code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const mailed = await mailedQrCode(delegate.user.email);
    expect(mailed.text).toContain(delegate.code);
    expect(mailed.qr).toBe(delegate.code);

    const passes = await passesOf(delegate.user);
    expect(passes).toEqual([
      { eventName: event, code: delegate.code, committee: 'UNHRC', portfolio: delegate.portfolio },
    ]);
    // Another client sees none of it; an admin is not a client.
    expect(await passesOf(await createUser(t.db))).toEqual([]);
    const res = await get('/v1/api/checkin/passes', admin);
    expect(res.statusCode).toBe(403);
  });

  it('is made for each delegate the seat allocation places, and mailed with the assignment', async () => {
    const event = await conference();
    const reg = await createRegistration(t.db, { eventName: event, status: 'confirmed' });
    const portfolio = (await committeeOf(t.db, 'UNHRC', event)).portfolios[0]!;
    const res = await post(`/v1/api/admin/events/${encodeURIComponent(event)}/allocation/apply`, admin, {
      seats: [{ registrationId: reg.id, committee: 'UNHRC', portfolio }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = await liveCodeOf(reg.id);
    expect((await mailedQrCode(reg.user.email)).qr).toBe(code);
  });

  it('is made on the first look of a confirmed delegate without one, and the same on every look after', async () => {
    const event = await conference();
    const confirmed = await createRegistration(t.db, { eventName: event, status: 'confirmed' });
    const [first] = await passesOf(confirmed.user);
    expect(first?.eventName).toBe(event);
    expect((await passesOf(confirmed.user))[0]?.code).toBe(first!.code);
    // Pending and declined registrations, and events that are over, get no pass.
    const pending = await createRegistration(t.db, { eventName: event });
    expect(await passesOf(pending.user)).toEqual([]);
    const past = await conference();
    await setDates(past, dayOffset(-5), dayOffset(-3));
    const old = await createRegistration(t.db, { eventName: past, status: 'confirmed' });
    expect(await passesOf(old.user)).toEqual([]);
  });
});

describe('checking in', () => {
  it('looks a code up, checks the delegate in, and answers a second scan with the first record', async () => {
    const event = await conference();
    const delegate = await seatedDelegate(event, 'Asha Scanned');
    const look = await lookUp(event, `  ${delegate.code}\n`);
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json<CheckinLookupResponse>()).toEqual({
      message: m.found,
      day: today(),
      delegate: {
        registrationId: delegate.id,
        name: 'Asha Scanned',
        email: delegate.user.email,
        status: 'confirmed',
        committee: (await committeeOf(t.db, 'UNHRC', event)).displayName,
        portfolio: delegate.portfolio,
        photo: null,
        groupPayment: null,
        answers: {},
        today: null,
      },
    });
    expect(await attendanceOf(delegate.id)).toHaveLength(0);

    const first = await checkInCode(event, delegate.code);
    expect(first.statusCode, first.body).toBe(200);
    const done = first.json<CheckinResponse>();
    expect(done).toMatchObject({ message: m.checkedIn('Asha Scanned'), created: true });
    expect(done.record).toMatchObject({ day: today(), by: ADMIN_NAME });
    expect(done.record.time).toMatch(/^\d\d:\d\d$/);

    const second = await checkInCode(event, delegate.code, otherAdmin);
    expect(second.statusCode).toBe(200);
    expect(second.json<CheckinResponse>()).toMatchObject({
      created: false,
      message: m.alreadyCheckedIn(done.record.time, ADMIN_NAME),
      record: done.record,
    });
    expect(await attendanceOf(delegate.id)).toHaveLength(1);
    expect((await lookUp(event, delegate.code)).json<CheckinLookupResponse>().delegate.today).toEqual(
      done.record,
    );

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.checkin'), eq(auditLog.targetId, delegate.id)));
    expect(audits).toHaveLength(1);
  });

  it("shows the delegate's profile photo, at an address that serves it", async () => {
    const event = await conference();
    const delegate = await seatedDelegate(event);
    const photo = dataUrl('image/png', await makeImage('png'));
    const edit = await request(t.app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers: bearer(await sessionFor(t.db, delegate.user)),
      json: { photo },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const url = (await lookUp(event, delegate.code)).json<CheckinLookupResponse>().delegate.photo;
    expect(url).toMatch(/\/v1\/api\/photos\/[0-9a-f-]{36}$/);
    const image = await get(new URL(url!).pathname, {});
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('keeps one record when two doors scan one code at the same moment', async () => {
    const event = await conference();
    for (let round = 0; round < 3; round++) {
      const delegate = await seatedDelegate(event);
      const answers = await Promise.all([
        checkInCode(event, delegate.code, admin),
        checkInCode(event, delegate.code, otherAdmin),
        checkInId(event, delegate.id, otherAdmin),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const bodies = answers.map((a) => a.json<CheckinResponse>());
      expect(bodies.filter((b) => b.created)).toHaveLength(1);
      expect(new Set(bodies.map((b) => b.record.at)).size).toBe(1);
      expect(await attendanceOf(delegate.id)).toHaveLength(1);
    }
  });

  it('refuses an unknown code, a code of another event, pending and declined registrations', async () => {
    const event = await conference();
    const unknown = await checkInCode(event, randomBytes(18).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: m.unknownCode });
    expect((await lookUp(event, 'x')).json()).toEqual({ error: m.unknownCode });

    const elsewhere = await conference();
    const stranger = await seatedDelegate(elsewhere);
    for (const res of [await lookUp(event, stranger.code), await checkInCode(event, stranger.code)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.otherEvent(elsewhere) });
    }
    // Nor can a search result of the other event be checked in here.
    expect((await checkInId(event, stranger.id)).statusCode).toBe(404);

    for (const status of ['pending', 'declined'] as const) {
      const reg = await createRegistration(t.db, { eventName: event, status });
      const code = await codeFor(reg.id, event);
      for (const res of [
        await lookUp(event, code),
        await checkInCode(event, code),
        await checkInId(event, reg.id),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: m.notConfirmed[status] });
      }
      expect(await attendanceOf(reg.id)).toHaveLength(0);
    }
    expect(await attendanceOf(stranger.id)).toHaveLength(0);
  });

  it('refuses a revoked code after an admin issues a new one (audited), and takes the new one', async () => {
    const event = await conference();
    const delegate = await seatedDelegate(event);
    const res = await post(`/v1/api/admin/registrations/${delegate.id}/checkin-code`, admin, {});
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ message: string; code: string }>();
    expect(fresh.message).toBe(m.reissued);
    expect(fresh.code).not.toBe(delegate.code);

    const old = await checkInCode(event, delegate.code);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ error: m.revokedCode });
    expect(await attendanceOf(delegate.id)).toHaveLength(0);
    expect((await passesOf(delegate.user))[0]?.code).toBe(fresh.code);
    expect((await checkInCode(event, fresh.code)).json<CheckinResponse>().created).toBe(true);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'registration.checkin_code_reissue'), eq(auditLog.targetId, delegate.id)),
      );
    expect(audits).toHaveLength(1);
  });

  it('refuses to check in on a day that is not a conference day, but still looks the code up', async () => {
    const event = await conference();
    const delegate = await seatedDelegate(event);
    for (const [startsOn, endsOn] of [
      [dayOffset(1), dayOffset(3)],
      [dayOffset(-3), dayOffset(-1)],
      [null, null],
    ] as const) {
      await setDates(event, startsOn, endsOn);
      const res = await checkInCode(event, delegate.code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.notConferenceDay });
      expect((await checkInId(event, delegate.id)).json()).toEqual({ error: m.notConferenceDay });
      const look = await lookUp(event, delegate.code);
      expect(look.json<CheckinLookupResponse>()).toMatchObject({ day: null, delegate: { today: null } });
    }
    expect(await attendanceOf(delegate.id)).toHaveLength(0);
  });

  it('refuses clients', async () => {
    const event = await conference();
    const delegate = await seatedDelegate(event);
    for (const role of ['client'] as const) {
      const headers = bearer(await sessionFor(t.db, await createUser(t.db, { role })));
      expect((await checkInCode(event, delegate.code, headers)).statusCode).toBe(403);
      expect((await checkInId(event, delegate.id, headers)).statusCode).toBe(403);
    }
    expect((await checkInCode(event, delegate.code, {})).statusCode).toBe(401);
    expect(await attendanceOf(delegate.id)).toHaveLength(0);
  });
});

describe("a group member whose group's payment is not confirmed", () => {
  it('is refused at the door with the group payment state, by code and by search, until the leader is confirmed', async () => {
    const event = await conference();
    // A member seated while the leader was registered (payment to check), as an admin could then.
    const member = await seatedDelegate(event, 'Member Of Group');
    const leader = await createRegistration(t.db, { eventName: event });
    const [leaderRow] = await t.db
      .select({ eventId: registrations.eventId })
      .from(registrations)
      .where(eq(registrations.id, leader.id));
    const [group] = await t.db
      .insert(groups)
      .values({ eventId: leaderRow!.eventId, leaderId: leader.user.id, name: 'Door Group' })
      .returning({ id: groups.id });
    await t.db
      .update(registrations)
      .set({ kind: 'leader', groupId: group!.id })
      .where(eq(registrations.id, leader.id));
    await t.db
      .update(registrations)
      .set({ kind: 'member', groupId: group!.id })
      .where(eq(registrations.id, member.id));

    const label = messages.admin.groupPaymentLabel;
    for (const [status, state] of [
      ['pending', 'leaderRegistered'],
      ['declined', 'leaderDeclined'],
    ] as const) {
      await t.db.update(registrations).set({ status }).where(eq(registrations.id, leader.id));
      const refusal = { error: m.groupNotPaid(label[state]) };
      const look = await lookUp(event, member.code);
      expect(look.statusCode, look.body).toBe(409);
      expect(look.json()).toEqual(refusal);
      const byCode = await checkInCode(event, member.code);
      expect(byCode.statusCode).toBe(409);
      expect(byCode.json()).toEqual(refusal);
      const byId = await checkInId(event, member.id);
      expect(byId.statusCode).toBe(409);
      expect(byId.json()).toEqual(refusal);
      // The search shows where the group's payment stands.
      const found = await get(`${base(event)}/search?q=${encodeURIComponent('Member Of')}`, admin);
      expect(found.json().delegates).toEqual([
        expect.objectContaining({ registrationId: member.id, groupPayment: state }),
      ]);
    }
    expect(await attendanceOf(member.id)).toHaveLength(0);

    await t.db.update(registrations).set({ status: 'confirmed' }).where(eq(registrations.id, leader.id));
    const done = await checkInCode(event, member.code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().delegate.groupPayment).toBe('leaderConfirmed');
  });
});

describe('search and counts', () => {
  it("finds the event's confirmed delegates by part of a name or email, as literal text", async () => {
    const event = await conference();
    const tag = randomBytes(3).toString('hex');
    const found = await seatedDelegate(event, `Priya ${tag} Sharma`);
    const pending = await createRegistration(t.db, {
      eventName: event,
      userOptions: { name: `Priya ${tag} Pending` },
    });
    const declined = await createRegistration(t.db, {
      eventName: event,
      status: 'declined',
      userOptions: { name: `Priya ${tag} Declined` },
    });
    const elsewhere = await conference();
    await createRegistration(t.db, {
      eventName: elsewhere,
      status: 'confirmed',
      userOptions: { name: `Priya ${tag} Elsewhere` },
    });
    await checkInId(event, found.id);

    const search = async (q: string) => {
      const res = await get(`${base(event)}/search?q=${encodeURIComponent(q)}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CheckinSearchResponse>();
    };
    const byName = await search(`${tag} sha`);
    expect(byName.day).toBe(today());
    expect(byName.delegates.map((d) => d.registrationId)).toEqual([found.id]);
    expect(byName.delegates[0]!.today?.by).toBe(ADMIN_NAME);
    expect(byName.notAdmitted).toEqual([]);
    // Registered but pending or declined: named apart, with their state, never among the delegates.
    const all = await search(`priya ${tag}`);
    expect(all.delegates).toHaveLength(1);
    expect(all.notAdmitted).toEqual([
      {
        registrationId: declined.id,
        name: `Priya ${tag} Declined`,
        email: declined.user.email,
        status: 'declined',
      },
      {
        registrationId: pending.id,
        name: `Priya ${tag} Pending`,
        email: pending.user.email,
        status: 'pending',
      },
    ]);
    // No registration at all (another event's registration does not count): both lists empty.
    const nobody = await search(`${tag} Elsewhere`);
    expect([nobody.delegates, nobody.notAdmitted]).toEqual([[], []]);
    expect((await search(found.user.email.toUpperCase())).delegates.map((d) => d.name)).toEqual([
      `Priya ${tag} Sharma`,
    ]);
    expect((await search('%%')).delegates).toEqual([]);
    expect((await search('__')).delegates).toEqual([]);

    const short = await get(`${base(event)}/search?q=a`, admin);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: m.searchTooShort });
  });

  it('counts confirmed delegates and check-ins per committee and day', async () => {
    const event = await conference();
    const [a, b] = [await seatedDelegate(event), await seatedDelegate(event)];
    await createRegistration(t.db, { eventName: event, status: 'confirmed' });
    await checkInCode(event, a.code);
    // Yesterday's record, written as yesterday's check-in would have written it.
    const [row] = await t.db
      .select({ eventId: attendance.eventId })
      .from(attendance)
      .where(eq(attendance.registrationId, a.id));
    await t.db.insert(attendance).values({
      registrationId: b.id,
      eventId: row!.eventId,
      day: dayOffset(-1),
      checkedInByEmail: 'yesterday@example.com',
    });

    const res = await get(`${base(event)}/counts`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json<CheckinCountsResponse>();
    expect(counts).toMatchObject({ eventName: event, day: today(), days: [dayOffset(-1), today()] });
    const unhrc = counts.committees.find((c) => c.code === 'UNHRC');
    expect(unhrc).toMatchObject({ confirmed: 2, checkedIn: [1, 1] });
    expect(counts.committees.find((c) => c.code === null)).toMatchObject({ confirmed: 1, checkedIn: [0, 0] });
    for (const c of counts.committees.filter((c) => c.code !== 'UNHRC' && c.code !== null)) {
      expect(c).toMatchObject({ confirmed: 0, checkedIn: [0, 0] });
    }
  });
});
