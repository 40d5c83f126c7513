/**
 * Every page in a real browser: no console errors, no uncaught exceptions, no Content-Security-Policy
 * violations and no axe violations, and the phone menu.
 *
 * Clean pages: every public page (and the 404 page) loaded directly at 375 x 812 and at 1280 x 800
 * (prerendered HTML, hydration, lazy chunks, every lazy image scrolled into view and loaded), two of them with a
 * session, and every page reached by client-side navigation. Nothing but the 404 page's own status may
 * reach the console, and each document's CSP violations are recorded by a script that runs before its own.
 * Axe runs on each public page at both sizes as it is loaded, once still (tests/e2e/support/axe.ts).
 *
 * The phone menu on every kind of page: at 375 x 812 the overlay covers the viewport whatever the
 * header (navy or light, whose backdrop-filter once trapped the overlay inside the 71 px bar), its links are
 * visible and really tappable, focus stays inside it, Escape and the close button close it, a link navigates
 * and closes it, and the page scrolls again afterwards. Then, on the same page at 1280 x 800, the desktop bar.
 * One row per route: the public pages, the account pages, the client pages (a verified client), an admin and
 * a superadmin page each (as those roles) and the 404 page.
 *
 * At 375 x 812 one load of each public page serves both: its menu is tried from the top of the page, then
 * it is scrolled through and checked clean.
 *
 * MENU_SHOTS_DIR=/some/dir also saves a screenshot of the open menu on each page there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { darkHeaderPaths } from '~/web/components/navigation';
import { type TestUser, createUser } from '../support/accounts';
import { SEEDED_EVENT } from '../support/seeded-event';
import { axeViolations, expectNoAxeViolations, formatViolations, waitForStillness } from './support/axe';
import { expect } from './support/expect';
import { type PageOptions, type PageProblem, useE2E, viewports, visit } from './support/harness';
import { allPages, blogPages, unknownPath } from './support/routes';

/**
 * The address of the watch's control test, which provokes a CSP violation on purpose: the problems of that
 * page are its own to check. Every other page's uncaught exceptions, console errors (a hydration mismatch
 * among them) and CSP violations fail its test.
 */
const watchPath = '/about?csp-watch';
const e2e = useE2E({
  failOnProblems: true,
  tolerate: (problem) => problem.url === `${e2e.url}${watchPath}`,
});

interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Installed before any script of the page (init scripts are injected by the browser, outside the CSP):
 * keeps every CSP violation the document reports, even one the console would word differently.
 */
function recordCspViolations() {
  const list: { directive: string; blocked: string; sample: string }[] = [];
  (window as unknown as { __cspViolations: typeof list }).__cspViolations = list;
  document.addEventListener('securitypolicyviolation', (event) => {
    list.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
  });
}

/** The requests each watched page has sent and not yet seen answered (or failed). */
const inFlight = new WeakMap<Page, Set<Request>>();

async function openWatched(options: PageOptions = {}): Promise<Page> {
  const page = await e2e.page(options);
  await page.addInitScript(recordCspViolations);
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return page;
}

/**
 * Waits until no request the page has sent is still unanswered: everything it asked for has arrived (or
 * failed, which reaches the console). The page reports each request it starts before it answers an
 * evaluate, so after two frames (lazy images the scroll reached have started by then) the set is complete.
 */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect.poll(() => inFlight.get(page)?.size, { interval: 50, timeout: 10_000 }).toBe(0);
}

/** Scrolls through the page so every lazy image loads, then waits until all it asked for has arrived. */
async function settle(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (blogPages.includes(path)) await expect(page.locator('main').getByRole('article').first()).toBeVisible();
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
  await settled(page);
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []);

/**
 * The one error we cause on purpose: the browser's note that the unknown address answered 404. Chrome
 * names no source for the document itself (a missing image or script would carry its own address).
 */
function isExpected404(problem: PageProblem): boolean {
  const page = `${e2e.url}${unknownPath}`;
  return (
    problem.kind === 'console' &&
    problem.url === page &&
    (!problem.source || problem.source === page) &&
    problem.text === 'Failed to load resource: the server responded with a status of 404 (Not Found)'
  );
}

/**
 * Stricter than the harness's check after each test, which lets every refused request pass: here only the
 * expected 404 may reach the console (a missing image or script fails).
 */
async function expectClean(page: Page, where: string) {
  // Read from the page first: the console messages it sent before this answer have arrived by then.
  const violations = await cspViolations(page);
  const problems = e2e.problems(page).filter((p) => !isExpected404(p));
  expect(problems, `console errors / exceptions on ${where}:\n${JSON.stringify(problems, null, 2)}`).toEqual(
    [],
  );
  expect(violations, `CSP violations on ${where}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

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

describe('every page at 375 x 812: its phone menu, the desktop bar at 1280 x 800, and (public pages) clean once scrolled through', () => {
  it.each(rows)('$path ($visitor)', async ({ path, visitor, heading }) => {
    const page = await openWatched({ viewport: 'mobile', hasTouch: true, ...optionsFor(visitor) });
    const response = await visit(page, path);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect(h1).toContainText(heading);
    // The page's own access check let this visitor stay.
    expect(new URL(page.url()).pathname).toBe(path);
    const dark = darkHeaderPaths.includes(path);
    await expect(page.locator('header.site-header')).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
    // A public page at this size has no axe violations, as loaded (before its menu is opened).
    if (visitor === 'guest') {
      if (blogPages.includes(path))
        await expect(page.locator('main').getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (mobile)`);
    }

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

    // A public page's console check at this size: its status, then scrolled through (every lazy image
    // loaded) and clean since it was loaded, the menu's use included.
    if (visitor === 'guest') {
      expect(response?.status()).toBe(path === unknownPath ? 404 : 200);
      await settle(page, path);
      await expectClean(page, `${path} (mobile)`);
    }

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

