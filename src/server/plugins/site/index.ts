/**
 * Serves the web site from the same process as the API (docs/decisions/0023-server-rendered-event-pages.md):
 * - pages (public routes, app routes, the 404 page) and their React Router data (`/annualconf.data`) are
 *   rendered by React Router on the server and kept in memory until the data they show changes (pages.ts);
 * - static files of SITE_DIR (hashed assets cached for a year, files copied from public/) from memory;
 * - unknown paths answer 404 with the 404 page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageTable } from '~/shared/page-table';
import { notFoundPath } from '~/shared/paths';
import type { ChangeFeed } from '../../db/change-feed';
import type { EventsLookup } from '../../modules/events/service';
import type { GalleryLookup } from '../../modules/content/gallery';
import type { PagesLookup } from '../../modules/pages/service';
import type { TeamLookup } from '../../modules/team/service';
import type { Results } from '~/shared/schemas/awards';
import { RETRY_AFTER_SECONDS } from '../errors';
import { type CspDirectives, withApiOrigins } from './csp';

export { negotiateEncoding } from './answer';
import { decodePath, fileAnswer, matchesEtag, negotiateEncoding, pathOf } from './answer';
import { type SiteFile, loadSite } from './files';
import { type PageCache, createPageCache } from './pages';
import { type Rendering, createRenderer, loadServerBundle, serverBundlePath } from './render';

export interface SiteOptions {
  dir: string;
  csp: CspDirectives;
  /** Answers paths that are neither a page, an app route nor a file (API paths included). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  /** Compress every file and render the public pages once the server listens, not on first request. */
  warm: boolean;
  /** The events the pages show. */
  events: Pick<EventsLookup, 'featured' | 'list' | 'nextChange'>;
  /** The team's tenures the pages show (/team, /team/:tenure, the home page's letters). */
  team: Pick<TeamLookup, 'find' | 'has'>;
  /** The gallery's current album (/photo). */
  gallery: Pick<GalleryLookup, 'current'>;
  /** The pages' published documents (every page: the site settings; each page its own). */
  pages: Pick<PagesLookup, 'get'>;
  /** An event's published awards by committee (/results/:event), or null for no such event. */
  results(eventName: string): Promise<Results | null>;
  /** The change feed that keeps the rendered pages true. */
  changes: ChangeFeed;
}

