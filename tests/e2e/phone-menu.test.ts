/**
 * The phone menu on every kind of page: at 375 x 812 the overlay covers the viewport whatever the
 * header (navy or light, whose backdrop-filter once trapped the overlay inside the 71 px bar), its links are
 * visible and really tappable, focus stays inside it, Escape and the close button close it, a link navigates
 * and closes it, and the page scrolls again afterwards. Then, on the same page at 1280 x 800, the desktop bar.
 *
 * One row per route: the public pages, the account pages, the client pages (a verified client), an admin and
 * a superadmin page each (as those roles) and the 404 page.
 *
 * MENU_SHOTS_DIR=/some/dir also saves a screenshot of the open menu on each page there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { darkHeaderPaths } from '~/web/components/navigation';
import { type TestUser, createUser } from '../support/accounts';
import { expect } from './support/expect';
import { type PageOptions, useE2E, viewports, visit } from './support/harness';
import { allPages, unknownPath } from './support/routes';

/** Uncaught exceptions, console errors (a hydration mismatch among them) and CSP violations fail a test. */
const e2e = useE2E({ failOnProblems: true });

const shotsDir = process.env.MENU_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

let admin: TestUser;
let superadmin: TestUser;

beforeAll(async () => {
  admin = await createUser(e2e.server.db, { role: 'admin', name: 'Asha Admin' });
  superadmin = await createUser(e2e.server.db, { role: 'superadmin', name: 'Sunil Superadmin' });
});

type Visitor = 'guest' | 'client' | 'admin' | 'superadmin';

interface Row {
  path: string;
  visitor: Visitor;
  /** The page's <h1>, once the page (and, on an app page, its access check) has rendered. */
  heading: string;
}

const rows: Row[] = [
  // Every public page, the account pages among them (and the 404 page last).
  ...allPages
    .filter(({ path }) => path !== unknownPath)
    .map(({ path, heading }) => ({ path, visitor: 'guest' as const, heading })),
  { path: '/registration', visitor: 'client', heading: 'Registration' },
  { path: '/dashboard', visitor: 'client', heading: 'Dashboard' },
  { path: '/admin', visitor: 'admin', heading: 'Admin Dashboard' },
  { path: '/allreg', visitor: 'admin', heading: 'All Registrations' },
  { path: '/superadmin', visitor: 'superadmin', heading: 'Superadmin Dashboard' },
  { path: '/superadmin/events', visitor: 'superadmin', heading: 'Events' },
  ...allPages
    .filter(({ path }) => path === unknownPath)
    .map(({ path, heading }) => ({ path, visitor: 'guest' as const, heading })),
];

function optionsFor(visitor: Visitor): PageOptions {
  switch (visitor) {
    case 'guest':
      return {};
    case 'client':
      return { loggedIn: true };
    case 'admin':
      return { as: admin };
    case 'superadmin':
      return { as: superadmin };
  }
}

const openButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const closeButton = (page: Page) => page.getByRole('button', { name: 'Close menu' });
const overlay = (page: Page) => page.locator('#site-mobile-menu');
const overlayLinks = (page: Page) => page.getByRole('navigation', { name: 'Site menu' }).getByRole('link');
const siteNav = (page: Page) => page.getByRole('navigation', { name: 'Site', exact: true });

/** Whether the page is locked against scrolling (the open menu sets overflow: hidden on <html>). */
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflowY === 'hidden');

/** The focused element is inside the overlay. */
const focusInOverlay = (page: Page) =>
  page.evaluate(() => Boolean(document.getElementById('site-mobile-menu')?.contains(document.activeElement)));

/**
 * Every link of the overlay that is not fully inside the viewport, or that a tap at its centre would not
 * reach (document.elementFromPoint hits another element there: the overlay is covered or clipped).
 */
