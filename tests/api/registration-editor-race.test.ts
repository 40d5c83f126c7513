/**
 * Registrations racing the event editor: the editor's rule (a committee or portfolio in use cannot be
 * removed; a rename carries the registrations along) holds however the requests interleave. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really run at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EditableEvent } from '~/shared/schemas/events';
import { queryRows } from '../../src/server/db/client';
import { events } from '../../src/server/modules/events/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import {
  EVENT_NAME,
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { seededPortfolios } from '../support/seeded-event';

let t: TestApp;
let superadmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
  await setRegistrationOpen(t.db, true);
});
afterAll(() => t?.close());

const editor = (method: 'GET' | 'PUT', rest: string, json?: unknown) =>
  request(t.app, {
    method,
    url: `/v1/api/superadmin/events/${encodeURIComponent(EVENT_NAME)}${rest}`,
    headers: superadmin,
    json,
  });
const editable = async (): Promise<EditableEvent> => (await editor('GET', '')).json().event;

/** The event's committees and portfolios now, and what its registrations store. */
async function stored() {
  const event = await editable();
  const lists = new Map(event.committees.map((c) => [c.code, new Set(c.portfolios.map((p) => p.name))]));
  const rows = await t.db
    .select({ committees: registrations.committeePreference, portfolios: registrations.portfolioPreference })
    .from(registrations)
    .where(sql`${registrations.eventId} = ${event._id}`);
  return { event, lists, rows };
}

