/**
 * Serves the built web site from the same process as the API: prerendered HTML for the public routes,
 * React Router's SPA shell for the app routes, static files (hashed assets cached for a year), and the
 * prerendered 404 page with status 404 for everything else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appRoutePatterns, notFoundPrerenderPath, publicRoutes } from '~/shared/paths';
import type { CspDirectives } from './csp';
import { type Encoding, type Site, type SiteFile, cacheControl, loadSite } from './files';

export interface SiteOptions {
  dir: string;
  csp: CspDirectives;
  /** Answers paths that are neither a page, an app route nor a file (API paths included). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  /** Compress every compressible file once the server listens, instead of on first request. */
  warm: boolean;
}

export interface SiteHandle {
  site: Site;
  sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Route config shared by the site routes: hidden from the API docs, not rate limited, compressed by us. */
const siteRoute = { schema: { hide: true }, config: { rateLimit: false }, compress: false } as const;

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<SiteHandle> {
  const site = await loadSite(options.dir, { csp: options.csp, notFoundPath: notFoundPrerenderPath });

  for (const route of publicRoutes) {
    if (!site.pages.has(route))
      app.log.warn({ route, dir: options.dir }, 'site: public route has no prerendered page');
  }
  if (!site.spaShell) app.log.warn({ dir: options.dir }, 'site: no SPA shell; app routes will answer 404');
  if (!site.notFoundPage) app.log.warn({ dir: options.dir }, 'site: no prerendered 404 page');

  for (const [route, page] of site.pages) {
    app.get(route, siteRoute, (request, reply) => sendPage(request, reply, page));
  }
  const shell = site.spaShell;
  if (shell) {
    for (const pattern of appRoutePatterns) {
      if (site.pages.has(pattern)) continue;
      app.get(pattern, siteRoute, (request, reply) => sendPage(request, reply, shell));
    }
  }
  app.get('/*', siteRoute, (request, reply) => {
    const file = site.files.get(decodePath(request.url));
    return file ? sendFile(request, reply, file) : options.notFound(request, reply);
  });

  if (options.warm) {
    app.addHook('onListen', () => {
      void warm(site).catch((err: unknown) => app.log.warn({ err }, 'site: pre-compression failed'));
    });
  }

  return {
    site,
    async sendNotFound(request, reply) {
      if (!site.notFoundPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return sendFile(request, reply, site.notFoundPage, 404);
    },
  };
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function decodePath(url: string): string {
  const path = pathOf(url);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Pages have one canonical address without a trailing slash; /team/ redirects to /team. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: SiteFile) {
  const path = pathOf(request.url);
  if (path.length > 1 && path.endsWith('/')) {
    const query = request.url.slice(path.length);
    return reply.redirect(`${path.replace(/\/+$/, '') || '/'}${query}`, 301);
  }
  return sendFile(request, reply, page);
}

/** Picks br, then gzip, from Accept-Encoding (honouring q=0); null means identity. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  const encoding = file.compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding ? await file.compressed(encoding) : null;

  reply.code(status);
  reply.header('content-type', file.contentType);
  reply.header('cache-control', status === 200 ? file.cacheControl : cacheControl.revalidate);
  if (file.csp) reply.header('content-security-policy', file.csp);
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  if (status === 200) {
    const etag = compressed ? `"${file.etag}-${compressed.tag}"` : `"${file.etag}"`;
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (compressed && encoding) reply.header('content-encoding', encoding);
  return reply.send(compressed ? compressed.body : file.body);
}

async function warm(site: Site) {
  const all = [...site.pages.values(), ...site.files.values(), site.spaShell, site.notFoundPage];
  for (const file of all) {
    if (!file?.compressible) continue;
    await file.compressBest('br');
    await file.compressBest('gzip');
  }
}