describe('every public page at 1280 x 800, one after another in one tab', () => {
  // One tab for the whole sweep: a new tab costs a renderer and a cold start of the site's scripts (1-2 s
  // on this host), and each page is a full document load all the same.
  it('answers its status, has no axe violations, and is clean once scrolled through', async () => {
    const page = await openWatched({ viewport: 'desktop', reducedMotion: 'reduce' });
    const failures: string[] = [];
    for (const { path } of allPages) {
      const before = e2e.problems(page).length;
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(path === unknownPath ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (blogPages.includes(path))
        await expect(page.locator('main').getByRole('article').first()).toBeVisible();
      // Axe sees the page as loaded, before the scroll below brings the deferred sections in.
      await waitForStillness(page);
      const violations = await axeViolations(page);
      if (violations.length > 0) failures.push(formatViolations(`${path} (desktop)`, violations));
      await settle(page, path);
      const problems = e2e
        .problems(page)
        .slice(before)
        .filter((p) => !isExpected404(p));
      if (problems.length > 0)
        failures.push(`console errors / exceptions on ${path}:\n${JSON.stringify(problems, null, 2)}`);
      const csp = await cspViolations(page);
      if (csp.length > 0) failures.push(`CSP violations on ${path}:\n${JSON.stringify(csp, null, 2)}`);
    }
    expect(failures.join('\n\n'), 'every page of the sweep').toBe('');
  });
});

describe('the watch itself', () => {
  it('sees an inline script the CSP refuses (control: the policy is enforced and the recorders work)', async () => {
    const page = await openWatched();
    await visit(page, watchPath);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect
      .poll(() => cspViolations(page))
      .toEqual([expect.objectContaining({ directive: 'script-src-elem' })]);
    // The harness's recorders saw it too: the console's words and the violation its own init script reports.
    await expect
      .poll(() =>
        e2e
          .problems(page)
          .map((p) => `${p.kind}: ${p.text}`)
          .sort(),
      )
      .toEqual([
        expect.stringMatching(/^console: .*inline script.*Content Security Policy/),
        'csp: script-src-elem blocked inline',
      ]);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });
});

describe('logged in', () => {
  it.each(['/', '/annualconf'])(
    '%s stays clean with a session (the start-up profile call succeeds)',
    async (path) => {
      const loggedIn = await openWatched({ loggedIn: true });
      const profile = loggedIn.waitForResponse((r) => r.url().endsWith('/v1/api/dashboard'));
      await visit(loggedIn, path);
      expect((await profile).status()).toBe(200);
      await expect(
        loggedIn
          .getByRole('navigation', { name: 'Site', exact: true })
          .getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
      await settle(loggedIn, path);
      await expectClean(loggedIn, `${path} (logged in)`);
    },
  );
});

describe('client-side navigation', () => {
  it('touring every page through the menus stays clean', async () => {
    const page = await openWatched();
    await visit(page, '/');
    const bar = page.getByRole('navigation', { name: 'Site', exact: true });
    const more = page.getByRole('button', { name: 'More pages' });
    const tour: { name: string; inPopup: boolean; heading: string }[] = [
      { name: 'ABOUT', inPopup: false, heading: 'About NITSMUN' },
      { name: 'TEAM', inPopup: false, heading: 'MEET THE TEAM' },
      { name: SEEDED_EVENT, inPopup: false, heading: SEEDED_EVENT },
      { name: 'MOCK MUN 2024', inPopup: false, heading: 'Mock MUN 2024' },
      { name: 'APPLY', inPopup: false, heading: `Apply for the ${SEEDED_EVENT}` },
      { name: 'PHOTO GALLERY', inPopup: true, heading: 'Photo Gallery' },
      { name: 'CONTACT', inPopup: true, heading: 'Contact Us' },
      { name: 'ARCHIVE', inPopup: true, heading: 'Archive' },
      { name: 'HOME', inPopup: false, heading: 'NITSMUN' },
    ];
    for (const stop of tour) {
      if (stop.inPopup) await more.click();
      await bar.getByRole('link', { name: stop.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(stop.heading);
    }
    await page
      .getByRole('region', { name: 'Blogs', exact: true })
      .getByRole('link', { name: 'View More' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mock MUN 2024' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock MUN 2024');
    await settled(page);
    await expectClean(page, 'the client-side tour');
  });
});
