/**
 * Server rendering of the site's pages (docs/decisions/0023-server-rendered-event-pages.md) through React
 * Router's request handler, which the build bundles with React into `<build>/server/index.js` beside
 * SITE_DIR (`<build>/client`). Every page is rendered from a synthetic GET of a canonical address, with no
 * header, cookie or query of the visitor: what a rendering shows depends only on the database, so one
 * rendering can be served to everyone (pages.ts keeps it).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { AppLoadContext } from 'react-router';
import type { ConferenceEvent } from '~/shared/schemas/events';
import type { PublicAlbum } from '~/shared/schemas/content';
import type { PageDocuments, PageKey } from '~/shared/schemas/pages';
import type { TeamTenure } from '~/shared/schemas/team';
import type { Results } from '~/shared/schemas/awards';
import type { PageTable } from '~/shared/page-table';
import { type CspDirectives, cspForHtml } from './csp';
import { SiteFile, cacheControl } from './files';

/** What `src/web/server-build.ts` exports once built. */
export interface ServerBundle {
  handleRequest(request: Request, context: AppLoadContext): Promise<Response>;
  /** Every route id of the app ('root', 'routes/annualconf', ...). */
  routeIds: string[];
  /** The API bases the build calls (`/v1/api`, or an absolute URL on another origin). */
  apiBaseUrl?: string;
  blogApiBaseUrl?: string;
  /** The public and app pages of the route table. */
  pages: PageTable;
}

/** Where the build puts the server bundle for a given SITE_DIR. */
export const serverBundlePath = (siteDir: string) => resolve(siteDir, '..', 'server', 'index.js');

export async function loadServerBundle(siteDir: string): Promise<ServerBundle | null> {
  const file = serverBundlePath(siteDir);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as Partial<ServerBundle>;
  if (typeof bundle.handleRequest !== 'function' || !Array.isArray(bundle.routeIds) || !bundle.pages) {
    throw new Error(`${file} is not the server bundle of this app (rebuild with \`npm run build\`)`);
  }
  return bundle as ServerBundle;
}

export interface Rendering {
  /** React Router's status: 200, or 500/503 when a loader or the render failed. */
  status: number;
  file: SiteFile;
  /** React Router's headers worth passing on (`X-Remix-Response` of a `.data` answer). */
  headers: [string, string][];
  /** A read failed during the render (the page shows less, or an error): serve it, never keep it. */
  degraded: boolean;
}

export interface RendererOptions {
  csp: CspDirectives;
  /** The featured event in its public shape (from memory while the change feed is live). */
  featuredEvent(): Promise<ConferenceEvent | null>;
  /** Every event in its public shape (from memory while the change feed is live). */
  events(): Promise<ConferenceEvent[]>;
  /** A tenure of the team by label, or the current one for null (from memory while the feed is live). */
  team(label: string | null): Promise<TeamTenure | null>;
  /** The gallery's current published album (from memory while the feed is live). */
  gallery(): Promise<PublicAlbum | null>;
  /** A page's published document (from memory while the feed is live). */
  page<K extends PageKey>(key: K): Promise<PageDocuments[K]>;
  /** An event's published awards by committee, or null for no such event (read from the database). */
  results(eventName: string): Promise<Results | null>;
  log: FastifyBaseLogger;
}

/** Any origin will do: React Router renders paths, and nothing of the origin reaches the HTML. */
const renderOrigin = 'http://site.invalid';

export type Render = (path: string) => Promise<Rendering>;

export function createRenderer(bundle: ServerBundle, options: RendererOptions): Render {
  return async (path) => {
    let degraded = false;
    /** A read that fails marks the rendering degraded (served, never kept) and fails the loader's call. */
    const read =
      <T, A extends unknown[]>(what: string, fn: (...args: A) => Promise<T>) =>
      (...args: A) =>
        fn(...args).catch((err: unknown) => {
          degraded = true;
          options.log.warn({ err, path }, `site: could not read ${what} for a page`);
          throw err;
        });
    const context: AppLoadContext = {
      site: {
        featuredEvent: read('the featured event', options.featuredEvent),
        events: read('the events', options.events),
        team: read('the team', options.team),
        gallery: read('the gallery', options.gallery),
        page: read('a page', options.page) as RendererOptions['page'],
        results: read('the results', options.results),
      },
    };
    const url = new URL(path, renderOrigin);
    const response = await bundle.handleRequest(new Request(url), context);
    const html = !url.pathname.endsWith('.data');
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (name.startsWith('x-remix-')) headers.push([name, value]);
    }
    const file = new SiteFile(
      path,
      body,
      html ? 'text/html; charset=utf-8' : 'text/x-script; charset=utf-8',
      cacheControl.revalidate,
      true,
      html ? cspForHtml(body.toString('utf8'), options.csp) : undefined,
    );
    return { status: response.status, file, headers, degraded: degraded || response.status >= 500 };
  };
}
