/**
 * A page whose scripts are held back until `hydrate()`: what the visitor has between the server's HTML and
 * the hydration, for as long as the test likes, with what happened meanwhile and after (whether a loading
 * state ever showed, and the layout shifts).
 */
import type { Page } from 'playwright-core';
import { type E2E, type PageOptions, gate, waitForApp } from './harness';

export interface Watched {
  /** Whether an element matching the loading selector was ever in the document. */
  loading: boolean;
  /** The score CLS adds up, without the window grouping: an upper bound. */
  shift: number;
}

/** Installed before the page's scripts. */
function watchPage(loadingSelector: string) {
  const seen: Watched = { loading: false, shift: 0 };
  (window as unknown as { __watch: Watched }).__watch = seen;
  new MutationObserver(() => {
    if (document.querySelector(loadingSelector)) seen.loading = true;
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) seen.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

export const watched = (page: Page): Promise<Watched> =>
  page.evaluate(() => (window as unknown as { __watch: Watched }).__watch);

/**
 * main's box, read in one go in the page: a locator's box is read in two steps and is null when React
 * replaces the element in between.
 */
export const mainBox = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return null;
    const { x, y, width, height } = main.getBoundingClientRect();
    return { x, y, width, height };
  });

/** The app's loading states: AppShell's fallback and a page's loading line. */
export const loadingStates = '.app-shell-fallback, .acc-loading';

export async function heldPage(e2e: E2E, options: PageOptions, loadingSelector = loadingStates) {
  const page = await e2e.page(options);
  await page.addInitScript(watchPage, loadingSelector);
  const held = gate();
  await page.route('**/assets/*.js', async (route) => {
    await held.promise;
    await route.continue();
  });
  return {
    page,
    /**
     * Opens a path: the HTML is there, styled with its stylesheets and fonts, and its scripts wait (so neither
     * 'load' nor DOMContentLoaded comes). A busy machine can deliver the HTML well before the stylesheets: what
     * the page looks like before hydration is measured once they apply.
     */
    async open(path: string) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('main').waitFor({ state: 'attached' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    },
    async hydrate() {
      held.release();
      await waitForApp(page);
    },
  };
}
