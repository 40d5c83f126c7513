/**
 * A new conference as data (docs/decisions/0022-conferences-as-data.md), end to end on the real server: next
 * year's conference is set up as data (the editor's own browser test, superadmin-events.test.ts, drives the
 * same calls through its pages), and then
 * - within 5 s, the HTML of /annualconf and /applynow (fetched like curl, no script runs) carries the new
 *   name, its five committees, its fees and that registration is open, and every page's navigation label;
 * - a delegate registers for it in Chromium and is charged 2299 (499 + 1800 hospitality, non-institute
 *   student with accommodation); an institute student is charged 499;
 * - the admin filters and the CSV export show its five committees; the 2024 registrations stay under 2024;
 * - closing the window makes both pages say registration is closed, within 5 s.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EditableEvent } from '~/shared/schemas/events';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { makeImage } from '../support/images';
import { SEEDED_EVENT } from '../support/seeded-event';
import { expect } from './support/expect';
import { useE2E } from './support/harness';

const NEXT = 'Annual Conference 2026';
const FIFTH = { code: 'UNSC', displayName: 'Security Council' };
const portfolios = Array.from({ length: 20 }, (_, i) => `Member State ${i + 1}`);

const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
let superadmin: Record<string, string>;
let adminHeaders: Record<string, string>;
let event: EditableEvent;
let registration2024: string;

async function api(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${e2e.url}/v1/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text;
}
const editor = (method: string, path: string, body?: unknown) =>
  api(method, `/superadmin/events/${encodeURIComponent(NEXT)}${path}`, superadmin, body).then(
    (r) => (event = (r as { event: EditableEvent }).event),
  );

/** The page's HTML as curl gets it: no script runs. */
const html = async (path: string) => (await fetch(`${e2e.url}${path}`)).text();

