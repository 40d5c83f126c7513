/**
 * The admin calls take their committees from the event: a second event holding the seeded event's four
 * committees and a fifth one (written through the committees and portfolios tables) shows five committees in
 * GET /admin/events, the list's committee filter, the overview and the CSV export, and accepts an assignment
 * to the fifth; the seeded event and its registrations are unaffected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { exportColumns } from '../../src/server/modules/admin/export';
import {
  EVENT_NAME,
  adminGet,
  adminPut,
  committeeListsOf,
  committeeOf,
  createEventWithCommittees,
  createRegistration,
  csvUrl,
  listUrl,
  parseCsv,
} from '../support/admin';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';
import { seededCommittees, seededDisplayNames } from '../support/seeded-event';

const csvColumns = exportColumns.map((column) => column.header);

const NEXT_EVENT = 'Annual Conference 2026';
const fifth = {
  code: 'UNSC',
  displayName: 'United Nations Security Council',
  portfolios: Array.from({ length: 20 }, (_, i) => `Member State ${i + 1}`),
};
const seededRefs = seededCommittees.map((code) => ({ code, displayName: seededDisplayNames[code] }));
const fiveRefs = [...seededRefs, { code: fifth.code, displayName: fifth.displayName }];

let t: TestApp;
let admin: TestUser;
let headers: Record<string, string>;
let seededAssigned: Awaited<ReturnType<typeof createRegistration>>;
let seededPending: Awaited<ReturnType<typeof createRegistration>>;
let inFifth: Awaited<ReturnType<typeof createRegistration>>;
let nextPending: Awaited<ReturnType<typeof createRegistration>>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = await createUser(t.db, { role: 'admin' });
  headers = bearer(await sessionFor(t.db, admin));
  const ib = await committeeOf(t.db, 'IB');
  seededAssigned = await createRegistration(t.db, {
    status: 'confirmed',
    assignedCommittee: 'IB',
    assignedPortfolio: ib.portfolios[0]!,
    registeredAt: new Date('2024-09-01T00:00:00Z'),
  });
  seededPending = await createRegistration(t.db, { registeredAt: new Date('2024-09-02T00:00:00Z') });
  await createEventWithCommittees(t.db, NEXT_EVENT, { extra: [fifth] });
  inFifth = await createRegistration(t.db, {
    eventName: NEXT_EVENT,
    status: 'confirmed',
    assignedCommittee: fifth.code,
    assignedPortfolio: fifth.portfolios[0]!,
    registeredAt: new Date('2026-01-05T00:00:00Z'),
  });
  nextPending = await createRegistration(t.db, {
    eventName: NEXT_EVENT,
    registeredAt: new Date('2026-01-06T00:00:00Z'),
  });
});
afterAll(() => t?.close());

const ids = (res: { json(): { registrations: { _id: string }[] } }) =>
  res.json().registrations.map((r) => r._id);

describe('an event with a fifth committee', () => {
  it('GET /admin/events gives each event its own committees, in order, with its counts', async () => {
    const res = await adminGet(t.app, '/admin/events', headers);
    expect(res.statusCode).toBe(200);
    // The two events of this file (the seeded Mock MUN is listed too, after them).
    const events = (
      res.json().events as { eventName: string; committees: unknown; counts: unknown }[]
    ).filter((e) => e.eventName === EVENT_NAME || e.eventName === NEXT_EVENT);
    expect(events.map((e) => e.eventName)).toEqual([EVENT_NAME, NEXT_EVENT]);
    expect(events[0]).toMatchObject({
      committees: seededRefs,
      counts: { total: 2, pending: 1, confirmed: 1, declined: 0 },
    });
    expect(events[1]).toMatchObject({
      committees: fiveRefs,
      counts: { total: 2, pending: 1, confirmed: 1, declined: 0 },
    });
  });

  it("filters the new event's list by the fifth committee, which the seeded event does not have", async () => {
    expect(ids(await adminGet(t.app, listUrl(NEXT_EVENT, `committee=${fifth.code}`), headers))).toEqual([
      inFifth.id,
    ]);
    expect(ids(await adminGet(t.app, listUrl(NEXT_EVENT), headers))).toEqual([inFifth.id, nextPending.id]);
    const other = await adminGet(t.app, listUrl(EVENT_NAME, `committee=${fifth.code}`), headers);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 400,
      body: { error: messages.admin.invalidCommittee },
    });
  });

  it("counts the fifth committee in the overview, each event's committees in its order", async () => {
    const body = (await adminGet(t.app, '/admin/overview', headers)).json();
    const ofThisFile = (body.byCommittee as { eventName: string }[]).filter(
      (row) => row.eventName === EVENT_NAME || row.eventName === NEXT_EVENT,
    );
    expect(ofThisFile).toEqual([
      ...seededRefs.map((c) => ({
        eventName: EVENT_NAME,
        committee: c.code,
        displayName: c.displayName,
        count: c.code === 'IB' ? 1 : 0,
      })),
      ...fiveRefs.map((c) => ({
        eventName: NEXT_EVENT,
        committee: c.code,
        displayName: c.displayName,
        count: c.code === fifth.code ? 1 : 0,
      })),
    ]);
    expect(body.totals).toMatchObject({ registrations: 4, assigned: 2 });
  });

  it('exports the fifth committee in the CSV, filtered by it or not', async () => {
    const csv = async (eventName: string, query = '') => {
      const res = await adminGet(t.app, csvUrl(eventName, query), headers);
      expect(res.statusCode).toBe(200);
      return parseCsv(res.rawPayload.toString('utf8').slice(1)).slice(1);
    };
    const column = (name: (typeof csvColumns)[number]) => csvColumns.indexOf(name);
    const filtered = await csv(NEXT_EVENT, `committee=${fifth.code}`);
    expect(
      filtered.map((r) => [r[0], r[column('Assigned committee')], r[column('Assigned portfolio')]]),
    ).toEqual([[inFifth.id, fifth.code, fifth.portfolios[0]]]);
    expect((await csv(NEXT_EVENT)).map((r) => r[0])).toEqual([inFifth.id, nextPending.id]);
    expect((await csv(EVENT_NAME)).map((r) => r[0])).toEqual([seededAssigned.id, seededPending.id]);
  });

  it('offers the fifth committee and its portfolios in the detail, and assigns one of them', async () => {
    const reg = await createRegistration(t.db, { eventName: NEXT_EVENT, status: 'confirmed' });
    const detail = (await adminGet(t.app, `/admin/registrations/${reg.id}`, headers)).json().registration;
    expect(detail.committees.map((c: { code: string }) => c.code)).toEqual(fiveRefs.map((c) => c.code));
    expect(detail.committees.at(-1)).toEqual({
      ...fifth,
      takenPortfolios: [fifth.portfolios[0]],
    });
    const taken = await adminPut(t.app, '/admin/assign/portfolios', headers, {
      eventID: reg.id,
      committee: fifth.code,
      portfolio: fifth.portfolios[0],
    });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 409,
      body: { error: messages.admin.portfolioAlreadyAssigned },
    });
    const res = await adminPut(t.app, '/admin/assign/portfolios', headers, {
      eventID: reg.id,
      committee: fifth.code,
      portfolio: fifth.portfolios[19],
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.assigned },
    });
    // A seeded registration cannot take the fifth committee: it is not its event's.
    const seeded = await createRegistration(t.db, { status: 'confirmed' });
    const refused = await adminPut(t.app, '/admin/assign/portfolios', headers, {
      eventID: seeded.id,
      committee: fifth.code,
      portfolio: fifth.portfolios[1],
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: messages.admin.invalidCommittee },
    });
  });

  it('leaves the seeded event as it was: its committees, lists and registrations', async () => {
    expect((await committeeListsOf(t.db)).map((c) => ({ code: c.code, displayName: c.displayName }))).toEqual(
      seededRefs,
    );
    const list = (await adminGet(t.app, listUrl(EVENT_NAME), headers)).json();
    expect(list.registrations.map((r: { _id: string }) => r._id)).toEqual([
      seededAssigned.id,
      seededPending.id,
      expect.any(String), // the seeded registration of the previous test
    ]);
    expect(list.registrations[0]).toMatchObject({ assignedCommittee: 'IB', status: 'confirmed' });
    expect(ids(await adminGet(t.app, listUrl(EVENT_NAME, 'committee=IB'), headers))).toEqual([
      seededAssigned.id,
    ]);
    const entries = (await adminGet(t.app, '/admin/getregistered', headers)).json().allSuchEvents as {
      eventName: string;
    }[];
    expect(entries.map((e) => e.eventName)).toEqual([
      EVENT_NAME,
      EVENT_NAME,
      EVENT_NAME,
      NEXT_EVENT,
      NEXT_EVENT,
      NEXT_EVENT,
    ]);
  });
});
