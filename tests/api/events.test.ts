/**
 * Events as data: the seeded Annual Conference 2024 with every value of the original site and the portfolio
 * lists the club published, the public reads, the superadmin's open/close switch, and the registration window
 * that the server enforces together with the switch.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { events } from '../../src/server/modules/events/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import {
  EVENT_NAME,
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { SEEDED_MOCK_MUN, seededCommittees, seededDisplayNames, seededFees } from '../support/seeded-event';

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
const getEvent = async (name: string) =>
  request(t.app, { method: 'GET', url: `/v1/api/events/${encodeURIComponent(name)}` });

interface Published {
  committees: Record<string, string[]>;
}

describe('the seeded event', () => {
  it('is the Annual Conference 2024 of the original site: closed, featured, 399 / 349 / 1500, four committees', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/events' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.eventsFetched);
    // The seeded conference and the seeded Mock MUN (an event of the Mock MUN page).
    expect(body.events.map((e: ConferenceEvent) => e.name)).toEqual([EVENT_NAME, SEEDED_MOCK_MUN]);
    const event: ConferenceEvent = body.events[0];
    expect(event).toMatchObject({
      name: EVENT_NAME,
      registrationOpen: false,
      featured: true,
      fees: seededFees,
      window: { switchOpen: false, opensAt: null, closesAt: null },
      startsOn: '2024-10-04',
      endsOn: '2024-10-06',
    });
    expect(event._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.committees.map((c) => c.code)).toEqual([...seededCommittees]);
    for (const committee of event.committees) {
      expect(committee.displayName).toBe(
        seededDisplayNames[committee.code as keyof typeof seededDisplayNames],
      );
      expect(committee.agenda.length).toBeGreaterThan(20);
      expect(committee.banner?.url).toMatch(/^\/events\/annual-conference-2024\/banner-/);
    }
    // As on the original site, the Background Guide link is absent for IPC.
    expect(event.committees.find((c) => c.code === 'IPC')!.guideUrl).toBeNull();
    expect(event.board.map((b) => b.committee)).toEqual(['Mahabharat', 'UNHRC', 'IPC', 'IB']);
    expect(event.coSponsors).toHaveLength(1);
    expect(event.payment.upiIds[0]).toMatch(/@/);
    expect(event.payment.contacts).toHaveLength(2);
  });

  it('has the portfolio lists the club published, in their order, an exact duplicate once', async () => {
    const published = JSON.parse(
      await readFile(new URL('../fixtures/annual-conference-2024-portfolios.json', import.meta.url), 'utf8'),
    ) as Published;
    const event: ConferenceEvent = (await getEvent(EVENT_NAME)).json().event;
    for (const committee of event.committees) {
      const list = published.committees[committee.code]!;
      expect(committee.portfolios).toEqual([...new Set(list)]);
    }
    const sizes = Object.fromEntries(event.committees.map((c) => [c.code, c.portfolios.length]));
    // 'Shalya' appears twice in the published Mahabharat list of 54.
    expect(sizes).toEqual({ IB: 25, UNHRC: 51, IPC: 12, Mahabharat: 53 });
  });

  it('is readable by name; an unknown name is 404', async () => {
    const res = await getEvent(EVENT_NAME);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: m.eventFetched, event: { name: EVENT_NAME } });

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
    const registered = await postRegistration(t.app, registrant.headers, await individualBody());
    expect(registered.statusCode).toBe(200);
    expect(registered.json().registration.amountDue).toBe(seededFees.individual);

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

describe('the registration window', () => {
  const setWindow = async (opensAt: Date | null, closesAt: Date | null, open = true) => {
    await t.db
      .update(events)
      .set({ registrationOpen: open, registrationOpensAt: opensAt, registrationClosesAt: closesAt })
      .where(eq(events.name, EVENT_NAME));
    await t.app.changes.sync();
  };
  const hour = 3600_000;

  it('is enforced by the server together with the switch, whatever the client sends', async () => {
    const cases: [string, Date | null, Date | null, boolean, boolean][] = [
      ['opens in an hour', new Date(Date.now() + hour), null, true, false],
      ['closed an hour ago', null, new Date(Date.now() - hour), true, false],
      [
        'inside the window, switch off',
        new Date(Date.now() - hour),
        new Date(Date.now() + hour),
        false,
        false,
      ],
      ['inside the window, switch on', new Date(Date.now() - hour), new Date(Date.now() + hour), true, true],
    ];
    for (const [label, opensAt, closesAt, switchOn, expected] of cases) {
      await setWindow(opensAt, closesAt, switchOn);
      const event = (await getEvent(EVENT_NAME)).json().event;
      expect(event.registrationOpen, label).toBe(expected);
      const registrant = await createRegistrant(t.db);
      const res = await postRegistration(t.app, registrant.headers, await individualBody());
      expect(res.statusCode, label).toBe(expected ? 200 : 403);
      if (!expected) expect(res.json(), label).toEqual({ error: m.eventClosed });
    }
    await setRegistrationOpen(t.db, false);
  });

  it('opens by itself at its opening time, with no write (the cached list follows the clock)', async () => {
    await setWindow(new Date(Date.now() + 1500), null);
    expect((await getEvent(EVENT_NAME)).json().event.registrationOpen).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await getEvent(EVENT_NAME)).json().event.registrationOpen).toBe(true);
    await setWindow(null, null, false);
  });
});
