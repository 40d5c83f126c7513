/**
 * The web site served by the API process (docs/decisions/0023-server-rendered-event-pages.md): pages
 * rendered on the server with their content and a CSP hashing exactly their inline scripts, React Router's
 * data requests, static files, the 404 page and the app routes' shell. Needs a build (`npm run build`, or
 * SITE_DIR). How pages follow the database is tests/api/event-pages.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { MAX_URL_LENGTH } from '../../src/server/app';
import { appPages, publicPages } from '../support/route-table';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { type TestApp, createTestApp, request } from '../support/app';
import { assertSiteBuilt, siteDir } from '../support/paths';
import {
  SEEDED_EVENT,
  seededCommittees,
  seededDisplayNames,
  seededFees,
  seededPortfolios,
} from '../support/seeded-event';

let t: TestApp;
let seeded: ConferenceEvent;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  const res = await request(t.app, {
    method: 'GET',
    url: `/v1/api/events/${encodeURIComponent(SEEDED_EVENT)}`,
  });
  seeded = (res.json() as { event: ConferenceEvent }).event;
});
afterAll(() => t?.close());

/** As the pages write amounts: 'Rs 1,500'. */
const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-IN')}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'GET', url, headers });

/** The hashes a browser computes for the inline scripts of a document. */
function expectedScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(match[1]!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return hashes;
}

function scriptSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

function expectCspAllowsExactlyInlineScriptsOf(csp: unknown, html: string) {
  const sources = scriptSrc(csp);
  const hashes = expectedScriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(sources).toContain(hash);
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
}

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The visible text of an element's HTML: tags removed, entities decoded, whitespace collapsed. */
const textOf = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) =>
  decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
const h1Of = (html: string) => textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
/** The <main> of a page: what differs from page to page (the header and footer are the layout's). */
const headOf = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** The text of the desktop bar's and the mobile overlay's conference item. */
const navLabels = (html: string) =>
  [...html.matchAll(/<a [^>]*class="site-nav__link[^"]*" href="\/annualconf"[^>]*>([^<]*)<\/a>/g)].map((m) =>
    decode(m[1]!),
  );

