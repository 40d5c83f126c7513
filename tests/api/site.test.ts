/** The built web site served by the API process. Needs a build (`npm run build`, or SITE_DIR). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutes } from '~/shared/paths';
import { type TestApp, createTestApp, request } from '../support/app';
import { assertSiteBuilt, siteDir } from '../support/paths';

let t: TestApp;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
});
afterAll(() => t?.close());

const builtFile = (rel: string) => readFileSync(join(siteDir, rel), 'utf8');
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const notFoundHtml = () => builtFile('404/index.html');
const spaShellHtml = () => builtFile('__spa-fallback.html');

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

describe('public routes', () => {
  it.each(publicRoutes)(
    '%s answers 200 with its prerendered HTML and a CSP hashing its inline scripts',
    async (route) => {
      const res = await request(t.app, { method: 'GET', url: route });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      expect(res.body).toBe(builtFile(pageFile(route)));
      expect(res.body).toMatch(/<title>[^<]+<\/title>/);
      expect(res.body).toMatch(/<h1[\s>]/);
      expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], res.body);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('redirects a trailing slash to the canonical address, keeping the query', async () => {
    const res = await request(t.app, { method: 'GET', url: '/team/?ref=nav' });
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
    const first = await request(t.app, { method: 'GET', url: '/contact' });
    const again = await request(t.app, {
      method: 'GET',
      url: '/contact',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends br-compressed HTML that decompresses to the page', async () => {
    const res = await request(t.app, {
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(builtFile('index.html'));
  });
});

describe('static files', () => {
  const assetsOfHome = () =>
    [...builtFile('index.html').matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

  it('serves hashed assets with long-lived immutable caching', async () => {
    const assets = assetsOfHome();
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await request(t.app, { method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/^(text\/javascript|text\/css|font\/|image\/)/);
    }
  });

  it('serves files copied from public/, such as the blog thumbnails', async () => {
    const res = await request(t.app, { method: 'GET', url: '/blog-thumbnails/position-paper.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/assets/../../package.json', '/.env'])(
    'does not serve files outside the site: %s',
    async (url) => {
      const res = await request(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/team/extra', '/404', '/Team', '/index.html'])(
    '%s answers 404 with the 404 page',
    async (url) => {
      const res = await request(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(notFoundHtml());
      expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], res.body);
    },
  );

  it('answers HEAD on an unknown path with 404', async () => {
    const res = await request(t.app, { method: 'HEAD', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });

  it('answers other methods on a page with 404', async () => {
    const res = await request(t.app, { method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
  });
});

describe('app routes', () => {
  it.each([
    '/dashboard',
    '/dashboard/edit',
    '/verifyemail/abc123',
    '/resetpassword/tok-en',
    '/login',
    '/forgotPassword',
    '/registration',
    '/registration/invite/lead%40example.com/to/member%40example.com/token/t0k/Annual%20Conference%202024/Team%20A',
    '/registrations/Annual%20Conference%202024',
    '/user/42',
    '/scheduled',
  ])('%s answers 200 with the SPA shell', async (url) => {
    const res = await request(t.app, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(spaShellHtml());
    expectCspAllowsExactlyInlineScriptsOf(res.headers['content-security-policy'], res.body);
  });
});
