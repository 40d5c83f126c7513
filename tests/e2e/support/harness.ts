/**
 * The end-to-end harness: one real server (API + built site + fresh database) and one Chromium per test
 * file (and, on request, a real SMTP capture the server mails to), and a fresh browser context per page so
 * that cookies, storage and routes never leak between tests; tests that only read pages may share one tab
 * per visitor instead (`sharedPage`, docs/decisions/0078-e2e-tabs-and-shared-modules.md).
 *
 * Call `useE2E()` at the top level of a test file; it registers the hooks and returns accessors.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { type TestUser, createUser, sessionFor } from '../../support/accounts';
import { launchBrowser } from '../../support/browser';
import { type TestServer, startTestServer } from '../../support/server';
import { type SmtpCapture, startSmtpCapture } from '../../support/smtp';
import { expect } from './expect';

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
  /** Logs the visitor in as this account (a session created the way login creates it). */
  as?: TestUser;
}

export interface E2EOptions {
  /** Start a real SMTP capture (`e2e.smtp`) and point the server's mail at it. */
  smtp?: boolean;
  /** Server environment on top of the test defaults, e.g. PUBLIC_URL. */
  env?: Record<string, string>;
  /** Context options every page starts from (the page's own options win), e.g. reducedMotion. */
  contextDefaults?: Omit<BrowserContextOptions, 'viewport' | 'baseURL'>;
  /**
   * Record CSP violations too, and after each test fail it if a page it opened reported a problem (an
   * uncaught exception, a console error or a CSP violation), except Chromium's note about a refused request ('Failed to load
   * resource'): the tests provoke those on purpose.
   */
  failOnProblems?: boolean;
  /** Further problems failOnProblems lets pass: ones the file's tests provoke on purpose. */
  tolerate?: (problem: PageProblem) => boolean;
}

/**
 * Something the page reported that a healthy page never does: a console error, an uncaught exception or
 * (with failOnProblems) a Content-Security-Policy violation of any document the page loaded.
 */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp';
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
  /** The SMTP capture the server mails to (with `useE2E({ smtp: true })`). */
  readonly smtp: SmtpCapture;
  /** A page in a new context; closed automatically after the test. */
  page(options?: PageOptions): Promise<Page>;
  /**
   * A page kept for the whole file (one per set of options), for tests that only read pages: each test still
   * loads its page (`visit`), and what carries over is the tab's renderer and compiled scripts, which a new
   * tab pays 1-2 s for on this host (docs/decisions/0078-e2e-tabs-and-shared-modules.md). Its session and
   * storage carry over too, so a test that logs in or out, writes storage, adds routes or init scripts, or
   * changes the viewport opens its own `page()`.
   */
  sharedPage(options?: PageOptions): Promise<Page>;
  /** Console errors, uncaught exceptions and CSP violations seen by a page opened with page(). */
  problems(page: Page): PageProblem[];
}

/** Chromium's console note about a request the server refused (a 4xx the test provoked, say). */
const isRefusedRequest = (problem: PageProblem) =>
  problem.kind === 'console' && problem.text.startsWith('Failed to load resource');

export function useE2E({
  smtp: withSmtp = false,
  env,
  contextDefaults,
  failOnProblems = false,
  tolerate = () => false,
}: E2EOptions = {}): E2E {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let smtp: SmtpCapture | undefined;
  const open: BrowserContext[] = [];
  /** The pages opened by the running test. */
  const pages: Page[] = [];
  /** The shared pages by their options, and how many of each one's problems earlier tests were shown. */
  const shared = new Map<string, Promise<Page>>();
  const reported = new WeakMap<Page, number>();
  const seen = new WeakMap<Page, PageProblem[]>();
  let clientToken: Promise<string> | undefined;

  beforeAll(async () => {
    if (withSmtp) smtp = await startSmtpCapture();
    server = await startTestServer({ env: { ...(smtp && { SMTP_URL: smtp.url }), ...env } });
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
    const problems = pages.splice(0).flatMap((page) => seen.get(page) ?? []);
    for (const kept of shared.values()) {
      const page = await kept;
      const all = seen.get(page) ?? [];
      problems.push(...all.slice(reported.get(page) ?? 0));
      reported.set(page, all.length);
    }
    if (failOnProblems) {
      expect(
        problems.filter((problem) => !isRefusedRequest(problem) && !tolerate(problem)),
        'uncaught exceptions, console errors or CSP violations',
      ).toEqual([]);
    }
  });

  afterAll(async () => {
    clientToken = undefined;
    shared.clear();
    await browser?.close();
    await server?.close();
    await smtp?.close();
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
    get smtp() {
      return need(smtp, 'smtp (useE2E({ smtp: true }))');
    },
    async page(options = {}) {
      const page = await openPage(options);
      open.push(page.context());
      pages.push(page);
      return page;
    },
    sharedPage(options = {}) {
      const key = JSON.stringify(options);
      let page = shared.get(key);
      if (!page) {
        page = openPage(options);
        shared.set(key, page);
      }
      return page;
    },
    problems(page) {
      return seen.get(page) ?? [];
    },
  };

  /** A page in a new context of its own, with the visitor's session and the problem recorders. */
  async function openPage({ viewport = 'desktop', loggedIn = false, as, ...options }: PageOptions) {
    const base = need(server, 'server').url;
    const context = await need(browser, 'browser').newContext({
      viewport: viewports[viewport],
      baseURL: base,
      ...contextDefaults,
      ...options,
    });
    const { db } = need(server, 'server');
    if (loggedIn) {
      clientToken ??= createUser(db, { name: 'Esha Client' }).then((user) => sessionFor(db, user));
    }
    const token = as ? await sessionFor(db, as) : loggedIn ? await clientToken : undefined;
    if (token) {
      await context.addCookies([{ name: AUTH_COOKIE, value: token, url: base, sameSite: 'Strict' }]);
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
    if (failOnProblems) {
      await page.exposeFunction('reportCspViolation', (text: string) => {
        problems.push({ kind: 'csp', text, url: page.url() });
      });
      // Installed by the browser before any script of each document, outside the page's CSP.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const { reportCspViolation } = window as unknown as {
            reportCspViolation: (text: string) => void;
          };
          void reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
    }
    return page;
  }
}

/**
 * Waits until React has hydrated the prerendered page: the root route's effect (run after those below it,
 * so the session cookie has been read too) marks the document. Before that, buttons of the prerendered
 * HTML do nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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

/**
 * Closes every toast. Toasts are transient and belong to the site-wide toaster, not to the screen under
 * test: they are closed before axe runs (sonner's rich success colours measure 4.25:1, reported to the
 * toaster's owner).
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  // One close per poll: a closed toast leaves after its exit animation, and another may arrive meanwhile.
  await expect
    .poll(
      async () => {
        const count = await toasts.count();
        if (count > 0) {
          await toasts
            .first()
            .locator('[data-close-button]')
            .click({ force: true, timeout: 2_000 })
            .catch(() => undefined);
        }
        return count;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0);
}

/**
 * Full-page screenshots into `dir` when it is set (from an environment variable, e.g. REG_SHOTS_DIR), to
 * look at the screens; a no-op otherwise.
 */
export function screenshots(dir: string | undefined): (page: Page, name: string) => Promise<void> {
  if (dir) mkdirSync(dir, { recursive: true });
  return async (page, name) => {
    if (!dir) return;
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
  };
}

/** Resolves when `release()` is called: used to hold a request in flight while the test looks. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
