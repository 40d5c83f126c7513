/**
 * Lighthouse (mobile, default simulated throttling) against Debian's Chromium, driven over the DevTools port,
 * and the pages docs/requirements.md#quality-bars measures: every public page, the three account pages, and
 * the two pages a signed-in delegate opens first (with a session cookie of a verified delegate made through
 * the API).
 *
 * Simulated throttling multiplies the main-thread time it observes by 4, so TBT and LCP move with the speed
 * of the machine running the bench (Lighthouse's benchmarkIndex; it assumes about 1,000 or more) and with
 * whatever else that machine is doing. Each page is therefore loaded once unmeasured (the server's first
 * answer on a route compiles its code paths), then measured `runs` times, in rounds over all the pages and
 * the host's floor, and each figure is the median of its runs, with the runs' median benchmarkIndex beside it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { AUTH_COOKIE } from '../src/shared/constants';
import { paths } from '../src/shared/paths';
import { median } from './stats';

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  tbtMs: number;
  cls: number;
  /** The first paint of any content: an LCP can come no earlier. */
  fcpMs: number;
  lcpMs: number;
  /** Lighthouse's measure of the host's CPU speed during the runs (median). */
  benchmarkIndex: number;
}

/** Lighthouse's own threshold for a host too slow for its CPU throttling to stand for a mid-range phone. */
export const slowHostBenchmarkIndex = 1000;

/** What a group of pages must reach (docs/requirements.md#quality-bars). */
export interface LighthouseBars {
  lcpMs: number;
  cls: number;
  tbtMs?: number;
  performance?: number;
  accessibility: number;
  seo?: number;
}

export const accountPages = [paths.login, paths.signup, paths.forgotPassword];
export const signedInPages = [paths.registration, paths.dashboard];

export const lighthouseBars = {
  // TBT swings with the host's load (4x simulated CPU on 2 shared cores): printed, with a loose bar.
  public: { lcpMs: 1200, tbtMs: 200, cls: 0, performance: 95, accessibility: 100, seo: 100 },
  account: { lcpMs: 1500, cls: 0.02, accessibility: 100, seo: 100 },
  signedIn: { lcpMs: 2000, cls: 0.02, accessibility: 100 },
} satisfies Record<string, LighthouseBars>;

const port = 9333;

/** A page to measure: its label in the report, its address, and the session it is opened with, if any. */
export interface LighthouseTarget {
  route: string;
  url: string;
  sessionToken?: string;
}

/**
 * Measures every target `runs` times, in rounds (each target once, then each again), so that the host's
 * slow and fast minutes fall on all of them alike rather than on the few pages measured during them
 * (docs/decisions/0039-lighthouse-medians-and-host-speed.md). Each figure is the median of its runs.
 */
export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  { runs = 3 }: { runs?: number } = {},
): Promise<LighthouseFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const cdp = await browser.newBrowserCDPSession();
    // Lighthouse opens its tab in the browser's default context and clears caches between runs, not
    // cookies: each target gets exactly its own session cookie, or none.
    const setSession = async ({ url, sessionToken }: LighthouseTarget) => {
      await cdp.send('Storage.clearCookies');
      if (!sessionToken) return;
      await cdp.send('Storage.setCookies', {
        cookies: [{ name: AUTH_COOKIE, value: sessionToken, url: new URL(url).origin, sameSite: 'Strict' }],
      });
    };
    const warmUp = await browser.newPage();
    for (const target of targets) {
      await setSession(target);
      await warmUp.goto(target.url, { waitUntil: 'networkidle', timeout: 30_000 });
    }
    await warmUp.close();
    const measured = targets.map(() => [] as Omit<LighthouseFigures, 'route'>[]);
    for (let run = 0; run < runs; run++) {
      for (const [index, target] of targets.entries()) {
        await setSession(target);
        measured[index]!.push(await measure(target.url, new URL(target.url).pathname));
      }
    }
    return targets.map(({ route }, index) => {
      const mid = (key: Exclude<keyof LighthouseFigures, 'route'>) =>
        median(measured[index]!.map((m) => m[key]));
      return {
        route,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        seo: mid('seo'),
        bestPractices: mid('bestPractices'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
        fcpMs: mid('fcpMs'),
        lcpMs: mid('lcpMs'),
        benchmarkIndex: mid('benchmarkIndex'),
      };
    });
  } finally {
    await browser.close();
  }
}

