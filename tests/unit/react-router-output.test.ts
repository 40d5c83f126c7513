/**
 * What our rendering relies on in React Router's output (docs/decisions/0046-one-plain-page-path.md), checked
 * on the build's own server bundle, the code that renders every page. An upgrade of React Router that changes
 * any of it fails here, not silently in a browser:
 * - every <script> of a page is either an inline script that our CSP hashes (csp.ts reads them with one
 *   pattern) or a same-origin file under /assets/ (script-src 'self'); no inline event handler attribute;
 * - the bootstrap is a module script importing only /assets/ files, and the hydration data is inline;
 * - stylesheets are links to /assets/ files, which the server answers from the build;
 * - a `.data` request answers React Router's data format with its `X-Remix-Response` header (the renderer
 *   passes on the `x-remix-*` headers);
 * - an app page with parameters renders at its pattern (`/user/_`) without naming the parameter.
 * Needs a build (`npm test` builds first).
 */
import { pathToFileURL } from 'node:url';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/plugins/site/csp';
import type { ServerBundle } from '../../src/server/plugins/site/render';
import { assertSiteBuilt, serverBundle } from '../support/paths';
import seed from '../fixtures/site-pages-seed.json';

let bundle: ServerBundle;
beforeAll(async () => {
  assertSiteBuilt();
  bundle = (await import(pathToFileURL(serverBundle).href)) as ServerBundle;
});

const context: AppLoadContext = {
  site: {
    featuredEvent: () => Promise.resolve(null),
    events: () => Promise.resolve([]),
    team: () => Promise.resolve(null),
    gallery: () => Promise.resolve(null),
    page: (key) => Promise.resolve(seed[key] as never),
    results: () => Promise.resolve(null),
  },
};
const render = (path: string) =>
  bundle.handleRequest(new Request(new URL(path, 'http://site.invalid')), context);

describe("React Router's output, as our server renders and serves it", () => {
  it('has only scripts our CSP allows: inline ones it hashes, and /assets/ files', async () => {
    for (const path of ['/', '/about', '/login', '/dashboard']) {
      const response = await render(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const openings = html.match(/<script\b[^>]*>/gi) ?? [];
      const withSource = openings.filter((tag) => /\bsrc\s*=/i.test(tag));
      for (const tag of withSource) expect(tag, path).toMatch(/\bsrc="\/assets\/[^"]+"/);
      // Every other opening is an inline script that csp.ts finds and hashes.
      expect(inlineScriptHashes(html).length, path).toBe(new Set(inlineBodies(html)).size);
      expect(inlineBodies(html).length, path).toBe(openings.length - withSource.length);
      expect(html, path).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
    }
  });

  it('hydrates from an inline context and a module bootstrap that imports /assets/ files only', async () => {
    const html = await (await render('/about')).text();
    expect(html).toContain('window.__reactRouterContext');
    const bootstrap = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(bootstrap).toBeDefined();
    const specifiers = [...bootstrap!.matchAll(/import(?:[^"']*from)?\s*\(?\s*["']([^"']+)["']/g)].map(
      (m) => m[1],
    );
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) expect(specifier).toMatch(/^\/assets\//);
  });

  it('links its stylesheets to /assets/ files', async () => {
    const html = await (await render('/about')).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/assets\/[^/]+\.css#?$/);
  });

  it("answers a .data request in React Router's data format with X-Remix-Response", async () => {
    const response = await render('/about.data?_routes=routes%2Fabout');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/x-script');
    expect(response.headers.get('x-remix-response')).toBe('yes');
  });

  it('renders an app page with parameters at its pattern, naming no parameter', async () => {
    const response = await render('/user/_');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Account | NITSMUN');
  });
});

function inlineBodies(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1]!))
    .map((m) => m[2]!);
}
