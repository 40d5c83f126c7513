/**
 * The superadmin's event pages end to end, in Chromium against the real server and database: copying the
 * seeded conference into next year's, editing its committees, portfolio lists, fees, window, featured flag and
 * hero image from the browser, then reading every value back through the public API; what a registration
 * protects (a committee, a portfolio) and renames; renaming the event itself; a past event's archive link on
 * the Archive page; the editor at 375 px.
 *
 * EVENTS_SHOTS_DIR=/some/dir also saves full-page screenshots of the pages at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { ConferenceEvent, EventResponse } from '~/shared/schemas/events';
import { type TestUser, createUser } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { makeImage } from '../support/images';
import { SEEDED_EVENT, seededCommittees } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, viewports, visit } from './support/harness';

const m = messages.events;
const NEXT = 'Annual Conference 2026';

const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.EVENTS_SHOTS_DIR);
let superadmin: TestUser;

beforeAll(async () => {
  superadmin = await createUser(e2e.server.db, { role: 'superadmin', name: 'Sunil Superadmin' });
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const editorPath = (name: string) => `/superadmin/events/${encodeURIComponent(name)}`;
/** A committee of the editor's list, by the name its heading shows. */
const committee = (page: Page, displayName: string) =>
  page.locator('#committees').getByRole('listitem', { name: displayName, exact: true });

/** Waits for the success toast of a save, then closes every toast (the next save shows the same text). */
async function saved(page: Page, message: string): Promise<void> {
  await expect(toast(page, message).first()).toBeVisible();
  await dismissToasts(page);
}

