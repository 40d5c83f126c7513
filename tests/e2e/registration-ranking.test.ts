/**
 * Ranked preferences end to end, in Chromium against the real server and database: at 375 x 812 a
 * delegate picks three committees and five portfolios, reorders them with the Move up / Move down buttons by
 * tapping and with the keyboard (Tab, Enter, Space), sees the ranks, removes and re-adds a portfolio, and
 * submits; the request body, the database, the admin API and the admin's registration page hold the new
 * order. Then the same form at 1280 px by keyboard alone. Axe runs on the form with the lists filled.
 *
 * RANK_SHOTS_DIR=/some/dir also saves full-page screenshots there.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { registrationRules } from '~/shared/schemas/registration';
import { registrations } from '../../src/server/modules/registration/table';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { makeImage } from '../support/images';
import { setRegistrationOpen } from '../support/registration';
import { seededDisplayNames } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { type ViewportName, screenshots, toast, useE2E, visit } from './support/harness';

const ui = messages.ui.registration;
const HSC = seededDisplayNames.Mahabharat;
const DG = 'Director General, Central Reserve Police Force';

const e2e = useE2E({ smtp: true, contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.RANK_SHOTS_DIR);
let admin: TestUser;

beforeAll(async () => {
  await setRegistrationOpen(e2e.server.db, true);
  admin = await createUser(e2e.server.db, { role: 'admin' });
});

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const committees = (page: Page) => page.getByRole('group', { name: 'Committee preference' });
const portfolios = (page: Page) => page.getByRole('group', { name: 'Portfolio preference' });
const portfoliosOf = (page: Page, committee: string) =>
  page.getByRole('group', { name: new RegExp(`^${committee} \\d of 3$`) });
const committeeRanks = (page: Page) => page.getByRole('list', { name: ui.committeesRanked });
const portfolioRanks = (page: Page) => page.getByRole('list', { name: ui.portfoliosRanked });
const moveUp = (page: Page, item: string) => button(page, ui.moveUp(item));
const moveDown = (page: Page, item: string) => button(page, ui.moveDown(item));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ranked list shows these items in this order, each after its rank (screen readers hear 'Rank 1'), a
 * portfolio followed by its committee; the first can't move up and the last can't move down.
 */
async function expectRanked(page: Page, list: Locator, items: [label: string, detail?: string][]) {
  await expect(list.getByRole('listitem')).toHaveText(
    items.map(
      ([label, detail], i) =>
        new RegExp(`^${ui.rank} ${i + 1}\\s*${escape(label)}\\s*${detail ? escape(detail) : ''}$`),
    ),
  );
  await expect(list.locator('.reg-rank__num')).toHaveText(items.map((_, i) => `${ui.rank} ${i + 1}`));
  for (const [i, [label]] of items.entries()) {
    // At an end, aria-disabled (it keeps the focus), not disabled.
    if (i === 0) await expect(moveUp(page, label)).toHaveAttribute('aria-disabled', 'true');
    if (i === 0) await expect(moveUp(page, label)).toBeDisabled();
    else await expect(moveUp(page, label)).toBeEnabled();
    if (i === items.length - 1) await expect(moveDown(page, label)).toBeDisabled();
    else await expect(moveDown(page, label)).toBeEnabled();
  }
}

/** The polite announcement of a fieldset after a move. */
async function expectAnnounced(scope: Locator, item: string, rank: number) {
  await expect(scope.getByRole('status')).toHaveText(new RegExp(`^${escape(ui.moved(item, rank))}\\s*$`));
}

/** Desktop: checkboxes; phones: the tap list's toggle buttons. */
async function pick(scope: Locator, name: string, viewport: ViewportName): Promise<void> {
  if (viewport === 'desktop') {
    const box = scope.getByRole('checkbox', { name, exact: true });
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
  } else {
    const tap = button(scope, name);
    await tap.click();
    await expect(tap).toHaveAttribute('aria-pressed', 'true');
  }
}

