/**
 * Values that broke the event editor and people's names in a security round: impossible dates and
 * timestamps, names that spoof or break links, a link to another host written with a backslash, and
 * concurrent featuring. Each answers 400 or 409 with a clear message, never 500, and stores nothing wrong.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EditableEvent, EventDetailsInput } from '~/shared/schemas/events';
import { users } from '../../src/server/modules/accounts/table';
import { events } from '../../src/server/modules/events/table';
import { bearer, createUser, sessionFor, signupBody } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';

const m = messages.events;
let t: TestApp;
let superadmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
});
afterAll(() => t?.close());

const enc = encodeURIComponent;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown) =>
  request(t.app, { method, url: `/v1/api/superadmin/events${path}`, headers: superadmin, json });
const fresh = () => `Values Conference ${randomBytes(4).toString('hex')}`;
async function newEvent(name = fresh()): Promise<EditableEvent> {
  const res = await call('POST', '', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event;
}
function details(event: EditableEvent, changes: Partial<EventDetailsInput> = {}): EventDetailsInput {
  return {
    name: event.name,
    theme: event.theme,
    about: event.about,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    venue: event.venue,
    hero: event.hero,
    archiveUrl: event.archiveUrl,
    window: event.window,
    fees: event.fees,
    payment: event.payment,
    ...changes,
  };
}
const eventNames = async () =>
  (await t.db.select({ name: events.name }).from(events)).map((r) => r.name).sort();

describe('dates and timestamps', () => {
  it.each(['2024-02-30', '2026-02-29', '0000-01-01', '2024-13-01', '1999-12-31', '2024-2-3'])(
    'refuses the date %s with a clear 400',
    async (startsOn) => {
      const event = await newEvent();
      const res = await call('PUT', `/${enc(event.name)}`, details(event, { startsOn }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: m.invalidDate });
    },
  );

  it('accepts a real date, 29 February of a leap year included', async () => {
    const event = await newEvent();
    const res = await call(
      'PUT',
      `/${enc(event.name)}`,
      details(event, { startsOn: '2028-02-29', endsOn: '2028-03-01' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event.startsOn).toBe('2028-02-29');
  });

  it.each([
    '99999',
    '+275760-09-13T00:00:00.000Z',
    '1',
    'Tuesday 1',
    '2026-02-30T10:00:00Z',
    '2026-01-15 10:00',
    '2026-01-15T10:00:00',
  ])('refuses the window bound %j with a clear 400, in the details and in the schedule', async (opensAt) => {
    const event = await newEvent();
    const window = { switchOpen: true, opensAt, closesAt: null };
    const res = await call('PUT', `/${enc(event.name)}`, details(event, { window }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: m.invalidDateTime });
    const schedule = await call('PUT', `/${enc(event.name)}/registration`, {
      action: 'schedule',
      opensAt,
      closesAt: null,
    });
    expect(schedule.statusCode, schedule.body).toBe(400);
    expect(schedule.json()).toEqual({ error: m.invalidDateTime });
    const [row] = await t.db.select().from(events).where(eq(events.name, event.name));
    expect(row!.registrationOpensAt).toBeNull();
  });

  it('accepts ISO timestamps with their zone, as the editor sends them', async () => {
    const event = await newEvent();
    const window = {
      switchOpen: true,
      opensAt: '2030-01-15T04:30:00.000Z',
      closesAt: '2030-01-20T18:00:00+05:30',
    };
    const res = await call('PUT', `/${enc(event.name)}`, details(event, { window }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event.window.opensAt).toBe('2030-01-15T04:30:00.000Z');
  });
});

describe('event names', () => {
  it.each([
    ['.', messages.names.dotsOnly],
    ['..', messages.names.dotsOnly],
    ['. .', messages.names.dotsOnly],
    ['Annual\u200bConference', messages.names.hiddenCharacters],
    ['Conference \u202e4202', messages.names.hiddenCharacters],
    ['Conference\u0007', messages.names.hiddenCharacters],
    ['\u0410nnual Conference 2024', messages.names.mixedScripts], // a Cyrillic А
    ['Annual Conf\u0435rence 2024', messages.names.mixedScripts], // a Cyrillic е
    ['Ann\u03bfal Conference', messages.names.mixedScripts], // a Greek ο
  ])('refuses %j when creating and when renaming', async (name, error) => {
    const before = await eventNames();
    const created = await call('POST', '', { name });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual({ error });
    const event = await newEvent();
    const renamed = await call('PUT', `/${enc(event.name)}`, details(event, { name }));
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json()).toEqual({ error });
    expect(await eventNames()).toEqual([...before, event.name].sort());
  });

  it('compares names whatever their case: "attack conf" beside "Attack Conf" is taken', async () => {
    const suffix = randomBytes(3).toString('hex');
    await newEvent(`Attack Conf ${suffix}`);
    const again = await call('POST', '', { name: `attack conf ${suffix.toUpperCase()}` });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ error: m.nameTaken });
    const other = await newEvent();
    const renamed = await call(
      'PUT',
      `/${enc(other.name)}`,
      details(other, { name: `ATTACK CONF ${suffix}` }),
    );
    expect(renamed.statusCode, renamed.body).toBe(409);
    expect(renamed.json()).toEqual({ error: m.nameTaken });
    // An event may change the case of its own name.
    const own = await call('PUT', `/${enc(other.name)}`, details(other, { name: other.name.toUpperCase() }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it('stores names in NFKC: full-width letters become plain ones', async () => {
    const suffix = randomBytes(3).toString('hex');
    const event = await newEvent(`\uff2d\uff4f\uff43\uff4b MUN ${suffix}`);
    expect(event.name).toBe(`Mock MUN ${suffix}`);
  });

  it('accepts names in one non-Latin script, and Latin with digits and punctuation', async () => {
    expect((await newEvent(`राष्ट्रीय सम्मेलन ${randomBytes(2).toString('hex')}`)).name).toMatch(/^राष्ट्रीय/);
    expect(
      (await newEvent(`Annual Conference 2027 – Day 1 (${randomBytes(2).toString('hex')})`)).name,
    ).toMatch(/^Annual/);
  });
});

describe("people's names (they print on certificates)", () => {
  const signUp = (name: string) =>
    request(t.app, { method: 'POST', url: '/v1/api/signup', json: signupBody({ name }) });

  it.each([
    ['Asha\u200bDas', messages.names.hiddenCharacters],
    ['Asha \u202eSaD', messages.names.hiddenCharacters],
    ['\u0410sha Das', messages.names.mixedScripts],
    ['..', messages.names.dotsOnly],
  ])('refuses %j at sign-up and in the profile', async (name, error) => {
    const res = await signUp(name);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error });
    const user = await createUser(t.db, { name: 'Asha Das' });
    const edit = await request(t.app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers: bearer(await sessionFor(t.db, user)),
      json: { newName: name },
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json()).toEqual({ error });
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Asha Das');
  });

  it('accepts a name whose words come from different alphabets', async () => {
    expect((await signUp('Ananya Śarmā Дмитрий')).statusCode).toBe(200);
  });

  it('stores a name in NFKC', async () => {
    const body = signupBody({ name: '\uff21sha D\uff41s' });
    expect((await request(t.app, { method: 'POST', url: '/v1/api/signup', json: body })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.email, body.email));
    expect(row!.name).toBe('Asha Das');
  });
});

describe('links to our own files', () => {
  it.each([
    '/\\evil.example/x.png',
    '/v1/api/event-files/a\\b',
    '\\\\evil.example/x.png',
    'https://ok.example\\@evil.example/',
  ])('refuses %j (a backslash reads as a slash)', async (url) => {
    const event = await newEvent();
    const res = await call('PUT', `/${enc(event.name)}`, details(event, { archiveUrl: url }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: m.invalidLink });
    const hero = await call(
      'PUT',
      `/${enc(event.name)}`,
      details(event, { hero: { url, width: 10, height: 10, alt: 'x' } }),
    );
    expect(hero.statusCode, hero.body).toBe(400);
    expect(hero.json()).toEqual({ error: m.invalidLink });
  });
});

describe('featuring', () => {
  it('serialises 32 concurrent featurings of 4 events: each answers 200, and one event stays featured', async () => {
    const candidates = await Promise.all(Array.from({ length: 4 }, () => newEvent()));
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => call('PUT', `/${enc(candidates[i % 4]!.name)}/featured`)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const featured = await t.db.select({ name: events.name }).from(events).where(eq(events.featured, true));
    expect(featured).toHaveLength(1);
  });
});
