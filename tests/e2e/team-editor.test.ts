/**
 * The next tenure, end to end in Chromium against the real server and database: a superadmin starts 2025-26
 * as a copy of 2024-25, replaces the Secretary General (a new person with a photo, a new letter with a photo),
 * adds a person to the technical team, previews the draft and publishes it as current; the HTML of /team and
 * of the home page has the new names within 5 seconds, /team/2024-25 (through the tenure switcher) still
 * shows the old secretariat, and restoring the previous version of 2024-25 brings the old letter back.
 *
 * TEAM_SHOTS_DIR=/some/dir also saves full-page screenshots of the pages.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { teamDraftMessages } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import { type TestUser, createUser } from '../support/accounts';
import { makeImage } from '../support/images';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const m = messages.team;
const d = teamDraftMessages;
const NEW_SG = 'Meghna Deb';
const NEW_TECH = 'Nilav Das';
const NEW_LETTER = 'A new tenure begins with a new secretariat.';
/** The seeded Secretary General's letter, in its first words. */
const OLD_LETTER = 'On behalf of the entire secretariat, welcome to NITSMUN.';
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

/** A portrait to upload (a file chooser's payload). */
const portrait = async (seed: number) => ({
  name: `portrait-${seed}.png`,
  mimeType: 'image/png',
  buffer: await makeImage('png', { width: 700, height: 700, seed: Buffer.from([seed, 3]) }),
});

/** A page's HTML as the server sends it (what curl sees). */
const body = async (page: Page, path: string) => (await page.request.get(path)).text();

/** A card of the public team page, by the person's name. */
const card = (page: Page, name: string) =>
  page.locator('li.team-card').filter({ has: page.getByRole('button', { name: new RegExp(`of ${name}$`) }) });
const secretariat = (page: Page, label: string) =>
  page.getByRole('heading', { level: 2, name: `SECRETARIAT OF TENURE ${label}` });

