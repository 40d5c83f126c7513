/**
 * The end-to-end harness: one real server (API + built site + fresh database) and one Chromium per test
 * file, and a fresh browser context per page so that cookies, storage and routes never leak between tests.
 *
 * Call `useE2E()` at the top level of a test file; it registers the hooks and returns accessors.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { createUser, sessionFor } from '../../support/accounts';
import { launchBrowser } from '../../support/browser';
import { type TestServer, startTestServer } from '../../support/server';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

export type ViewportName = keyof typeof viewports;

export interface PageOptions extends Omit<BrowserContextOptions, 'viewport'> {
  viewport?: ViewportName;
  /**
   * Logs the visitor in: the authToken cookie carries a real session of a verified client (the site checks
   * it with GET /dashboard, and a token the server refuses would log the visitor out again).
   */
  loggedIn?: boolean;
}

/** Something the page reported that a healthy page never does: a console error or an uncaught exception. */
export interface PageProblem {
  kind: 'console' | 'pageerror';
  text: string;
  /** The page's address when it happened. */
  url: string;
  /** For console messages: the script or resource the message is about, when the browser names one. */
  source?: string;
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
  let clientToken: Promise<string> | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    clientToken = undefined;
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
        const { db } = need(server, 'server');
        clientToken ??= createUser(db, { name: 'Esha Client' }).then((user) => sessionFor(db, user));
        const value = await clientToken;
        await context.addCookies([{ name: AUTH_COOKIE, value, url: base, sameSite: 'Strict' }]);
      }
      const page = await context.newPage();
      const problems: PageProblem[] = [];
      seen.set(page, problems);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url || undefined;
        problems.push({ kind: 'console', text: message.text(), url: page.url(), source });
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

/** Opens a path and waits for hydration; returns the document's response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
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
