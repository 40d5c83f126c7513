/**
 * The end-to-end harness: one real server (API + built site + fresh database) and one Chromium per test
 * file, and a fresh browser context per page so that cookies, storage and routes never leak between tests.
 *
 * Call `useE2E()` at the top level of a test file; it registers the hooks and returns accessors.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { launchBrowser } from '../../support/browser';
import { type TestServer, startTestServer } from '../../support/server';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

export type ViewportName = keyof typeof viewports;

export interface PageOptions extends Omit<BrowserContextOptions, 'viewport'> {
  viewport?: ViewportName;
  /** Sets the authToken cookie: the site then treats the visitor as logged in. */
  loggedIn?: boolean;
}

/** Something the page reported that a healthy page never does: a console error or an uncaught exception. */
export interface PageProblem {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
}

export interface E2E {
  /** Base URL of the server, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly server: TestServer;
  readonly browser: Browser;
  /** A page in a new context; closed automatically after the test. */
  page(options?: PageOptions): Promise<Page>;
  /** Console errors and uncaught exceptions seen by a page opened with page(). */
  problems(page: Page): PageProblem[];
}

export function useE2E(): E2E {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  const seen = new WeakMap<Page, PageProblem[]>();

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e: ${what} is not ready (used outside a test?)`);
    return value;
  };

  return {
    get url() {
      return need(server, 'server').url;
    },
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    async page({ viewport = 'desktop', loggedIn = false, ...options } = {}) {
      const base = need(server, 'server').url;
      const context = await need(browser, 'browser').newContext({
        viewport: viewports[viewport],
        baseURL: base,
        ...options,
      });
      open.push(context);
      if (loggedIn) {
        await context.addCookies([{ name: AUTH_COOKIE, value: 'e2e-token', url: base, sameSite: 'Strict' }]);
      }
      const page = await context.newPage();
      const problems: PageProblem[] = [];
      seen.set(page, problems);
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push({ kind: 'console', text: message.text(), url: page.url() });
      });
      page.on('pageerror', (error) => {
        problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url() });
      });
      return page;
    },
    problems(page) {
      return seen.get(page) ?? [];
    },
  };
}

/**
 * Waits until React has hydrated the prerendered page: the toaster (mounted by an effect after
 * hydration, when the session cookie has been read too) is on the page. Before that, buttons of the
 * prerendered HTML do nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
}

/** Opens a path and waits for hydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** A sonner toast carrying exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Resolves when `release()` is called: used to hold a request in flight while the test looks. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
