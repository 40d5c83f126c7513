/**
 * The content editors end to end in Chromium against the real server and database
 * (docs/decisions/0063-content-editing.md): a superadmin grants a member the gallery and the blogs only, at
 * 1280 px; the member, on a phone (375 px), uploads twelve photos as a new album, describes them, moves one
 * from the keyboard, saves, publishes and shows it in the gallery; /photo shows the album within 5 seconds (at
 * 375 and 1280 px); the same member is refused the team editor.
 *
 * CONTENT_SHOTS_DIR=/some/dir also saves full-page screenshots of the pages.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { statementMessages } from '~/shared/statement-messages';
import { messages } from '~/shared/messages';
import { pageMessages as pm } from '~/shared/page-messages';
import { type TestUser, createUser } from '../support/accounts';
import { makeImage } from '../support/images';
import { SEEDED_MOCK_MUN, seededMockMun } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const m = messages.content;
const sm = statementMessages;
const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.CONTENT_SHOTS_DIR);
const PHOTOS = 12;
const ALBUM = "Freshers' Welcome";
let superadmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  superadmin = await createUser(e2e.server.db, { role: 'superadmin', name: 'Sunil Superadmin' });
  member = await createUser(e2e.server.db, { name: 'Gita Gallery' });
});

async function saved(page: Page, message: string): Promise<void> {
  await expect(toast(page, message).first()).toBeVisible();
  await dismissToasts(page);
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function grant(page: Page, capability: 'content:gallery' | 'content:blogs') {
  const label = sm.capabilityLabels[capability];
  await page.getByRole('button', { name: `Grant (${label})` }).click();
  const dialog = page.getByRole('dialog', { name: sm.grantConfirmTitle(label) });
  await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
  await saved(page, sm.granted);
  await expect(page.getByRole('button', { name: `Revoke (${label})` })).toBeVisible();
}

describe('content editors', () => {
  it('a member granted the gallery and the blogs publishes an album of 12 photos; /photo shows it; the team editor stays closed', async () => {
    // The superadmin grants the two sections, at 1280 px.
    const admin = await e2e.sharedPage({ as: superadmin });
    await visit(admin, `/user/${member.id}`);
    await grant(admin, 'content:gallery');
    await grant(admin, 'content:blogs');
    await expect(
      admin.getByText(`${sm.capabilityLabels['content:team']}:`, { exact: false }).locator('strong'),
    ).toHaveText('not granted');
    await expect.poll(() => noHorizontalOverflow(admin)).toBe(true);
    await shot(admin, 'grants-1280');

    // The member, on a phone: the dashboard links the two editors and not the team's.
    const page = await e2e.page({ as: member, viewport: 'mobile' });
    await visit(page, '/dashboard');
    await expect(page.getByRole('link', { name: 'Edit the blogs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit the team' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit the gallery' }).click();
    await expect(page).toHaveURL(/\/editor\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gallery');

    // A new album, then twelve photos at once, each with its own progress.
    await page.getByLabel('Album title').fill(ALBUM);
    await page.getByRole('button', { name: 'Create album' }).click();
    await saved(page, m.albumCreated);
    await expect(page).toHaveURL(/\?album=/);
    const files = await Promise.all(
      Array.from({ length: PHOTOS }, async (_, i) => ({
        name: `welcome-${String(i + 1).padStart(2, '0')}.png`,
        mimeType: 'image/png',
        buffer: await makeImage('png', { width: 900, height: 600, seed: Buffer.from([i + 1, 7, 7]) }),
      })),
    );
    await page.locator('.ce-uploads input[type="file"]').setInputFiles(files);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem')).toHaveCount(PHOTOS);
    await expect(uploads.getByText('Uploaded', { exact: true })).toHaveCount(PHOTOS, { timeout: 60_000 });
    const photos = page.getByRole('list', { name: 'Photos of the album, in order' }).getByRole('listitem');
    await expect(photos).toHaveCount(PHOTOS);

    // Save refuses photos without a text alternative, with the message at the field.
    await page.getByRole('button', { name: 'Save album' }).click();
    await expect(page.getByText(m.altRequired).first()).toBeVisible();
    await expect(page.getByLabel('Text alternative (what the photo shows)').first()).toBeFocused();
    const alts = page.getByLabel('Text alternative (what the photo shows)');
    for (let i = 0; i < PHOTOS; i++) await alts.nth(i).fill(`Freshers at the welcome, photo ${i + 1}`);

    // The last photo first, from the keyboard: focus stays on the button, so Enter again moves it again.
    const up = page.getByRole('button', { name: `Move up (Photo ${PHOTOS})` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Move up (Photo ${PHOTOS - 1})` })).toBeFocused();
    for (let i = 0; i < PHOTOS - 2; i++) await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move down (Photo 1)' })).toBeFocused();
    await expect(page.getByLabel('Caption').first()).toHaveValue('welcome 12');

    await page.getByRole('button', { name: 'Save album' }).click();
    await saved(page, m.albumSaved);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // Publish, then show it in the gallery, each after a confirmation.
    await page.getByRole('button', { name: 'Publish album' }).click();
    await page
      .getByRole('dialog', { name: `Publish ${ALBUM}?` })
      .getByRole('button', { name: 'Publish' })
      .click();
    await saved(page, m.albumPublished);
    await page.getByRole('button', { name: 'Show in the gallery' }).click();
    await page
      .getByRole('dialog', { name: `Show ${ALBUM} in the gallery?` })
      .getByRole('button', { name: 'Show it' })
      .click();
    await saved(page, m.albumMadeCurrent);
    await expect(page.getByText('Shown in the gallery').first()).toBeVisible();
    await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
    await shot(page, 'gallery-editor-375');
    await expectNoAxeViolations(page, 'the gallery editor');

    // /photo shows the new album within 5 seconds: its first nine photos in the strip, all twelve in the viewer.
    await expect
      .poll(
        async () => {
          await visit(page, '/photo');
          return page.locator('.page-intro__eyebrow').textContent();
        },
        { timeout: 5000 },
      )
      .toBe(ALBUM);
    const strip = page.getByRole('list', { name: 'Conference photographs' });
    await expect(strip.getByRole('listitem')).toHaveCount(9);
    await strip.getByRole('button', { name: new RegExp(`^Open photo 1 of ${PHOTOS}: `) }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('#gallery-viewer-counter')).toHaveText(`Photo 1 of ${PHOTOS}`);
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', `Freshers at the welcome, photo ${PHOTOS}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
    await shot(page, 'photo-375');

    const wide = await e2e.page({ as: member });
    await visit(wide, '/photo');
    await expect(wide.locator('.page-intro__eyebrow')).toHaveText(ALBUM);
    await expect(wide.getByText(`The strip shows 9 of ${PHOTOS} photos`, { exact: false })).toBeVisible();
    await expect.poll(() => noHorizontalOverflow(wide)).toBe(true);
    await shot(wide, 'photo-1280');

    // The gallery editor on a wide screen.
    await visit(wide, '/editor/gallery');
    await expect(wide.getByRole('link', { name: `Edit ${ALBUM}` })).toBeVisible();
    await expect.poll(() => noHorizontalOverflow(wide)).toBe(true);
    await shot(wide, 'gallery-editor-1280');

    // The blogs editor opens to the same member, on both screens.
    for (const [editorPage, name] of [
      [page, 'blogs-editor-375'],
      [wide, 'blogs-editor-1280'],
    ] as const) {
      await visit(editorPage, '/editor/blogs');
      await expect(editorPage.getByRole('button', { name: /^Delete \(/ }).first()).toBeVisible();
      await expect.poll(() => noHorizontalOverflow(editorPage)).toBe(true);
      await shot(editorPage, name);
    }

    // The team editor and the page editor stay closed to this member: the guard sends them home.
    await visit(page, '/superadmin/team');
    await expect(page).toHaveURL(/\/$/);
    await visit(page, '/editor/pages');
    await expect(page).toHaveURL(/\/$/);
  }, 240_000);

  it('a superadmin edits the home page on a phone: a draft, its preview, a confirmed publish that / shows within 5 s', async () => {
    const kicker = 'Welcome back, diplomats';
    const page = await e2e.sharedPage({ as: superadmin, viewport: 'mobile' });
    await visit(page, '/editor/pages');
    await page.getByRole('main').getByRole('link', { name: pm.pageLabels.home, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pm.pageLabels.home);
    await page.locator('#pf-hero-kicker').fill(kicker);
    await page.getByRole('button', { name: pm.saveDraft }).click();
    await saved(page, pm.draftSaved);
    await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
    await expectNoAxeViolations(page, 'the page editor');
    await shot(page, 'page-editor-375');

    // The preview shows the draft with the home page's own components; the public page is unchanged.
    await page.getByRole('link', { name: pm.preview }).click();
    await expect(page.getByText(kicker)).toBeVisible();
    await shot(page, 'page-preview-375');
    const visitor = await e2e.page();
    await visit(visitor, '/');
    await expect(visitor.getByText(kicker)).toHaveCount(0);

    await page.getByRole('link', { name: pm.backToEditor }).click();
    await page.getByRole('button', { name: pm.publish }).click();
    const dialog = page.getByRole('dialog', { name: pm.publishConfirmTitle });
    await dialog.getByRole('button', { name: pm.publish }).click();
    await saved(page, pm.published);
    await expect
      .poll(
        async () => {
          await visit(visitor, '/');
          return visitor.getByText(kicker).count();
        },
        { timeout: 5000 },
      )
      .toBe(1);
  }, 120_000);

  it("previews the Mock MUN page's draft around its event, reached from the editor or opened directly", async () => {
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, '/editor/pages/mockmun');
    await page.locator('#pf-steps-arriveOn').fill('Meet us at {venue} on {day}, before the briefing.');
    await page.getByRole('button', { name: pm.saveDraft }).click();
    await saved(page, pm.draftSaved);
    const step = `Meet us at ${seededMockMun.venue} on 28 Sept 2024, before the briefing.`;
    await page.getByRole('link', { name: pm.preview }).click();
    await expect(page.getByText(step)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_MOCK_MUN })).toBeVisible();
    await page.reload();
    await expect(page.getByText(step)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_MOCK_MUN })).toBeVisible();
  }, 120_000);
});
