/**
 * Accounts end to end, in Chromium against the real server, database and a real SMTP server capturing
 * mail: sign-up (student of the institute and not) -> login -> unverified page -> verification link from
 * the received email -> dashboard; forgot/reset password through the emailed link; profile edit with a
 * photo; Log Out; the login rate limit; the redirects; account deletion; axe on every account screen.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { AUTH_COOKIE, redirectDelays } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { createUser, uniqueScholarId } from '../support/accounts';
import { SEEDED_EVENT } from '../support/seeded-event';
import { type CapturedMail, linkIn } from '../support/smtp';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { type ViewportName, gate, screenshots, toast, useE2E, visit, waitForApp } from './support/harness';

/** Links in emails start with PUBLIC_URL; the tests open them on the test server instead. */
const PUBLIC_URL = 'http://nitsmun.test';
const PHOTO_PNG = Buffer.from(
  // A 2 x 2 PNG, well under 300 KB.
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4OcPv5Aw/BggFADEeBr3D7uNzAAAAAElFTkSuQmCC',
  'base64',
);

/** Uncaught exceptions, console errors and CSP violations of every page a test opened fail the test. */
const e2e = useE2E({
  smtp: true,
  env: { PUBLIC_URL },
  contextDefaults: { reducedMotion: 'reduce' },
  failOnProblems: true,
});
const shot = screenshots(process.env.ACCOUNT_SHOTS_DIR);

/** The email link with the public address replaced by the test server's. */
function onTestServer(link: string): string {
  return e2e.url + link.slice(PUBLIC_URL.length);
}

function waitForMail(email: string, path: string): Promise<CapturedMail> {
  return e2e.smtp.waitFor(email, {
    timeoutMs: 20_000,
    predicate: (mail) => mail.text.includes(`${PUBLIC_URL}${path}`),
  });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function authCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE);
}

interface NewAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
  student?: { scholarID: string; branch: string; instituteEmail: string; year: string };
}

function newAccount(student: boolean): NewAccount {
  const id = unique();
  return {
    name: student ? 'Rohan Das' : 'Asha Devi',
    email: `${student ? 'rohan' : 'asha'}.${id}@example.com`,
    phone: '9876543210',
    password: 'correct horse',
    student: student
      ? {
          scholarID: uniqueScholarId(),
          branch: 'Electronics and Communication Engineering',
          instituteEmail: `rohan_${id}@ece.nits.ac.in`,
          year: '2',
        }
      : undefined,
  };
}

async function fillSignup(page: Page, account: NewAccount) {
  await page.getByRole('radio', { name: account.student ? 'Yes' : 'No' }).check();
  await field(page, 'Full name').fill(account.name);
  await field(page, account.student ? 'Personal email' : 'Email').fill(account.email);
  await field(page, 'Phone number').fill(account.phone);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
  if (account.student) {
    await field(page, 'Scholar ID').fill(account.student.scholarID);
    await field(page, 'Year of study').selectOption(account.student.year);
    await field(page, 'Branch').fill(account.student.branch);
    await field(page, 'Institute email').fill(account.student.instituteEmail);
  }
}

async function logIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await button(page, 'Log In').click();
}