function untappableLinks(links: Locator) {
  return links.evaluateAll((anchors) =>
    anchors.flatMap((a) => {
      const r = a.getBoundingClientRect();
      const problems: string[] = [];
      if (r.width === 0 || r.height === 0) problems.push('has no size');
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
        problems.push(`is outside the viewport (${r.left},${r.top} ${r.width}x${r.height})`);
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !a.contains(hit)) {
        problems.push(`is covered at its centre by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
      }
      return problems.map((p) => `${a.textContent?.trim()} ${p}`);
    }),
  );
}

describe('the phone menu (375 x 812) and the desktop bar (1280 x 800) on every page', () => {
  it.each(rows)('$path ($visitor)', async ({ path, visitor, heading }) => {
    const page = await e2e.page({ viewport: 'mobile', hasTouch: true, ...optionsFor(visitor) });
    await visit(page, path);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect(h1).toContainText(heading);
    // The page's own access check let this visitor stay.
    expect(new URL(page.url()).pathname).toBe(path);
    const dark = darkHeaderPaths.includes(path);
    await expect(page.locator('header.site-header')).toHaveAttribute('data-theme', dark ? 'dark' : 'light');

    // Tap ☰: the overlay covers the whole viewport, above the header and the page.
    await expect(siteNav(page)).toBeHidden();
    await expect(overlay(page)).toBeHidden();
    await openButton(page).tap();
    await expect(overlay(page)).toBeVisible();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
    const box = await overlay(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBe(0);
    expect(box!.y).toBe(0);
    expect(box!.width).toBe(viewports.mobile.width);
    expect(box!.height).toBeCloseTo(viewports.mobile.height, 0);

    // Every link is visible, inside the viewport and the element a tap at its centre reaches.
    const links = overlayLinks(page);
    const count = await links.count();
    expect(count).toBe(visitor === 'guest' ? 9 : 10);
    for (let i = 0; i < count; i++) await expect(links.nth(i)).toBeVisible();
    expect(await untappableLinks(links)).toEqual([]);
    if (shotsDir) {
      const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: join(shotsDir, `menu-${name}.png`), animations: 'disabled' });
    }

    // Focus starts on the close button and Tab / Shift+Tab cycle inside the overlay.
    await expect(closeButton(page)).toBeFocused();
    // The page behind is locked: the wheel does not move it.
    expect(await scrollLocked(page)).toBe(true);
    await page.mouse.move(viewports.mobile.width / 2, viewports.mobile.height / 2);
    await page.mouse.wheel(0, 300);
    // A wheel scroll lands within the next frames: wait for two of them, then look.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => scrollY)).toBe(0);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(closeButton(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInOverlay(page)).toBe(true);

    // Escape closes it; focus goes back to ☰ and the page scrolls again.
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await scrollLocked(page)).toBe(false);
    // (behavior 'instant': the site's smooth scrolling would only start the movement.)
    const scrolled = await page.evaluate(() => {
      const before = scrollY;
      const tall = document.documentElement.scrollHeight > innerHeight;
      scrollBy({ top: 200, behavior: 'instant' });
      const moved = scrollY - before;
      scrollTo({ top: 0, behavior: 'instant' });
      return { tall, moved };
    });
    expect(scrolled).toEqual({ tall: true, moved: 200 });
    // And as a user scrolls: the wheel moves the page.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));

    // The close button closes it too.
    await openButton(page).tap();
    await expect(overlay(page)).toBeVisible();
    await closeButton(page).tap();
    await expect(overlay(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);

    // At desktop width the same page shows the bar and its "More pages" button instead of ☰.
    await page.setViewportSize(viewports.desktop);
    await expect(siteNav(page)).toBeVisible();
    await expect(siteNav(page).getByRole('link', { name: 'HOME', exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'More pages' })).toBeVisible();
    await expect(openButton(page)).toBeHidden();
    const header = await page.locator('header.site-header').boundingBox();
    expect(header).toMatchObject({ x: 0, y: 0, width: viewports.desktop.width });
    await page.setViewportSize(viewports.mobile);

    // A tapped link navigates and closes the overlay.
    const target =
      path === '/contact'
        ? { name: 'Archive', path: '/archive', heading: 'Archive' }
        : { name: 'Contact', path: '/contact', heading: 'Contact Us' };
    await openButton(page).tap();
    await overlayLinks(page).getByText(target.name, { exact: true }).tap();
    await expect(page).toHaveURL(`${e2e.url}${target.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    await expect(overlay(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });
});
