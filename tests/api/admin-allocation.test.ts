/**
 * The seat allocation (src/server/modules/allocation/): the preview (each delegate's proposed
 * seat and which choice it is, the summary, only confirmed and unassigned delegates, seats already held left
 * out, members whose group is not paid for set aside), locks and overrides kept on a re-run, the apply (seats
 * written, one email per delegate through the outbox and real SMTP, one audit entry with the summary), the
 * conflicts (another admin assigns a seat between preview and apply; two applies at once; the unique index
 * deciding on PostgreSQL), who may call it, the CSV exports (proposed and applied, formula-safe) and ranked
 * preferences kept in the order submitted. Each scenario runs on an event of its own with a few seats.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { allocationMessages } from '~/shared/desk-messages';
import type {
  AllocationApplyResponse,
  AllocationConflict,
  AllocationPreview,
  AssignedSeat,
} from '~/shared/schemas/allocation';
import { queryRows } from '../../src/server/db/client';
import { outbox } from '../../src/server/mail/table';
import { auditLog } from '../../src/server/modules/audit/table';
import { committees, events, portfolios } from '../../src/server/modules/events/table';
import { registrations } from '../../src/server/modules/registration/table';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { EVENT_NAME, adminPut, createRegistration, parseCsv } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { changedTables, snapshotDatabase } from '../support/db-snapshot';
import {
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { seededPortfolios } from '../support/seeded-event';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = allocationMessages;
let t: TestApp;
let smtp: SmtpCapture;
let headers: Record<string, string>;
let otherAdmin: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  headers = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
  otherAdmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

// ---------------------------------------------------------------------------------------------------------
// An event of a few seats, its delegates, the calls

/** Alpha Council: a1 a2 a3; Beta Assembly: b1 b2; Gamma Court: c1. */
const smallCommittees = [
  { code: 'A', displayName: 'Alpha Council', portfolios: ['a1', 'a2', 'a3'] },
  { code: 'B', displayName: 'Beta Assembly', portfolios: ['b1', 'b2'] },
  { code: 'C', displayName: 'Gamma Court', portfolios: ['c1'] },
];

async function createEvent(
  list: { code: string; displayName: string; portfolios: string[] }[] = smallCommittees,
): Promise<string> {
  const name = `Allocation Conference ${randomBytes(4).toString('hex')}`;
  const [event] = await t.db.insert(events).values({ name }).returning({ id: events.id });
  for (const [position, c] of list.entries()) {
    const [row] = await t.db
      .insert(committees)
      .values({ eventId: event!.id, code: c.code, displayName: c.displayName, position })
      .returning({ id: committees.id });
    await t.db
      .insert(portfolios)
      .values(c.portfolios.map((name, i) => ({ committeeId: row!.id, name, position: i })));
  }
  return name;
}

let clock = Date.UTC(2025, 0, 1);

interface Delegate {
  id: string;
  user: TestUser;
}

/** A registration of the event with these ranked preferences, registered after every earlier one. */
async function delegate(
  eventName: string,
  committeePreference: string[],
  portfolioPreference: string[],
  options: Parameters<typeof createRegistration>[1] = {},
): Promise<Delegate> {
  clock += 60_000;
  const reg = await createRegistration(t.db, {
    eventName,
    status: 'confirmed',
    registeredAt: new Date(clock),
    ...options,
  });
  await t.db
    .update(registrations)
    .set({ committeePreference, portfolioPreference })
    .where(eq(registrations.id, reg.id));
  return reg;
}

const base = (eventName: string) => `/v1/api/admin/events/${encodeURIComponent(eventName)}/allocation`;

const preview = (eventName: string, json: Record<string, unknown> = {}, as = headers) =>
  request(t.app, { method: 'POST', url: `${base(eventName)}/preview`, headers: as, json });

const apply = (eventName: string, seats: AssignedSeat[], as = headers) =>
  request(t.app, { method: 'POST', url: `${base(eventName)}/apply`, headers: as, json: { seats } });

