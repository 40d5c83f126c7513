/**
 * The Mock MUN as an event like any other, in Chromium against the real server: the superadmin opens its
 * registration in the event editor; the page /mockmun24 shows its dates from the data and its Register
 * button leads a student of the institute to this event's own registration (free: no payment asked); a
 * student of another college is told the event is for the institute's students only.
 *
 * MOCKMUN_SHOTS_DIR=/some/dir also saves screenshots at 375 and 1280 px.
 */
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { type TestUser, createUser } from '../support/accounts';
import { SEEDED_MOCK_MUN } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' } });
const shot = screenshots(process.env.MOCKMUN_SHOTS_DIR);
let superadmin: TestUser;

beforeAll(async () => {
  superadmin = await createUser(e2e.server.db, { role: 'superadmin' });
});

describe('the Mock MUN', () => {
  it('is opened from the editor, and its page leads a student to its own, free registration', async () => {
    const admin = await e2e.page({ as: superadmin });
    await visit(admin, `/superadmin/events/${encodeURIComponent(SEEDED_MOCK_MUN)}`);
    const options = admin.locator('#options');
    expect(await options.getByLabel('Shown on the Mock MUN page').isChecked()).toBe(true);
    expect(await options.getByLabel('Students of the institute only').isChecked()).toBe(true);
    await expect(options).toContainText('This event is free');
    await shot(admin, 'mockmun-editor-options-1280');
    await admin.locator('#registration').getByRole('button', { name: 'Open now' }).click();
    await admin
      .getByRole('dialog', { name: messages.events.confirmOpenTitle(SEEDED_MOCK_MUN) })
      .getByRole('button', { name: messages.events.confirmOpen })
      .click();
    await expect(toast(admin, messages.registration.opened)).toBeVisible();
    await dismissToasts(admin);

    const student = await createUser(e2e.server.db, { student: true, verified: true });
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await e2e.page({ as: student, viewport });
      await visit(page, '/mockmun24');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED_MOCK_MUN);
      await expect(page.locator('main')).toContainText('28–29 September 2024');
      const register = page.getByRole('link', { name: `Register for ${SEEDED_MOCK_MUN}` }).first();
      await expect(register).toHaveAttribute(
        'href',
        `/registration?event=${encodeURIComponent(SEEDED_MOCK_MUN)}`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'mobile' ? 375 : 1280,
      );
      await expectNoAxeViolations(page, `/mockmun24 (${viewport})`);
      await shot(page, `mockmun-${viewport === 'mobile' ? 375 : 1280}`);
      if (viewport === 'desktop') continue;
      await register.click();
      await expect(page).toHaveURL(
        new RegExp(`/registration\\?event=${encodeURIComponent(SEEDED_MOCK_MUN)}`),
      );
      await expect(page.locator('main')).toContainText(SEEDED_MOCK_MUN);
      await page.getByRole('radio', { name: /^Individual/ }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).toHaveURL(/as=individual/);
      await expect(page.locator('main')).toContainText(messages.ui.registration.freeEvent);
      await expect(page.getByLabel(/payment screenshot/i)).toHaveCount(0);
      await shot(page, 'mockmun-registration-375');
    }

    const outsider = await createUser(e2e.server.db, { student: false, verified: true });
    const other = await e2e.page({ as: outsider, viewport: 'mobile' });
    await visit(other, `/registration?event=${encodeURIComponent(SEEDED_MOCK_MUN)}`);
    await expect(other.getByText(messages.registration.instituteOnly)).toBeVisible();
  });
});
