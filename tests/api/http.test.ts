import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { type TestApp, createTestApp, request } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('unknown API paths', () => {
  it.each([
    ['GET', '/v1/api/nope'],
    ['POST', '/v1/api/nope'],
    ['DELETE', '/v1/api/contactus'],
    ['GET', '/v1/api'],
    ['GET', '/v1/api/blog/read/extra'],
    ['HEAD', '/v1/api/nope'],
  ] as const)('%s %s answers 404 JSON {error}', async (method, url) => {
    const res = await request(t.app, { method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (method !== 'HEAD') expect(res.json()).toEqual({ error: messages.generic.routeNotFound });
  });
});

describe('request ids', () => {
  it('returns a generated x-request-id', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/blog/read' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming x-request-id only behind a trusted proxy, and never a malformed one', async () => {
    // Without TRUST_PROXY a client's id is ignored (tests/api/abuse-limits.test.ts covers the trusted case).
    const ignored = await request(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(ignored.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await createTestApp({ site: false, env: { TRUST_PROXY: 'true' } });
    try {
      const kept = await request(proxied.app, {
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'lb-1234.abc' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
      const malformed = await request(proxied.app, {
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'bad id\nwith newline' },
      });
      expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
    const replaced = await request(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('are set on API responses', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/blog/read' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // HSTS only over https (tests/api/security-headers.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('add upgrade-insecure-requests only when the public URL is https', async () => {
    const https = await createTestApp({ site: false, env: { PUBLIC_URL: 'https://nitsmun.in' } });
    try {
      const res = await request(https.app, { method: 'GET', url: '/healthz' });
      expect(String(res.headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/);
    } finally {
      await https.close();
    }
    const res = await request(t.app, { method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).not.toMatch(/upgrade-insecure-requests/);
  });
});

describe('rate limiting', () => {
  it('applies a global per-address limit to API routes', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/blog/read' });
    expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(10);
  });
});

describe('OpenAPI documentation', () => {
  it('serves the Swagger UI at /v1/api/docs', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });

  it('generates the document from the zod route schemas', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const contact = doc.paths['/v1/api/contactus'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expect(body.properties.message.maxLength).toBeGreaterThan(0);
    expect(contact.responses['200']).toBeDefined();
    expect(doc.paths['/v1/api/blog/read'].get.responses['200']).toBeDefined();
    expect(doc.paths['/healthz']).toBeDefined();
    // The site's routes are not API and stay out of the document.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/v1/api/') && p !== '/healthz')).toEqual([]);
  });

  it('compresses large API responses', async () => {
    const res = await request(t.app, {
      method: 'GET',
      url: '/v1/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});
