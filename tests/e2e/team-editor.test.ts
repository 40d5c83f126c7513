/**
 * The next tenure, end to end in Chromium against the real server and database: a superadmin starts 2025-26
 * as a copy of 2024-25, moves a person down with the keyboard, changes a designation, makes the tenure
 * current; /team then shows the new team while /team/2024-25 (through the tenure switcher) still shows the
 * old one.
 *
 * TEAM_SHOTS_DIR=/some/dir also saves full-page screenshots of the pages.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { type TestUser, createUser } from '../support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const m = messages.team;
const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.TEAM_SHOTS_DIR);
let superadmin: TestUser;

beforeAll(async () => {
  superadmin = await createUser(e2e.server.db, { role: 'superadmin', name: 'Sunil Superadmin' });
});

async function saved(page: Page, message: string): Promise<void> {
  await expect(toast(page, message).first()).toBeVisible();
  await dismissToasts(page);
}

/** A card of the public team page, by the person's name. */
const card = (page: Page, name: string) =>
  page.locator('li.team-card').filter({ has: page.getByRole('button', { name: new RegExp(`of ${name}$`) }) });
const secretariat = (page: Page, label: string) =>
  page.getByRole('heading', { level: 2, name: `SECRETARIAT OF TENURE ${label}` });

describe('the next tenure', () => {
  it('starts as a copy, is edited, made current; /team shows it and /team/2024-25 keeps the old one', async () => {
    const page = await e2e.page({ as: superadmin });
    await visit(page, '/superadmin');
    await page
      .getByRole('navigation', { name: 'Superadmin' })
      .getByRole('link', { name: 'Team', exact: true })
      .click();
    await expect(page).toHaveURL(/\/superadmin\/team$/);
    await expect(page.getByRole('link', { name: '2024-25', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Start tenure 2025-26 as a copy of 2024-25' }).click();
    await expect(page).toHaveURL(/\/superadmin\/team\/2025-26$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenure 2025-26');
    await saved(page, m.tenureCreated);
    await shot(page, 'team-editor-1280');
    await expectNoAxeViolations(page, 'the tenure editor');

    // Move the Secretary General below the Director General, from the keyboard.
    const down = page.getByRole('button', { name: 'Move down (Aniruddha Baruah)' });
    await down.focus();
    await page.keyboard.press('Enter');
    await saved(page, m.peopleReordered);
    const senior = page.locator('.tm-group').first().locator('.tm-member__name');
    await expect(senior.nth(0)).toHaveText('Ishita Chakraborty');
    await expect(senior.nth(1)).toHaveText('Aniruddha Baruah');

    // A new designation.
    await page.getByRole('button', { name: 'Edit (Aniruddha Baruah)' }).click();
    const form = page.locator('form.tm-person-form');
    const role = form.getByLabel('Designation');
    await role.fill('');
    await form.getByRole('button', { name: 'Save person' }).click();
    await expect(form.getByText(m.fieldRequired)).toBeVisible();
    await role.fill('Advisor to the Secretariat');
    await form.getByRole('button', { name: 'Save person' }).click();
    await saved(page, m.positionSaved);
    await expect(page.locator('.tm-member').filter({ hasText: 'Aniruddha Baruah' })).toContainText(
      'Advisor to the Secretariat',
    );

    // Current, after a confirmation.
    await page.getByRole('button', { name: 'Make 2025-26 current' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make 2025-26 the current tenure?' });
    await dialog.getByRole('button', { name: 'Make current' }).click();
    await saved(page, m.madeCurrent);
    await expect(page.getByText('Current tenure', { exact: true })).toBeVisible();

    // The public pages.
    await visit(page, '/team');
    await expect(secretariat(page, '2025-26')).toBeVisible();
    const first = page.locator('li.team-card').first();
    await expect(first.getByRole('button')).toHaveAttribute(
      'aria-label',
      'Show details of Ishita Chakraborty',
    );
    await card(page, 'Aniruddha Baruah').getByRole('button').click();
    await expect(card(page, 'Aniruddha Baruah').locator('.team-card__face--back')).toContainText(
      'Advisor to the Secretariat',
    );
    await shot(page, 'team-2025-26');

    const switcher = page.getByRole('navigation', { name: 'Tenures' });
    await expect(switcher.getByRole('link', { name: '2025-26' })).toHaveAttribute('aria-current', 'page');
    await switcher.getByRole('link', { name: '2024-25' }).click();
    await expect(page).toHaveURL(/\/team\/2024-25$/);
    await expect(secretariat(page, '2024-25')).toBeVisible();
    await expect(page).toHaveTitle('Team of 2024-25 | NITSMUN');
    await expect(page.locator('li.team-card').first().getByRole('button')).toHaveAttribute(
      'aria-label',
      'Show details of Aniruddha Baruah',
    );
    await card(page, 'Aniruddha Baruah').getByRole('button').click();
    await expect(card(page, 'Aniruddha Baruah').locator('.team-card__face--back')).toContainText(
      'Secretary General',
    );
    await expectNoAxeViolations(page, '/team/2024-25');

    // Loaded on its own (not by a client-side navigation), the past tenure is the same page.
    await visit(page, '/team/2024-25');
    await expect(secretariat(page, '2024-25')).toBeVisible();
    await expect(page.getByText('You are looking at a past tenure.')).toBeVisible();

    // A tenure that does not exist is the 404 page, loaded or hydrated.
    const missing = await visit(page, '/team/1999-00');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // Two team pages of 51 cards each through axe: minutes on a loaded host, seconds alone.
  }, 240_000);
});