describe('public pages', () => {
  it.each(publicPages)(
    '%s answers 200 with its content rendered, its own title and description, and a CSP hashing its inline scripts',
    async (route) => {
      const res = await get(route);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      expect(res.body).toMatch(/^<!DOCTYPE html>/);
      expect(titleOf(res.body)).toMatch(/NITSMUN$/);
      expect(descriptionOf(res.body).length).toBeGreaterThan(20);
      expect(res.body.match(/<h1[\s>]/g)).toHaveLength(1);
      // The loader data travels in the HTML: nothing is fetched before the page shows.
      expect(res.body).toContain('window.__reactRouterContext');
      // The page is complete: no streamed Suspense boundary waits for a later script.
      expect(res.body).not.toContain('<template id="B:');
      expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], res.body);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // The icon is in the HTML (no request of its own beside the page's first ones: docs/decisions/0043).
      const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml"\/>/.exec(
        res.body,
      );
      expect(decodeURIComponent(icon![1]!)).toBe(favicon);
    },
  );

  it('every public page has a title and description of its own', async () => {
    const pages = await Promise.all(publicPages.map((route) => get(route)));
    const titles = pages.map((res) => titleOf(res.body));
    const descriptions = pages.map((res) => descriptionOf(res.body));
    expect(new Set(titles).size).toBe(publicPages.length);
    expect(new Set(descriptions).size).toBe(publicPages.length);
  });

  it('every page names the featured event in the navigation bar (the mobile overlay keeps "Annual Conference")', async () => {
    for (const route of [...publicPages, '/dashboard', '/no-such-page']) {
      const res = await get(route);
      expect(navLabels(res.body), route).toEqual([SEEDED_EVENT, 'Annual Conference']);
    }
  });

  it("the home and about pages' links to the conference read the featured event's name", async () => {
    for (const route of ['/', '/about']) {
      const main = mainOf((await get(route)).body);
      const links = [...main.matchAll(/<a [^>]*href="\/annualconf"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
      expect(links, route).toEqual([SEEDED_EVENT]);
    }
  });

  it('/annualconf shows the featured event from the database: name, theme, dates, venue, committees, board, co-sponsor', async () => {
    const res = await get('/annualconf');
    const html = res.body;
    const main = mainOf(html);
    expect(titleOf(html)).toBe(`${SEEDED_EVENT} | NITSMUN`);
    expect(descriptionOf(html)).toContain(
      `committees (${seededCommittees.map((c) => seededDisplayNames[c]).join(', ')})`,
    );
    expect(h1Of(html)).toBe(SEEDED_EVENT);
    const text = textOf(main);
    expect(text).toContain(seeded.theme);
    expect(text).toContain('4–6 October 2024');
    expect(text).toContain(seeded.venue);
    expect(text).toContain(messages.events.registrationClosedNotice(SEEDED_EVENT));
    for (const paragraph of seeded.about.split(/\n\s*\n/)) expect(text).toContain(paragraph.trim());
    // The hero poster with its intrinsic size (no layout shift), loaded first.
    const hero = seeded.hero!;
    expect(main).toContain(
      `<img src="${hero.url}" width="${hero.width}" height="${hero.height}" alt="${hero.alt}" loading="eager"`,
    );
    // Phones load the seeded poster's right-hand cut instead (migration 0014).
    expect(hero.narrow).toEqual({
      url: '/events/annual-conference-2024/hero-narrow.webp',
      width: 547,
      height: 820,
    });
    expect(main).toContain(
      `<picture><source media="(max-width: 767px)" srcSet="${hero.narrow!.url}" width="547" height="820"/><img src="${hero.url}"`,
    );
    // The page's first requests (docs/decisions/0043): the display font first, which takes the connection
    // the page came on, then the phone's hero; no other image before them.
    const preloads = [...headOf(html).matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads[0]).toContain('href="/assets/cinzel-latin-600-normal-');
    expect(preloads[1]).toBe(
      `<link rel="preload" href="${hero.narrow!.url}" as="image" fetchPriority="high" media="(max-width: 767px)"/>`,
    );
    // Only what the page shows is in its data: no portfolio lists, fees or payment details.
    for (const portfolio of seededPortfolios.UNHRC) expect(html).not.toContain(`"${portfolio}"`);
    expect(html).not.toContain(seeded.payment.accountNumber);
    expect(html).not.toContain('"portfolios"');

    // Committees in their order, each with its agenda; a guide link only where there is one.
    const titles = [
      ...main.matchAll(/<h3 id="committee-[^"]+" class="conf-committee__title">([^<]*)<\/h3>/g),
    ];
    expect(titles.map((m) => decode(m[1]!))).toEqual(seededCommittees.map((c) => seededDisplayNames[c]));
    for (const committee of seeded.committees) {
      expect(text).toContain(`Agenda ${committee.agenda}`);
      const card = new RegExp(
        `<article[^>]*aria-labelledby="committee-${committee.code.toLowerCase()}"[\\s\\S]*?</article>`,
      ).exec(main)![0];
      if (committee.guideUrl) expect(card).toContain(`href="${committee.guideUrl}"`);
      else expect(card).not.toContain('Background Guide');
      expect(card).toContain(`src="${committee.banner!.url}"`);
    }
    expect(seeded.committees.filter((c) => !c.guideUrl)).toHaveLength(1);

    // The board with each chair's committee display name, and the co-sponsor.
    for (const member of seeded.board) {
      const committee = seeded.committees.find((c) => c.code === member.committee)!;
      expect(text).toContain(`${member.role}, ${committee.displayName} ${member.name}`);
      expect(main).toContain(`src="${member.photo!.url}"`);
    }
    expect(seeded.board).toHaveLength(4);
    for (const sponsor of seeded.coSponsors) expect(text).toContain(`${sponsor.name} ${sponsor.description}`);
  });

  it('/applynow shows the featured event: its name, fees and group size, and the red closed notice', async () => {
    const res = await get('/applynow');
    const text = textOf(mainOf(res.body));
    expect(h1Of(res.body)).toBe(`Apply for the ${SEEDED_EVENT}`);
    expect(descriptionOf(res.body)).toContain(SEEDED_EVENT);
    expect(text).toContain(messages.events.registrationClosedNotice(SEEDED_EVENT));
    expect(text).toContain(`Registrations for ${SEEDED_EVENT} have been closed.`);
    expect(res.body).toContain('class="apply-closed apply-closed--closed"');
    expect(text).toContain(`Individual Rs ${seededFees.individual} per delegate`);
    expect(text).toContain(
      `Group Rs ${seededFees.groupPerMember} per head, for groups of ${seededFees.groupMinPeople} or more`,
    );
    expect(text).toContain(`Hospitality ${rupees(seededFees.hospitality)}`);
    expect(text).toContain(
      `Register alone for Rs ${seededFees.individual}, or as a group of at least ${seededFees.groupMinPeople} people`,
    );
  });

  it('redirects a trailing slash to the canonical address, keeping the query', async () => {
    const res = await get('/team/?ref=nav');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/team?ref=nav');
  });

  it('answers HEAD without a body', async () => {
    const res = await request(t.app, { method: 'HEAD', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/contact');
    const again = await get('/contact', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends br- and gzip-compressed HTML that decompresses to the page', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('a query string does not change the page (nor make the server render it again)', async () => {
    const page = await get('/annualconf');
    const renders = t.app.site!.pages!.renders;
    const withQuery = await get('/annualconf?utm_source=x&_routes=root');
    expect(withQuery.body).toBe(page.body);
    expect(t.app.site!.pages!.renders).toBe(renders);
  });

  it('other methods on a page answer 404', async () => {
    const res = await request(t.app, { method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
  });
});

describe("React Router's data requests (client-side navigation)", () => {
  it('/annualconf.data answers the loader data of the page', async () => {
    const res = await get('/annualconf.data?_routes=routes%2Fannualconf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/x-script; charset=utf-8');
    expect(res.headers['x-remix-response']).toBe('yes');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(SEEDED_EVENT);
    expect(res.body).toContain(seeded.committees[0]!.agenda);
  });

  it('/_root.data answers the layout data of the home page (the navigation label)', async () => {
    const res = await get('/_root.data?_routes=root');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('featuredEventName');
    expect(res.body).toContain(SEEDED_EVENT);
  });

  it('keeps only route ids the app has in _routes, so made-up ones cannot multiply the renderings', async () => {
    const first = await get('/applynow.data?_routes=routes%2Fapplynow');
    const renders = t.app.site!.pages!.renders;
    const again = await get('/applynow.data?_routes=routes%2Fapplynow,made-up,routes%2Fapplynow');
    expect(again.body).toBe(first.body);
    expect(t.app.site!.pages!.renders).toBe(renders);
  });

  it('an unknown page’s data answers 404', async () => {
    const res = await get('/no-such-page.data');
    expect(res.statusCode).toBe(404);
  });
});

describe('static files', () => {
  const assetsOfHome = async () =>
    [...(await get('/')).body.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

  it('serves hashed assets with long-lived immutable caching', async () => {
    const assets = await assetsOfHome();
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/^(text\/javascript|text\/css|font\/|image\/)/);
    }
  });

  it('every asset the pages name exists in the build', async () => {
    const built = new Set(readdirSync(join(siteDir, 'assets')).map((f) => `/assets/${f}`));
    for (const route of publicPages) {
      for (const [asset] of (await get(route)).body.matchAll(/\/assets\/[\w.-]+/g)) {
        expect(built.has(asset), `${route}: ${asset}`).toBe(true);
      }
    }
  });

  it("serves files copied from public/, such as the blog thumbnails and the seeded event's images", async () => {
    const res = await get('/blog-thumbnails/position-paper.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    for (const url of [seeded.hero!.url, seeded.hero!.narrow!.url]) {
      const hero = await get(url);
      expect(hero.statusCode).toBe(200);
      expect(hero.headers['content-type']).toBe('image/webp');
    }
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/../../package.json',
    '/.env',
    '/../server/index.js',
  ])('does not serve files outside the site: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/team/extra', '/404', '/Team', '/index.html', '/annualconf.html'])(
    '%s answers 404 with the 404 page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(h1Of(res.body)).toBe('Page not found');
      expect(titleOf(res.body)).toBe('Page not found | NITSMUN');
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], res.body);
    },
  );

  it('every unknown path gets the same page, rendered once', async () => {
    const first = await get('/one-unknown-path');
    const renders = t.app.site!.pages!.renders;
    const second = await get('/another/unknown/path?x=1');
    expect(second.body).toBe(first.body);
    expect(t.app.site!.pages!.renders).toBe(renders);
  });

  it('answers HEAD on an unknown path with 404', async () => {
    const res = await request(t.app, { method: 'HEAD', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });

  it('unknown API paths still answer JSON', async () => {
    const res = await get('/v1/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.generic.routeNotFound });
  });
});

/** The account pages and what their form holds in the server's HTML (docs/decisions/0035). */
const accountPages = [
  {
    url: '/login',
    title: 'Login | NITSMUN',
    h1: 'Log In',
    form: 'Log in',
    fields: [
      { id: 'login-email', label: 'Email', type: 'email', name: 'email' },
      { id: 'login-password', label: 'Password', type: 'password', name: 'password' },
    ],
    submit: 'Log In',
  },
  {
    url: '/signup',
    title: 'Sign Up | NITSMUN',
    h1: 'Sign Up',
    form: 'Sign up',
    // The form asks this first; the other fields follow the answer.
    fields: [],
    submit: null,
  },
  {
    url: '/forgotPassword',
    title: 'Forgot Password | NITSMUN',
    h1: 'Forgot Password',
    form: 'Reset your password',
    fields: [{ id: 'forgot-email', label: 'Email', type: 'email', name: 'email' }],
    submit: 'Send',
  },
] as const;

describe('account pages: the HTML carries the form (docs/decisions/0035)', () => {
  it.each(accountPages)(
    '$url answers its form (labelled inputs, submit button), its title and description, no loading state',
    async ({ url, title, h1, form, fields, submit }) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      const main = mainOf(html);
      expect(titleOf(html)).toBe(title);
      expect(descriptionOf(html).length).toBeGreaterThan(20);
      expect(html).not.toContain('name="robots"');
      expect(h1Of(html)).toBe(h1);
      expect(main).toContain(`<form class="acc-form" noValidate="" aria-label="${form}">`);
      for (const field of fields) {
        expect(main).toContain(`<label for="${field.id}" class="form-label">${field.label}</label>`);
        const input = new RegExp(`<input\\b[^>]*\\bid="${field.id}"[^>]*>`).exec(main)?.[0] ?? '';
        expect(input, field.id).toContain(`type="${field.type}"`);
        expect(input, field.id).toContain(`name="${field.name}"`);
      }
      if (submit) {
        // Disabled until the fields are filled in: nothing is sent before the page has hydrated.
        expect(main).toMatch(
          new RegExp(`<button type="submit" class="form-submit" disabled=""[^>]*>${submit}</button>`),
        );
      } else {
        expect(textOf(main)).toContain('Are you a student of NIT Silchar? Yes No');
        for (const value of ['yes', 'no'])
          expect(main).toContain(`<input type="radio" required="" name="isStudentOfNITS" value="${value}"/>`);
      }
      expect(textOf(main)).not.toContain(messages.generic.loading);
      expect(main).not.toContain('role="status"');
      expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], html);
    },
  );

  it('are rendered once, then served from memory', async () => {
    const first = await Promise.all(accountPages.map(({ url }) => get(url)));
    const renders = t.app.site!.pages!.renders;
    const again = await Promise.all(accountPages.map(({ url }) => get(url)));
    expect(again.map((res) => res.body)).toEqual(first.map((res) => res.body));
    expect(t.app.site!.pages!.renders).toBe(renders);
  });
});