describe('the next tenure', () => {
  it('starts as a copy, is edited as a draft and published; /team and / follow, /team/2024-25 keeps the old team, a restore brings the old letter back', async () => {
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

    // A new Secretary General: the old one is dropped from this tenure (after a confirmation) and the new
    // one added with a photo.
    await page.getByRole('button', { name: 'Drop (Aniruddha Baruah)' }).click();
    const drop = page.getByRole('dialog', { name: 'Drop Aniruddha Baruah from 2025-26?' });
    await drop.getByRole('button', { name: 'Drop from this tenure' }).click();
    await saved(page, m.positionDropped);
    await page.getByRole('button', { name: 'Add a person to SENIOR SECRETARIAT' }).click();
    const form = page.locator('form.tm-person-form');
    await form.getByLabel('Name').fill(NEW_SG);
    await form.getByLabel('Designation').fill('');
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(form.getByText(m.fieldRequired)).toBeVisible();
    await form.getByLabel('Designation').fill('Secretary General');
    await form.getByLabel('Text alternative (what the photo shows)').fill(`Portrait of ${NEW_SG}`);
    await form.locator('input[type="file"]').setInputFiles(await portrait(1));
    await expect(form.getByRole('img', { name: `Preview: Portrait of ${NEW_SG}` })).toHaveAttribute(
      'src',
      /\/team-files\//,
    );
    await form.getByRole('button', { name: 'Add person' }).click();
    await saved(page, m.personAdded);

    // Her letter, with her photo.
    const letter = page.locator('form.tm-letter').filter({
      has: page.getByRole('heading', { name: "Secretary General's letter" }),
    });
    await letter.getByLabel('Author').fill(NEW_SG);
    await letter.getByLabel('Text', { exact: true }).fill(`Dear delegates,\n\n${NEW_LETTER}`);
    await letter.getByLabel('Text alternative (what the photo shows)').fill(`Portrait of ${NEW_SG}`);
    await letter.locator('input[type="file"]').setInputFiles(await portrait(2));
    // The preview shows the upload once it is stored (the seeded photo was there before).
    await expect(letter.getByRole('img', { name: `Preview: Portrait of ${NEW_SG}` })).toHaveAttribute(
      'src',
      /\/team-files\//,
    );
    await letter.getByRole('button', { name: "Save secretary general's letter" }).click();
    await saved(page, m.letterSaved);

    // Someone new in the technical team.
    await page.getByRole('button', { name: 'Add a person to TECHNICAL TEAM' }).click();
    await form.getByLabel('Name').fill(NEW_TECH);
    await form.getByLabel('Designation').fill('Web Developer');
    await form.getByRole('button', { name: 'Add person' }).click();
    await saved(page, m.personAdded);

    // The preview shows the draft with the real page's components; the public pages do not show it yet.
    await page.getByRole('link', { name: 'Preview the draft' }).click();
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(d.notPublished);
    await expect(secretariat(page, '2025-26')).toBeVisible();
    await expect(card(page, NEW_SG)).toBeVisible();
    await expect(page.getByText(NEW_LETTER)).toBeVisible();
    await shot(page, 'team-preview-1280');
    expect(await body(page, '/team')).not.toContain(NEW_SG);
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    // Published as the current tenure, after a confirmation.
    await page.getByRole('button', { name: 'Publish 2025-26' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish 2025-26?' });
    const makeCurrent = publish.getByRole('checkbox', { name: /Make 2025-26 the current tenure/ });
    await expect.poll(() => makeCurrent.isChecked()).toBe(true);
    await publish.getByRole('button', { name: 'Publish' }).click();
    await saved(page, d.published);
    await expect(page.getByText('Current tenure', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tm-draft-status')).toHaveText(d.upToDate);

    // The HTML of /team and of the home page has the new names within 5 seconds.
    await expect.poll(() => body(page, '/team'), { timeout: 5000 }).toContain(NEW_TECH);
    expect(await body(page, '/team')).toContain(NEW_SG);
    expect(await body(page, '/team')).toMatch(/\/v1\/api\/team-files\/[0-9a-f-]{36}/);
    await expect.poll(() => body(page, '/'), { timeout: 5000 }).toContain(NEW_LETTER);
    expect(await body(page, '/')).toContain(NEW_SG);
    // Her letter's photo: the upload's address.
    expect(await body(page, '/')).toMatch(/\/v1\/api\/team-files\/[0-9a-f-]{36}/);

    // The public pages.
    await visit(page, '/team');
    await expect(secretariat(page, '2025-26')).toBeVisible();
    await expect(card(page, 'Aniruddha Baruah')).toHaveCount(0);
    await card(page, NEW_SG).getByRole('button').click();
    await expect(card(page, NEW_SG).locator('.team-card__face--back')).toContainText('Secretary General');
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

    // The previous version of 2024-25, restored: it is current again, and the old letter is back.
    await visit(page, '/superadmin/team/2024-25');
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore version 1 of 2024-25?' });
    await restore.getByRole('button', { name: 'Restore and publish' }).click();
    await saved(page, d.restored);
    await expect(page.getByRole('listitem').filter({ hasText: 'restored from version 1' })).toBeVisible();
    await shot(page, 'team-versions-1280');
    await expect.poll(() => body(page, '/'), { timeout: 5000 }).not.toContain(NEW_LETTER);
    expect(await body(page, '/')).toContain(OLD_LETTER);
    expect(await body(page, '/team')).toContain('SECRETARIAT OF TENURE 2024-25');

    if (process.env.TEAM_SHOTS_DIR) {
      const phone = await e2e.page({ as: superadmin, viewport: 'mobile' });
      await visit(phone, '/superadmin/team/2025-26');
      await expect(phone.getByRole('heading', { name: 'Versions' })).toBeVisible();
      await shot(phone, 'team-editor-375');
      await visit(phone, '/superadmin/team/2025-26/preview');
      await expect(secretariat(phone, '2025-26')).toBeVisible();
      await shot(phone, 'team-preview-375');
    }
    // Two team pages of 51 cards each through axe: minutes on a loaded host, seconds alone.
  }, 240_000);
});