async function previewOk(eventName: string, json: Record<string, unknown> = {}): Promise<AllocationPreview> {
  const res = await preview(eventName, json);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The seats of a preview's placements, as the apply takes them. */
const seatsOf = (p: AllocationPreview): AssignedSeat[] =>
  p.placements.filter((x) => x.seat !== null).map((x) => ({ registrationId: x.registrationId, ...x.seat! }));

const placementOf = (p: AllocationPreview, d: Delegate) =>
  p.placements.find((x) => x.registrationId === d.id);

const seatOfRow = async (id: string) => {
  const [row] = await t.db
    .select({ committee: registrations.assignedCommittee, portfolio: registrations.assignedPortfolio })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row!;
};

async function outboxCount() {
  const [row] = await t.db.select({ n: count() }).from(outbox);
  return row!.n;
}

const allocateEntries = (eventName: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'registrations.allocate'), eq(auditLog.targetId, eventName)));

function expectConflicts(res: LightMyRequestResponse, error: string, conflicts: AllocationConflict[]) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { error, conflicts } });
}

/**
 * The scenario of the small event: b1 already held by `holder`; a pending, a declined and an unpaid member's
 * registration that must not be allocated; five confirmed delegates without a seat, in this order.
 */
async function scenario() {
  const eventName = await createEvent();
  const holder = await delegate(eventName, ['B'], ['b1'], {
    assignedCommittee: 'B',
    assignedPortfolio: 'b1',
  });
  const pending = await delegate(eventName, ['A'], ['a1'], { status: 'pending' });
  const declined = await delegate(eventName, ['A'], ['a1'], { status: 'declined' });
  const d1 = await delegate(eventName, ['A'], ['a1', 'a2'], { userOptions: { name: '=HYPERLINK("x")' } });
  const d2 = await delegate(eventName, ['A'], ['a1', 'a2']);
  const d3 = await delegate(eventName, ['B'], ['b1']);
  // A member whose group is gone (its leader's account was deleted): not paid for, so not allocated.
  const member = await delegate(eventName, ['A'], ['a1']);
  await t.db
    .update(registrations)
    .set({ kind: 'member', groupId: null })
    .where(eq(registrations.id, member.id));
  const d4 = await delegate(eventName, ['B'], ['b2']);
  const d5 = await delegate(eventName, ['A'], ['a1']);
  return { eventName, holder, pending, declined, member, d1, d2, d3, d4, d5 };
}

// ---------------------------------------------------------------------------------------------------------