async function openForm(page: Page): Promise<void> {
  await visit(page, '/registration');
  await page.getByRole('radio', { name: /^Individual/ }).check();
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Committees and portfolios' })).toBeVisible();
  await expect(page.locator('#reg-committees-hint')).toHaveText(
    ui.committeesHint(registrationRules.minCommittees, registrationRules.maxCommittees),
  );
  await expect(page.locator('#reg-portfolios-hint')).toContainText('in order of preference');
}

/** Experience and screenshot; then Submit, returning the POST /reg/yp body once the registration is in. */
async function submit(page: Page): Promise<Record<string, unknown>> {
  await page.getByLabel('Previous MUN experience', { exact: true }).fill('Two MUNs as a delegate');
  await page.getByLabel('Payment screenshot', { exact: true }).setInputFiles({
    name: 'paid.png',
    mimeType: 'image/png',
    buffer: await makeImage('png', { width: 320, height: 640, seed: randomBytes(8) }),
  });
  await page
    .getByLabel('Transaction ID', { exact: true })
    .fill(String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)));
  let body: Record<string, unknown> = {};
  await page.route('**/v1/api/reg/yp', async (route) => {
    body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue();
  });
  await button(page, 'Submit').click();
  await expect(toast(page, messages.registration.success)).toBeVisible();
  return body;
}

/** The registration as the database holds it, and as the admin API answers it. */
async function stored(user: TestUser) {
  const [row] = await e2e.server.db
    .select({
      id: registrations.id,
      committeePreference: registrations.committeePreference,
      portfolioPreference: registrations.portfolioPreference,
    })
    .from(registrations)
    .where(eq(registrations.userId, user.id));
  expect(row).toBeDefined();
  const res = await fetch(`${e2e.url}/v1/api/admin/registrations/${row!.id}`, {
    headers: bearer(await sessionFor(e2e.server.db, admin)),
  });
  expect(res.status).toBe(200);
  const { registration } = (await res.json()) as {
    registration: { committeePreference: string[]; portfolioPreference: string[] };
  };
  return { row: row!, api: registration };
}

