/**
 * Events as data: the seeded Annual Conference 2024 (closed) with its committees and complete portfolio
 * lists, the public reads, the superadmin's open/close switch, and a next year's conference added as rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committeeByCode } from '../../content/committees';
import { registrationCommittees } from '../../content/portfolios';
import { eventSeedSql } from '../../scripts/generate-event-seed';
import { messages } from '~/shared/messages';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import {
  EVENT_NAME,
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

const m = messages.registration;
let t: TestApp;
let superadmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
});
afterAll(() => t?.close());

const toggle = (json: unknown, headers = superadmin) =>
  request(t.app, { method: 'PUT', url: '/v1/api/superadmin/events/registration', headers, json });
const getEvent = (name: string) =>
  request(t.app, { method: 'GET', url: `/v1/api/events/${encodeURIComponent(name)}` });

describe('the seeded event', () => {
  it('is the Annual Conference 2024, closed, with its four committees and complete portfolio lists', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/events' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.eventsFetched);
    expect(body.events).toHaveLength(1);
    const [event] = body.events;
    expect(event).toMatchObject({ name: EVENT_NAME, registrationOpen: false });
    expect(event._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.committees.map((c: { code: string }) => c.code)).toEqual([
      'UNHRC',
      'IB',
      'Mahabharat',
      'IPC',
    ]);
    for (const committee of event.committees) {
      const content = committeeByCode(committee.code);
      expect(committee.displayName).toBe(content.displayName);
      expect(committee.portfolios).toEqual(content.portfolios);
    }
    expect(event.committees.find((c: { code: string }) => c.code === 'Mahabharat').displayName).toBe(
      'Hastinapur Special Council',
    );
  });

  it('is readable by name; an unknown name is 404', async () => {
    const res = await getEvent(EVENT_NAME);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: m.eventFetched, event: { name: EVENT_NAME } });
    expect(res.json().event.committees).toHaveLength(4);

    for (const name of ['Annual Conference 2099', 'x'.repeat(250)]) {
      const missing = await getEvent(name);
      expect(missing.statusCode).toBeGreaterThanOrEqual(400);
      expect(missing.json()).toEqual({ error: m.noSuchEvent });
    }
    // Longer than any route parameter: no route, in the API's error shape.
    const tooLong = await getEvent('x'.repeat(300));
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ error: messages.generic.routeNotFound });
  });
});

describe('PUT /superadmin/events/registration', () => {
  it('opens and closes registration, and the server follows', async () => {
    const registrant = await createRegistrant(t.db);
    const closed = await postRegistration(t.app, registrant.headers, await individualBody());
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: m.eventClosed });

    const open = await toggle({ eventName: EVENT_NAME, open: true });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ message: m.opened });
    expect((await getEvent(EVENT_NAME)).json().event.registrationOpen).toBe(true);
    expect((await postRegistration(t.app, registrant.headers, await individualBody())).statusCode).toBe(200);

    // Idempotent, and closing refuses the next registration.
    expect((await toggle({ eventName: EVENT_NAME, open: true })).json()).toEqual({ message: m.opened });
    const close = await toggle({ eventName: EVENT_NAME, open: false });
    expect(close.json()).toEqual({ message: m.closedButton });
    expect((await getEvent(EVENT_NAME)).json().event.registrationOpen).toBe(false);
    const other = await createRegistrant(t.db);
    const refused = await postRegistration(t.app, other.headers, await individualBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: m.eventClosed });
  });

  it('answers 404 for an unknown event and 400 for a malformed body', async () => {
    const unknown = await toggle({ eventName: 'Annual Conference 2099', open: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: m.noSuchEvent });
    for (const body of [
      {},
      { eventName: EVENT_NAME },
      { eventName: '', open: true },
      { eventName: EVENT_NAME, open: 'yes' },
    ]) {
      const res = await toggle(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: m.allFieldsRequired });
    }
  });
});

describe('next year', () => {
  it('is new rows: a second event with its own state, no code change', async () => {
    const name = 'Annual Conference 2025';
    const statements = eventSeedSql({
      name,
      registrationOpen: false,
      committees: registrationCommittees,
    }).split('--> statement-breakpoint');
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    // Written beside the server, as a migration of another instance would: wait for its notification.
    await t.app.changes.sync();

    const list = (await request(t.app, { method: 'GET', url: '/v1/api/events' })).json();
    expect(list.events.map((e: { name: string }) => e.name)).toEqual([EVENT_NAME, name]);
    const next = (await getEvent(name)).json().event;
    expect(next.committees.map((c: { portfolios: string[] }) => c.portfolios.length)).toEqual([
      51, 25, 54, 12,
    ]);

    await setRegistrationOpen(t.db, true, name);
    await setRegistrationOpen(t.db, false, EVENT_NAME);
    const registrant = await createRegistrant(t.db);
    const res = await postRegistration(t.app, registrant.headers, await individualBody({ eventName: name }));
    expect(res.statusCode).toBe(200);
    const ypEvents = await request(t.app, {
      method: 'GET',
      url: '/v1/api/client/allevents',
      headers: registrant.headers,
    });
    expect(ypEvents.json().ypEvents).toEqual([
      {
        eventName: name,
        _id: res.json().registration._id,
        status: 'pending',
        assignedCommittee: null,
        assignedPortfolio: null,
      },
    ]);
  });
});