describe('POST /admin/events/:eventName/allocation/preview', () => {
  it('proposes the optimal seat of each confirmed, unassigned delegate and says which choice it is', async () => {
    const s = await scenario();
    const before = await snapshotDatabase(t.db);
    const p = await previewOk(s.eventName);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);

    expect(p.message).toBe(m.previewed);
    expect(p.eventName).toBe(s.eventName);
    // Only the confirmed delegates without a seat, in registration order (the member set aside).
    expect(p.placements.map((x) => x.registrationId)).toEqual([s.d1.id, s.d2.id, s.d3.id, s.d4.id, s.d5.id]);
    const explained = p.placements.map((x) => ({
      seat: x.seat,
      choice: x.choice,
      cost: x.cost,
      source: x.source,
    }));
    // d3 wants b1, held already: b2 would be their committee's other seat (10), but it is d4's first choice
    // (0), so d3 takes c1 outside their preferences (20): 31 in all, where first come, first served costs 41.
    expect(explained).toEqual([
      {
        seat: { committee: 'A', portfolio: 'a1' },
        choice: { kind: 'portfolio', rank: 1 },
        cost: 0,
        source: 'allocated',
      },
      {
        seat: { committee: 'A', portfolio: 'a2' },
        choice: { kind: 'portfolio', rank: 2 },
        cost: 1,
        source: 'allocated',
      },
      {
        seat: { committee: 'C', portfolio: 'c1' },
        choice: { kind: 'outside' },
        cost: 20,
        source: 'allocated',
      },
      {
        seat: { committee: 'B', portfolio: 'b2' },
        choice: { kind: 'portfolio', rank: 1 },
        cost: 0,
        source: 'allocated',
      },
      {
        seat: { committee: 'A', portfolio: 'a3' },
        choice: { kind: 'committee', rank: 1 },
        cost: 10,
        source: 'allocated',
      },
    ]);
    expect(placementOf(p, s.d1)).toMatchObject({
      name: '=HYPERLINK("x")',
      email: s.d1.user.email,
      kind: 'individual',
      committeePreference: ['A'],
      portfolioPreference: ['a1', 'a2'],
    });
    expect(p.excluded).toEqual([
      expect.objectContaining({
        registrationId: s.member.id,
        email: s.member.user.email,
        reason: 'leaderDeleted',
      }),
    ]);
    expect(p.summary).toEqual({
      delegates: 5,
      placed: 5,
      unplaced: 0,
      totalCost: 31,
      firstChoice: { count: 2, share: 0.4 },
      topThree: { count: 3, share: 0.6 },
      anyPortfolio: { count: 3, share: 0.6 },
      anyPreference: { count: 4, share: 0.8 },
      committees: [
        { code: 'A', taken: 3, total: 3 },
        { code: 'B', taken: 2, total: 2 },
        { code: 'C', taken: 1, total: 1 },
      ],
      seatsLeft: 0,
    });
    expect(p.weights).toEqual({
      portfolio: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      committee: [10, 12, 14],
      outside: 20,
      unplaced: 40,
    });
    // Every seat of the event, with who holds it already and whom this preview gives it.
    expect(p.committees).toEqual([
      {
        code: 'A',
        displayName: 'Alpha Council',
        seats: [
          { portfolio: 'a1', heldBy: null, proposedFor: s.d1.id },
          { portfolio: 'a2', heldBy: null, proposedFor: s.d2.id },
          { portfolio: 'a3', heldBy: null, proposedFor: s.d5.id },
        ],
      },
      {
        code: 'B',
        displayName: 'Beta Assembly',
        seats: [
          { portfolio: 'b1', heldBy: s.holder.id, proposedFor: null },
          { portfolio: 'b2', heldBy: null, proposedFor: s.d4.id },
        ],
      },
      {
        code: 'C',
        displayName: 'Gamma Court',
        seats: [{ portfolio: 'c1', heldBy: null, proposedFor: s.d3.id }],
      },
    ]);
  });

  it('leaves the later registration unplaced when two want the only seat, with the reason', async () => {
    const eventName = await createEvent([{ code: 'K', displayName: 'Kappa', portfolios: ['k1'] }]);
    // Written first, registered later: registration order decides, not the order of the rows.
    clock += 3_600_000;
    const late = await createRegistration(t.db, {
      eventName,
      status: 'confirmed',
      registeredAt: new Date(clock),
    });
    const early = await createRegistration(t.db, {
      eventName,
      status: 'confirmed',
      registeredAt: new Date(clock - 60_000),
    });
    for (const reg of [late, early]) {
      await t.db
        .update(registrations)
        .set({ committeePreference: ['K'], portfolioPreference: ['k1'] })
        .where(eq(registrations.id, reg.id));
    }
    const p = await previewOk(eventName);
    expect(p.placements.map((x) => [x.registrationId, x.seat, x.choice])).toEqual([
      [early.id, { committee: 'K', portfolio: 'k1' }, { kind: 'portfolio', rank: 1 }],
      [late.id, null, { kind: 'unplaced', reason: 'noSeatLeft' }],
    ]);
    expect(p.summary).toMatchObject({ delegates: 2, placed: 1, unplaced: 1, seatsLeft: 0 });
  });

  it('uses the weights sent, and refuses weights out of order', async () => {
    const s = await scenario();
    const p = await previewOk(s.eventName, { weights: { outside: 15 } });
    expect(p.weights.outside).toBe(15);
    expect(placementOf(p, s.d3)).toMatchObject({ choice: { kind: 'outside' }, cost: 15 });
    expect(p.summary.totalCost).toBe(26);
    const res = await preview(s.eventName, { weights: { outside: 5 } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: m.outsideLast },
    });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await preview('No Such Conference');
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: messages.admin.noSuchEvent },
    });
  });
});