describe('ranked preferences', () => {
  it('at 375 px a delegate reorders committees and portfolios by tap and by keyboard; the order is stored', async () => {
    const user = await createUser(e2e.server.db, { student: true });
    const page = await e2e.page({ as: user, viewport: 'mobile' });
    await openForm(page);

    // Committees: the order chosen is the rank.
    for (const name of ['UNHRC', 'IB', HSC]) await pick(committees(page), name, 'mobile');
    await expectRanked(page, committeeRanks(page), [['UNHRC'], ['IB'], [HSC]]);

    // Tap: Hastinapur up twice, to the top. The focus stays on the button; the move is announced.
    await moveUp(page, HSC).click();
    await expectRanked(page, committeeRanks(page), [['UNHRC'], [HSC], ['IB']]);
    await expect(moveUp(page, HSC)).toBeFocused();
    await expectAnnounced(committees(page), HSC, 2);
    await moveUp(page, HSC).click();
    await expectRanked(page, committeeRanks(page), [[HSC], ['UNHRC'], ['IB']]);
    await expect(moveUp(page, HSC)).toBeFocused();
    await expectAnnounced(committees(page), HSC, 1);

    // Keyboard: Enter on the (now inactive) Move up does nothing and keeps the focus; Tab to Move down,
    // Space moves it down; Shift+Tab back to Move up, Enter moves it up again.
    await page.keyboard.press('Enter');
    await expectRanked(page, committeeRanks(page), [[HSC], ['UNHRC'], ['IB']]);
    await expect(moveUp(page, HSC)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(moveDown(page, HSC)).toBeFocused();
    await page.keyboard.press('Space');
    await expectRanked(page, committeeRanks(page), [['UNHRC'], [HSC], ['IB']]);
    await expect(moveDown(page, HSC)).toBeFocused();
    await expectAnnounced(committees(page), HSC, 2);
    await page.keyboard.press('Shift+Tab');
    await expect(moveUp(page, HSC)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectRanked(page, committeeRanks(page), [[HSC], ['UNHRC'], ['IB']]);
    await expect(moveUp(page, HSC)).toBeFocused();
    await expectAnnounced(committees(page), HSC, 1);

    // The portfolio lists follow the committees' order.
    await expect(portfolios(page).getByRole('group')).toHaveText([/^Hastinapur/, /^UNHRC/, /^IB/]);

    // Portfolios: one ranked list across the committees, in the order chosen.
    await pick(portfoliosOf(page, 'UNHRC'), 'India', 'mobile');
    await pick(portfoliosOf(page, 'IB'), 'Prime minister', 'mobile');
    await pick(portfoliosOf(page, 'UNHRC'), 'Japan', 'mobile');
    await pick(portfoliosOf(page, HSC), 'Arjuna', 'mobile');
    await pick(portfoliosOf(page, 'IB'), DG, 'mobile');
    await expectRanked(page, portfolioRanks(page), [
      ['India', 'UNHRC'],
      ['Prime minister', 'IB'],
      ['Japan', 'UNHRC'],
      ['Arjuna', HSC],
      [DG, 'IB'],
    ]);

    // Tap Arjuna up twice.
    await moveUp(page, 'Arjuna').click();
    await moveUp(page, 'Arjuna').click();
    await expect(moveUp(page, 'Arjuna')).toBeFocused();
    await expectAnnounced(portfolios(page), 'Arjuna', 2);
    await expectRanked(page, portfolioRanks(page), [
      ['India', 'UNHRC'],
      ['Arjuna', HSC],
      ['Prime minister', 'IB'],
      ['Japan', 'UNHRC'],
      [DG, 'IB'],
    ]);

    // Keyboard: Tab on to Prime minister's Move down; Enter, then Space, take it to the bottom.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(moveDown(page, 'Prime minister')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAnnounced(portfolios(page), 'Prime minister', 4);
    await page.keyboard.press('Space');
    await expect(moveDown(page, 'Prime minister')).toBeFocused();
    await expectAnnounced(portfolios(page), 'Prime minister', 5);
    await expectRanked(page, portfolioRanks(page), [
      ['India', 'UNHRC'],
      ['Arjuna', HSC],
      ['Japan', 'UNHRC'],
      [DG, 'IB'],
      ['Prime minister', 'IB'],
    ]);

    // Removing one closes the gap; choosing it again puts it last.
    await portfoliosOf(page, 'UNHRC').getByRole('button', { name: 'Remove Japan' }).click();
    await expectRanked(page, portfolioRanks(page), [
      ['India', 'UNHRC'],
      ['Arjuna', HSC],
      [DG, 'IB'],
      ['Prime minister', 'IB'],
    ]);
    await pick(portfoliosOf(page, 'UNHRC'), 'Japan', 'mobile');
    await moveUp(page, 'Japan').click();
    const finalPortfolios: [string, string][] = [
      ['India', 'UNHRC'],
      ['Arjuna', HSC],
      [DG, 'IB'],
      ['Japan', 'UNHRC'],
      ['Prime minister', 'IB'],
    ];
    await expectRanked(page, portfolioRanks(page), finalPortfolios);

    // Phone-sized targets, no sideways scrolling, and axe with both lists filled.
    for (const target of await page.locator('.reg-rank__move').all()) {
      const box = await target.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectNoAxeViolations(page, 'the form with ranked preferences at 375 px');
    await shot(page, 'ranked-375');
    await elementShot(committees(page), 'ranked-committees-375');
    await elementShot(portfolios(page), 'ranked-portfolios-375');

    // Submitted and stored in this order.
    const committeeCodes = ['Mahabharat', 'UNHRC', 'IB'];
    const portfolioNames = finalPortfolios.map(([name]) => name);
    const body = await submit(page);
    expect(body).toMatchObject({ committeePreference: committeeCodes, portfolioPreference: portfolioNames });
    const { row, api } = await stored(user);
    expect(row.committeePreference).toEqual(committeeCodes);
    expect(row.portfolioPreference).toEqual(portfolioNames);
    expect(api.committeePreference).toEqual(committeeCodes);
    expect(api.portfolioPreference).toEqual(portfolioNames);

    // The admin's page of the registration numbers both lists in that order.
    const adminPage = await e2e.page({ as: admin, viewport: 'mobile' });
    await visit(adminPage, `/eventreg/${row.id}`);
    const prefs = (term: string) =>
      adminPage
        .locator('.adm-detail__row')
        .filter({ has: adminPage.getByText(term, { exact: true }) })
        .getByRole('listitem');
    await expect(prefs('Committee preference')).toHaveText([`${HSC} (Mahabharat)`, 'UNHRC', 'IB']);
    await expect(prefs('Portfolio preference')).toHaveText(portfolioNames);
    await expect(adminPage.locator('.adm-detail__prefs').first()).toHaveCSS('list-style-type', 'decimal');
    await shot(adminPage, 'admin-detail-375');
  });

  it('at 1280 px the same lists work by keyboard alone, beside the checkboxes', async () => {
    const user = await createUser(e2e.server.db, { student: false });
    const page = await e2e.page({ as: user });
    await openForm(page);
    for (const name of ['IPC', 'UNHRC']) await pick(committees(page), name, 'desktop');
    await pick(portfoliosOf(page, 'UNHRC'), 'India', 'desktop');
    await pick(portfoliosOf(page, 'IPC'), 'Reuters', 'desktop');
    await pick(portfoliosOf(page, 'UNHRC'), 'Japan', 'desktop');
    await expectRanked(page, committeeRanks(page), [['IPC'], ['UNHRC']]);

    // From the last committee checkbox, Tab reaches IPC's Move up (inactive but focusable), then Move down.
    await committees(page).getByRole('checkbox', { name: 'IB', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(moveUp(page, 'IPC')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(moveDown(page, 'IPC')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectRanked(page, committeeRanks(page), [['UNHRC'], ['IPC']]);
    await expect(moveDown(page, 'IPC')).toBeFocused();
    await expectAnnounced(committees(page), 'IPC', 2);

    await moveUp(page, 'Japan').focus();
    await page.keyboard.press('Space');
    await expect(moveUp(page, 'Japan')).toBeFocused();
    await expectRanked(page, portfolioRanks(page), [
      ['India', 'UNHRC'],
      ['Japan', 'UNHRC'],
      ['Reuters', 'IPC'],
    ]);
    await page.keyboard.press('Enter');
    await expectRanked(page, portfolioRanks(page), [
      ['Japan', 'UNHRC'],
      ['India', 'UNHRC'],
      ['Reuters', 'IPC'],
    ]);
    // Each move button is at least 40 px square with a pointer.
    const box = await moveUp(page, 'India').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(40);
    expect(box!.height).toBeGreaterThanOrEqual(40);

    await page.getByLabel('College', { exact: true }).fill('Assam Engineering College');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expectNoAxeViolations(page, 'the form with ranked preferences at 1280 px');
    await shot(page, 'ranked-1280');
    await elementShot(committees(page), 'ranked-committees-1280');
    await elementShot(portfolios(page), 'ranked-portfolios-1280');

    const body = await submit(page);
    expect(body).toMatchObject({
      committeePreference: ['UNHRC', 'IPC'],
      portfolioPreference: ['Japan', 'India', 'Reuters'],
    });
    const { row, api } = await stored(user);
    expect(row.committeePreference).toEqual(['UNHRC', 'IPC']);
    expect(row.portfolioPreference).toEqual(['Japan', 'India', 'Reuters']);
    expect(api.portfolioPreference).toEqual(['Japan', 'India', 'Reuters']);
  });
});

/** A screenshot of one element into RANK_SHOTS_DIR (a no-op without it). */
async function elementShot(element: Locator, name: string): Promise<void> {
  const dir = process.env.RANK_SHOTS_DIR;
  if (dir) await element.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
}