describe('registrations racing the event editor', () => {
  it('stores no committee code that a concurrent rename replaced (IPC renamed while 8 choose it)', async () => {
    const before = await editable();
    const ipc = before.committees.find((c) => c.code === 'IPC')!;
    const { _id, registrations: _used, portfolios: _list, ...fields } = ipc;
    const registrants = await Promise.all(Array.from({ length: 8 }, () => createRegistrant(t.db)));
    const bodies = await Promise.all(
      registrants.map(() =>
        individualBody({
          committeePreference: ['IPC', 'UNHRC'],
          portfolioPreference: [seededPortfolios.IPC[0]!, seededPortfolios.UNHRC[0]!],
        }),
      ),
    );
    const answers = await Promise.all([
      ...registrants.map((r, i) => postRegistration(t.app, r.headers, bodies[i])),
      editor('PUT', `/committees/${_id}`, { ...fields, code: 'IPCX' }),
    ]);
    const rename = answers.pop()!;
    expect(rename.statusCode, rename.body).toBe(200);
    for (const answer of answers) {
      // Each registration went in before the rename (and was carried along) or was refused after it.
      if (answer.statusCode !== 200)
        expect(answer.json()).toEqual({ error: messages.registration.invalidCommittee });
    }
    const { lists, rows } = await stored();
    expect(lists.has('IPC')).toBe(false);
    for (const row of rows) for (const code of row.committees) expect(lists.has(code), code).toBe(true);
    const onIpcx = rows.filter((row) => row.committees.includes('IPCX')).length;
    expect(onIpcx).toBe(answers.filter((a) => a.statusCode === 200).length);
    // The editor counts them on IPCX, so it cannot be deleted while they stand.
    expect((await editable()).committees.find((c) => c.code === 'IPCX')!.registrations).toBe(onIpcx);
  });

  it('stores no portfolio that a concurrent list change removed (one dropped while 6 choose it)', async () => {
    const before = await editable();
    const unhrc = before.committees.find((c) => c.code === 'UNHRC')!;
    // A portfolio nobody chose yet; the list without it.
    const target = unhrc.portfolios.find((p) => !p.used)!.name;
    const shorter = unhrc.portfolios.map((p) => p.name).filter((name) => name !== target);
    const registrants = await Promise.all(Array.from({ length: 6 }, () => createRegistrant(t.db)));
    const bodies = await Promise.all(
      registrants.map(() =>
        individualBody({ committeePreference: ['UNHRC'], portfolioPreference: [target] }),
      ),
    );
    const answers = await Promise.all([
      ...registrants.map((r, i) => postRegistration(t.app, r.headers, bodies[i])),
      editor('PUT', `/committees/${unhrc._id}/portfolios`, { portfolios: shorter }),
    ]);
    const change = answers.pop()!;
    const { lists, rows } = await stored();
    const chosen = rows.filter((row) => row.portfolios.includes(target)).length;
    if (change.statusCode === 200) {
      // The list lost it first: every registration choosing it was refused.
      expect(lists.get('UNHRC')!.has(target)).toBe(false);
      expect(chosen).toBe(0);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ error: messages.registration.invalidPortfolio });
      }
    } else {
      // A registration went first: the portfolio is in use, so the list keeps it.
      expect(change.statusCode, change.body).toBe(409);
      expect(lists.get('UNHRC')!.has(target)).toBe(true);
      expect(chosen).toBeGreaterThan(0);
    }
    for (const row of rows) {
      for (const name of row.portfolios) {
        expect(
          row.committees.some((code) => lists.get(code)?.has(name)),
          name,
        ).toBe(true);
      }
    }
  });

  /**
   * PostgreSQL: the order that broke the rule, made certain. A transaction of the test holds the event's row
   * as the editor does; the editor's change queues first, then the registrations, each past its checks; on
   * release the change commits before any registration's transaction runs.
   */
  async function editorFirst(
    change: () => Promise<LightMyRequestResponse>,
    registrationsToSend: (() => Promise<LightMyRequestResponse>)[],
  ) {
    const waiting = async (n: number) => {
      for (let i = 0; ; i++) {
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row!.n >= n) return;
        if (i > 1000) throw new Error(`expected ${n} requests waiting on the event, saw ${row!.n}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    let changed: Promise<LightMyRequestResponse> | undefined;
    let registered: Promise<LightMyRequestResponse>[] = [];
    await t.db.transaction(async (tx) => {
      await tx.select({ id: events.id }).from(events).where(eq(events.name, EVENT_NAME)).for('update');
      changed = change();
      await waiting(1);
      registered = registrationsToSend.map((send) => send());
      await waiting(1 + registered.length);
    });
    return { change: await changed!, answers: await Promise.all(registered) };
  }

  it('on PostgreSQL, refuses registrations checked before a rename that committed first', async (test) => {
    if (t.database.kind !== 'postgres') test.skip();
    const ib = (await editable()).committees.find((c) => c.code === 'IB')!;
    const { _id, registrations: _used, portfolios: _list, ...fields } = ib;
    const registrants = await Promise.all(Array.from({ length: 2 }, () => createRegistrant(t.db)));
    const body = await individualBody({
      committeePreference: ['IB'],
      portfolioPreference: [seededPortfolios.IB[0]!],
    });
    const { change, answers } = await editorFirst(
      () => editor('PUT', `/committees/${_id}`, { ...fields, code: 'IBX' }),
      registrants.map((r) => () => postRegistration(t.app, r.headers, body)),
    );
    expect(change.statusCode, change.body).toBe(200);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ error: messages.registration.invalidCommittee });
    }
    const { lists, rows } = await stored();
    for (const row of rows) for (const code of row.committees) expect(lists.has(code), code).toBe(true);
  });

  it('on PostgreSQL, refuses registrations checked before a list change that removed their portfolio', async (test) => {
    if (t.database.kind !== 'postgres') test.skip();
    const mahabharat = (await editable()).committees.find((c) => c.code === 'Mahabharat')!;
    const target = mahabharat.portfolios.find((p) => !p.used)!.name;
    const shorter = mahabharat.portfolios.map((p) => p.name).filter((name) => name !== target);
    const registrants = await Promise.all(Array.from({ length: 2 }, () => createRegistrant(t.db)));
    const body = await individualBody({ committeePreference: ['Mahabharat'], portfolioPreference: [target] });
    const { change, answers } = await editorFirst(
      () => editor('PUT', `/committees/${mahabharat._id}/portfolios`, { portfolios: shorter }),
      registrants.map((r) => () => postRegistration(t.app, r.headers, body)),
    );
    expect(change.statusCode, change.body).toBe(200);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ error: messages.registration.invalidPortfolio });
    }
    const { rows } = await stored();
    expect(rows.filter((row) => row.portfolios.includes(target))).toEqual([]);
  });
});
