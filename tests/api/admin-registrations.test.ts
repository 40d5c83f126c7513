/**
 * The admin's calls on registrations: every registration in the original's short form (getregistered), the
 * events with counts and committees, the per-event list (filters, search, pagination, no images), one
 * registration and its payment screenshot, confirm, decline and assign with every message, the delegate's
 * emails (real SMTP capture), the audit rows, the double-assignment refusal (also under concurrency), the
 * overview and the contact-us responses. Committees and portfolios are the seeded event's, read from the
 * database.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { adminRules } from '~/shared/schemas/admin';
import { auditLog } from '../../src/server/modules/audit/table';
import { contactResponses } from '../../src/server/modules/contact/table';
import { groups, invites, registrations } from '../../src/server/modules/registration/table';
import { outbox } from '../../src/server/mail/table';
import {
  type CommitteeLists,
  EVENT_NAME,
  adminGet,
  adminPut,
  committeeOf,
  createRegistration,
  eventIdOf,
  listUrl,
} from '../support/admin';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';
import { SEEDED_MOCK_MUN, seededCommittees, seededDisplayNames } from '../support/seeded-event';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = messages.admin;
let t: TestApp;
let smtp: SmtpCapture;
let admin: TestUser;
let headers: Record<string, string>;

let unhrc: CommitteeLists;
let ib: CommitteeLists;
let ipc: CommitteeLists;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  unhrc = await committeeOf(t.db, 'UNHRC');
  ib = await committeeOf(t.db, 'IB');
  ipc = await committeeOf(t.db, 'IPC');
  admin = await createUser(t.db, { role: 'admin' });
  headers = bearer(await sessionFor(t.db, admin));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const clearRegistrations = () => t.db.delete(registrations);

async function auditFor(targetId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

async function outboxCount() {
  const [row] = await t.db.select({ n: count() }).from(outbox);
  return row!.n;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
}

describe('GET /admin/getregistered', () => {
  beforeAll(clearRegistrations);

  it('answers one entry per registration, oldest first, with its status and assignment ("" when none)', async () => {
    const pending = await createRegistration(t.db, { registeredAt: new Date('2024-09-01T00:00:00Z') });
    const assigned = await createRegistration(t.db, {
      status: 'confirmed',
      assignedCommittee: 'IB',
      assignedPortfolio: ib.portfolios[0]!,
      registeredAt: new Date('2024-09-02T00:00:00Z'),
    });
    const declined = await createRegistration(t.db, {
      status: 'declined',
      registeredAt: new Date('2024-09-03T00:00:00Z'),
    });
    const res = await adminGet(t.app, '/admin/getregistered', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.eventsFetched);
    // Every field of the admin view: tests/api/original-client.test.ts.
    expect(body.allSuchEvents).toMatchObject([
      {
        _id: pending.id,
        email: pending.user.email,
        eventName: EVENT_NAME,
        status: 'pending',
        assignedCommittee: '',
      },
      {
        _id: assigned.id,
        email: assigned.user.email,
        eventName: EVENT_NAME,
        status: 'confirmed',
        assignedCommittee: 'IB',
        assignedPortfolio: ib.portfolios[0],
      },
      {
        _id: declined.id,
        email: declined.user.email,
        eventName: EVENT_NAME,
        status: 'declined',
        assignedCommittee: '',
      },
    ]);
  });
});

describe('GET /admin/events', () => {
  beforeAll(clearRegistrations);

  it('lists the events with their counts by status, open state and committees in their order', async () => {
    await createRegistration(t.db);
    await createRegistration(t.db, { status: 'confirmed' });
    await createRegistration(t.db, { status: 'confirmed' });
    await createRegistration(t.db, { status: 'declined' });
    const res = await adminGet(t.app, '/admin/events', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(messages.events.fetched);
    // The seeded conference (the Mock MUN, seeded too, is another event with no registration).
    expect(body.events.filter((e: { eventName: string }) => e.eventName === EVENT_NAME)).toEqual([
      {
        _id: await eventIdOf(t.db),
        eventName: EVENT_NAME,
        featured: true,
        registrationOpen: false,
        counts: { total: 4, pending: 1, confirmed: 2, declined: 1 },
        committees: seededCommittees.map((code) => ({ code, displayName: seededDisplayNames[code] })),
      },
    ]);
    expect(body.events.find((e: { eventName: string }) => e.eventName === SEEDED_MOCK_MUN)).toMatchObject({
      featured: false,
      counts: { total: 0, pending: 0, confirmed: 0, declined: 0 },
    });
  });
});

describe('GET /admin/events/:eventName/registrations', () => {
  let alice: Awaited<ReturnType<typeof createRegistration>>;
  let bob: Awaited<ReturnType<typeof createRegistration>>;
  let carol: Awaited<ReturnType<typeof createRegistration>>;

  beforeAll(async () => {
    await clearRegistrations();
    const day = (n: number) => new Date(Date.UTC(2024, 8, n));
    alice = await createRegistration(t.db, {
      userOptions: { name: 'Alice Sharma', email: 'alice.list@example.com' },
      registeredAt: day(1),
    });
    bob = await createRegistration(t.db, {
      userOptions: { name: 'Bob 100%_Real', email: 'bob.list@example.org' },
      status: 'confirmed',
      assignedCommittee: 'UNHRC',
      assignedPortfolio: unhrc.portfolios[3]!,
      registeredAt: day(2),
    });
    carol = await createRegistration(t.db, {
      userOptions: { name: 'Carol Das', email: 'carol.list@example.com' },
      status: 'declined',
      registeredAt: day(3),
    });
  });

  const ids = (res: { json(): { registrations: { _id: string }[] } }) =>
    res.json().registrations.map((r) => r._id);

  it('answers the registrations oldest first, with the list fields only (no images)', async () => {
    const res = await adminGet(t.app, listUrl(), headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: m.registrationsFetched, eventName: EVENT_NAME, total: 3 });
    expect(ids(res)).toEqual([alice.id, bob.id, carol.id]);
    expect(body.registrations[1]).toEqual({
      _id: bob.id,
      name: 'Bob 100%_Real',
      email: 'bob.list@example.org',
      eventName: EVENT_NAME,
      status: 'confirmed',
      assignedCommittee: 'UNHRC',
      assignedPortfolio: unhrc.portfolios[3],
      regsiteredat: '2024-09-02T00:00:00.000Z',
      groupPayment: null,
      paymentReference: null,
      paymentState: 'received',
    });
    // No screenshot: neither its field nor its bytes.
    expect(res.body).not.toContain('"payment"');
    expect(res.body).not.toContain('base64');
  });

  it('filters by status and by assigned committee', async () => {
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'status=pending'), headers))).toEqual([alice.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'status=declined'), headers))).toEqual([carol.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'committee=UNHRC'), headers))).toEqual([bob.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'committee=IB'), headers))).toEqual([]);
  });

  it('searches names and emails case-insensitively, with % and _ taken literally', async () => {
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'q=SHARMA'), headers))).toEqual([alice.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'q=example.org'), headers))).toEqual([bob.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'q=100%25_'), headers))).toEqual([bob.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'q=%25'), headers))).toEqual([bob.id]);
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'q=.list%40example.com'), headers))).toEqual([
      alice.id,
      carol.id,
    ]);
  });

  it('pages with limit and offset, total counting every match', async () => {
    const res = await adminGet(t.app, listUrl(EVENT_NAME, 'limit=1&offset=1'), headers);
    expect(res.json().total).toBe(3);
    expect(ids(res)).toEqual([bob.id]);
  });

  it("answers 'No such event exists', 'No such status exists' and an unknown committee", async () => {
    expectError(await adminGet(t.app, listUrl('Annual Conference 1999'), headers), 404, m.noSuchEvent);
    expectError(await adminGet(t.app, listUrl(EVENT_NAME, 'status=waiting'), headers), 400, m.noSuchStatus);
    expectError(
      await adminGet(t.app, listUrl(EVENT_NAME, 'committee=UNSC'), headers),
      400,
      m.invalidCommittee,
    );
    expect((await adminGet(t.app, listUrl(EVENT_NAME, 'limit=5001'), headers)).statusCode).toBe(400);
  });
});

describe('GET /admin/registrations/:id and its payment screenshot', () => {
  it('answers every field of the admin view, with the committee lists (in order) and taken portfolios', async () => {
    const reg = await createRegistration(t.db, {
      userOptions: { student: true },
      college: null,
      status: 'confirmed',
      assignedCommittee: 'IB',
      assignedPortfolio: ib.portfolios[0]!,
    });
    const res = await adminGet(t.app, `/admin/registrations/${reg.id}`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.registrationFetched);
    expect(body.registration).toMatchObject({
      _id: reg.id,
      name: reg.user.name,
      email: reg.user.email,
      college: null,
      phone: reg.user.phone,
      scholarid: reg.user.scholarId,
      batch: '2',
      accomodation: null,
      payment: `${t.config.PUBLIC_URL}/v1/api/admin/registrations/${reg.id}/payment`,
      amountDue: 399,
      status: 'confirmed',
      committeePreference: ['UNHRC'],
      portfolioPreference: [unhrc.portfolios[0], unhrc.portfolios[1]],
      assignedCommittee: 'IB',
      assignedPortfolio: ib.portfolios[0],
      kind: 'individual',
      group: null,
      eventName: EVENT_NAME,
    });
    expect(body.registration.cofirmedRegistrationAt).toEqual(expect.any(String));
    expect(body.registration.regsiteredat).toEqual(expect.any(String));
    const ibLists = body.registration.committees.find((c: { code: string }) => c.code === 'IB');
    expect(ibLists).toEqual({
      code: 'IB',
      displayName: ib.displayName,
      portfolios: ib.portfolios,
      takenPortfolios: [ib.portfolios[0]],
    });
    expect(
      body.registration.committees.map((c: { code: string; displayName: string }) => [c.code, c.displayName]),
    ).toEqual(seededCommittees.map((code) => [code, seededDisplayNames[code]]));
  });

  it('answers no accommodation for an institute student (never asked), Yes or No for anyone else', async () => {
    const student = await createRegistration(t.db, { userOptions: { student: true }, college: null });
    const outsider = await createRegistration(t.db);
    await t.db.update(registrations).set({ accommodation: true }).where(eq(registrations.id, outsider.id));
    const declining = await createRegistration(t.db);
    const accommodation = async (id: string) =>
      (await adminGet(t.app, `/admin/registrations/${id}`, headers)).json().registration.accomodation;
    expect(await accommodation(student.id)).toBeNull();
    expect(await accommodation(outsider.id)).toBe('Yes');
    expect(await accommodation(declining.id)).toBe('No');
  });

  it('shows the group and its members for a group registration', async () => {
    const leader = await createUser(t.db);
    const member = await createUser(t.db);
    const other = await createUser(t.db);
    const reg = await createRegistration(t.db, { user: leader });
    const [group] = await t.db
      .insert(groups)
      .values({ eventId: await eventIdOf(t.db), leaderId: leader.id, name: 'The Diplomats' })
      .returning({ id: groups.id });
    await t.db.insert(invites).values([
      { groupId: group!.id, memberId: member.id, memberEmail: member.email, tokenHash: 'a'.repeat(64) },
      {
        groupId: group!.id,
        memberId: other.id,
        memberEmail: other.email,
        tokenHash: 'b'.repeat(64),
        acceptedAt: new Date(),
      },
    ]);
    await t.db
      .update(registrations)
      .set({ kind: 'leader', groupId: group!.id })
      .where(eq(registrations.id, reg.id));
    const body = (await adminGet(t.app, `/admin/registrations/${reg.id}`, headers)).json();
    expect(body.registration.kind).toBe('leader');
    expect(body.registration.group.grpName).toBe('The Diplomats');
    expect(body.registration.group.leaderEmail).toBe(leader.email);
    expect(body.registration.group.members).toEqual(
      expect.arrayContaining([
        { email: member.email, hasAccepted: 'no' },
        { email: other.email, hasAccepted: 'yes' },
      ]),
    );
  });

  it('serves the payment screenshot privately, with nosniff', async () => {
    const reg = await createRegistration(t.db);
    const res = await adminGet(t.app, `/admin/registrations/${reg.id}/payment`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it("answers 'No such registration exists' for unknown or malformed ids, and a missing screenshot", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-an-id']) {
      expectError(await adminGet(t.app, `/admin/registrations/${id}`, headers), 404, m.noSuchRegistration);
      expectError(
        await adminGet(t.app, `/admin/registrations/${id}/payment`, headers),
        404,
        m.noSuchRegistration,
      );
    }
    const member = await createRegistration(t.db, { payment: false });
    expect(
      (await adminGet(t.app, `/admin/registrations/${member.id}`, headers)).json().registration.payment,
    ).toBe(null);
    expectError(
      await adminGet(t.app, `/admin/registrations/${member.id}/payment`, headers),
      404,
      m.paymentNotFound,
    );
  });
});

describe('PUT /confirm/reg and PUT /decline/reg', () => {
  beforeEach(() => smtp.clear());

  it('confirms a pending registration, emails the delegate and records the audit entry', async () => {
    const reg = await createRegistration(t.db);
    const res = await adminPut(t.app, '/confirm/reg', headers, { regID: reg.id });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.confirmed },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect(row!.status).toBe('confirmed');
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(reg.user.email);
    expect(mail.subject).toContain('confirmed');
    expect(mail.text).toContain(EVENT_NAME);
    const [entry] = await auditFor(reg.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'registration.confirm',
      targetType: 'registration',
      targetId: reg.id,
      details: { email: reg.user.email, eventName: EVENT_NAME },
    });
  });

  it('declines a pending registration and emails the delegate', async () => {
    const reg = await createRegistration(t.db);
    const res = await adminPut(t.app, '/decline/reg', headers, { regID: reg.id });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.declined },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect(row!.status).toBe('declined');
    expect(row!.confirmedAt).toBeNull();
    // The decline's email is held for the undo window (tests/api/admin-review.test.ts), then sent.
    await t.app.mailer.drain(new Date(Date.now() + (adminRules.declineMailHoldMinutes + 1) * 60_000));
    expect((await smtp.waitFor(reg.user.email)).subject).toContain('declined');
    expect((await auditFor(reg.id)).map((e) => e.action)).toEqual(['registration.decline']);
  });

  it('refuses a decision on a registration that is no longer pending, writing nothing', async () => {
    const reg = await createRegistration(t.db, { status: 'confirmed' });
    const before = await outboxCount();
    for (const url of ['/confirm/reg', '/decline/reg']) {
      expectError(await adminPut(t.app, url, headers, { regID: reg.id }), 409, m.notPending);
    }
    expect(await outboxCount()).toBe(before);
    expect(await auditFor(reg.id)).toEqual([]);
  });

  it('applies exactly one of two concurrent decisions', async () => {
    const reg = await createRegistration(t.db);
    const results = await Promise.all([
      adminPut(t.app, '/confirm/reg', headers, { regID: reg.id }),
      adminPut(t.app, '/decline/reg', headers, { regID: reg.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id));
    const winner = results.find((r) => r.statusCode === 200)!.json().message;
    expect(row!.status).toBe(winner === m.confirmed ? 'confirmed' : 'declined');
    expect(await auditFor(reg.id)).toHaveLength(1);
  });

  it("answers 'No such registration exists' and 'payload is missing'", async () => {
    for (const url of ['/confirm/reg', '/decline/reg']) {
      expectError(
        await adminPut(t.app, url, headers, { regID: '00000000-0000-4000-8000-000000000000' }),
        404,
        m.noSuchRegistration,
      );
      expectError(await adminPut(t.app, url, headers, { regID: 'nope' }), 404, m.noSuchRegistration);
      expectError(await adminPut(t.app, url, headers, {}), 400, m.payloadMissing);
      expectError(await adminPut(t.app, url, headers, { regID: '' }), 400, m.payloadMissing);
    }
  });
});

describe('PUT /admin/assign/portfolios', () => {
  beforeEach(() => smtp.clear());
  const assign = (json: Record<string, unknown>) =>
    adminPut(t.app, '/admin/assign/portfolios', headers, json);

  it('assigns a committee and portfolio to a confirmed registration and emails the delegate', async () => {
    const reg = await createRegistration(t.db, { status: 'confirmed' });
    const res = await assign({ eventID: reg.id, committee: 'Mahabharat', portfolio: 'Arjuna' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.assigned },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect([row!.assignedCommittee, row!.assignedPortfolio]).toEqual(['Mahabharat', 'Arjuna']);
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(reg.user.email);
    expect(mail.text).toContain('Arjuna');
    expect(mail.text).toContain(seededDisplayNames.Mahabharat);
    const [entry] = await auditFor(reg.id);
    expect(entry).toMatchObject({
      action: 'registration.assign',
      details: { committee: 'Mahabharat', portfolio: 'Arjuna' },
    });
  });

  it("answers 'payload is missing' unless both committee and portfolio are given", async () => {
    const reg = await createRegistration(t.db, { status: 'confirmed' });
    for (const body of [
      { eventID: reg.id, committee: 'IB' },
      { eventID: reg.id, portfolio: ib.portfolios[0] },
      { eventID: reg.id, committee: ' ', portfolio: ib.portfolios[0] },
      { committee: 'IB', portfolio: ib.portfolios[0] },
    ]) {
      expectError(await assign(body), 400, m.payloadMissing);
    }
  });

  it("answers 'Event registartion confirmation is still pending' before confirmation", async () => {
    for (const status of ['pending', 'declined'] as const) {
      const reg = await createRegistration(t.db, { status });
      expectError(
        await assign({ eventID: reg.id, committee: 'IB', portfolio: ib.portfolios[0] }),
        400,
        m.confirmationPending,
      );
    }
  });

  it("refuses a committee or portfolio that is not in the event's lists", async () => {
    const reg = await createRegistration(t.db, { status: 'confirmed' });
    expectError(
      await assign({ eventID: reg.id, committee: 'UNSC', portfolio: ib.portfolios[0] }),
      400,
      m.invalidCommittee,
    );
    // A real portfolio, of another committee.
    expectError(
      await assign({ eventID: reg.id, committee: 'IB', portfolio: unhrc.portfolios[0] }),
      400,
      m.invalidPortfolio,
    );
    expect(await auditFor(reg.id)).toEqual([]);
  });

  it("answers 'Committee already assigned' (an outcome: 200) to a second assignment of one registration, changing nothing", async () => {
    const reg = await createRegistration(t.db, { status: 'confirmed' });
    expect((await assign({ eventID: reg.id, committee: 'IB', portfolio: ib.portfolios[5] })).statusCode).toBe(
      200,
    );
    const before = await outboxCount();
    const again = await assign({ eventID: reg.id, committee: 'UNHRC', portfolio: unhrc.portfolios[6] });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 200,
      body: { message: m.committeeAlreadyAssigned },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect([row!.assignedCommittee, row!.assignedPortfolio]).toEqual(['IB', ib.portfolios[5]]);
    expect(await outboxCount()).toBe(before);
    expect((await auditFor(reg.id)).map((e) => e.action)).toEqual(['registration.assign']);
  });

  it("answers 'Portfolio already assigned' for a portfolio another delegate holds (the database decides)", async () => {
    const first = await createRegistration(t.db, { status: 'confirmed' });
    const second = await createRegistration(t.db, { status: 'confirmed' });
    const portfolio = ib.portfolios[7]!;
    expect((await assign({ eventID: first.id, committee: 'IB', portfolio })).statusCode).toBe(200);
    const before = await outboxCount();
    expectError(
      await assign({ eventID: second.id, committee: 'IB', portfolio }),
      409,
      m.portfolioAlreadyAssigned,
    );
    expect(await outboxCount()).toBe(before);
    expect(await auditFor(second.id)).toEqual([]);
    // The same name in another committee is another portfolio.
    const france = unhrc.portfolios.find((p) => !ib.portfolios.includes(p))!;
    expect((await assign({ eventID: second.id, committee: 'UNHRC', portfolio: france })).statusCode).toBe(
      200,
    );
  });

  it('gives one portfolio to exactly one of several concurrent assignments', async () => {
    const regs = await Promise.all(
      Array.from({ length: 4 }, () => createRegistration(t.db, { status: 'confirmed' })),
    );
    const portfolio = ib.portfolios[10]!;
    const results = await Promise.all(
      regs.map((reg) => assign({ eventID: reg.id, committee: 'IB', portfolio })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ error: m.portfolioAlreadyAssigned });
    }
    const holders = await t.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.assignedCommittee, 'IB'), eq(registrations.assignedPortfolio, portfolio)));
    expect(holders).toHaveLength(1);
  });

  it("answers 'No such registration exists' for an unknown registration", async () => {
    expectError(
      await assign({
        eventID: '00000000-0000-4000-8000-000000000000',
        committee: 'IB',
        portfolio: ib.portfolios[0],
      }),
      404,
      m.noSuchRegistration,
    );
  });
});

describe('GET /admin/overview', () => {
  it('answers the totals and the series per day, committee and status', async () => {
    await clearRegistrations();
    await createRegistration(t.db, { registeredAt: new Date('2024-09-01T10:00:00Z') });
    await createRegistration(t.db, { registeredAt: new Date('2024-09-01T12:00:00Z'), status: 'declined' });
    await createRegistration(t.db, {
      registeredAt: new Date('2024-09-03T10:00:00Z'),
      status: 'confirmed',
      assignedCommittee: 'IPC',
      assignedPortfolio: ipc.portfolios[0]!,
    });
    const res = await adminGet(t.app, '/admin/overview', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.overviewFetched);
    expect(body.totals).toMatchObject({
      registrations: 3,
      pending: 1,
      confirmed: 1,
      declined: 1,
      assigned: 1,
    });
    expect(body.totals.accounts).toBeGreaterThanOrEqual(3);
    expect(body.byDay).toEqual([
      { date: '2024-09-01', count: 2 },
      { date: '2024-09-03', count: 1 },
    ]);
    // Every committee of the event, in its order, with its display name.
    expect(body.byCommittee.filter((c: { eventName: string }) => c.eventName === EVENT_NAME)).toEqual(
      seededCommittees.map((code) => ({
        eventName: EVENT_NAME,
        committee: code,
        displayName: seededDisplayNames[code],
        count: code === 'IPC' ? 1 : 0,
      })),
    );
    expect(body.byStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'confirmed', count: 1 },
      { status: 'declined', count: 1 },
    ]);
  });
});

describe('GET /getcontactusres', () => {
  it('answers the contact-us responses newest first, to admins and superadmins', async () => {
    await t.db.insert(contactResponses).values([
      { name: 'Old', email: 'old@example.com', message: 'First', contactedAt: new Date('2024-01-01') },
      { name: 'New', email: 'new@example.com', message: 'Second', contactedAt: new Date('2024-02-01') },
    ]);
    const superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
    for (const caller of [headers, superadmin]) {
      const res = await adminGet(t.app, '/getcontactusres', caller);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: m.contactResponsesFetched,
        allResponses: [
          {
            _id: expect.any(String),
            name: 'New',
            email: 'new@example.com',
            message: 'Second',
            contactedAt: '2024-02-01T00:00:00.000Z',
          },
          {
            _id: expect.any(String),
            name: 'Old',
            email: 'old@example.com',
            message: 'First',
            contactedAt: '2024-01-01T00:00:00.000Z',
          },
        ],
      });
    }
  });
});