/** Polls the served HTML until `check` passes; fails after 5 s. */
async function within5s(path: string, check: (page: string) => void) {
  const start = Date.now();
  await expect
    .poll(
      async () => {
        try {
          check(await html(path));
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 5000, interval: 100 },
    )
    .toBe(true);
  return Date.now() - start;
}

beforeAll(async () => {
  const db = e2e.server.db;
  superadmin = bearer(await sessionFor(db, await createUser(db, { role: 'superadmin' })));
  adminHeaders = bearer(await sessionFor(db, await createUser(db, { role: 'admin' })));
  registration2024 = (await createRegistration(db)).id;
});

describe("next year's conference", () => {
  it('is set up as data: copy, rename a committee, a fifth with 20 portfolios, fees, window, featured', async () => {
    event = (
      (await api('POST', '/superadmin/events', superadmin, { name: NEXT, copyFrom: SEEDED_EVENT })) as {
        event: EditableEvent;
      }
    ).event;
    const unhrc = event.committees.find((c) => c.code === 'UNHRC')!;
    const { _id, registrations: _r, portfolios: _p, ...fields } = unhrc;
    await editor('PUT', `/committees/${_id}`, { ...fields, displayName: 'Human Rights Council' });
    await editor('POST', '/committees', {
      ...FIFTH,
      fullName: 'United Nations Security Council',
      agenda: 'Peacekeeping in a fractured world',
      description: '',
      banner: null,
      guideUrl: null,
    });
    await editor('PUT', `/committees/${event.committees.at(-1)!._id}/portfolios`, {
      portfolios: portfolios.join('\n').split('\n'),
    });
    const {
      _id: _e,
      registrations: _n,
      createdAt: _c,
      updatedAt: _u,
      committees: _cs,
      board: _b,
      coSponsors: _s,
      featured: _f,
      registrationOpen: _o,
      ...details
    } = event;
    await editor('PUT', '', {
      ...details,
      fees: { individual: 499, groupPerMember: 449, hospitality: 1800, groupMinPeople: 3 },
      window: { switchOpen: true, opensAt: new Date().toISOString(), closesAt: null },
    });
    await editor('PUT', '/featured');
    expect(event).toMatchObject({ featured: true, registrationOpen: true });
    expect(event.committees).toHaveLength(5);
  });

  it('shows on /annualconf, /applynow and every navigation within 5 s, in the HTML before any script', async () => {
    const names = ['Hastinapur Special Council', 'Human Rights Council', 'IPC', 'IB', FIFTH.displayName];
    const conf = await within5s('/annualconf', (page) => {
      expect(page).toContain(NEXT);
      for (const name of names) expect(page).toContain(name);
      // Its own title, not last year's (the copy keeps last year's texts until they are edited).
      expect(page).toMatch(new RegExp(`<title>${NEXT} \\|`));
    });
    const apply = await within5s('/applynow', (page) => {
      expect(page).toContain(NEXT);
      for (const fee of ['499', '449', '1,800']) expect(page).toContain(fee);
      expect(page).not.toContain('have been closed');
    });
    for (const path of ['/', '/team', '/contact']) {
      expect(await html(path), path).toContain(NEXT);
    }
    expect(Math.max(conf, apply)).toBeLessThan(5000);
  });

  it('charges a delegate of 2026 its fees: 2299 with accommodation (in Chromium), 499 for an institute student', async () => {
    const outsider = await createUser(e2e.server.db, { student: false });
    const page = await e2e.page({ as: outsider });
    await page.goto(`${e2e.url}/registration`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration');
    await expect(page.getByText(NEXT).first()).toBeVisible();
    await page.getByRole('radio', { name: /^Individual/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await fillForm(page);
    await expect(page.getByTestId('amount-due')).toContainText('2,299');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: messages.registration.checkEmail }),
    ).toBeVisible();

    const list = (await api(
      'GET',
      `/admin/events/${encodeURIComponent(NEXT)}/registrations`,
      adminHeaders,
    )) as {
      registrations?: { email: string }[];
    };
    expect(JSON.stringify(list)).toContain(outsider.email);

    const student = await createUser(e2e.server.db, { student: true });
    const res = (await api('POST', '/reg/yp', bearer(await sessionFor(e2e.server.db, student)), {
      eventName: NEXT,
      payment: `data:image/png;base64,${(await makeImage('png')).toString('base64')}`,
      previousMunExperience: 'None',
      committeePreference: [FIFTH.code],
      portfolioPreference: [portfolios[2]],
      isGroupRegistration: false,
    })) as { registration: { amountDue: number } };
    expect(res.registration.amountDue).toBe(499);
  });

  it('gives the admin filters and the CSV export its five committees; 2024 keeps its registrations', async () => {
    const page = await e2e.page({ as: await createUser(e2e.server.db, { role: 'admin' }) });
    await page.goto(`${e2e.url}/registrations/${encodeURIComponent(NEXT)}`);
    const filter = page.getByLabel('Assigned committee', { exact: true });
    await expect(filter.locator('option')).toHaveCount(6); // 'All committees' and five
    await expect(filter.locator('option', { hasText: FIFTH.displayName })).toHaveCount(1);

    const csv = (await api(
      'GET',
      `/admin/events/${encodeURIComponent(NEXT)}/registrations.csv`,
      adminHeaders,
    )) as string;
    expect(csv).toContain(FIFTH.code);
    const csv2024 = (await api(
      'GET',
      `/admin/events/${encodeURIComponent(SEEDED_EVENT)}/registrations.csv`,
      adminHeaders,
    )) as string;
    expect(csv2024).not.toContain(FIFTH.code);
    const detail = (await api('GET', `/admin/registrations/${registration2024}`, adminHeaders)) as {
      registration: { eventName?: string };
    };
    expect(JSON.stringify(detail)).toContain(SEEDED_EVENT);
  });

  it('says registration is closed on both pages within 5 s of closing the window', async () => {
    await editor('PUT', '/registration', { action: 'close' });
    await within5s('/applynow', (page) =>
      expect(page).toContain(`Registrations for ${NEXT} have been closed.`),
    );
    await within5s('/annualconf', (page) => expect(page).toMatch(/closed/i));
  });
});

/** The fifth committee and two of its portfolios, experience, college, accommodation, a screenshot. */
async function fillForm(page: Page) {
  await page
    .getByRole('group', { name: 'Committee preference' })
    .getByRole('checkbox', { name: FIFTH.displayName })
    .click();
  const list = page.getByRole('group', { name: new RegExp(`^${FIFTH.displayName} \\d of 3$`) });
  await list.getByRole('checkbox', { name: portfolios[0], exact: true }).click();
  await list.getByRole('checkbox', { name: portfolios[1], exact: true }).click();
  await page.getByLabel('Previous MUN experience', { exact: true }).fill('One MUN');
  await page.getByLabel('College', { exact: true }).fill('Assam Engineering College');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Payment screenshot', { exact: true }).setInputFiles({
    name: 'paid.png',
    mimeType: 'image/png',
    buffer: await makeImage('png', { width: 320, height: 640 }),
  });
  await page
    .getByLabel('Transaction ID', { exact: true })
    .fill(String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)));
}
