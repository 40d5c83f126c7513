/**
 * The Mock MUN as an event like any other, in Chromium against the real server: the superadmin opens its
 * registration in the event editor; the page /mockmun24 shows its dates from the data and its Register
 * button leads a student of the institute to this event's own registration (free: no payment asked); a
 * student of another college is told the event is for the institute's students only. A signed-out
 * visitor's Register keeps this event through sign-up, login and the verification link opened in the same
 * browser (and through login alone for an account that exists), never falling back to the featured event.
 *
 * MOCKMUN_SHOTS_DIR=/some/dir also saves screenshots at 375 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { redirectParam, registrationFor } from '~/shared/paths';
import { type TestUser, createUser, studentSignupBody } from '../support/accounts';
import { setRegistrationOpen } from '../support/registration';
import { SEEDED_MOCK_MUN } from '../support/seeded-event';
import { linkIn } from '../support/smtp';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit, waitForApp } from './support/harness';

const e2e = useE2E({ smtp: true, contextDefaults: { reducedMotion: 'reduce' } });
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

    // A leader is told the rule before inviting, and the server's refusal of an outsider stays on the field.
    const leader = await createUser(e2e.server.db, { student: true, verified: true });
    const leaderPage = await e2e.page({ as: leader, viewport: 'mobile' });
    await visit(leaderPage, `${registrationFor(SEEDED_MOCK_MUN)}&as=leader`);
    const email = leaderPage.getByLabel("Member's email", { exact: true });
    await expect(email).toHaveAttribute('aria-describedby', 'reg-invite-email-hint');
    await expect(leaderPage.locator('#reg-invite-email-hint')).toHaveText(
      messages.registration.inviteInstituteOnlyHint,
    );
    await leaderPage.getByLabel('Group name', { exact: true }).fill('Dais');
    await email.fill(outsider.email);
    await leaderPage.getByRole('button', { name: 'Send invite', exact: true }).click();
    await expect(leaderPage.locator('#reg-invite-email-error')).toHaveText(
      messages.registration.inviteeNotInstitute,
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await shot(leaderPage, 'mockmun-invite-refused-375');
  });
});

describe("a signed-out visitor's Register", () => {
  const target = registrationFor(SEEDED_MOCK_MUN);
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  /** /mockmun24 signed out: Register goes to sign-up, which keeps this event's registration as the target. */
  async function registerSignedOut(page: Page): Promise<void> {
    await visit(page, '/mockmun24');
    await waitForApp(page);
    await page
      .getByRole('link', { name: `Register for ${SEEDED_MOCK_MUN}` })
      .first()
      .click();
    await expect(page).toHaveURL(`${e2e.url}/signup?${redirectParam}=${encodeURIComponent(target)}`);
    await expect(toast(page, messages.auth.loginOrSignupToRegister)).toBeVisible();
  }

  it("signs up, verifies in the same browser and lands on this event's registration", async () => {
    await setRegistrationOpen(e2e.server.db, true, SEEDED_MOCK_MUN);
    const account = studentSignupBody();
    const page = await e2e.page({ viewport: 'mobile' });
    await registerSignedOut(page);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await field(page, 'Full name').fill(account.name);
    await field(page, 'Personal email').fill(account.email);
    await field(page, 'Phone number').fill(account.phone);
    await field(page, 'Password').fill(account.password);
    await field(page, 'Confirm password').fill(account.password);
    await field(page, 'Scholar ID').fill(account.scholarID);
    await field(page, 'Year of study').selectOption(account.year);
    await field(page, 'Branch').fill(account.branch);
    await field(page, 'Institute email').fill(account.instituteEmail);
    await button(page, 'Sign Up').click();
    await expect(page).toHaveURL(`${e2e.url}/login?${redirectParam}=${encodeURIComponent(target)}`);

    // Logged in but not verified: the registration sends the account to verify first.
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(`${e2e.url}/dashboard`);
    await button(page, 'Send verification link').click();
    const mail = await e2e.smtp.waitFor(account.email, {
      timeoutMs: 20_000,
      predicate: (received) => received.text.includes('/verifyemail/'),
    });
    await visit(page, linkIn(mail, `${e2e.url}/verifyemail/`));
    await expect(page.getByText(`You can now register for the ${SEEDED_MOCK_MUN}.`)).toBeVisible();
    await shot(page, 'mockmun-verified-375');
    await expect(page).toHaveURL(`${e2e.url}${target}`, { timeout: 15_000 });
    await expect(page.locator('main')).toContainText(SEEDED_MOCK_MUN);
    await expect(page.getByRole('radio', { name: /^Individual/ })).toBeVisible();
  });

  it("with an account: sign-up's Log in keeps the target, and login lands on this event's registration", async () => {
    await setRegistrationOpen(e2e.server.db, true, SEEDED_MOCK_MUN);
    const student = await createUser(e2e.server.db, { student: true, verified: true });
    const page = await e2e.page();
    await registerSignedOut(page);
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${e2e.url}/login?${redirectParam}=${encodeURIComponent(target)}`);
    await field(page, 'Email').fill(student.email);
    await field(page, 'Password').fill(student.password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(`${e2e.url}${target}`);
    await expect(page.locator('main')).toContainText(SEEDED_MOCK_MUN);
    await shot(page, 'mockmun-after-login-1280');
  });
});
