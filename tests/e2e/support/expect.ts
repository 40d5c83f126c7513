/**
 * Web-first assertions for playwright-core (which, unlike @playwright/test, ships none): each one retries
 * until the page agrees or the timeout passes, like Playwright's `expect(locator)`. Anything that is not a
 * Locator or a Page goes to vitest's `expect`, so test files import a single `expect`.
 *
 *   await expect(page.getByRole('dialog')).toBeVisible();
 *   await expect(page).toHaveURL(`${base}/team`);
 *   expect(rows).toHaveLength(1);            // plain vitest
 */
import type { Locator, Page } from 'playwright-core';
import { expect as vitestExpect } from 'vitest';

/** Generous, because two CPU cores share the server, Chromium and vitest. */
export const ASSERT_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

type Text = string | RegExp;

interface Options {
  timeout?: number;
}

interface TextOptions extends Options {
  /** Compare the rendered text (innerText: <br> and block boundaries become spaces) instead of textContent. */
  useInnerText?: boolean;
}

interface LocatorAssertions {
  toBeVisible(options?: Options): Promise<void>;
  toBeHidden(options?: Options): Promise<void>;
  toBeAttached(options?: Options): Promise<void>;
  toBeEnabled(options?: Options): Promise<void>;
  toBeDisabled(options?: Options): Promise<void>;
  toBeFocused(options?: Options): Promise<void>;
  /** At least part of the element is inside the viewport. */
  toBeInViewport(options?: Options): Promise<void>;
  /** Whitespace-normalised text; with an array, one entry per matched element, in order. */
  toHaveText(expected: Text | Text[], options?: TextOptions): Promise<void>;
  toContainText(expected: string, options?: TextOptions): Promise<void>;
  toHaveAttribute(name: string, value: Text, options?: Options): Promise<void>;
  toHaveCount(count: number, options?: Options): Promise<void>;
  toHaveValue(value: string, options?: Options): Promise<void>;
  toHaveCSS(property: string, value: Text, options?: Options): Promise<void>;
}

interface PageAssertions {
  toHaveURL(expected: Text, options?: Options): Promise<void>;
  toHaveTitle(expected: Text, options?: Options): Promise<void>;
}

type Negatable<T> = T & { not: T };

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function matches(actual: string, expected: Text): boolean {
  return typeof expected === 'string' ? actual === expected : expected.test(actual);
}

