/**
 * The Mock MUN as an event like any other: seeded by a migration (free, students of the institute only,
 * shown on the Mock MUN page), run from the superadmin's event editor, and read by /mockmun24 from the data.
 * The per-event options are the server's rules: an institute-only event refuses other students, a free event
 * refuses a payment screenshot and charges nothing, an event without registration takes none; a paid event
 * still needs its screenshot. Its page's steps are the page document's, filled with the event's facts, and the
 * page editor's preview gets the event. Needs a build (SITE_DIR).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EditableEvent, EventDetailsInput } from '~/shared/schemas/events';
import { events } from '../../src/server/modules/events/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { assertSiteBuilt } from '../support/paths';
import {
  createRegistrant,
  individualBody,
  postInvite,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { SEEDED_EVENT, SEEDED_MOCK_MUN, seededMockMun } from '../support/seeded-event';

const m = messages.registration;
const enc = encodeURIComponent;
let t: TestApp;
let superadmin: Record<string, string>;

beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
});
afterAll(() => t?.close());

const html = async (url: string) => {
  const res = await request(t.app, { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const text = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const editor = async (name: string): Promise<EditableEvent> => {
  const res = await request(t.app, {
    method: 'GET',
    url: `/v1/api/superadmin/events/${enc(name)}`,
    headers: superadmin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event;
};
const saveDetails = (name: string, event: EditableEvent, changes: Partial<EventDetailsInput>) =>
  request(t.app, {
    method: 'PUT',
    url: `/v1/api/superadmin/events/${enc(name)}`,
    headers: superadmin,
    json: {
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
    },
  });
async function within5s(check: () => Promise<boolean>, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const mockBody = (overrides: Record<string, unknown> = {}) =>
  individualBody({
    eventName: SEEDED_MOCK_MUN,
    committeePreference: [seededMockMun.committees[0]],
    portfolioPreference: [],
    payment: undefined,
    ...overrides,
  });

describe('the seeded Mock MUN', () => {
  it('is an event of the Mock MUN page: free, institute students only, closed, two committees', async () => {
    const event = await editor(SEEDED_MOCK_MUN);
    expect(event).toMatchObject({
      page: 'mockmun',
      featured: false,
      takesRegistration: true,
      instituteOnly: true,
      registrationOpen: false,
      startsOn: seededMockMun.startsOn,
      endsOn: seededMockMun.endsOn,
      venue: seededMockMun.venue,
      fees: { individual: 0, groupPerMember: 0, hospitality: 0 },
    });
    expect(event.committees.map((c) => c.code)).toEqual([...seededMockMun.committees]);
  });

  it('/mockmun24 shows its name, dates, venue, committees and closed registration, with no link to Apply', async () => {
    const body = await html('/mockmun24');
    const words = text(body);
    expect(words).toContain(SEEDED_MOCK_MUN);
    expect(words).toContain('28–29 September 2024');
    expect(words).toContain(seededMockMun.venue);
    for (const name of seededMockMun.displayNames) expect(words).toContain(name);
    expect(words).toContain(messages.events.registrationClosedNotice(SEEDED_MOCK_MUN));
    expect(words).toContain('Free');
    expect(body).not.toMatch(/href="\/applynow"[^>]*class="button/);
    expect(body).not.toContain('href="/registration');
  });
});

describe("its page's words and preview", () => {
  const pages = (method: 'GET' | 'PUT', url: string, json?: unknown) =>
    request(t.app, { method, url: `/v1/api/editor/pages/mockmun${url}`, headers: superadmin, json });

  it("the preview's data (any page's: the server renders it once for every key) carries the Mock MUN event", async () => {
    for (const key of ['mockmun', 'about']) {
      const res = await request(t.app, {
        method: 'GET',
        url: `/editor/pages/${key}/preview.data?_routes=routes%2Feditor-page-preview`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SEEDED_MOCK_MUN);
      expect(res.body).toContain(seededMockMun.venue);
      expect(res.body).toContain('28 Sept 2024');
    }
  });

  it('a published wording of the steps shows on /mockmun24, filled with the venue and first day', async () => {
    const { page } = (await pages('GET', '')).json();
    const document = {
      ...page.published,
      steps: { ...page.published.steps, arriveOn: 'Meet us at {venue} on {day}, before the briefing.' },
    };
    const saved = await pages('PUT', '/draft', { version: page.version, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await pages('PUT', '/publish', { version: saved.json().page.version });
    expect(published.statusCode, published.body).toBe(200);
    const step = `Meet us at ${seededMockMun.venue} on 28 Sept 2024, before the briefing.`;
    await within5s(async () => text(await html('/mockmun24')).includes(step), 'the new step');
  });
});

describe('run from the editor', () => {
  it('new dates and an open window show on /mockmun24, with Register leading to its own registration', async () => {
    const event = await editor(SEEDED_MOCK_MUN);
    const res = await saveDetails(SEEDED_MOCK_MUN, event, {
      startsOn: '2099-09-26',
      endsOn: '2099-09-27',
      window: { switchOpen: true, opensAt: null, closesAt: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The Register button (a visitor not signed in goes by sign-up; signed in, to this event's registration:
    // tests/unit/mock-mun-page.test.tsx).
    const register = new RegExp(`Register<span class="visually-hidden"> for (<!-- -->)?${SEEDED_MOCK_MUN}<`);
    await within5s(async () => register.test(await html('/mockmun24')), 'the Register button');
    const words = text(await html('/mockmun24'));
    expect(words).toContain('26–27 September 2099');
    expect(words).not.toContain('28–29 September 2024');
  });

  it('opens by itself at its scheduled time: the page follows with no write, like the featured event', async () => {
    const opensAt = new Date(Date.now() + 3000);
    await t.db
      .update(events)
      .set({ registrationOpen: true, registrationOpensAt: opensAt, registrationClosesAt: null })
      .where(eq(events.name, SEEDED_MOCK_MUN));
    const register = new RegExp(`Register<span class="visually-hidden"> for (<!-- -->)?${SEEDED_MOCK_MUN}<`);
    await within5s(
      async () => text(await html('/mockmun24')).includes(`${messages.events.opensOn} `),
      'the scheduled opening',
    );
    expect(register.test(await html('/mockmun24'))).toBe(false);
    // No write from here on: only the page's expiry at the window's opening can change what it says.
    await within5s(async () => register.test(await html('/mockmun24')), 'the opening');
    expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime());
    await t.db.update(events).set({ registrationOpensAt: null }).where(eq(events.name, SEEDED_MOCK_MUN));
  });

  it('closes by itself at its scheduled end: the page follows with no write (the featured event has no change due)', async () => {
    const closesAt = new Date(Date.now() + 1500);
    await t.db
      .update(events)
      .set({ registrationOpen: true, registrationOpensAt: null, registrationClosesAt: closesAt })
      .where(eq(events.name, SEEDED_MOCK_MUN));
    const featured = await editor(SEEDED_EVENT);
    expect([featured.window.opensAt, featured.window.closesAt]).toEqual([null, null]);
    const register = new RegExp(`Register<span class="visually-hidden"> for (<!-- -->)?${SEEDED_MOCK_MUN}<`);
    await within5s(async () => register.test(await html('/mockmun24')), 'the open window');
    // No write from here on: only the page's expiry at the window's end can change what it says.
    await within5s(
      async () =>
        text(await html('/mockmun24')).includes(messages.events.registrationClosedNotice(SEEDED_MOCK_MUN)),
      'the closing',
    );
    expect(Date.now()).toBeGreaterThanOrEqual(closesAt.getTime());
    expect(register.test(await html('/mockmun24'))).toBe(false);
    await t.db.update(events).set({ registrationClosesAt: null }).where(eq(events.name, SEEDED_MOCK_MUN));
  });

  it('moves the page to another event (one event per page), and a copy does not take it', async () => {
    const copy = await request(t.app, {
      method: 'POST',
      url: '/v1/api/superadmin/events',
      headers: superadmin,
      json: { name: 'Mock MUN Next', copyFrom: SEEDED_MOCK_MUN },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().event).toMatchObject({ page: null, instituteOnly: true, takesRegistration: true });
    const next = copy.json().event as EditableEvent;
    expect((await saveDetails('Mock MUN Next', next, { page: 'mockmun' })).statusCode).toBe(200);
    expect((await editor(SEEDED_MOCK_MUN)).page).toBeNull();
    await within5s(async () => text(await html('/mockmun24')).includes('Mock MUN Next'), 'the new edition');
    // Back, for the tests below.
    expect(
      (await saveDetails(SEEDED_MOCK_MUN, await editor(SEEDED_MOCK_MUN), { page: 'mockmun' })).statusCode,
    ).toBe(200);
    expect((await editor('Mock MUN Next')).page).toBeNull();
  });

  it('refuses a page the site does not have', async () => {
    const res = await saveDetails(SEEDED_MOCK_MUN, await editor(SEEDED_MOCK_MUN), { page: 'home' as never });
    expect(res.statusCode).toBe(400);
  });
});

describe('its rules, as the server enforces them', () => {
  beforeAll(() => setRegistrationOpen(t.db, true, SEEDED_MOCK_MUN));

  it('refuses a student of another college (institute students only)', async () => {
    const outsider = await createRegistrant(t.db, { student: false });
    const res = await postRegistration(
      t.app,
      outsider.headers,
      await mockBody({ college: 'Assam Engineering College', accomodation: 'No' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: m.instituteOnly });
  });

  it('sends no group invite that could not end in a registration: outsiders, and events that take none', async () => {
    const leader = await createRegistrant(t.db);
    const outsider = await createRegistrant(t.db, { student: false });
    const student = await createRegistrant(t.db);
    const invite = (from: typeof leader, to: typeof leader) =>
      postInvite(t.app, from.headers, { email: to.user.email, eventName: SEEDED_MOCK_MUN, grpName: 'Dais' });

    const toOutsider = await invite(leader, outsider);
    expect(toOutsider.statusCode).toBe(400);
    expect(toOutsider.json()).toEqual({ error: m.inviteeNotInstitute });
    const fromOutsider = await invite(outsider, student);
    expect(fromOutsider.statusCode).toBe(403);
    expect(fromOutsider.json()).toEqual({ error: m.instituteOnly });

    await t.db.update(events).set({ takesRegistration: false }).where(eq(events.name, SEEDED_MOCK_MUN));
    try {
      const none = await invite(leader, student);
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({ error: m.noRegistrationTaken });
    } finally {
      await t.db.update(events).set({ takesRegistration: true }).where(eq(events.name, SEEDED_MOCK_MUN));
    }
    const ok = await invite(leader, student);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a payment screenshot for the free event, and registers without one: nothing to pay, nothing stored', async () => {
    const student = await createRegistrant(t.db);
    const withPayment = await postRegistration(
      t.app,
      student.headers,
      await individualBody({
        eventName: SEEDED_MOCK_MUN,
        committeePreference: [seededMockMun.committees[0]],
        portfolioPreference: [],
      }),
    );
    expect(withPayment.statusCode).toBe(400);
    expect(withPayment.json()).toEqual({ error: m.freeEventNoPayment });

    const res = await postRegistration(t.app, student.headers, await mockBody());
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select({ amountDue: registrations.amountDue, paymentImageId: registrations.paymentImageId })
      .from(registrations)
      .where(eq(registrations.userId, student.user.id));
    expect(row).toEqual({ amountDue: 0, paymentImageId: null });
  });

  it('still needs the screenshot for an event with a fee', async () => {
    await setRegistrationOpen(t.db, true, SEEDED_EVENT);
    try {
      const student = await createRegistrant(t.db);
      const res = await postRegistration(
        t.app,
        student.headers,
        await individualBody({ payment: undefined }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: m.allFieldsRequired });
    } finally {
      await setRegistrationOpen(t.db, false, SEEDED_EVENT);
    }
  });

  it('takes no registration for an event that takes none, even while open', async () => {
    const event = await editor(SEEDED_MOCK_MUN);
    expect((await saveDetails(SEEDED_MOCK_MUN, event, { takesRegistration: false })).statusCode).toBe(200);
    try {
      const student = await createRegistrant(t.db);
      const res = await postRegistration(t.app, student.headers, await mockBody());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: m.noRegistrationTaken });
      await within5s(
        async () => text(await html('/mockmun24')).includes('No registration needed'),
        'the page to say so',
      );
    } finally {
      await t.db.update(events).set({ takesRegistration: true }).where(eq(events.name, SEEDED_MOCK_MUN));
    }
  });
});
