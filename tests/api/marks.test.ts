/**
 * Marks against the event's rubric (src/server/modules/awards/marks.ts): an admin sets the criteria; a chair
 * of the committee saves a seated delegate's marks per session and reads the totals, highest first. Refused:
 * another committee's chair, a delegate, another committee's delegate, a mark out of its criterion's range, an
 * unknown criterion or session. The database keeps one mark per (session, delegate, criterion) and the range,
 * also when two chairs save at once or an admin lowers a maximum.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chairMessages } from '~/shared/desk-messages';
import { markMessages } from '~/shared/paper-messages';
import type { CommitteeMarks, RubricCriterion } from '~/shared/schemas/marks';
import { marks } from '../../src/server/modules/awards/table';
import { committeeSessions } from '../../src/server/modules/chairs/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { type ChairFixture, chairFixture, inviteRow } from '../support/chairs';

const m = markMessages;
let t: TestApp;
let admin: Record<string, string>;
let fx: ChairFixture;
let speech: RubricCriterion;
let diplomacy: RubricCriterion;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT', url: string, headers: Headers, json?: unknown) =>
  request(t.app, { method, url, headers, ...(json === undefined ? {} : { json }) });
const enc = encodeURIComponent;
const rubricUrl = () => `/v1/api/admin/events/${enc(fx.eventName)}/rubric`;
const room = (committee = fx.committee) =>
  `/v1/api/chair/events/${enc(fx.eventName)}/committees/${enc(committee)}/marks`;
const save = (
  headers: Headers,
  registrationId: string,
  given: [RubricCriterion | string, number][],
  sessionId = fx.sessionId,
  committee = fx.committee,
) =>
  call('PUT', room(committee), headers, {
    sessionId,
    registrationId,
    marks: given.map(([c, mark]) => ({ criterionId: typeof c === 'string' ? c : c.id, mark })),
  });
const stored = () => t.db.select().from(marks).where(eq(marks.committeeId, fx.committeeId));

async function seat(committee: string, portfolio: string) {
  const reg = await createRegistration(t.db, { eventName: fx.eventName, status: 'confirmed' });
  await t.db
    .update(registrations)
    .set({ assignedCommittee: committee, assignedPortfolio: portfolio })
    .where(eq(registrations.id, reg.id));
  return reg.id;
}

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
beforeEach(async () => {
  fx = await chairFixture(t.db);
  const res = await call('PUT', rubricUrl(), admin, {
    criteria: [
      { name: 'Speech', maxMark: 10 },
      { name: 'Diplomacy', maxMark: 5 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  [speech, diplomacy] = res.json<{ criteria: RubricCriterion[] }>().criteria as [
    RubricCriterion,
    RubricCriterion,
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('a chair keeps marks', () => {
  it('saves a delegate’s marks per session and reads the totals, highest first', async () => {
    const beta = await seat('CA', 'Beta');
    const res = await save(fx.chair, fx.registrationId, [
      [speech, 7],
      [diplomacy, 3],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [second] = await t.db
      .insert(committeeSessions)
      .values({ eventId: fx.eventId, name: 'Session 2', day: '2031-01-02', startTime: '14:00' })
      .returning({ id: committeeSessions.id });
    expect((await save(fx.chair, beta, [[speech, 9]], second!.id)).statusCode).toBe(200);
    expect((await save(fx.chair, beta, [[speech, 2]])).statusCode).toBe(200);
    const list = await call('GET', room(), fx.chair);
    const body = list.json<CommitteeMarks>();
    expect(body.criteria.map((c) => [c.name, c.maxMark])).toEqual([
      ['Speech', 10],
      ['Diplomacy', 5],
    ]);
    expect(body.marks).toHaveLength(4);
    expect(body.totals.map((x) => [x.portfolio, x.total])).toEqual([
      ['Beta', 11],
      ['Alpha', 10],
    ]);
  });

  it('two chairs saving the same mark at once leave one record, with one of their values', async () => {
    const second = await createUser(t.db);
    await inviteRow(t.db, fx, second.email, 'accepted', second.id);
    const otherChair = bearer(await sessionFor(t.db, second));
    const results = await Promise.all([
      save(fx.chair, fx.registrationId, [[speech, 4]]),
      save(otherChair, fx.registrationId, [[speech, 8]]),
      save(fx.chair, fx.registrationId, [[speech, 6]]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect([4, 8, 6]).toContain(rows[0]!.mark);
  });
});

describe('refusals', () => {
  it('refuses another committee’s chair, the delegate and a client', async () => {
    for (const headers of [
      fx.otherChair,
      fx.delegate,
      bearer(await sessionFor(t.db, await createUser(t.db))),
    ]) {
      for (const res of [
        await save(headers, fx.registrationId, [[speech, 5]]),
        await call('GET', room(), headers),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: chairMessages.notChair });
      }
    }
    // Another committee's chair, in their own room, cannot mark this committee's delegate.
    const own = await save(fx.otherChair, fx.registrationId, [[speech, 5]], fx.sessionId, fx.otherCommittee);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ error: m.notSeated });
    expect(await stored()).toEqual([]);
  });

  it('refuses a mark out of range, an unknown criterion or session, and an unseated delegate', async () => {
    const high = await save(fx.chair, fx.registrationId, [
      [speech, 5],
      [diplomacy, 6],
    ]);
    expect(high.statusCode).toBe(400);
    expect(high.json()).toEqual({ error: m.outOfRange('Diplomacy', 5) });
    const negative = await save(fx.chair, fx.registrationId, [[speech, -1]]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ error: m.invalidMark });
    const unknown = await save(fx.chair, fx.registrationId, [['00000000-0000-4000-8000-000000000000', 1]]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: m.noSuchCriterion });
    const session = await save(
      fx.chair,
      fx.registrationId,
      [[speech, 1]],
      '00000000-0000-4000-8000-000000000000',
    );
    expect(session.statusCode).toBe(404);
    expect(session.json()).toEqual({ error: m.noSuchSession });
    const unseated = await save(fx.chair, await seat('CB', 'Alpha'), [[speech, 1]]);
    expect(unseated.statusCode).toBe(409);
    expect(await stored()).toEqual([]);
  });

  it('refuses a save naming a criterion twice (400, not a database error) and writes nothing', async () => {
    await save(fx.chair, fx.registrationId, [[speech, 4]]);
    const before = await stored();
    for (const twice of [
      [
        [speech, 7],
        [diplomacy, 2],
        [speech, 8],
      ],
      // The database compares uuids regardless of case.
      [
        [speech, 7],
        [speech.id.toUpperCase(), 8],
      ],
    ] as [RubricCriterion | string, number][][]) {
      const res = await save(fx.chair, fx.registrationId, twice);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: m.criterionTwice });
    }
    expect(await stored()).toEqual(before);
  });

  it('the database refuses a mark beyond its criterion’s maximum, written beside the service', async () => {
    await expect(
      t.db.insert(marks).values({
        sessionId: fx.sessionId,
        registrationId: fx.registrationId,
        criterionId: diplomacy.id,
        maxMark: 5,
        committeeId: fx.committeeId,
        mark: 6,
        markedByEmail: 'someone@example.com',
      }),
    ).rejects.toThrow();
    // Nor can a mark claim a maximum its criterion does not have.
    await expect(
      t.db.insert(marks).values({
        sessionId: fx.sessionId,
        registrationId: fx.registrationId,
        criterionId: diplomacy.id,
        maxMark: 50,
        committeeId: fx.committeeId,
        mark: 6,
        markedByEmail: 'someone@example.com',
      }),
    ).rejects.toThrow();
    expect(await stored()).toEqual([]);
  });
});

describe('the rubric', () => {
  it('keeps a criterion with marks and a maximum not below a mark given', async () => {
    await save(fx.chair, fx.registrationId, [[diplomacy, 4]]);
    const removal = await call('PUT', rubricUrl(), admin, {
      criteria: [{ id: speech.id, name: 'Speech', maxMark: 10 }],
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ error: m.criterionHasMarks('Diplomacy') });
    const lower = await call('PUT', rubricUrl(), admin, {
      criteria: [
        { id: speech.id, name: 'Speech', maxMark: 10 },
        { id: diplomacy.id, name: 'Diplomacy', maxMark: 3 },
      ],
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toEqual({ error: m.maxBelowMarks('Diplomacy') });
    const raised = await call('PUT', rubricUrl(), admin, {
      criteria: [
        { id: diplomacy.id, name: 'Diplomacy', maxMark: 20 },
        { id: speech.id, name: 'Speech', maxMark: 10 },
      ],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ mark: 4, maxMark: 20 });
    expect((await call('PUT', rubricUrl(), fx.chair, { criteria: [] })).statusCode).toBe(403);
    const bad = await call('PUT', rubricUrl(), admin, { criteria: [{ name: 'X', maxMark: 0 }] });
    expect(bad.json()).toEqual({ error: m.invalidMax(100) });
  });
});
