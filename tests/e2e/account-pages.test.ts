/**
 * The account pages /login, /signup and /forgotPassword arrive with their form in the server's HTML
 * (docs/decisions/0035-account-pages-rendered-first.md): without JavaScript the form is there; with it, a
 * visitor without a session never sees a loading state, the login and forgot-password fields take input once
 * the page runs (so nothing typed can be lost), and nothing moves when it hydrates; a visitor with a session
 * cookie is sent to /dashboard. ACCOUNT_SHOTS_DIR=<dir> keeps screenshots before and after hydration.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { type TestUser, createUser } from '../support/accounts';
import { expect } from './support/expect';
import { type PageOptions, type ViewportName, screenshots, toast, useE2E } from './support/harness';
import { heldPage as held, mainBox, watched } from './support/held-page';

const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shoot = screenshots(process.env.ACCOUNT_SHOTS_DIR);

const viewportNames: ViewportName[] = ['mobile', 'desktop'];
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The page with its scripts held back; whether the app's loading state ever showed. */
const heldPage = (options: PageOptions) => held(e2e, options, '.app-shell-fallback');

/** Each page: its <h1>, its labelled text fields (the sign-up form first asks one question) and its button. */
const accountPages = [
  { path: '/login', name: 'login', heading: 'Log In', fields: ['Email', 'Password'], submit: 'Log In' },
  { path: '/signup', name: 'signup', heading: 'Sign Up', fields: [], submit: null },
  { path: '/forgotPassword', name: 'forgot', heading: 'Forgot Password', fields: ['Email'], submit: 'Send' },
] as const;

let client: TestUser;
beforeAll(async () => {
  client = await createUser(e2e.server.db, { verified: true, name: 'Kavya Client' });
});

describe('without JavaScript', () => {
  it.each(viewportNames)('each account page shows its form (%s)', async (viewport) => {
    const page = await e2e.page({ viewport, javaScriptEnabled: false });
    for (const { path, name, heading, fields, submit } of accountPages) {
      await page.goto(path);
      await expect(h1(page)).toHaveText(heading);
      const form = page.locator('main form');
      await expect(form).toBeVisible();
      for (const label of fields) await expect(field(page, label)).toBeVisible();
      if (submit) await expect(button(page, submit)).toBeVisible();
      if (path === '/signup') {
        const question = page.getByRole('group', { name: 'Are you a student of NIT Silchar?' });
        await expect(question.getByRole('radio', { name: 'Yes' })).toBeVisible();
        await expect(question.getByRole('radio', { name: 'No' })).toBeVisible();
      }
      await expect(page.getByRole('status')).toHaveCount(0);
      await shoot(page, `${name}-${viewport}-no-js`);
    }
  });
});

describe('with JavaScript, without a session', () => {
  it.each(viewportNames)(
    'the form is there before hydration, and hydrating changes nothing visible (%s)',
    async (viewport) => {
      for (const { path, name, heading, fields } of accountPages) {
        const { page, open, hydrate } = await heldPage({ viewport });
        await open(path);
        await expect(h1(page)).toHaveText(heading);
        for (const label of fields) await expect(field(page, label)).toBeDisabled();
        await shoot(page, `${name}-${viewport}-before-hydration`);
        const before = await mainBox(page);
        await hydrate();
        await expect(h1(page)).toHaveText(heading);
        for (const label of fields) await expect(field(page, label)).toBeEnabled();
        expect(await mainBox(page)).toEqual(before);
        await shoot(page, `${name}-${viewport}-hydrated`);
        const { loading, shift } = await watched(page);
        expect(loading, `${path}: the loading state showed`).toBe(false);
        expect(shift, `${path}: layout shift`).toBeLessThanOrEqual(0.02);
      }
    },
  );

  it('the fields take input once the page runs; Log In is enabled once both are filled', async () => {
    const { page, open, hydrate } = await heldPage({ viewport: 'mobile' });
    await open('/login');
    await expect(field(page, 'Email')).toBeDisabled();
    await hydrate();
    await field(page, 'Email').fill(client.email);
    await expect(button(page, 'Log In')).toBeDisabled();
    await field(page, 'Password').fill(client.password);
    await expect(button(page, 'Log In')).toBeEnabled();
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(`${e2e.url}/registration`);
    await expect(toast(page, messages.login.success)).toBeVisible();
  });

  it('an answer to the sign-up question clicked before hydration opens the form', async () => {
    const { page, open, hydrate } = await heldPage({});
    await open('/signup');
    await page.getByRole('radio', { name: 'No' }).check();
    await hydrate();
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await expect(field(page, 'Full name')).toBeVisible();
    await expect(field(page, 'Email')).toBeVisible();
    await expect(button(page, 'Sign Up')).toBeVisible();
  });
});

describe('with a session cookie', () => {
  it.each(['/login', '/signup'])(
    '%s shows its form until hydration, then goes to /dashboard',
    async (path) => {
      const { page, open, hydrate } = await heldPage({ as: client, viewport: 'mobile' });
      await open(path);
      await expect(page.locator('main form')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      const entries = await page.evaluate(() => history.length);
      await hydrate();
      await expect(page).toHaveURL(`${e2e.url}/dashboard`);
      await expect(h1(page)).toHaveText('Dashboard');
      await expect(h1(page)).toBeVisible();
      expect((await watched(page)).shift).toBeLessThanOrEqual(0.02);
      // The page's history entry was replaced (Back does not return to the form).
      expect(await page.evaluate(() => history.length)).toBe(entries);
    },
  );

  it('/forgotPassword stays open to a visitor with a session (its access is unchanged)', async () => {
    const { page, open, hydrate } = await heldPage({ as: client });
    await open('/forgotPassword');
    await expect(field(page, 'Email')).toBeVisible();
    await hydrate();
    await expect(page).toHaveURL(`${e2e.url}/forgotPassword`);
    await expect(field(page, 'Email')).toBeVisible();
  });
});
