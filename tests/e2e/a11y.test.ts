/**
 * axe-core on the interactive states that add content, at 1280 x 800 and 375 x 812: menus, the committee
 * dialog, the photo viewer, a flipped team card and the contact form's validation messages. Every violation
 * fails the test, with its rule id and the offending nodes in the message. The pages as loaded are checked by
 * the sweep of every page in console-and-phone-menu.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { expect } from './support/expect';
import { type PageOptions, type ViewportName, useE2E, visit } from './support/harness';
import { blogPages } from './support/routes';

const e2e = useE2E();

/**
 * Reduced motion: axe must see the final state, not a menu or dialog half-way through its animation. Each test
 * walks its states in one tab (a new tab costs a renderer and a cold start of the site's scripts); each state
 * starts from a full load of its page.
 */
async function load(page: Page, path: string): Promise<Page> {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (blogPages.includes(path)) await expect(page.locator('main').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

const tab = (viewport: ViewportName, options: PageOptions = {}) =>
  e2e.page({ viewport, reducedMotion: 'reduce', ...options });

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

const viewportNames: ViewportName[] = ['desktop', 'mobile'];

describe.each(viewportNames)('at the %s size', (viewport) => {
  it('the committee dialog, the photo viewer, a flipped team card and the contact form with errors have no axe violations', async () => {
    const page = await tab(viewport);

    await load(page, '/annualconf');
    await page.getByRole('button', { name: 'Read More about Hastinapur Special Council' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, `/annualconf with the committee dialog open (${viewport})`);

    await load(page, '/photo');
    await page.getByRole('button', { name: /^Open photo 3 of 9: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await expectNoViolations(page, `/photo with the viewer open (${viewport})`);

    await load(page, '/team');
    await page.getByRole('button', { name: 'Show details of Aniruddha Baruah' }).click();
    await expect(page.getByRole('link', { name: 'Email Aniruddha Baruah' })).toBeVisible();
    await expectNoViolations(page, `/team with a flipped card (${viewport})`);

    await load(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Name', { exact: true }).focus();
    await form.getByLabel('Email', { exact: true }).focus();
    await form.getByLabel('Message', { exact: true }).focus();
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, `/contact with validation errors (${viewport})`);
  });
});

describe('menus', () => {
  it('the mobile menu overlay has no axe violations, logged out and logged in', async () => {
    const guest = await load(await tab('mobile'), '/team');
    await guest.getByRole('button', { name: 'Open menu' }).click();
    await expect(guest.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expectNoViolations(guest, '/team with the mobile menu open');

    const client = await load(await tab('mobile', { loggedIn: true }), '/');
    await client.getByRole('button', { name: 'Open menu' }).click();
    await expect(client.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expectNoViolations(client, '/ with the mobile menu open (logged in)');
  });

  it('the desktop pop-up menu has no axe violations, on a light and on a navy header', async () => {
    for (const path of ['/about', '/']) {
      const page = await load(await tab('desktop', { loggedIn: path === '/' }), path);
      await page.getByRole('button', { name: 'More pages' }).click();
      await expect(page.locator('#site-more-menu')).toBeVisible();
      await expectNoViolations(page, `${path} with the pop-up menu open`);
    }
  });
});