describe('locks and overrides', () => {
  it('keeps the locked and overridden seats exactly and allocates the others around them', async () => {
    const s = await scenario();
    const first = await previewOk(s.eventName);
    // Keep d3's proposed seat; give d1 a3 (proposed for d5) instead of a1.
    const lock = { registrationId: s.d3.id, ...placementOf(first, s.d3)!.seat! };
    const override = { registrationId: s.d1.id, committee: 'A', portfolio: 'a3' };
    const p = await previewOk(s.eventName, { locks: [lock], overrides: [override] });
    const byId = Object.fromEntries(p.placements.map((x) => [x.registrationId, x]));
    expect(byId[s.d1.id]).toMatchObject({
      seat: { committee: 'A', portfolio: 'a3' },
      choice: { kind: 'committee', rank: 1 },
      source: 'override',
    });
    expect(byId[s.d3.id]).toMatchObject({
      seat: { committee: 'C', portfolio: 'c1' },
      choice: { kind: 'outside' },
      source: 'locked',
    });
    // Around them: a1 and a2 left for d2 and d5; d5's only wish is a1, d2 is content with a2.
    expect(byId[s.d2.id]).toMatchObject({ seat: { committee: 'A', portfolio: 'a2' }, source: 'allocated' });
    expect(byId[s.d5.id]).toMatchObject({
      seat: { committee: 'A', portfolio: 'a1' },
      choice: { kind: 'portfolio', rank: 1 },
      source: 'allocated',
    });
    expect(byId[s.d4.id]).toMatchObject({ seat: { committee: 'B', portfolio: 'b2' } });
    // The same request gives the same answer.
    expect(await previewOk(s.eventName, { locks: [lock], overrides: [override] })).toEqual(p);
  });

  it('answers 409 with the conflicts when a lock or override can no longer be kept', async () => {
    const s = await scenario();
    const stranger = await createRegistration(t.db, { status: 'confirmed' }); // of another event
    const res = await preview(s.eventName, {
      locks: [
        { registrationId: s.d1.id, committee: 'B', portfolio: 'b1' },
        { registrationId: s.pending.id, committee: 'A', portfolio: 'a1' },
        { registrationId: s.holder.id, committee: 'A', portfolio: 'a2' },
      ],
      overrides: [
        { registrationId: s.d2.id, committee: 'A', portfolio: 'zz' },
        { registrationId: s.member.id, committee: 'C', portfolio: 'c1' },
        { registrationId: stranger.id, committee: 'A', portfolio: 'a3' },
      ],
    });
    expectConflicts(res, m.lockConflicts, [
      { registrationId: s.d1.id, committee: 'B', portfolio: 'b1', reason: 'seatTaken', heldBy: s.holder.id },
      { registrationId: s.pending.id, committee: 'A', portfolio: 'a1', reason: 'notConfirmed', heldBy: null },
      {
        registrationId: s.holder.id,
        committee: 'A',
        portfolio: 'a2',
        reason: 'alreadyAssigned',
        heldBy: null,
      },
      { registrationId: s.d2.id, committee: 'A', portfolio: 'zz', reason: 'noSuchSeat', heldBy: null },
      { registrationId: s.member.id, committee: 'C', portfolio: 'c1', reason: 'groupNotPaid', heldBy: null },
      {
        registrationId: stranger.id,
        committee: 'A',
        portfolio: 'a3',
        reason: 'noSuchRegistration',
        heldBy: null,
      },
    ]);
  });

  it('refuses a request giving one delegate two seats or one seat twice (400)', async () => {
    const s = await scenario();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          locks: [{ registrationId: s.d1.id, committee: 'A', portfolio: 'a1' }],
          overrides: [{ registrationId: s.d1.id, committee: 'A', portfolio: 'a2' }],
        },
        m.delegateTwice,
      ],
      [
        {
          locks: [
            { registrationId: s.d1.id, committee: 'A', portfolio: 'a1' },
            { registrationId: s.d2.id, committee: 'A', portfolio: 'a1' },
          ],
        },
        m.seatTwice,
      ],
      [{ locks: [{ registrationId: 'not-an-id', committee: 'A', portfolio: 'a1' }] }, m.noSuchRegistration],
    ];
    for (const [body, error] of cases) {
      const res = await preview(s.eventName, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
  });
});

