/** Register Now on the conference and Apply pages, logged out and logged in; the closed notice. */
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expect } from './support/expect';
import { toast, useE2E, visit } from './support/harness';

const e2e = useE2E();

const LOGIN_PROMPT = 'Please login or signup to register for the event';

/** Where each page puts its Register Now links (the Apply page spells it 'Register now'). */
const registerLinks: Record<string, (page: Page) => Locator> = {
  '/annualconf (hero)': (page) => page.getByRole('link', { name: 'Register Now', exact: true }).first(),
  '/annualconf (IB committee card)': (page) =>
    page.getByRole('article', { name: 'IB' }).getByRole('link', { name: 'Register Now', exact: true }),
  '/applynow': (page) => page.getByRole('link', { name: 'Register now', exact: true }),
};

const pathOf = (where: string) => where.split(' ')[0]!;

// Each test walks its places in one tab: a new tab costs a renderer and a cold start of the site's scripts.
describe('Register Now', () => {
  it('logged out: each one goes to /signup with the login prompt', async () => {
    const page = await e2e.page();
    await visit(page, '/annualconf');
    const links = page.getByRole('link', { name: 'Register Now', exact: true });
    // The hero and the four committee cards.
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(['/signup']));

    for (const [where, registerLink] of Object.entries(registerLinks)) {
      await visit(page, pathOf(where));
      const link = registerLink(page);
      await expect(link).toHaveAttribute('href', '/signup');
      await link.click();
      await expect(page).toHaveURL(`${e2e.url}/signup`);
      await expect(toast(page, LOGIN_PROMPT)).toBeVisible();
    }
  });

  it('logged in: each one goes to /registration without a prompt', async () => {
    const page = await e2e.page({ loggedIn: true });
    for (const [where, registerLink] of Object.entries(registerLinks)) {
      await visit(page, pathOf(where));
      const link = registerLink(page);
      await expect(link).toHaveAttribute('href', '/registration');
      await link.click();
      await expect(page).toHaveURL(`${e2e.url}/registration`);
      await expect(toast(page, LOGIN_PROMPT)).toHaveCount(0);
    }
  });
});

describe('Apply page', () => {
  it('shows the red notice that registration has been closed, and lists the steps to apply', async () => {
    const page = await e2e.page();
    await visit(page, '/applynow');
    const notice = page.getByRole('status').filter({ hasText: 'have been closed' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Registrations for Annual Conference 2024 have been closed.');
    const background = await notice.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect({ background, red: r! > 150 && g! < 90 && b! < 90 }).toEqual({ background, red: true });

    await expect(page.getByRole('heading', { level: 2, name: 'Steps to apply' })).toBeVisible();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(5);
  });
});