/** Polls `read` until `check` holds (or, negated, until it does not); throws a readable error otherwise. */
async function retry<T>(
  what: string,
  read: () => Promise<T>,
  check: (actual: T) => boolean,
  negate: boolean,
  options: Options = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeout ?? ASSERT_TIMEOUT_MS);
  let last: { value?: T; error?: unknown } = {};
  for (;;) {
    try {
      const value = await read();
      last = { value };
      if (check(value) !== negate) return;
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const got = 'error' in last ? `error: ${String(last.error)}` : JSON.stringify(last.value);
  throw new Error(`expected ${negate ? 'NOT ' : ''}${what}\n  last seen: ${got}`);
}

function locatorAssertions(locator: Locator, negate: boolean): LocatorAssertions {
  const name = String(locator);
  const textOf = async (o?: TextOptions) =>
    normalise(
      o?.useInnerText
        ? await locator.innerText({ timeout: 1000 })
        : await locator.textContent({ timeout: 1000 }),
    );
  const textsOf = async (o?: TextOptions) =>
    (o?.useInnerText ? await locator.allInnerTexts() : await locator.allTextContents()).map(normalise);
  const one = (options?: Options) => ({ timeout: options?.timeout ?? ASSERT_TIMEOUT_MS });
  return {
    toBeVisible: (o) => retry(`${name} to be visible`, () => locator.isVisible(), Boolean, negate, o),
    toBeHidden: (o) => retry(`${name} to be hidden`, () => locator.isHidden(), Boolean, negate, o),
    toBeAttached: (o) =>
      retry(`${name} to be attached`, async () => (await locator.count()) > 0, Boolean, negate, o),
    toBeEnabled: (o) =>
      retry(
        `${name} to be enabled`,
        () => locator.isEnabled({ timeout: one(o).timeout }),
        Boolean,
        negate,
        o,
      ),
    toBeDisabled: (o) =>
      retry(
        `${name} to be disabled`,
        () => locator.isDisabled({ timeout: one(o).timeout }),
        Boolean,
        negate,
        o,
      ),
    toBeFocused: (o) =>
      retry(
        `${name} to be focused`,
        () => locator.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }),
        Boolean,
        negate,
        o,
      ),
    toBeInViewport: (o) =>
      retry(
        `${name} to be in the viewport`,
        () =>
          locator.evaluate(
            (el) =>
              new Promise<boolean>((resolve) => {
                const observer = new IntersectionObserver(([entry]) => {
                  observer.disconnect();
                  resolve(Boolean(entry?.isIntersecting));
                });
                observer.observe(el);
              }),
            undefined,
            { timeout: 1000 },
          ),
        Boolean,
        negate,
        o,
      ),
    toHaveText: (expected, o) =>
      Array.isArray(expected)
        ? retry(
            `${name} to have texts ${JSON.stringify(expected.map(String))}`,
            () => textsOf(o),
            (texts) => texts.length === expected.length && texts.every((t, i) => matches(t, expected[i]!)),
            negate,
            o,
          )
        : retry(
            `${name} to have text ${String(expected)}`,
            () => textOf(o),
            (text) => matches(text, expected),
            negate,
            o,
          ),
    toContainText: (expected, o) =>
      retry(
        `${name} to contain text ${JSON.stringify(expected)}`,
        () => textOf(o),
        (text) => text.includes(normalise(expected)),
        negate,
        o,
      ),
    toHaveAttribute: (attribute, value, o) =>
      retry(
        `${name} to have ${attribute}=${String(value)}`,
        () => locator.getAttribute(attribute, { timeout: 1000 }),
        (actual) => actual !== null && matches(actual, value),
        negate,
        o,
      ),
    toHaveCount: (count, o) =>
      retry(
        `${name} to match ${count} element(s)`,
        () => locator.count(),
        (n) => n === count,
        negate,
        o,
      ),
    toHaveValue: (value, o) =>
      retry(
        `${name} to have value ${JSON.stringify(value)}`,
        () => locator.inputValue({ timeout: 1000 }),
        (actual) => actual === value,
        negate,
        o,
      ),
    toHaveCSS: (property, value, o) =>
      retry(
        `${name} to have CSS ${property}: ${String(value)}`,
        () =>
          locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property, { timeout: 1000 }),
        (actual) => matches(actual, value),
        negate,
        o,
      ),
  };
}

function pageAssertions(page: Page, negate: boolean): PageAssertions {
  return {
    toHaveURL: (expected, o) =>
      retry(
        `page URL to be ${String(expected)}`,
        async () => page.url(),
        (u) => matches(u, expected),
        negate,
        o,
      ),
    toHaveTitle: (expected, o) =>
      retry(
        `page title to be ${String(expected)}`,
        () => page.title(),
        (t) => matches(t, expected),
        negate,
        o,
      ),
  };
}

function isLocator(value: unknown): value is Locator {
  return typeof value === 'object' && value !== null && 'waitFor' in value && 'allTextContents' in value;
}

function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'goto' in value && 'mainFrame' in value;
}

function negatable<T>(make: (negate: boolean) => T): Negatable<T> {
  return Object.assign(make(false) as object, { not: make(true) }) as Negatable<T>;
}

export function expect(target: Locator): Negatable<LocatorAssertions>;
export function expect(target: Page): Negatable<PageAssertions>;
export function expect<T>(target: T, message?: string): ReturnType<typeof vitestExpect<T>>;
export function expect(target: unknown, message?: string): unknown {
  if (isLocator(target)) return negatable((negate) => locatorAssertions(target, negate));
  if (isPage(target)) return negatable((negate) => pageAssertions(target, negate));
  return vitestExpect(target, message);
}

/** vitest's expect.poll (for values read from the page) and its asymmetric matchers. */
expect.poll = vitestExpect.poll;
expect.stringMatching = vitestExpect.stringMatching;
expect.stringContaining = vitestExpect.stringContaining;
expect.objectContaining = vitestExpect.objectContaining;
expect.arrayContaining = vitestExpect.arrayContaining;
expect.any = vitestExpect.any;