describe('POST /admin/events/:eventName/allocation/apply', () => {
  it('writes every seat, emails each delegate through the outbox and records one audit entry with the summary', async () => {
    const s = await scenario();
    const p = await previewOk(s.eventName);
    const outboxBefore = await outboxCount();
    const res = await apply(s.eventName, seatsOf(p));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AllocationApplyResponse>();
    expect(body.message).toBe(m.applied);
    expect(body.assigned.map((a) => [a.registrationId, a.seat, a.choice])).toEqual(
      p.placements.map((x) => [x.registrationId, x.seat, x.choice]),
    );
    expect(body.summary).toEqual(p.summary);

    for (const x of p.placements) expect(await seatOfRow(x.registrationId)).toEqual(x.seat);
    for (const other of [s.pending, s.declined, s.member]) {
      expect(await seatOfRow(other.id)).toEqual({ committee: null, portfolio: null });
    }

    // One email per delegate, the manual assignment's, with the committee's display name.
    expect(await outboxCount()).toBe(outboxBefore + 5);
    await t.app.mailer.drain();
    for (const x of p.placements) {
      const mail = await smtp.waitFor(x.email);
      expect(mail.subject).toContain('your committee and portfolio');
      expect(mail.text).toContain(x.seat!.portfolio);
      expect(mail.text).toContain(smallCommittees.find((c) => c.code === x.seat!.committee)!.displayName);
    }
    expect(smtp.messages).toHaveLength(5);

    const entries = await allocateEntries(s.eventName);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      targetType: 'event',
      targetId: s.eventName,
      details: {
        eventName: s.eventName,
        seats: 5,
        firstChoice: 2,
        topThree: 3,
        anyPreference: 4,
        summary: p.summary,
      },
    });
    expect((entries[0]!.details as { assignments: unknown[] }).assignments).toContainEqual({
      registrationId: s.d3.id,
      email: s.d3.user.email,
      committee: 'C',
      portfolio: 'c1',
      choice: 'Outside their preferences',
    });

    // Nothing is left to allocate, and every seat is held.
    const after = await previewOk(s.eventName);
    expect(after.placements).toEqual([]);
    expect(after.committees.flatMap((c) => c.seats.map((x) => x.heldBy))).not.toContain(null);
    // Applying again changes nothing.
    const again = await apply(s.eventName, seatsOf(p));
    expect(again.statusCode).toBe(409);
    expect(new Set(again.json().conflicts.map((c: AllocationConflict) => c.reason))).toEqual(
      new Set(['alreadyAssigned']),
    );
  });

  it('applies a part of the proposal with an override, and the rest stays for a later run', async () => {
    const s = await scenario();
    const res = await apply(s.eventName, [
      { registrationId: s.d3.id, committee: 'B', portfolio: 'b2' },
      { registrationId: s.d1.id, committee: 'A', portfolio: 'a2' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assigned.map((a: { choice: unknown }) => a.choice)).toEqual([
      { kind: 'committee', rank: 1 },
      { kind: 'portfolio', rank: 2 },
    ]);
    const p = await previewOk(s.eventName);
    expect(p.placements.map((x) => x.registrationId)).toEqual([s.d2.id, s.d4.id, s.d5.id]);
    expect(placementOf(p, s.d2)!.seat).toEqual({ committee: 'A', portfolio: 'a1' });
  });

  it('applies nothing and answers 409 with every conflict when any seat cannot be given', async () => {
    const s = await scenario();
    const before = await snapshotDatabase(t.db);
    const res = await apply(s.eventName, [
      { registrationId: s.d1.id, committee: 'A', portfolio: 'a1' },
      { registrationId: s.d2.id, committee: 'B', portfolio: 'b1' },
      { registrationId: s.member.id, committee: 'A', portfolio: 'a2' },
      { registrationId: s.declined.id, committee: 'A', portfolio: 'a3' },
      { registrationId: s.d3.id, committee: 'D', portfolio: 'b2' },
    ]);
    expectConflicts(res, m.applyConflicts, [
      { registrationId: s.d2.id, committee: 'B', portfolio: 'b1', reason: 'seatTaken', heldBy: s.holder.id },
      { registrationId: s.member.id, committee: 'A', portfolio: 'a2', reason: 'groupNotPaid', heldBy: null },
      {
        registrationId: s.declined.id,
        committee: 'A',
        portfolio: 'a3',
        reason: 'notConfirmed',
        heldBy: null,
      },
      { registrationId: s.d3.id, committee: 'D', portfolio: 'b2', reason: 'noSuchSeat', heldBy: null },
    ]);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('refuses an empty list, a delegate twice or a seat twice (400), writing nothing', async () => {
    const s = await scenario();
    const before = await snapshotDatabase(t.db);
    const cases: [AssignedSeat[], string][] = [
      [[], m.noSeats],
      [
        [
          { registrationId: s.d1.id, committee: 'A', portfolio: 'a1' },
          { registrationId: s.d1.id, committee: 'A', portfolio: 'a2' },
        ],
        m.delegateTwice,
      ],
      [
        [
          { registrationId: s.d1.id, committee: 'A', portfolio: 'a1' },
          { registrationId: s.d2.id, committee: 'A', portfolio: 'a1' },
        ],
        m.seatTwice,
      ],
    ];
    for (const [seats, error] of cases) {
      const res = await apply(s.eventName, seats);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });
});

describe('concurrent admins', () => {
  it('answers 409 with the conflict, applying nothing, when another admin assigned a proposed seat meanwhile', async () => {
    const s = await scenario();
    const p = await previewOk(s.eventName);
    // Another admin confirms a late registration and gives it d1's proposed seat by hand.
    const late = await delegate(s.eventName, ['A'], ['a1']);
    const manual = await adminPut(t.app, '/admin/assign/portfolios', otherAdmin, {
      eventID: late.id,
      committee: 'A',
      portfolio: 'a1',
    });
    expect(manual.statusCode, manual.body).toBe(200);

    const before = await snapshotDatabase(t.db);
    const res = await apply(s.eventName, seatsOf(p));
    expectConflicts(res, m.applyConflicts, [
      { registrationId: s.d1.id, committee: 'A', portfolio: 'a1', reason: 'seatTaken', heldBy: late.id },
    ]);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    expect(await allocateEntries(s.eventName)).toEqual([]);

    // The page drops nothing and runs it again: the new proposal goes around the seat, and applies.
    const rerun = await previewOk(s.eventName);
    expect(rerun.committees[0]!.seats[0]).toEqual({ portfolio: 'a1', heldBy: late.id, proposedFor: null });
    const applied = await apply(s.eventName, seatsOf(rerun));
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('lets exactly one of two identical applies sent at once write anything', async () => {
    const s = await scenario();
    const seats = seatsOf(await previewOk(s.eventName));
    const outboxBefore = await outboxCount();
    const results = await Promise.all([apply(s.eventName, seats), apply(s.eventName, seats, otherAdmin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error).toBe(m.applyConflicts);
    expect(await outboxCount()).toBe(outboxBefore + seats.length);
    expect(await allocateEntries(s.eventName)).toHaveLength(1);
    for (const seat of seats) {
      expect(await seatOfRow(seat.registrationId)).toEqual({
        committee: seat.committee,
        portfolio: seat.portfolio,
      });
    }
  });

  it('lets exactly one of two applies sharing a seat win, all of its seats or none', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await scenario();
      const first = [
        { registrationId: s.d1.id, committee: 'A', portfolio: 'a1' },
        { registrationId: s.d2.id, committee: 'A', portfolio: 'a2' },
      ];
      const second = [
        { registrationId: s.d4.id, committee: 'B', portfolio: 'b2' },
        { registrationId: s.d5.id, committee: 'A', portfolio: 'a2' },
      ];
      const results = await Promise.all([apply(s.eventName, first), apply(s.eventName, second, otherAdmin)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [winner, loser] = results[0]!.statusCode === 200 ? [first, second] : [second, first];
      for (const seat of winner) {
        expect(await seatOfRow(seat.registrationId)).toEqual({
          committee: seat.committee,
          portfolio: seat.portfolio,
        });
      }
      for (const seat of loser)
        expect(await seatOfRow(seat.registrationId)).toEqual({ committee: null, portfolio: null });
      const conflicts = results.find((r) => r.statusCode === 409)!.json().conflicts as AllocationConflict[];
      expect(conflicts).toEqual([
        expect.objectContaining({ committee: 'A', portfolio: 'a2', reason: 'seatTaken' }),
      ]);
      expect(await allocateEntries(s.eventName)).toHaveLength(1);
    }
  });

  it('on PostgreSQL, lets the unique index decide a seat taken by a transaction that commits while the apply waits', async (test) => {
    if (t.database.kind !== 'postgres') test.skip();
    const s = await scenario();
    const rival = await delegate(s.eventName, ['A'], ['a1']);
    const seats = [
      { registrationId: s.d1.id, committee: 'A', portfolio: 'a1' },
      { registrationId: s.d2.id, committee: 'A', portfolio: 'a2' },
    ];
    const outboxBefore = await outboxCount();
    let answer: Promise<LightMyRequestResponse> | undefined;
    await t.db.transaction(async (tx) => {
      // Another admin's assignment of a1, not yet committed: the apply's checks cannot see it.
      await tx
        .update(registrations)
        .set({ assignedCommittee: 'A', assignedPortfolio: 'a1' })
        .where(eq(registrations.id, rival.id));
      answer = apply(s.eventName, seats);
      // Wait until the apply waits on that transaction (its write of a1 meets the unique index).
      for (let i = 0; ; i++) {
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row!.n > 0) break;
        if (i > 500) throw new Error('the apply never waited on the index');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expectConflicts(await answer!, m.applyConflicts, [
      { registrationId: s.d1.id, committee: 'A', portfolio: 'a1', reason: 'seatTaken', heldBy: rival.id },
    ]);
    expect(await seatOfRow(s.d2.id)).toEqual({ committee: null, portfolio: null });
    expect(await outboxCount()).toBe(outboxBefore);
    expect(await allocateEntries(s.eventName)).toEqual([]);
  });
});

describe('who may call it', () => {
  it('answers admins and superadmins only: 401 without a session, 403 to clients, writing nothing', async () => {
    const s = await scenario();
    const client = bearer(await sessionFor(t.db, await createUser(t.db)));
    const seats = [{ registrationId: s.d1.id, committee: 'A', portfolio: 'a1' }];
    const calls = (as: Record<string, string>) => [
      request(t.app, { method: 'POST', url: `${base(s.eventName)}/preview`, headers: as, json: {} }),
      request(t.app, { method: 'POST', url: `${base(s.eventName)}/preview.csv`, headers: as, json: {} }),
      request(t.app, { method: 'POST', url: `${base(s.eventName)}/apply`, headers: as, json: { seats } }),
      request(t.app, { method: 'GET', url: `${base(s.eventName)}/applied.csv`, headers: as }),
    ];
    const before = await snapshotDatabase(t.db);
    for (const [as, status, error] of [
      [{}, 401, messages.auth.unauthorized],
      [client, 403, messages.generic.notAuthorized],
    ] as const) {
      for (const res of await Promise.all(calls(as))) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
      }
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });
});

describe('CSV exports', () => {
  const exportEntries = (eventName: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registrations.export'), eq(auditLog.targetId, eventName)));

  function expectCsv(res: LightMyRequestResponse, filename: string): string[][] {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="${filename}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return parseCsv(res.body.slice(1));
  }

  it('exports the proposed allocation, locks and overrides included, formula-safe', async () => {
    const s = await scenario();
    const body = { overrides: [{ registrationId: s.d1.id, committee: 'A', portfolio: 'a3' }] };
    const p = await previewOk(s.eventName, body);
    const res = await request(t.app, {
      method: 'POST',
      url: `${base(s.eventName)}/preview.csv`,
      headers,
      json: body,
    });
    const rows = expectCsv(res, `${s.eventName}-allocation-proposed.csv`);
    expect(rows[0]).toEqual([
      'Registration ID',
      'Name',
      'Email',
      'Kind',
      'Registered at',
      'Committee preference',
      'Portfolio preference',
      'Committee',
      'Portfolio',
      'Choice',
      'Source',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      ...p.placements.map((x) => x.registrationId),
      s.member.id,
    ]);
    const row = (id: string) => rows.find((r) => r[0] === id)!;
    // The name a registrant typed as a formula is text in a spreadsheet.
    expect(row(s.d1.id).slice(1)).toEqual([
      `'=HYPERLINK("x")`,
      s.d1.user.email,
      'individual',
      placementOf(p, s.d1)!.registeredAt,
      'A',
      'a1; a2',
      'A',
      'a3',
      'Another portfolio of their 1st committee',
      'Override',
    ]);
    expect(row(s.d2.id).slice(7)).toEqual(['A', 'a2', '2nd portfolio choice', 'Proposed']);
    expect(row(s.d5.id).slice(7)).toEqual(['A', 'a1', '1st portfolio choice', 'Proposed']);
    expect(row(s.d3.id).slice(7)).toEqual(['C', 'c1', 'Outside their preferences', 'Proposed']);
    expect(row(s.member.id).slice(7)).toEqual([
      '',
      '',
      `Not allocated: ${messages.admin.groupPaymentLabel.leaderDeleted}`,
      '',
    ]);
    expect((await exportEntries(s.eventName)).map((e) => e.details)).toEqual([
      { export: 'allocation.proposed' },
    ]);
  });

  it('exports the applied allocation: every seat held in seat order, then the confirmed without one', async () => {
    const s = await scenario();
    const p = await previewOk(s.eventName);
    expect((await apply(s.eventName, seatsOf(p))).statusCode).toBe(200);
    const res = await request(t.app, { method: 'GET', url: `${base(s.eventName)}/applied.csv`, headers });
    const rows = expectCsv(res, `${s.eventName}-allocation.csv`);
    expect(rows[0]).toEqual([
      'Registration ID',
      'Name',
      'Email',
      'Kind',
      'Status',
      'Committee',
      'Committee name',
      'Portfolio',
      'Choice',
      'Committee preference',
      'Portfolio preference',
      'Registered at',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[5], r[7], r[8]])).toEqual([
      [s.d1.id, 'A', 'a1', '1st portfolio choice'],
      [s.d2.id, 'A', 'a2', '2nd portfolio choice'],
      [s.d5.id, 'A', 'a3', 'Another portfolio of their 1st committee'],
      [s.holder.id, 'B', 'b1', '1st portfolio choice'],
      [s.d4.id, 'B', 'b2', '1st portfolio choice'],
      [s.d3.id, 'C', 'c1', 'Outside their preferences'],
      [s.member.id, '', '', m.choice.notAssigned],
    ]);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("x")`);
    expect(rows[1]![6]).toBe('Alpha Council');
    expect((await exportEntries(s.eventName)).map((e) => e.details)).toEqual([
      { export: 'allocation.applied' },
    ]);
  });
});

describe('ranked preferences', () => {
  it('are stored and answered in the order submitted, and the allocator reads them as ranks', async () => {
    await setRegistrationOpen(t.db, true);
    const ib = seededPortfolios.IB;
    const unhrc = seededPortfolios.UNHRC;
    // Neither alphabetical nor grouped by committee: the order is the delegate's.
    const committeePreference = ['UNHRC', 'IB'];
    const portfolioPreference = [ib[4]!, unhrc[7]!, ib[1]!, unhrc[2]!];
    const { user, headers: registrant } = await createRegistrant(t.db);
    const res = await postRegistration(
      t.app,
      registrant,
      await individualBody({ committeePreference, portfolioPreference }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select({
        id: registrations.id,
        committeePreference: registrations.committeePreference,
        portfolioPreference: registrations.portfolioPreference,
      })
      .from(registrations)
      .where(eq(registrations.userId, user.id));
    expect(row).toMatchObject({ committeePreference, portfolioPreference });

    const detail = await request(t.app, {
      method: 'GET',
      url: `/v1/api/admin/registrations/${row!.id}`,
      headers,
    });
    expect(detail.json().registration).toMatchObject({ committeePreference, portfolioPreference });

    // Confirming needs the money received (docs/decisions/0053-payment-model.md).
    const received = await adminPut(t.app, `/admin/registrations/${row!.id}/payment/received`, headers, {
      note: 'On the statement',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await adminPut(t.app, '/confirm/reg', headers, { regID: row!.id })).statusCode).toBe(200);
    const p = await previewOk(EVENT_NAME);
    const mine = p.placements.find((x) => x.registrationId === row!.id)!;
    expect(mine).toMatchObject({
      committeePreference,
      portfolioPreference,
      seat: { committee: 'IB', portfolio: ib[4] },
      choice: { kind: 'portfolio', rank: 1 },
    });
    // The second choice, once the first is held.
    await createRegistration(t.db, {
      status: 'confirmed',
      assignedCommittee: 'IB',
      assignedPortfolio: ib[4]!,
    });
    const next = (await previewOk(EVENT_NAME)).placements.find((x) => x.registrationId === row!.id)!;
    expect(next).toMatchObject({
      seat: { committee: 'UNHRC', portfolio: unhrc[7] },
      choice: { kind: 'portfolio', rank: 2 },
    });
  });
});