/** Sign-up -> login -> unverified page -> send link -> the emailed link -> verified -> dashboard. */
async function signUpAndVerify(page: Page, account: NewAccount) {
  await visit(page, '/signup');
  await expect(h1(page)).toHaveText('Sign Up');
  await fillSignup(page, account);

  const held = gate();
  let posted: unknown;
  await page.route('**/v1/api/signup', async (route) => {
    posted = route.request().postDataJSON();
    await held.promise;
    await route.continue();
  });
  await button(page, 'Sign Up').click();
  await expect(button(page, messages.generic.sending)).toBeDisabled();
  held.release();
  await expect(page).toHaveURL(`${e2e.url}/login`);
  await expect(toast(page, messages.signup.success)).toBeVisible();
  expect(posted).toEqual({
    name: account.name,
    email: account.email,
    phone: account.phone,
    password: account.password,
    confirmPassword: account.password,
    isStudentOfNITS: Boolean(account.student),
    ...account.student,
  });

  // Login: the token lands in the authToken cookie and the visitor goes to /registration (full load).
  await expect(button(page, 'Log In')).toBeDisabled();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(`${e2e.url}/registration`);
  await waitForApp(page);
  await expect(toast(page, messages.login.success)).toBeVisible();
  const cookie = await authCookie(page);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 60);

  // Unverified: the dashboard shows how to verify instead of the profile.
  await visit(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(
    page.getByText(`You need to verify your email first to register for the ${SEEDED_EVENT}.`),
  ).toBeVisible();
  await expect(page.getByText('Scholar ID')).toHaveCount(0);

  const sendHeld = gate();
  await page.route('**/v1/api/sendlink', async (route) => {
    await sendHeld.promise;
    await route.continue();
  });
  await button(page, 'Send verification link').click();
  await expect(button(page, messages.generic.sending)).toBeDisabled();
  sendHeld.release();
  await expect(toast(page, messages.sendLink.linkProvided)).toBeVisible();

  const mail = await waitForMail(account.email, '/verifyemail/');
  const emailed = linkIn(mail, `${PUBLIC_URL}/verifyemail/`);
  // SHOW_VERIFY_LINK (on by default): the page shows the link itself.
  await expect(page.getByRole('link', { name: emailed })).toHaveAttribute('href', emailed);

  // The link from the email: 'Verifying...' while the call runs, then the success heading and /registration.
  const verifyHeld = gate();
  await page.route('**/v1/api/verifytoken/**', async (route) => {
    await verifyHeld.promise;
    await route.continue();
  });
  await visit(page, onTestServer(emailed));
  const verifying = page.url();
  await expect(h1(page)).toHaveText(messages.verify.verifying);
  // /registration 2.5 s after the success (the page's clock is driven by the test).
  await page.clock.install();
  verifyHeld.release();
  await expect(h1(page)).toHaveText(messages.verify.success);
  await expect(toast(page, messages.verify.success)).toBeVisible();
  await page.clock.runFor(redirectDelays.afterEmailVerification - 500);
  expect(page.url()).toBe(verifying);
  await page.clock.runFor(500);
  await expect(page).toHaveURL(`${e2e.url}/registration`);

  // Verified: the profile card.
  await visit(page, '/dashboard');
  await expect(page).toHaveTitle('Dashboard | NITSMUN');
  const profile = page.getByRole('region', { name: account.name });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('Email verified')).toBeVisible();
}