export interface SiteHandle {
  /** Static files by URL path ('/assets/x.js', '/favicon.svg', ...). */
  files: Map<string, SiteFile>;
  /** The rendered pages (null when the build has no server bundle). */
  pages: PageCache | null;
  sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Route config shared by the site routes: hidden from the API docs, not rate limited, compressed by us. */
const siteRoute = { schema: { hide: true }, config: { rateLimit: false }, compress: false } as const;
/** The address at which an app page with parameters is rendered (its shell does not depend on them). */
const placeholderPath = (pattern: string) => pattern.replace(/:[^/]+/g, '_');

/** A matcher for an app page's pattern: each `:param` is one non-empty segment. */
function patternMatcher(pattern: string) {
  const source = pattern.replace(/[.+?^${}()|[\]\\*]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return { pattern, regex: new RegExp(`^${source}$`) };
}

/** The parameters of an address that a pattern matches ('/team/:tenure', '/team/2024-25' -> tenure). */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const names = pattern.split('/');
  const values = path.split('/');
  if (names.length !== values.length) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const value = values[i]!;
    if (name.startsWith(':')) {
      try {
        params[name.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (name !== value) return null;
  }
  return params;
}

/**
 * Whether the data of a public page with parameters exists (its address is then rendered and kept; any other
 * address is the one 404 page, so no made-up address adds a rendering).
 */
async function publicPageExists(
  options: Pick<SiteOptions, 'team' | 'events'>,
  pattern: string,
  params: Record<string, string>,
): Promise<boolean> {
  if (pattern === '/team/:tenure') return params.tenure !== undefined && options.team.has(params.tenure);
  // An event's results: rendered at the event's current name only (any other name is the 404 page).
  if (pattern === '/results/:event')
    return (await options.events.list()).some((event) => event.name === params.event);
  return false;
}

/**
 * The Fastify routes for the app pages: a page without parameters at its own path; pages with parameters
 * under their fixed prefix with a wildcard ('/user/*'), matched against their patterns in the handler, so a
 * long parameter (an invite link's email addresses) is never cut by the router's parameter length limit.
 */
function appRouteGroups(patterns: readonly string[]): Map<string, ReturnType<typeof patternMatcher>[]> {
  const groups = new Map<string, ReturnType<typeof patternMatcher>[]>();
  for (const pattern of patterns) {
    const param = pattern.indexOf('/:');
    const route = param === -1 ? pattern : `${pattern.slice(0, param)}/*`;
    groups.set(route, [...(groups.get(route) ?? []), patternMatcher(pattern)]);
  }
  return groups;
}

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<SiteHandle> {
  const files = await loadSite(options.dir);
  const bundle = await loadServerBundle(options.dir);
  if (!bundle) {
    app.log.warn(
      { serverBundle: serverBundlePath(options.dir) },
      'site: no server bundle (run `npm run build`); pages will answer 404',
    );
  }
  const pages =
    bundle &&
    createPageCache({
      feed: options.changes,
      nextChange: () => options.events.nextChange(),
      render: createRenderer(bundle, {
        // A build calling an API on another origin (VITE_API_BASE) may connect to it and show its images.
        csp: withApiOrigins(options.csp, [bundle.apiBaseUrl, bundle.blogApiBaseUrl]),
        featuredEvent: () => options.events.featured(),
        events: () => options.events.list(),
        team: (label) => options.team.find(label),
        gallery: () => options.gallery.current(),
        page: (key) => options.pages.get(key),
        results: (eventName) => options.results(eventName),
        log: app.log,
      }),
    });
  const routeIds = new Set(bundle?.routeIds ?? []);
  const table: PageTable = bundle?.pages ?? { public: [], publicPatterns: [], app: [] };
  const publicRouteSet: ReadonlySet<string> = new Set(table.public);
  const publicPatterns = table.publicPatterns ?? [];
  /**
   * The address a public page with parameters is rendered at: its own when its data exists, else the
   * pattern's one placeholder address (its loader answers 404 there and the page shows the 404 page, also
   * when the browser hydrates it at the address asked), so no made-up address adds a rendering. Null when
   * the path is no such page.
   */
  const publicPatternPage = async (path: string): Promise<{ key: string; found: boolean } | null> => {
    for (const pattern of publicPatterns) {
      const params = paramsOf(pattern, path);
      if (!params) continue;
      // When the data cannot be read, the page renders and its loader answers the error page (503).
      const found = await publicPageExists(options, pattern, params).catch(() => true);
      return found ? { key: path, found } : { key: placeholderPath(pattern), found };
    }
    return null;
  };
  const appRouteMatchers = table.app.map(patternMatcher);

  const servePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    path: string,
    status?: number,
  ) => {
    if (!pages) return sendPlainNotFound(reply);
    const rendering = await pages.get(key, path);
    return sendRendering(request, reply, rendering, status);
  };

  /** Pages have one canonical address without a trailing slash; /team/ redirects to /team. */
  const redirectTrailingSlash = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (path.length <= 1 || !path.endsWith('/')) return null;
    const query = request.url.slice(path.length);
    return reply.redirect(`${path.replace(/\/+$/, '') || '/'}${query}`, 301);
  };

  for (const route of table.public) {
    app.get(
      route,
      siteRoute,
      (request, reply) => redirectTrailingSlash(request, reply) ?? servePage(request, reply, route, route),
    );
  }
  for (const [route] of appRouteGroups(publicPatterns)) {
    // Rendered per address, for the addresses whose data exists only; the others are the 404 page.
    app.get(route, siteRoute, async (request, reply) => {
      // Files under the same prefix (public/team/ holds the seeded portraits) are files, not pages.
      const file = files.get(decodePath(request.url));
      if (file) return sendFile(request, reply, file);
      // Its data for client-side navigation (/team/2024-25.data) is answered as every page's data.
      const data = await dataRequest(request.url);
      if (data) return servePage(request, reply, data.key, data.key, data.status);
      const redirected = redirectTrailingSlash(request, reply);
      if (redirected) return redirected;
      const page = await publicPatternPage(pathOf(request.url));
      if (!page) return options.notFound(request, reply);
      return servePage(request, reply, page.key, page.key);
    });
  }
  for (const [route, matchers] of appRouteGroups(table.app)) {
    const hasParams = route.endsWith('*');
    // An app page's HTML is the same for every address of its route (never rendered with the query or the
    // parameters, which only the browser reads).
    app.get(route, siteRoute, async (request, reply) => {
      // Its data for client-side navigation (/editor/pages/mockmun/preview.data), the same for every address.
      const data = hasParams ? await dataRequest(request.url) : null;
      if (data) return servePage(request, reply, data.key, data.key, data.status);
      const redirected = redirectTrailingSlash(request, reply);
      if (redirected) return redirected;
      const path = pathOf(request.url);
      const matched = matchers.find((m) => m.regex.test(path));
      if (!matched) return options.notFound(request, reply);
      // One rendering per page, whatever its parameters: the shell shows none of them (its title included),
      // so nothing a visitor puts in the address makes the server render or keep anything new.
      const page = hasParams ? placeholderPath(matched.pattern) : path;
      return servePage(request, reply, page, page);
    });
  }

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    servePage(request, reply, notFoundPath, notFoundPath, 404);

  /**
   * React Router's data requests (client-side navigation): `/annualconf.data?_routes=routes/annualconf`,
   * `/_root.data` for `/`. Answered for the page's route (an app route's data, which only its layouts
   * have, does not depend on its parameters; an unknown page's is the 404 page's), with only the route
   * ids the app has in `_routes`, so the number of distinct renderings stays small.
   */
  const dataRequest = async (url: string): Promise<{ key: string; status: number } | null> => {
    const path = pathOf(url);
    if (!path.endsWith('.data')) return null;
    const page = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
    let target: string;
    let status = 200;
    const patterned = publicRouteSet.has(page) ? null : await publicPatternPage(page);
    if (publicRouteSet.has(page)) target = page;
    else if (patterned) target = patterned.key;
    else {
      const matched = appRouteMatchers.find((m) => m.regex.test(page));
      if (matched) target = placeholderPath(matched.pattern);
      else {
        target = notFoundPath;
        status = 404;
      }
    }
    const query = new URLSearchParams(url.slice(path.length));
    const wanted = query.get('_routes');
    const ids =
      wanted === null ? null : [...new Set(wanted.split(','))].filter((id) => routeIds.has(id)).sort();
    const key = `${target === '/' ? '/_root' : target}.data${ids ? `?_routes=${encodeURIComponent(ids.join(','))}` : ''}`;
    return { key, status };
  };

  app.get('/*', siteRoute, async (request, reply) => {
    const file = files.get(decodePath(request.url));
    if (file) return sendFile(request, reply, file);
    const data = await dataRequest(request.url);
    if (data) return servePage(request, reply, data.key, data.key, data.status);
    return options.notFound(request, reply);
  });

  if (options.warm) {
    app.addHook('onListen', () => {
      void warm(files, pages, table.public, options.changes).catch((err: unknown) =>
        app.log.warn({ err }, 'site: warming up failed'),
      );
    });
  }

  return { files, pages, sendNotFound };
}

function sendPlainNotFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

/** A rendering with React Router's status (an error page: 500, 503), or `status` when it rendered fine. */
function sendRendering(request: FastifyRequest, reply: FastifyReply, rendering: Rendering, status?: number) {
  for (const [name, value] of rendering.headers) reply.header(name, value);
  const code = rendering.status === 200 && status !== undefined ? status : rendering.status;
  if (code === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return sendFile(request, reply, rendering.file, code);
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  const encoding = file.compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding ? await file.compressed(encoding) : null;
  const answer = fileAnswer(file, status, compressed, encoding);

  reply.code(status);
  for (const [name, value] of answer.headers) {
    if (name !== 'content-encoding') reply.header(name, value);
  }
  if (answer.etag && matchesEtag(request.headers['if-none-match'], answer.etag))
    return reply.code(304).send();
  if (compressed && encoding) reply.header('content-encoding', encoding);
  return reply.send(answer.body);
}

/** How long warming up waits for the change feed to be live (a page rendered before that is not kept). */
const WARM_FEED_WAIT_MS = 10_000;

/** Production: compress every static file and render (and compress) the public pages before traffic comes. */
async function warm(
  files: Map<string, SiteFile>,
  pages: PageCache | null,
  publicPages: readonly string[],
  feed: ChangeFeed,
) {
  for (const file of files.values()) {
    if (!file.compressible) continue;
    await file.compressBest('br');
    await file.compressBest('gzip');
  }
  if (!pages) return;
  const deadline = Date.now() + WARM_FEED_WAIT_MS;
  while (!feed.isLive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const route of [...publicPages, notFoundPath]) {
    const { file } = await pages.get(route, route);
    await file.compressBest('br');
    await file.compressBest('gzip');
  }
}
