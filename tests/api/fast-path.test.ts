/**
 * The site's fast path (docs/decisions/0034-static-fast-path.md) answers exactly what the normal path
 * answers: over a real socket, the same request with the fast path on and off gets the same status, the
 * same headers in the same order (Date, Connection, Keep-Alive and the request id's value aside) and the
 * same body, for a page, route data, an asset, br/gzip/identity, 304 and HEAD, over http and https (HSTS);
 * the 404 page and redirects stay on the normal path; a change to the featured event shows at once.
 * Needs a build (SITE_DIR).
 */
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/modules/events/table';
import { type TestApp, createTestApp, uniqueAddress } from '../support/app';
import { assertSiteBuilt } from '../support/paths';
import { SEEDED_EVENT } from '../support/seeded-event';

interface Answer {
  status: number;
  /** Raw header lines in order, lower-cased names; Date, Connection and Keep-Alive dropped. */
  headers: [string, string][];
  body: Buffer;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  await waitFor(() => t.app.changes.isLive(), 'the change feed to be live');
});
afterAll(() => t?.close());

const fastPath = () => t.app.site!.fastPath!;
const ignored = new Set(['date', 'connection', 'keep-alive']);

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { 'x-forwarded-for': uniqueAddress(), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = res.rawHeaders;
          const list: [string, string][] = [];
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i]!.toLowerCase();
            if (!ignored.has(name)) list.push([name, raw[i + 1]!]);
          }
          resolve({ status: res.statusCode!, headers: list, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The request answered by the fast path (waiting for its compressed variant to be made), then by the normal path. */
async function bothPaths(path: string, headers: Record<string, string> = {}, method = 'GET') {
  let fast: Answer | undefined;
  await waitFor(async () => {
    fastPath().enabled = true;
    const before = fastPath().answered;
    fast = await get(path, headers, method);
    return fastPath().answered === before + 1;
  }, `the fast path to answer ${method} ${path}`);
  fastPath().enabled = false;
  try {
    const before = fastPath().answered;
    const normal = await get(path, headers, method);
    expect(fastPath().answered).toBe(before);
    return { fast: fast!, normal };
  } finally {
    fastPath().enabled = true;
  }
}

/** Same status, headers (in order) and body; the request id is there on both, with a value of its own. */
function expectSame(fast: Answer, normal: Answer) {
  const withoutId = (a: Answer) => a.headers.map(([n, v]) => [n, n === 'x-request-id' ? 'id' : v]);
  expect(fast.status).toBe(normal.status);
  expect(withoutId(fast)).toEqual(withoutId(normal));
  expect(fast.body.equals(normal.body)).toBe(true);
  expect(fast.headers[0]?.[0]).toBe('x-request-id');
}

const header = (a: Answer, name: string) => a.headers.find(([n]) => n === name)?.[1];

/** Every header the security hook sends, helmet's and the page's CSP (security-headers.test.ts checks their values). */
const securityHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

const asset = () => [...t.app.site!.files.keys()].find((p) => p.startsWith('/assets/') && p.endsWith('.js'))!;

describe('the fast path answers what the normal path answers', () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`a page, its route data and an asset (${encoding})`, async () => {
      for (const path of ['/team', '/annualconf.data?_routes=routes%2Fannualconf', asset()]) {
        const { fast, normal } = await bothPaths(path, { 'accept-encoding': encoding });
        expectSame(fast, normal);
        expect(fast.status).toBe(200);
        expect(header(fast, 'content-encoding')).toBe(encoding === 'identity' ? undefined : encoding);
        for (const name of securityHeaders) expect(header(fast, name), `${path} ${name}`).toBeDefined();
      }
    });
  }

  it('304 for the ETag the browser holds, and HEAD without a body', async () => {
    const first = await get('/team', { 'accept-encoding': 'br' });
    const etag = header(first, 'etag')!;
    const revalidated = await bothPaths('/team', { 'accept-encoding': 'br', 'if-none-match': etag });
    expectSame(revalidated.fast, revalidated.normal);
    expect(revalidated.fast.status).toBe(304);
    expect(revalidated.fast.body.length).toBe(0);

    for (const path of ['/team', asset()]) {
      const head = await bothPaths(path, { 'accept-encoding': 'gzip' }, 'HEAD');
      expectSame(head.fast, head.normal);
      expect(head.fast.body.length).toBe(0);
      expect(Number(header(head.fast, 'content-length'))).toBeGreaterThan(0);
    }
  });

  it('over https (behind a trusted proxy) with HSTS, as the normal path', async () => {
    const { fast, normal } = await bothPaths('/', { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' });
    expectSame(fast, normal);
    expect(header(fast, 'strict-transport-security')).toBeDefined();
  });

  it('would be caught dropping a security header', async () => {
    const { fast, normal } = await bothPaths('/team', { 'accept-encoding': 'br' });
    const dropped = { ...fast, headers: fast.headers.filter(([n]) => n !== 'x-frame-options') };
    expect(() => expectSame(dropped, normal)).toThrow();
  });

  it('leaves the 404 page (rate limited), redirects and app routes with parameters to the normal path', async () => {
    const before = fastPath().answered;
    const notFound = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(notFound.status).toBe(404);
    expect(header(notFound, 'content-type')).toBe('text/html; charset=utf-8');
    expect(notFound.body.length).toBeGreaterThan(0);
    expect((await get('/team/')).status).toBe(301);
    expect((await get('/v1/api/no-such-route')).status).toBe(404);
    expect(fastPath().answered).toBe(before);
  });
});

describe('a change shows on the fast path at once', () => {
  it('renaming the featured event', async () => {
    const { fast } = await bothPaths('/annualconf', { 'accept-encoding': 'identity' });
    expect(fast.body.toString()).toContain(SEEDED_EVENT);

    const renamed = 'Annual Conference Renamed';
    await t.db.update(events).set({ name: renamed }).where(eq(events.name, SEEDED_EVENT));
    await t.app.changes.sync();
    // The very next answer has the new name, and the next fast answer is the new rendering.
    const next = await get('/annualconf', { 'accept-encoding': 'identity' });
    expect(next.body.toString()).toContain(renamed);
    const after = await bothPaths('/annualconf', { 'accept-encoding': 'identity' });
    expect(after.fast.body.toString()).toContain(renamed);
    expect(after.fast.body.toString()).not.toContain(`>${SEEDED_EVENT}<`);
    expectSame(after.fast, after.normal);
  });
});
