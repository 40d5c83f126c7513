/**
 * Transport and browser security (docs/decisions/0015 and 0016):
 * - security headers (CSP with frame-ancestors 'none', nosniff, Referrer-Policy, X-Frame-Options) on every
 *   kind of response: each API route with the samples of the authorization matrix, 4xx and 5xx errors,
 *   prerendered pages, the SPA shell, assets, the 404 page, /healthz, the API docs, malformed URLs;
 * - HSTS only over https (X-Forwarded-Proto from a trusted proxy), with a year's max-age;
 * - uploads served with their real type (WebP, re-encoded: an HTML polyglot comes out as a plain image)
 *   and nosniff, payment screenshots to admins only;
 * - invite tokens single-use and bound to the event's registration window (verification and reset tokens:
 *   tests/api/accounts-verify.test.ts and accounts-reset.test.ts; expired and revoked sessions on every
 *   route: tests/api/authorization-matrix.test.ts);
 * - CORS only for the exact origins of CORS_ORIGINS, nothing for others or when unset;
 * - Cross-Origin-Resource-Policy same-origin on every answer, but cross-origin on profile photos when
 *   CORS_ORIGINS lets pages of other origins use the API (they show the photos in an <img>);
 * - Cross-Origin-Opener-Policy same-origin on every answer: the HTML of every kind (public pages, the
 *   login, sign-up and forgot-password pages where passwords are typed, app pages, the 404 page), route data,
 *   assets and the API (docs/decisions/0046-one-plain-page-path.md).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { appPages, publicPages } from '../support/route-table';
import { ConfigError, loadConfig } from '../../src/server/config';
import { HSTS, corsPolicy } from '../../src/server/plugins/security';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request, uniqueAddress } from '../support/app';
import {
  type MatrixContext,
  accountCallers,
  matrix,
  routeKey,
  runRow,
} from '../support/authorization-matrix';
import { dataUrl, makeImage } from '../support/images';
import { assertSiteBuilt, siteDir } from '../support/paths';
import {
  createInvite,
  createRegistrant,
  individualBody,
  memberBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

const site = 'https://nitsmun.in';
const www = 'https://www.nitsmun.in';
/** The API's own origin when the site lives on another (API_PUBLIC_URL). */
const api = 'https://api.nitsmun.in';

/**
 * The default configuration; behind a trusted proxy with CORS for two origins (the API on its own origin,
 * API_PUBLIC_URL); the API without the site.
 */
let t: TestApp;
let configured: TestApp;
let apiOnly: TestApp;
beforeAll(async () => {
  assertSiteBuilt();
  [t, configured, apiOnly] = await Promise.all([
    createTestApp(),
    createTestApp({
      env: { TRUST_PROXY: 'true', CORS_ORIGINS: `${site}, ${www}`, API_PUBLIC_URL: `${api}/` },
    }),
    createTestApp({ site: false }),
  ]);
  await setRegistrationOpen(t.db, true);
});
afterAll(() => Promise.all([t?.close(), configured?.close(), apiOnly?.close()]));

/**
 * The security headers every response carries; HSTS only when the request came over https. CORP is
 * same-origin but on profile photos when CORS origins are configured (`corp: 'cross-origin'`).
 */
function expectSecurityHeaders(
  res: LightMyRequestResponse,
  what: string,
  {
    https = false,
    corp = 'same-origin',
  }: {
    https?: boolean;
    corp?: 'same-origin' | 'cross-origin';
  } = {},
) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = csp.split(';').map((d) => d.trim());
  expect
    .soft({
      what,
      frameAncestors: directives.includes("frame-ancestors 'none'"),
      defaultSrc: directives.includes("default-src 'self'"),
      objectSrc: directives.includes("object-src 'none'"),
      unsafeInlineScripts: /script-src[^;]*'unsafe-inline'/.test(csp),
      nosniff: res.headers['x-content-type-options'],
      referrerPolicy: res.headers['referrer-policy'],
      frameOptions: res.headers['x-frame-options'],
      hsts: res.headers['strict-transport-security'] ?? null,
      corp: res.headers['cross-origin-resource-policy'],
      coop: res.headers['cross-origin-opener-policy'],
    })
    .toEqual({
      what,
      frameAncestors: true,
      defaultSrc: true,
      objectSrc: true,
      unsafeInlineScripts: false,
      nosniff: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      frameOptions: 'DENY',
      hsts: https ? HSTS : null,
      corp,
      coop: 'same-origin',
    });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'GET', url, headers });