async function measure(url: string, route: string): Promise<Omit<LighthouseFigures, 'route'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits, finalDisplayedUrl, environment } = result.lhr;
  if (new URL(finalDisplayedUrl).pathname !== route)
    throw new Error(`Lighthouse measured ${finalDisplayedUrl}, not ${route}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/**
 * The host's floor: a page with nothing to slow it (a heading and a paragraph, no CSS, script, font or
 * image) from a bare Node server, measured with the site's pages. No page of the site can read better on the
 * same host: on a slow or busy one the floor itself can miss the bars (TBT above all, as Chromium's own work
 * on any navigation is multiplied by 4 too).
 */
export async function startHostFloor(): Promise<{ target: LighthouseTarget; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Host floor</title><meta name="description" content="The lightest page: what the host alone costs."></head>' +
    '<body><main><h1>Host floor</h1><p>A heading and a paragraph, with nothing else to load or run.</p></main></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port: floorPort } = server.address() as AddressInfo;
  return {
    target: { route: 'host floor', url: `http://127.0.0.1:${floorPort}/` },
    close: () => server.close(),
  };
}

/** The bars a page's figures miss, as lines for the report. */
export function missedBars(figures: readonly LighthouseFigures[], bars: LighthouseBars): string[] {
  const misses: string[] = [];
  for (const f of figures) {
    if (f.lcpMs > bars.lcpMs) misses.push(`${f.route} LCP ${f.lcpMs} ms > ${bars.lcpMs} ms`);
    if (f.cls > bars.cls) misses.push(`${f.route} CLS ${f.cls} > ${bars.cls}`);
    if (bars.tbtMs !== undefined && f.tbtMs > bars.tbtMs)
      misses.push(`${f.route} TBT ${f.tbtMs} ms > ${bars.tbtMs} ms`);
    if (bars.performance !== undefined && f.performance < bars.performance)
      misses.push(`${f.route} performance ${f.performance} < ${bars.performance}`);
    if (f.accessibility < bars.accessibility)
      misses.push(`${f.route} accessibility ${f.accessibility} < ${bars.accessibility}`);
    if (bars.seo !== undefined && f.seo < bars.seo) misses.push(`${f.route} SEO ${f.seo} < ${bars.seo}`);
  }
  return misses;
}

/**
 * A verified delegate's session token, made through the API of the server at `baseUrl` as a visitor would
 * (sign up, ask for the verification link, which a server with SHOW_VERIFY_LINK on returns, open it, log in).
 */
export async function signedInDelegate(baseUrl: string): Promise<string> {
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/v1/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const email = `lighthouse.${Date.now()}@example.org`;
  const password = 'Lighthouse-bench-1';
  await api('POST', '/signup', {
    name: 'Lighthouse Delegate',
    email,
    phone: '9876543210',
    password,
    confirmPassword: password,
    isStudentOfNITS: false,
  });
  const { token } = (await api('POST', '/login', { email, password })) as { token: string };
  const { verifyEmailLink } = (await api('POST', '/sendlink', undefined, token)) as {
    verifyEmailLink?: string;
  };
  if (!verifyEmailLink)
    throw new Error('the server did not return the verification link (SHOW_VERIFY_LINK off?)');
  const verifyToken = new URL(verifyEmailLink).pathname.split('/').pop()!;
  await api('PUT', `/verifytoken/${verifyToken}`);
  return token;
}
