/**
 * axe-core on every public page (and the 404 page) at 1280 x 800 and 375 x 812, once the page has settled,
 * and on the interactive states that add content: menus, the committee dialog, the photo viewer, a flipped
 * team card and the contact form's validation messages. Every violation fails the test, with its rule id
 * and the offending nodes in the message.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { expect } from './support/expect';
import { type PageOptions, type ViewportName, useE2E, visit } from './support/harness';
import { allPages, blogPages } from './support/routes';

const e2e = useE2E();

/** Reduced motion: axe must see the final state, not a menu or dialog half-way through its animation. */
async function openPage(path: string, viewport: ViewportName, options: PageOptions = {}): Promise<Page> {
  const page = await e2e.page({ viewport, reducedMotion: 'reduce', ...options });
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (blogPages.includes(path)) await expect(page.locator('main').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

const viewportNames: ViewportName[] = ['desktop', 'mobile'];

describe.each(viewportNames)('at the %s size', (viewport) => {
  it.each(allPages)('$path has no axe violations', async ({ path }) => {
    const page = await openPage(path, viewport);
    await expectNoViolations(page, `${path} (${viewport})`);
  });

  it('the committee dialog has no axe violations', async () => {
    const page = await openPage('/annualconf', viewport);
    await page.getByRole('button', { name: 'Read More about Hastinapur Special Council' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, `/annualconf with the committee dialog open (${viewport})`);
  });

  it('the photo viewer has no axe violations', async () => {
    const page = await openPage('/photo', viewport);
    await page.getByRole('button', { name: /^Open photo 3 of 9: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await expectNoViolations(page, `/photo with the viewer open (${viewport})`);
  });

  it('a flipped team card has no axe violations', async () => {
    const page = await openPage('/team', viewport);
    await page.getByRole('button', { name: 'Show details of Aniruddha Baruah' }).click();
    await expect(page.getByRole('link', { name: 'Email Aniruddha Baruah' })).toBeVisible();
    await expectNoViolations(page, `/team with a flipped card (${viewport})`);
  });

  it('the contact form showing validation errors has no axe violations', async () => {
    const page = await openPage('/contact', viewport);
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
  it('the mobile menu overlay has no axe violations', async () => {
    const page = await openPage('/team', 'mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expectNoViolations(page, '/team with the mobile menu open');
  });

  it('the mobile menu overlay, logged in, has no axe violations', async () => {
    const page = await openPage('/', 'mobile', { loggedIn: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expectNoViolations(page, '/ with the mobile menu open (logged in)');
  });

  it('the desktop pop-up menu has no axe violations, on a light and on a navy header', async () => {
    for (const path of ['/about', '/']) {
      const page = await openPage(path, 'desktop', { loggedIn: path === '/' });
      await page.getByRole('button', { name: 'More pages' }).click();
      await expect(page.locator('#site-more-menu')).toBeVisible();
      await expectNoViolations(page, `${path} with the pop-up menu open`);
    }
  });
});
