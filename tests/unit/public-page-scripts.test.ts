/**
 * The public pages a visitor reads without filling a form load no validation library: zod (and the schemas
 * built with it) is the largest piece of script a page can pull in by importing one helper from a schema
 * module, and every kilobyte before the first paint costs a phone on a slow network. Checked on the build's
 * own client manifest: each page's route modules, their layouts' and the entry's, with every chunk they
 * import, hold no zod code. Pages with forms (log in, sign up, forgotten password, contact) may load it.
 * Needs a build (`npm test` builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { assertSiteBuilt, siteDir } from '../support/paths';
import { publicPages } from '../support/route-table';

interface ManifestEntry {
  module: string;
  imports?: string[];
  path?: string;
  index?: boolean;
  parentId?: string;
}
interface ClientManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

const pagesWithForms = ['/login', '/signup', '/forgotPassword', '/contact'];
/** A marker every build of zod carries: the name of its base type's internal class. */
const zodMarker = '$ZodType';

let manifest: ClientManifest;
beforeAll(() => {
  assertSiteBuilt();
  const assets = join(siteDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(join(assets, file), 'utf8');
  manifest = JSON.parse(
    text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as ClientManifest;
});

/** The route of a public page's address, by its path (the index route for '/'). */
function routeOf(page: string): [string, ManifestEntry] {
  const found = Object.entries(manifest.routes).find(([, route]) =>
    page === '/' ? route.index === true : route.path === page.slice(1),
  );
  if (!found) throw new Error(`no route for ${page} in the client manifest`);
  return found;
}

/** Every script a first visit to the page loads: the entry, the route and its layouts, and their imports. */
function scriptsOf(page: string): string[] {
  const files = new Set<string>();
  const add = (entry: ManifestEntry) => {
    files.add(entry.module);
    for (const file of entry.imports ?? []) files.add(file);
  };
  add(manifest.entry);
  let [, route] = routeOf(page);
  for (;;) {
    add(route);
    if (!route.parentId) break;
    route = manifest.routes[route.parentId]!;
  }
  return [...files];
}

it.each(publicPages.filter((page) => !pagesWithForms.includes(page)))(
  '%s loads no zod before its first paint',
  (page) => {
    const withZod = scriptsOf(page).filter((file) =>
      readFileSync(join(siteDir, file), 'utf8').includes(zodMarker),
    );
    expect(withZod).toEqual([]);
  },
);

it('finds zod where a form needs it (the check can fail)', () => {
  const withZod = scriptsOf('/login').filter((file) =>
    readFileSync(join(siteDir, file), 'utf8').includes(zodMarker),
  );
  expect(withZod.length).toBeGreaterThan(0);
});