async function publicEvent(name: string): Promise<ConferenceEvent> {
  const response = await fetch(`${e2e.url}/v1/api/events/${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as EventResponse).event;
}

/** The browser's local 'YYYY-MM-DDTHH:mm' for now + `minutes` (what a datetime-local input holds). */
function localInput(page: Page, minutes: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, minutes);
}

describe('what registrations use', () => {
  it('a used committee cannot be deleted and used portfolios cannot be removed; renaming one keeps it', async () => {
    const registration = await createRegistration(e2e.server.db);
    expect(registration.id).toBeTruthy();
    const before = await publicEvent(SEEDED_EVENT);
    const beforeList = before.committees.find((c) => c.code === 'UNHRC')!.portfolios;
    const used = beforeList.slice(0, 2);

    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, editorPath(SEEDED_EVENT));
    await expect(h1(page)).toHaveText(SEEDED_EVENT);
    const unhrc = committee(page, 'UNHRC');
    await expect(unhrc).toContainText('1 registration');
    await unhrc.getByText('Edit UNHRC', { exact: true }).click();

    // Delete: the dialog, then the server's refusal next to the button.
    await unhrc.getByRole('button', { name: 'Delete UNHRC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete UNHRC?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete committee' }).click();
    await expect(dialog).toBeHidden();
    await expect(unhrc.locator('.ev-delete').getByRole('alert')).toHaveText(m.committeeInUse);

    // Emptying the list would remove the used portfolios: refused before sending, naming them.
    const list = unhrc.getByLabel('Portfolios, one per line');
    await list.fill('');
    await unhrc.getByRole('button', { name: 'Save list' }).click();
    await expect(unhrc.locator('.ev-portfolios').getByRole('alert')).toHaveText(
      `${m.portfoliosInUse}: ${used.join(', ')}`,
    );
    await expect(list).toHaveAttribute('aria-invalid', 'true');

    // Put the list back as it was (reload), then rename a used portfolio inline: the list follows.
    await visit(page, editorPath(SEEDED_EVENT));
    await unhrc.getByText('Edit UNHRC', { exact: true }).click();
    await unhrc.getByText(/^Rename a portfolio/).click();
    await unhrc.getByRole('button', { name: `Rename ${used[0]}`, exact: true }).click();
    const input = unhrc.getByLabel(`New name of ${used[0]}`);
    await expect(input).toBeFocused();
    await input.fill(`${used[0]} (renamed)`);
    await input.press('Enter');
    await saved(page, m.portfolioRenamed);
    const after = (await publicEvent(SEEDED_EVENT)).committees.find((c) => c.code === 'UNHRC')!.portfolios;
    expect(after).toEqual([`${used[0]} (renamed)`, ...beforeList.slice(1)]);
    await expect(list).toHaveValue(after.join('\n'));
  });
});

describe('next year from the browser', () => {
  it(`copies ${SEEDED_EVENT} into ${NEXT}, edits it section by section, and the API has every value`, async () => {
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, '/superadmin');
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(`${e2e.url}/superadmin/events`);
    await expect(h1(page)).toHaveText(/^Events/);
    const seededItem = page.locator('.ev-summary').filter({ hasText: SEEDED_EVENT });
    await expect(seededItem).toContainText('Featured');
    await expect(seededItem).toContainText('Registration closed');
    await expect(seededItem).toContainText(`${seededCommittees.length} committees`);
    await shot(page, 'events-1280');

    // New event: a copy of the seeded one.
    await page.getByLabel('Name', { exact: true }).fill(NEXT);
    await page.getByLabel('Start from').selectOption({ label: `A copy of ${SEEDED_EVENT}` });
    await button(page, 'Create event').click();
    await expect(page).toHaveURL(`${e2e.url}${editorPath(NEXT)}`);
    await expect(h1(page)).toHaveText(NEXT);
    await saved(page, m.created);
    await expect(page.locator('#committees').locator('.ev-committee')).toHaveCount(seededCommittees.length);
    // The copy has no dates of its own, and the texts naming the old year are listed for review.
    await expect(page.locator('#details').getByLabel('First day')).toHaveValue('');
    const review = page.getByRole('region', { name: 'Texts to review' });
    await expect(review).toContainText('These texts name another year than 2026');
    await expect(review.getByRole('link', { name: 'Hero image: alt text' })).toBeVisible();
    await expect(review.getByRole('link', { name: 'IPC: agenda' })).toHaveAttribute('href', '#committees');
    await shot(page, 'editor-copy-review-1280');

    // A committee's display name.
    const unhrc = committee(page, 'UNHRC');
    await unhrc.getByText('Edit UNHRC', { exact: true }).click();
    await unhrc.getByLabel('Display name').fill('Human Rights Council');
    await unhrc.getByRole('button', { name: 'Save committee' }).click();
    await saved(page, m.committeeSaved);
    await expect(committee(page, 'Human Rights Council')).toBeVisible();

    // A fifth committee, with a validation error first.
    await page.getByText('Add a committee', { exact: true }).click();
    const add = page.locator('.ev-add-committee');
    await add.getByLabel('Code').fill('UN SC');
    await add.getByLabel('Display name').fill('Security Council');
    await add.getByRole('button', { name: 'Add committee' }).click();
    await expect(add.getByText(m.invalidCode)).toBeVisible();
    await add.getByLabel('Code').fill('IB');
    await add.getByRole('button', { name: 'Add committee' }).click();
    await expect(add.getByText(m.codeTaken)).toBeVisible();
    await add.getByLabel('Code').fill('UNSC');
    await add.getByLabel('Full name').fill('United Nations Security Council');
    await add.getByLabel('Agenda').fill('Maintaining peace in the Arctic');
    await add.getByRole('button', { name: 'Add committee' }).click();
    await saved(page, m.committeeAdded);
    const unsc = committee(page, 'Security Council');
    await expect(unsc).toContainText('0 portfolios');
    const list = unsc.getByLabel('Portfolios, one per line');
    await expect(list).toBeVisible();

    // Import CSV fills the list (header skipped, quoted names kept whole)...
    await unsc.getByLabel('Import CSV').setInputFiles({
      name: 'portfolios.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Portfolio,Bloc\n"Korea, Republic of",Asia\nFrance,Europe\n'),
    });
    await expect(list).toHaveValue('Korea, Republic of\nFrance');
    await expect(
      unsc.getByText('2 portfolios imported from portfolios.csv.', { exact: false }),
    ).toBeVisible();
    // ...and a pasted list replaces it: 20 names, with a blank line and a repeat dropped.
    const twenty = Array.from({ length: 20 }, (_, i) => `Member State ${i + 1}`);
    await list.fill([...twenty.slice(0, 10), '', 'Member State 3', ...twenty.slice(10)].join('\n'));
    await expect(unsc.getByText('20 portfolios (now 0)', { exact: false })).toBeVisible();
    await unsc.getByRole('button', { name: 'Save list' }).click();
    await saved(page, m.portfoliosSaved);
    await expect(unsc).toContainText('20 portfolios');

    // Order: move the new committee up one place with the keyboard; focus stays on the button.
    const up = unsc.getByRole('button', { name: 'Move Security Council up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ev-committee__name')).toHaveText([
      'Hastinapur Special Council',
      'Human Rights Council',
      'IPC',
      'Security Council',
      'IB',
    ]);
    await expect(unsc.getByRole('button', { name: 'Move Security Council up' })).toBeFocused();
    await saved(page, m.committeesReordered);

    // Fees, with an error first.
    const fees = page.locator('#fees');
    await fees.getByLabel('Individual fee (₹)').fill('');
    await fees.getByRole('button', { name: 'Save fees' }).click();
    await expect(fees.getByText(m.invalidFee)).toBeVisible();
    await fees.getByLabel('Individual fee (₹)').fill('499');
    await fees.getByLabel('Group fee per person (₹)').fill('449');
    await fees.getByLabel('Hospitality fee (₹)').fill('1800');
    await fees.getByRole('button', { name: 'Save fees' }).click();
    await saved(page, m.saved);

    // The window: open from now for 30 days.
    const registration = page.locator('#registration');
    await expect(registration.locator('.ev-registration__state')).toContainText('Registration closed');
    await registration.getByLabel('Opens at').fill(await localInput(page, -1));
    await registration.getByLabel('Closes at').fill(await localInput(page, 30 * 24 * 60));
    await registration.getByRole('button', { name: 'Save schedule' }).click();
    await saved(page, m.saved);
    await expect(registration.locator('.ev-registration__state')).toContainText('Registration open');

    // Close now and Open now ask first, saying what visitors will see; Escape changes nothing.
    await registration.getByRole('button', { name: 'Close now' }).click();
    const closeDialog = page.getByRole('dialog', { name: m.confirmCloseTitle(NEXT) });
    await expect(closeDialog).toContainText(m.confirmCloseText(false));
    await page.keyboard.press('Escape');
    await expect(closeDialog).toBeHidden();
    await expect(registration.locator('.ev-registration__state')).toContainText('Registration open');
    await registration.getByRole('button', { name: 'Close now' }).click();
    await closeDialog.getByRole('button', { name: m.confirmClose }).click();
    await saved(page, messages.registration.closedButton);
    await expect(registration.locator('.ev-registration__state')).toContainText('Registration closed');
    await registration.getByRole('button', { name: 'Open now' }).click();
    const openDialog = page.getByRole('dialog', { name: m.confirmOpenTitle(NEXT) });
    await expect(openDialog).toContainText(m.confirmOpenText(false));
    await openDialog.getByRole('button', { name: m.confirmOpen }).click();
    await saved(page, messages.registration.opened);
    await expect(registration.locator('.ev-registration__state')).toContainText('Registration open');

    // Feature it: the editor says which event is featured until then.
    await expect(registration).toContainText(`Featured now: ${SEEDED_EVENT}.`);
    await registration.getByRole('button', { name: 'Feature this event' }).click();
    const featureDialog = page.getByRole('dialog', { name: m.confirmFeatureTitle(NEXT) });
    await expect(featureDialog).toContainText(m.confirmFeatureText(NEXT, SEEDED_EVENT));
    await featureDialog.getByRole('button', { name: m.confirmFeature }).click();
    await saved(page, m.featured);
    await expect(featureDialog).toBeHidden();
    await expect(registration).toContainText('The public pages speak of this event.');

    // The hero image: alt text, upload (preview of the stored file), then Save details.
    const details = page.locator('#details');
    await details.getByLabel('Text alternative (what the image shows)').fill('Delegates in the main hall');
    const hero = await makeImage('png', { width: 1600, height: 900 });
    await details
      .getByLabel('Upload hero image')
      .or(details.getByLabel('Replace hero image'))
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: hero });
    await expect(details.getByText(/Phones show its right-hand part/)).toBeVisible();
    const preview = details.getByRole('img', { name: 'Preview: Delegates in the main hall' });
    await expect(preview).toHaveAttribute('src', /^\/v1\/api\/event-files\//);
    await details.getByLabel('Theme or short description').fill('Diplomacy at the edge of the map');
    await details.getByRole('button', { name: 'Save details' }).click();
    await saved(page, m.saved);
    await shot(page, 'editor-1280');

    // Every value, through the public API.
    const stored = await publicEvent(NEXT);
    const seeded = await publicEvent(SEEDED_EVENT);
    expect(stored.featured).toBe(true);
    expect(stored.registrationOpen).toBe(true);
    expect(stored.window.switchOpen).toBe(true);
    expect(Date.parse(stored.window.closesAt!) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(stored.fees).toEqual({ ...seeded.fees, individual: 499, groupPerMember: 449, hospitality: 1800 });
    expect(stored.theme).toBe('Diplomacy at the edge of the map');
    expect(stored.hero).toMatchObject({
      width: 1600,
      height: 900,
      alt: 'Delegates in the main hall',
      narrow: { width: 600, height: 900 }, // the phones' cut, made by the server on upload
    });
    for (const url of [stored.hero!.url, stored.hero!.narrow!.url]) {
      const heroFile = await fetch(`${e2e.url}${url}`);
      expect(heroFile.status).toBe(200);
      expect(heroFile.headers.get('content-type')).toMatch(/^image\//);
    }
    expect(stored.committees.map((c) => c.code)).toEqual(['Mahabharat', 'UNHRC', 'IPC', 'UNSC', 'IB']);
    const byCode = new Map(stored.committees.map((c) => [c.code, c]));
    expect(byCode.get('UNHRC')!.displayName).toBe('Human Rights Council');
    expect(byCode.get('UNSC')).toMatchObject({
      displayName: 'Security Council',
      fullName: 'United Nations Security Council',
      agenda: 'Maintaining peace in the Arctic',
      portfolios: twenty,
    });
    // The copy kept everything else of the seeded event, which is unchanged (and no longer featured).
    for (const code of seededCommittees) {
      const original = seeded.committees.find((c) => c.code === code)!;
      expect(byCode.get(code)!.portfolios).toEqual(original.portfolios);
      expect(byCode.get(code)!.agenda).toBe(original.agenda);
    }
    expect(stored.payment).toEqual(seeded.payment);
    expect(stored.board).toEqual(seeded.board);
    expect(seeded.featured).toBe(false);
    expect(seeded.registrationOpen).toBe(false);
    expect(seeded.committees.find((c) => c.code === 'UNHRC')!.displayName).toBe('UNHRC');
  });

  it(`gives ${SEEDED_EVENT}, no longer featured, an archive link: the Archive page links to it`, async () => {
    const album = 'https://photos.example.org/nitsmun-2024';
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, editorPath(SEEDED_EVENT));
    const details = page.locator('#details');
    const field = details.getByLabel('Archive link');
    await field.fill('javascript:alert(1)');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText(m.invalidLink)).toBeVisible();
    await field.fill(album);
    await details.getByRole('button', { name: 'Save details' }).click();
    await saved(page, m.saved);
    expect((await publicEvent(SEEDED_EVENT)).archiveUrl).toBe(album);

    // In the page's HTML as the server sends it (before any script), within 5 s; the featured event is not past.
    await expect
      .poll(async () => (await (await fetch(`${e2e.url}/archive`)).text()).includes(`href="${album}"`), {
        timeout: 5000,
      })
      .toBe(true);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const width = viewports[viewport].width;
      const visitor = await e2e.page({ viewport });
      await visit(visitor, '/archive');
      const link = visitor.getByRole('link', {
        name: `Visit the archive of ${SEEDED_EVENT} (opens in a new tab)`,
      });
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toBe(album);
      await expect(visitor.getByRole('heading', { level: 2, name: NEXT })).toHaveCount(0);
      const fits = await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `/archive fits ${width} px`).toBe(true);
      await expectNoAxeViolations(visitor, `/archive at ${width} px`);
      await shot(visitor, `archive-${width}`);
    }
  });

  it('renames an event: the editor moves to the new address', async () => {
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, '/superadmin/events');
    await page.getByLabel('Name', { exact: true }).fill('Mock Conference Draft');
    await button(page, 'Create event').click();
    await expect(page).toHaveURL(`${e2e.url}${editorPath('Mock Conference Draft')}`);
    await saved(page, m.created);
    await expect(page.locator('#committees')).toContainText('No committees yet.');
    const name = page.locator('#details').getByLabel('Name', { exact: true });
    await name.fill('Mock/Conference');
    await button(page, 'Save details').click();
    await expect(page.locator('#details').getByText(m.invalidName)).toBeVisible();
    await name.fill('Mock Conference 2026');
    await button(page, 'Save details').click();
    await saved(page, m.saved);
    await expect(page).toHaveURL(`${e2e.url}${editorPath('Mock Conference 2026')}`);
    await expect(h1(page)).toHaveText('Mock Conference 2026');
    await visit(page, editorPath('Mock Conference 2026'));
    await expect(h1(page)).toHaveText('Mock Conference 2026');
    await expect(name).toHaveValue('Mock Conference 2026');
  });
});

describe('layout and accessibility', () => {
  it('the events list and the editor fit 375 px and have no axe violations at 1280 and 375 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const width = viewports[viewport].width;
      const page = await e2e.page({ as: superadmin, viewport });
      for (const path of ['/superadmin/events', editorPath(SEEDED_EVENT)]) {
        await visit(page, path);
        await expect(
          page.locator('[role="status"]').filter({ hasText: messages.generic.loading }),
        ).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        if (path !== '/superadmin/events') {
          // Open what a phone user opens: a committee's editor, Add a committee, a new board row.
          await committee(page, 'IB').getByText('Edit IB', { exact: true }).click();
          await page.getByText('Add a committee', { exact: true }).click();
          await button(page, 'Add a board member').click();
          await button(page, 'Add a contact person').click();
        }
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(fits, `${path} fits ${width} px`).toBe(true);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
        await shot(page, `${path === '/superadmin/events' ? 'events' : 'editor-open'}-${width}`);
      }
      if (viewport === 'mobile') {
        // Every control of the editor can be reached and used on a phone: the Save buttons are inside the page.
        for (const save of ['Save details', 'Save fees', 'Save payment details', 'Save board']) {
          const box = await button(page, save).boundingBox();
          expect(box, save).not.toBeNull();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
      }
    }
  });
});