describe('app routes', () => {
  const loadingText: Record<string, string> = {
    '/dashboard': `Your account Dashboard ${messages.generic.loading}`,
    '/registration': `Conference registration Registration ${messages.generic.loading}`,
    '/registration/invite/lead%40example.com/to/member%40example.com/token/t0k/Annual%20Conference%202024/Team%20A': `Group member registration Registration ${messages.generic.loading}`,
  };
  it.each([
    ['/dashboard', 'routes/dashboard'],
    ['/dashboard/edit', 'routes/dashboard-edit'],
    ['/verifyemail/abc123', 'routes/verify-email'],
    ['/resetpassword/tok-en', 'routes/reset-password'],
    ['/registration', 'routes/registration'],
    [
      '/registration/invite/lead%40example.com/to/member%40example.com/token/t0k/Annual%20Conference%202024/Team%20A',
      'routes/registration-invite',
    ],
    ['/registrations/Annual%20Conference%202024', 'routes/registrations-event'],
    ['/user/42', 'routes/user'],
    ['/scheduled', 'routes/scheduled'],
    ['/superadmin/events', 'routes/superadmin-events'],
  ])(
    '%s answers 200 with its shell: the layout and a loading state, its page rendered in the browser',
    async (url, routeId) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The loading line, in the page's own frame where it names one (docs/decisions/0037).
      expect(textOf(mainOf(res.body))).toBe(loadingText[url] ?? messages.generic.loading);
      expect(res.body).toMatch(/<p (class="acc-loading" )?role="status">/);
      expect(navLabels(res.body)).toEqual([SEEDED_EVENT, 'Annual Conference']);
      // The page's own module is loaded with the shell, so it renders at once in the browser.
      expect(res.body).toContain(`"${routeId}":route`);
      expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], res.body);
    },
  );

  it('every app page of the route table answers 200, and an address that is none of them 404', async () => {
    for (const pattern of appPages) {
      const url = pattern.replace(/:[^/]+/g, 'x');
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
    // A parameter longer than the router's parameter limit (100): an invite link with long addresses.
    const long = `${'a'.repeat(120)}@example.org`;
    const invite = appPages.find((p) => p.startsWith('/registration/invite/'))!;
    expect((await get(invite.replace(/:[^/]+/g, encodeURIComponent(long)))).statusCode).toBe(200);
    for (const url of ['/user', '/user/x/y', '/registration/invite/a/b', '/superadmin/events/x/y']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("an app page's title comes from its own route, never from its parameters", async () => {
    expect(titleOf((await get('/login')).body)).toMatch(/Login/i);
    const res = await get('/registrations/Some%20Event');
    expect(titleOf(res.body)).toBe('Event Registrations | NITSMUN');
    expect(res.body).not.toContain('Some Event');
  });

  it('answers an app page alike with or without a session cookie (nothing of the visitor is rendered)', async () => {
    const anonymous = await get('/registration');
    const renders = t.app.site!.pages!.renders;
    const withCookie = await get('/registration', { cookie: 'authToken=anything' });
    expect(withCookie.body).toBe(anonymous.body);
    expect(withCookie.headers['cache-control']).toBe('no-cache');
    expect(t.app.site!.pages!.renders).toBe(renders);
  });

  it("answers an app page's data (client-side navigation) once whatever its parameters", async () => {
    const data = (key: string) =>
      get(`/editor/pages/${key}/preview.data?_routes=routes%2Feditor-page-preview`);
    const first = await data('about');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-remix-response']).toBe('yes');
    const renders = t.app.site!.pages!.renders;
    for (const key of ['mockmun', 'x'.repeat(300)]) expect((await data(key)).body).toBe(first.body);
    expect(t.app.site!.pages!.renders).toBe(renders);
    expect((await get('/editor/pages/a/b/c.data')).statusCode).toBe(404);
  });

  it('renders an app page once whatever its parameters, and refuses an over-long address with 414', async () => {
    const first = await get('/eventreg/first-id');
    const renders = t.app.site!.pages!.renders;
    for (let i = 0; i < 20; i++)
      expect((await get(`/eventreg/${i}-${'y'.repeat(500)}`)).statusCode).toBe(200);
    expect(t.app.site!.pages!.renders).toBe(renders);
    expect((await get('/eventreg/another-id')).body).toBe(first.body);
    const tooLong = await get(`/eventreg/${'y'.repeat(MAX_URL_LENGTH)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: messages.generic.urlTooLong });
  });
});
