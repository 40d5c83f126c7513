/**
 * No console errors, no uncaught exceptions and no Content-Security-Policy violations on any public page:
 * loaded directly (prerendered HTML, hydration, lazy chunks, every lazy image scrolled into view) and
 * reached by client-side navigation.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expect } from './support/expect';
import { type PageProblem, type ViewportName, useE2E, visit } from './support/harness';
import { allPages, blogPages, unknownPath } from './support/routes';
import { SEEDED_EVENT } from '../support/seeded-event';

const e2e = useE2E();

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

async function openWatched(viewport: ViewportName, options: { loggedIn?: boolean } = {}): Promise<Page> {
  const page = await e2e.page({ viewport, ...options });
  await page.addInitScript(recordCspViolations);
  return page;
}

/** Scrolls through the page so every lazy image loads, then waits until the network has been quiet. */
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
  await page.waitForLoadState('networkidle');
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

async function expectClean(page: Page, where: string) {
  const problems = e2e.problems(page).filter((p) => !isExpected404(p));
  expect(problems, `console errors / exceptions on ${where}:\n${JSON.stringify(problems, null, 2)}`).toEqual(
    [],
  );
  const violations = await cspViolations(page);
  expect(violations, `CSP violations on ${where}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

const viewportNames: ViewportName[] = ['desktop', 'mobile'];

describe.each(viewportNames)('loading each page directly (%s)', (viewport) => {
  it.each(allPages)('$path: no console errors, exceptions or CSP violations', async ({ path }) => {
    const page = await openWatched(viewport);
    const response = await visit(page, path);
    expect(response?.status()).toBe(path === unknownPath ? 404 : 200);
    await settle(page, path);
    await expectClean(page, `${path} (${viewport})`);
  });
});

describe('the watch itself', () => {
  it('sees an inline script the CSP refuses (control: the policy is enforced and the recorders work)', async () => {
    const page = await openWatched('desktop');
    await visit(page, '/about');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect
      .poll(() => cspViolations(page))
      .toEqual([expect.objectContaining({ directive: 'script-src-elem' })]);
    await expect
      .poll(() => e2e.problems(page).map((p) => p.text))
      .toEqual([expect.stringMatching(/inline script.*Content Security Policy/)]);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });
});

describe('logged in', () => {
  it.each(['/', '/annualconf'])(
    '%s stays clean with a session (the start-up profile call succeeds)',
    async (path) => {
      const loggedIn = await openWatched('desktop', { loggedIn: true });
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
    const page = await openWatched('desktop');
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
    await page.waitForLoadState('networkidle');
    await expectClean(page, 'the client-side tour');
  });
});