/** The profile card's value for a label (Name, Phone Number, ...). */
function detail(page: Page, label: string) {
  return page
    .locator('.dash-profile__row')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

describe('sign-up, login, email verification and the dashboard', () => {
  it('a visitor who is not a student of the institute', async () => {
    const page = await e2e.page();
    const account = newAccount(false);
    await signUpAndVerify(page, account);

    await expect(detail(page, 'Name')).toHaveText(account.name);
    await expect(detail(page, 'Phone Number')).toHaveText(account.phone);
    await expect(detail(page, 'Email')).toHaveText(account.email);
    await expect(page.locator('dt', { hasText: 'Scholar ID' })).toHaveCount(0);
    await expect(page.locator('dt', { hasText: 'Branch' })).toHaveCount(0);

    // The menu's pop-ups: one at a time.
    const events = page.getByRole('region', { name: 'Your registrations' });
    const upcoming = page.getByRole('region', { name: 'Coming up' });
    await button(page, 'Events Registered').click();
    await expect(events).toContainText(messages.dashboard.noEventsRegisteredPopup);
    await button(page, 'Upcoming Events').click();
    // The featured event, as the Upcoming Events card shows it: Know more and Register Now.
    await expect(upcoming).toContainText(SEEDED_EVENT);
    await expect(upcoming).not.toContainText(messages.dashboard.toBeAnnounced);
    await expect(upcoming.getByRole('link', { name: `Know more about ${SEEDED_EVENT}` })).toHaveAttribute(
      'href',
      '/annualconf',
    );
    await expect(upcoming.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await shot(page, 'dashboard-upcoming-popup-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(upcoming.getByRole('link', { name: 'Register Now' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, 'the Upcoming Events pop-up at 375 px');
    await shot(page, 'dashboard-upcoming-popup-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(events).toBeHidden();
    await expect(button(page, 'Events Registered')).toHaveAttribute('aria-expanded', 'false');
    await button(page, 'Upcoming Events').click();
    await expect(upcoming).toBeHidden();
    // Keyboard: Enter opens, Escape closes and returns focus to the button.
    await button(page, 'Events Registered').focus();
    await page.keyboard.press('Enter');
    await expect(events).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(events).toBeHidden();
    await expect(button(page, 'Events Registered')).toBeFocused();

    await expect(page.getByText(messages.dashboard.noEventsRegisteredYet)).toBeVisible();
    // Upcoming Events: the featured event, with its dates, venue and registration state.
    const featured = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem');
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(SEEDED_EVENT);
    await expect(featured).toContainText('4–6 October 2024 · NIT Silchar, Assam');
    await expect(featured).toContainText(messages.registration.closedButton);
    await expect(page.getByRole('link', { name: /^Know more/ })).toHaveAttribute('href', '/annualconf');
    await expect(page.getByRole('main').getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/dashboard/edit');
    await expect(page.getByRole('link', { name: '+91 87610 43592' })).toHaveAttribute(
      'href',
      'tel:+918761043592',
    );
  });

  it('a student of the institute: the dashboard shows the scholar ID and branch', async () => {
    const page = await e2e.page({ viewport: 'mobile' });
    const account = newAccount(true);
    await signUpAndVerify(page, account);

    await expect(detail(page, 'Scholar ID')).toHaveText(account.student!.scholarID);
    await expect(detail(page, 'Branch')).toHaveText(account.student!.branch);
    await expect(detail(page, 'Phone Number')).toHaveText(account.phone);
  });

  it('login shows the server errors and keeps what was typed', async () => {
    const page = await e2e.page();
    await visit(page, '/login');
    await expect(page).toHaveTitle('Login | NITSMUN');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await field(page, 'Email').fill('nobody');
    await expect(button(page, 'Log In')).toBeDisabled();
    await field(page, 'Password').fill('short');
    await button(page, 'Log In').click();
    await expect(page.locator('#login-email-error')).toHaveText(messages.login.invalidEmail);
    await expect(page.locator('#login-password-error')).toHaveText(messages.login.passwordTooShort);

    await logIn(page, `nobody.${unique()}@example.com`, 'long enough');
    await expect(toast(page, messages.login.noAccount)).toBeVisible();
    await expect(field(page, 'Password')).toHaveValue('long enough');
    await expect(page).toHaveURL(`${e2e.url}/login`);
  });

  it('an unknown verification link shows the failure heading and the server error, also as a toast', async () => {
    const page = await e2e.page();
    await visit(page, '/verifyemail/not-a-real-token');
    await expect(h1(page)).toHaveText(messages.verify.failedHeading);
    await expect(page.getByRole('alert')).toHaveText(messages.verify.userNotFound);
    // Each server error string is shown as a toast.
    await expect(toast(page, messages.verify.userNotFound)).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  });
});

describe('forgot and reset password', () => {
  it('resets through the emailed link: the old password is refused, the new one accepted', async () => {
    const user = await createUser(e2e.server.db, { verified: true });
    const page = await e2e.page();
    await visit(page, '/forgotPassword');
    await expect(button(page, 'Send')).toBeDisabled();
    await field(page, 'Email').fill(user.email);

    const held = gate();
    await page.route('**/v1/api/sendresetpwdlink', async (route) => {
      await held.promise;
      await route.continue();
    });
    await button(page, 'Send').click();
    await expect(button(page, messages.generic.sending)).toBeDisabled();
    held.release();
    await expect(toast(page, messages.forgot.success)).toBeVisible();

    const link = linkIn(await waitForMail(user.email, '/resetpassword/'), `${PUBLIC_URL}/resetpassword/`);
    await page.clock.install();
    await visit(page, onTestServer(link));
    await expect(h1(page)).toHaveText('Reset Password');
    await field(page, 'New password').fill('brand new pass');
    await field(page, 'Confirm new password').fill('brand new pasS');
    await button(page, 'Reset Password').click();
    await expect(page.locator('#reset-confirm-password-error')).toHaveText(
      messages.reset.passwordsDoNotMatchBrowser,
    );
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('short');
    await button(page, 'Reset Password').click();
    await expect(page.locator('#reset-password-error')).toHaveText(messages.reset.passwordTooShort);

    await field(page, 'New password').fill('brand new pass');
    await field(page, 'Confirm new password').fill('brand new pass');
    await button(page, 'Reset Password').click();
    await expect(toast(page, messages.reset.success)).toBeVisible();
    // /login after 5 s (the page's clock is driven by the test).
    await expect(page).toHaveURL(onTestServer(link));
    await page.clock.runFor(redirectDelays.afterPasswordReset);
    await expect(page).toHaveURL(`${e2e.url}/login`);

    await logIn(page, user.email, user.password);
    await expect(toast(page, messages.login.wrongCredentials)).toBeVisible();
    await logIn(page, user.email, 'brand new pass');
    await expect(page).toHaveURL(`${e2e.url}/registration`);

    // The link works once.
    const again = await e2e.page();
    await visit(again, onTestServer(link));
    await field(again, 'New password').fill('another new pass');
    await field(again, 'Confirm new password').fill('another new pass');
    await button(again, 'Reset Password').click();
    await expect(toast(again, messages.reset.noUser)).toBeVisible();
  });
});

describe('profile', () => {
  it('edits the name and photo: the dashboard shows them without a reload', async () => {
    const user = await createUser(e2e.server.db, { verified: true });
    const page = await e2e.page({ as: user });
    await visit(page, '/dashboard');
    await expect(detail(page, 'Name')).toHaveText(user.name);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(h1(page)).toHaveText('Edit Profile');
    await expect(field(page, 'Name')).toHaveValue(user.name);

    await button(page, 'Save changes').click();
    await expect(toast(page, messages.profile.noEntries)).toBeVisible();

    const photo = page.getByLabel('Photo', { exact: true });
    await photo.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(301 * 1024, 1),
    });
    await expect(page.locator('#edit-photo-error')).toHaveText(messages.profile.invalidPhoto);
    await photo.setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.locator('#edit-photo-error')).toHaveText(messages.profile.invalidPhoto);
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(page.locator('#edit-photo-error')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();

    await field(page, 'Name').fill('Meera Sen');
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('short');
    await button(page, 'Save changes').click();
    await expect(page.locator('#edit-password-error')).toHaveText(messages.profile.passwordTooShort);
    await field(page, 'New password').fill('');
    await field(page, 'Confirm new password').fill('');

    const held = gate();
    await page.route('**/v1/api/all/edit/profile', async (route) => {
      await held.promise;
      await route.continue();
    });
    const request = page.waitForRequest('**/v1/api/all/edit/profile');
    await button(page, 'Save changes').click();
    await expect(button(page, messages.generic.sending)).toBeDisabled();
    await expect(page.getByRole('status').filter({ has: page.locator('progress') })).toBeVisible();
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    held.release();
    // Only what changed was sent.
    expect(Object.keys(sent).sort()).toEqual(['newName', 'photo']);
    expect(String(sent.photo)).toMatch(/^data:image\/png;base64,/);

    await expect(toast(page, messages.profile.success)).toBeVisible();
    await expect(page).toHaveURL(`${e2e.url}/dashboard`);
    await expect(detail(page, 'Name')).toHaveText('Meera Sen');
    const img = page.getByRole('img', { name: 'Profile photo of Meera Sen' });
    // On the API base the site was built with (here its own origin), whatever address the API wrote.
    await expect(img).toHaveAttribute('src', /^\/v1\/api\/photos\/[\w-]+$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2);
  });
});

describe('session', () => {
  it('Log Out revokes the session, removes the cookie and goes to /', async () => {
    const user = await createUser(e2e.server.db, { verified: true });
    const page = await e2e.page({ as: user });
    await visit(page, '/dashboard');
    const token = (await authCookie(page))!.value;
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();

    await button(page, 'Log Out').click();
    await expect(page).toHaveURL(`${e2e.url}/`);
    await waitForApp(page);
    await expect(toast(page, messages.account.loggedOut)).toBeVisible();
    expect(await authCookie(page)).toBeUndefined();
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveCount(0);
    const res = await fetch(`${e2e.url}/v1/api/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });

  it('repeated bad logins reach the rate limit', async () => {
    const user = await createUser(e2e.server.db, { verified: true });
    const page = await e2e.page();
    await visit(page, '/login');
    await field(page, 'Email').fill(user.email);
    let limited = false;
    for (let attempt = 1; attempt <= 10 && !limited; attempt += 1) {
      await field(page, 'Password').fill(`wrong password ${attempt}`);
      const answered = page.waitForResponse('**/v1/api/login');
      await button(page, 'Log In').click();
      limited = (await answered).status() === 429;
      await expect(button(page, 'Log In')).toBeEnabled();
    }
    expect(limited).toBe(true);
    await expect(toast(page, messages.login.tooManyRequests)).toBeVisible();
    // Even the right password is refused now.
    await field(page, 'Password').fill(user.password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(`${e2e.url}/login`);
  });

  it('an expired or revoked session counts as logged out', async () => {
    const page = await e2e.page();
    await page
      .context()
      .addCookies([{ name: AUTH_COOKIE, value: 'revoked-token', url: e2e.url, sameSite: 'Strict' }]);
    await visit(page, '/dashboard');
    await expect(page).toHaveURL(`${e2e.url}/`);
    await expect(toast(page, messages.auth.notLoggedIn)).toBeVisible();
    expect(await authCookie(page)).toBeUndefined();
  });
});

describe('account deletion', () => {
  it('a client schedules the deletion after confirming; login is refused from then on', async () => {
    const user = await createUser(e2e.server.db, { verified: true });
    const page = await e2e.page({ as: user });
    await visit(page, '/dashboard');
    await button(page, 'Delete my account').click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('15 days');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await button(page, 'Delete my account').click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await button(page, 'Delete my account').click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(`${e2e.url}/`);
    await waitForApp(page);
    await expect(toast(page, messages.account.deletionScheduled)).toBeVisible();
    expect(await authCookie(page)).toBeUndefined();

    await visit(page, '/login');
    await logIn(page, user.email, user.password);
    await expect(toast(page, messages.login.scheduledForDeletion)).toBeVisible();
  });
});

describe.each(['desktop', 'mobile'] as ViewportName[])('accessibility at the %s size', (viewport) => {
  const expectNoViolations = (page: Page, where: string) =>
    expectNoAxeViolations(page, `${where} (${viewport})`);

  it('login, sign-up (with errors), forgot and reset password, verification', async () => {
    const page = await e2e.page({ viewport });
    await visit(page, '/login');
    await expect(button(page, 'Log In')).toBeVisible();
    await expectNoViolations(page, '/login');

    await visit(page, '/signup');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await button(page, 'Sign Up').click();
    await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, '/signup with errors');

    await visit(page, '/forgotPassword');
    await expect(button(page, 'Send')).toBeVisible();
    await expectNoViolations(page, '/forgotPassword');

    await visit(page, '/resetpassword/some-token');
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('other');
    await button(page, 'Reset Password').click();
    await expect(page.locator('#reset-password-error')).toBeVisible();
    await expectNoViolations(page, '/resetpassword with errors');

    await visit(page, '/verifyemail/some-token');
    await expect(h1(page)).toHaveText(messages.verify.failedHeading);
    await expectNoViolations(page, '/verifyemail (failed)');
  });

  it('the dashboard (unverified with the link, verified with a pop-up, deletion dialog) and profile edit', async () => {
    const unverified = await createUser(e2e.server.db, { verified: false, student: true });
    const page = await e2e.page({ viewport, as: unverified });
    await visit(page, '/dashboard');
    await button(page, 'Send verification link').click();
    await expect(page.locator('.dash-verify__link')).toBeVisible();
    await expectNoViolations(page, '/dashboard (unverified, link shown)');

    const verified = await createUser(e2e.server.db, { verified: true, student: true });
    const other = await e2e.page({ viewport, as: verified });
    await visit(other, '/dashboard');
    await expect(detail(other, 'Scholar ID')).toHaveText(verified.scholarId!);
    await button(other, 'Events Registered').click();
    await expect(other.getByRole('region', { name: 'Your registrations' })).toBeVisible();
    await expectNoViolations(other, '/dashboard (verified, pop-up open)');

    await button(other, 'Delete my account').click();
    await expect(other.getByRole('dialog')).toBeVisible();
    await expectNoViolations(other, '/dashboard (deletion dialog)');
    await other.keyboard.press('Escape');

    await visit(other, '/dashboard/edit');
    await other.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(301 * 1024, 1),
    });
    await expect(other.locator('#edit-photo-error')).toBeVisible();
    await expectNoViolations(other, '/dashboard/edit with an error');
  });
});