describe('security headers on every API route, allowed and refused', () => {
  // The callers without a bad token: each route answers some of them and refuses others (401, 403).
  // The bad-token variants take the same 401 path; tests/api/authorization-matrix.test.ts runs them all.
  it.each(Object.keys(matrix))('%s', async (key) => {
    const ctx: MatrixContext = { app: t.app, db: t.db };
    const { results } = await runRow(ctx, key, await accountCallers(t.db), { checkWrites: false });
    expect(results).toHaveLength(5);
    for (const { caller, res } of results) {
      expectSecurityHeaders(res, `${key} as ${caller.column}: ${res.statusCode}`);
    }
  });
});

describe('security headers on errors', () => {
  it('are on 4xx answers: validation, bad JSON, unknown route, wrong media type, too large, rate limited', async () => {
    const cases: [string, Promise<LightMyRequestResponse>, number][] = [
      ['invalid body', request(t.app, { method: 'POST', url: '/v1/api/contactus', json: {} }), 400],
      [
        'malformed JSON',
        request(t.app, {
          method: 'POST',
          url: '/v1/api/contactus',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        }),
        400,
      ],
      ['unknown API route', get('/v1/api/no-such-route'), 404],
      [
        'unsupported media type',
        request(t.app, {
          method: 'POST',
          url: '/v1/api/contactus',
          headers: { 'content-type': 'application/xml' },
          payload: '<contact/>',
        }),
        415,
      ],
      [
        'body over the limit',
        request(t.app, {
          method: 'POST',
          url: '/v1/api/contactus',
          json: { message: 'x'.repeat(2_000_000) },
        }),
        413,
      ],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect({ what, status: res.statusCode }).toEqual({ what, status });
      expect(Object.keys(res.json())).toEqual(['error']);
      expectSecurityHeaders(res, what);
    }

    // Failed logins for one email from one address (the per-address, per-email limit).
    const email = `nobody.${Date.now()}@example.com`;
    const remoteAddress = uniqueAddress();
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await request(t.app, {
        method: 'POST',
        url: '/v1/api/login',
        remoteAddress,
        json: { email, password: 'wrong password' },
      });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toEqual({ error: messages.generic.tooManyRequests });
    expectSecurityHeaders(limited!, 'rate limited');
  });

  it('are on malformed URLs and over-long path parameters, with or without the site', async () => {
    // Fastify answers these without running any hook (app.ts frameworkErrors).
    for (const app of [t.app, apiOnly.app]) {
      for (const url of ['/%E0%A4%A', '/v1/api/%C0%80', `/v1/api/events/${'x'.repeat(300)}`]) {
        const res = await request(app, { method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.headers['x-request-id']).toBeDefined();
        expectSecurityHeaders(res, `GET ${url}`);
      }
    }
  });

  it('are on 5xx answers: a failing table (500) and a database that is down (503)', async () => {
    await t.db.execute(sql`alter table contact_responses rename to contact_responses_away`);
    try {
      const res = await request(t.app, {
        method: 'POST',
        url: '/v1/api/contactus',
        json: { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: messages.contact.serverError });
      expectSecurityHeaders(res, '500');
    } finally {
      await t.db.execute(sql`alter table contact_responses_away rename to contact_responses`);
    }

    // The last use of apiOnly: its database goes down for good.
    const user = await createUser(apiOnly.db, { role: 'admin' });
    const headers = bearer(await sessionFor(apiOnly.db, user));
    await apiOnly.database.close();
    for (const url of ['/healthz', '/v1/api/blog/read', '/v1/api/admin/overview']) {
      const res = await request(apiOnly.app, { method: 'GET', url, headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expectSecurityHeaders(res, `${url} with the database down`);
    }
  });
});

describe('security headers on the site, /healthz and the API docs', () => {
  const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x');

  it('are on every prerendered page, with the page CSP hashing its scripts', async () => {
    for (const route of publicPages) {
      const res = await get(route);
      expect({ route, status: res.statusCode }).toEqual({ route, status: 200 });
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
      expectSecurityHeaders(res, route);
    }
  });

  it('are on the SPA shell of every app route', async () => {
    for (const pattern of appPages) {
      const res = await get(concrete(pattern));
      expect({ pattern, status: res.statusCode }).toEqual({ pattern, status: 200 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(res, pattern);
    }
  });

  it('are on assets of every kind, the 404 page, redirects, 304s, HEAD, /healthz and the docs', async () => {
    const assets = readdirSync(join(siteDir, 'assets'));
    const oneOfEach = new Map(assets.map((name) => [name.split('.').pop()!, name]));
    expect(oneOfEach.size).toBeGreaterThanOrEqual(3);
    const urls = [
      ...[...oneOfEach.values()].map((name) => `/assets/${name}`),
      '/favicon.svg',
      '/robots.txt',
      '/no-such-page',
      '/annualconf.data?_routes=routes%2Fannualconf',
      '/healthz',
      '/v1/api/docs',
      '/v1/api/docs/json',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: url === '/no-such-page' ? 404 : 200 });
      expectSecurityHeaders(res, url);
    }

    const redirect = await get('/team/');
    expect(redirect.statusCode).toBe(301);
    expectSecurityHeaders(redirect, 'redirect');

    const page = await get('/about');
    const notModified = await get('/about', { 'if-none-match': String(page.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expectSecurityHeaders(notModified, '304');

    const head = await request(t.app, { method: 'HEAD', url: '/v1/api/dashboard' });
    expect(head.statusCode).toBe(401);
    expectSecurityHeaders(head, 'HEAD of a guarded route');
  });
});

describe('HSTS', () => {
  const overHttps = (app: TestApp, url: string, proto = 'https') =>
    request(app.app, { method: 'GET', url, headers: { 'x-forwarded-proto': proto } });

  it('is sent with a year-long max-age when the request came over https through a trusted proxy', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/no-such-page',
      '/annualconf.data?_routes=routes%2Fannualconf',
      '/healthz',
      '/v1/api/events',
      '/v1/api/dashboard',
    ]) {
      const res = await overHttps(configured, url);
      expectSecurityHeaders(res, `https ${url}`, { https: true });
    }
    const maxAge = Number(/max-age=(\d+)/.exec(HSTS)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(HSTS).toContain('includeSubDomains');
  });

  it('is not sent over plain http, nor when X-Forwarded-Proto comes from an untrusted client', async () => {
    for (const url of ['/', '/v1/api/events']) {
      expect((await overHttps(configured, url, 'http')).headers['strict-transport-security']).toBeUndefined();
      expect((await get(url)).headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY anyone could send the header: it is ignored.
      expect((await overHttps(t, url)).headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('uploads', () => {
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  /** A PNG that is also an HTML document (a browser sniffing it would run the script). */
  const polyglot = async () => Buffer.concat([await makeImage('png'), html]);
  const isWebp = (bytes: Buffer) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

  it('serves profile photos to anyone as re-encoded WebP with nosniff, never the uploaded HTML', async () => {
    const owner = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, owner));
    const edit = await request(t.app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers,
      json: { photo: dataUrl('image/png', await polyglot()) },
    });
    expect(edit.statusCode).toBe(200);
    const photo = String((await get('/v1/api/dashboard', headers)).json().photo);
    // Absolute, from PUBLIC_URL (API_PUBLIC_URL unset), so a site on another origin shows it as it is.
    expect(photo).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/v1/api/photos/[0-9a-f-]{36}$`));
    const photoUrl = new URL(photo).pathname;

    // Public by design (docs/decisions/0009-uploaded-images.md): the URL is an unguessable id.
    const other = await createUser(t.db);
    for (const callerHeaders of [{}, headers, bearer(await sessionFor(t.db, other))]) {
      const res = await get(photoUrl, callerHeaders);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(isWebp(res.rawPayload)).toBe(true);
      expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expectSecurityHeaders(res, 'photo');
    }

    const missing = await get('/v1/api/photos/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ error: messages.account.photoNotFound });
  });

  it('serves a payment screenshot to admins and superadmins only, as re-encoded WebP with nosniff', async () => {
    const registrant = await createRegistrant(t.db);
    const registered = await postRegistration(
      t.app,
      registrant.headers,
      await individualBody({ payment: dataUrl('image/png', await polyglot()) }),
    );
    expect(registered.statusCode).toBe(200);
    const url = `/v1/api/admin/registrations/${registered.json().registration._id}/payment`;

    const admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expectSecurityHeaders(res, 'payment screenshot');

    for (const [who, headers, status] of [
      ['anonymous', {}, 401],
      ['the registrant', registrant.headers, 403],
    ] as const) {
      const denied = await get(url, headers);
      expect({ who, status: denied.statusCode }).toEqual({ who, status });
      expect(denied.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(denied.json())).toEqual(['error']);
    }
  });
});

describe('invite tokens', () => {
  it('work once, and only while the event takes registrations', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const invite = await createInvite(t.db, leader.user, member.user, 'Window');

    await setRegistrationOpen(t.db, false);
    try {
      const closed = await postRegistration(t.app, member.headers, memberBody(invite));
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({ error: messages.registration.eventClosed });
    } finally {
      await setRegistrationOpen(t.db, true);
    }

    const used = await postRegistration(t.app, member.headers, memberBody(invite));
    expect(used.statusCode).toBe(200);
    const again = await postRegistration(t.app, member.headers, memberBody(invite));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.registration.alreadyAccepted });
  });
});

describe('CORS', () => {
  const corsHeaders = (res: LightMyRequestResponse) =>
    Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
  const preflight = (
    app: TestApp,
    url: string,
    origin: string,
    requestHeaders = 'authorization, content-type',
  ) =>
    request(app.app, {
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': requestHeaders,
      },
    });

  it('lets the listed origins read API answers: their own origin, never a wildcard or credentials', async () => {
    const user = await createUser(configured.db);
    const token = await sessionFor(configured.db, user);
    for (const origin of [site, www]) {
      const res = await request(configured.app, {
        method: 'GET',
        url: '/v1/api/dashboard',
        headers: { origin, ...bearer(token) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toBe(corsPolicy.exposedHeaders.join(', '));
      expectSecurityHeaders(res, `CORS ${origin}`);
    }
  });

  it('gives other origins no CORS header at all (but Vary: Origin for caches)', async () => {
    for (const origin of [
      'https://evil.example',
      'https://nitsmun.in.evil.example',
      'http://nitsmun.in',
      'null',
    ]) {
      const res = await request(configured.app, {
        method: 'GET',
        url: '/v1/api/events',
        headers: { origin },
      });
      expect(res.statusCode).toBe(200);
      expect({ origin, cors: corsHeaders(res) }).toEqual({ origin, cors: [] });
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
    }
  });

  it('answers preflights of listed origins before any guard, with the allowed methods and headers', async () => {
    for (const url of ['/v1/api/dashboard', '/v1/api/superadmin/events/registration', '/v1/api/login']) {
      const res = await preflight(configured, url, site);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 204 });
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe(site);
      expect(res.headers['access-control-allow-methods']).toBe(corsPolicy.methods.join(', '));
      expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
      expect(res.headers['access-control-max-age']).toBe(String(corsPolicy.maxAgeSeconds));
      expectSecurityHeaders(res, `preflight ${url}`);
    }
    // Headers beyond Authorization and Content-Type are not granted.
    const extra = await preflight(configured, '/v1/api/dashboard', site, 'authorization, x-custom');
    expect(extra.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
  });

  it('answers preflights of other origins 404 without any CORS header', async () => {
    const res = await preflight(configured, '/v1/api/dashboard', 'https://evil.example');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.generic.routeNotFound });
    expect(corsHeaders(res)).toEqual([]);
    expectSecurityHeaders(res, 'refused preflight');
  });

  it('allows no cross-origin access when CORS_ORIGINS is unset', async () => {
    const simple = await request(t.app, { method: 'GET', url: '/v1/api/events', headers: { origin: site } });
    expect(simple.statusCode).toBe(200);
    expect(corsHeaders(simple)).toEqual([]);
    const res = await preflight(t, '/v1/api/dashboard', site);
    expect(res.statusCode).toBe(404);
    expect(corsHeaders(res)).toEqual([]);
  });

  it('lets the listed origins show profile photos (CORP cross-origin); every other answer stays same-origin', async () => {
    const owner = await createUser(configured.db);
    const headers = bearer(await sessionFor(configured.db, owner));
    const edit = await request(configured.app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers,
      json: { photo: dataUrl('image/png', await makeImage('png')) },
    });
    expect(edit.statusCode).toBe(200);
    const dashboard = await request(configured.app, {
      method: 'GET',
      url: '/v1/api/dashboard',
      headers: { origin: site, ...headers },
    });
    expectSecurityHeaders(dashboard, 'dashboard with CORS origins');
    // An absolute URL on API_PUBLIC_URL (its trailing slash dropped): the site's origin is another.
    const photo = String(dashboard.json().photo);
    expect(photo).toMatch(new RegExp(`^${api}/v1/api/photos/[0-9a-f-]{36}$`));

    // An <img> sends no Origin: the policy cannot depend on the request, only on the configuration.
    const served = await request(configured.app, { method: 'GET', url: new URL(photo).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(served, 'photo with CORS origins', { corp: 'cross-origin' });

    // The screenshot is fetched with the bearer header (a CORS request, where CORP does not apply).
    await setRegistrationOpen(configured.db, true);
    const registrant = await createRegistrant(configured.db);
    const registered = await postRegistration(configured.app, registrant.headers, await individualBody());
    expect(registered.statusCode).toBe(200);
    const admin = bearer(await sessionFor(configured.db, await createUser(configured.db, { role: 'admin' })));
    const detail = await request(configured.app, {
      method: 'GET',
      url: `/v1/api/admin/registrations/${registered.json().registration._id}`,
      headers: admin,
    });
    const payment = String(detail.json().registration.payment);
    expect(payment).toBe(`${api}/v1/api/admin/registrations/${registered.json().registration._id}/payment`);
    const screenshot = await request(configured.app, {
      method: 'GET',
      url: new URL(payment).pathname,
      headers: { origin: site, ...admin },
    });
    expect(screenshot.statusCode).toBe(200);
    expect(screenshot.headers['access-control-allow-origin']).toBe(site);
    expectSecurityHeaders(screenshot, 'payment screenshot with CORS origins');

    for (const url of ['/', '/v1/api/events', '/v1/api/photos/00000000-0000-4000-8000-000000000000']) {
      expectSecurityHeaders(
        await request(configured.app, { method: 'GET', url }),
        `${url} with CORS origins`,
      );
    }
  });

  it('adds no OPTIONS route to the API route table', () => {
    expect(configured.app.routeAuth.map(routeKey)).toEqual(t.app.routeAuth.map(routeKey));
    expect(configured.app.routeAuth.some((r) => r.method === 'OPTIONS')).toBe(false);
  });

  it('accepts only exact origins in CORS_ORIGINS', () => {
    expect(loadConfig({ CORS_ORIGINS: `${site},${www}` }).CORS_ORIGINS).toEqual([site, www]);
    expect(loadConfig({ CORS_ORIGINS: 'http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'http://localhost:5173',
    ]);
    expect(loadConfig({}).CORS_ORIGINS).toBeUndefined();
    for (const value of [
      '*',
      'https://nitsmun.in/',
      'nitsmun.in',
      'https://*.nitsmun.in',
      'ftp://nitsmun.in',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });
});
