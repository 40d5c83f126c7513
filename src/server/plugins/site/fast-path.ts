/**
 * The fast path for the site (docs/decisions/0034-static-fast-path.md): a GET or HEAD that Fastify routed to
 * a site route answering from memory (a static file, a page or route data kept by the page cache) is
 * answered by the first onRequest hook, with the response headers computed once per (file, status,
 * encoding, protocol) and written in one `writeHead`. The other hooks (request id header, security headers,
 * CORS, rate limit, compression) and the route handler are skipped, so the fast path sends exactly what
 * they would have: the same headers in the same order and the same body, which tests/api/fast-path.test.ts
 * compares with the normal path. Anything else (a page not in memory or that may not be served from it, a
 * compressed variant not made yet, a redirect, the 404 page, app routes with parameters, which keep the
 * global rate limit, a page whose rendering depends on the visitor's session cookie when there is one)
 * returns false and takes the normal path.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '~/shared/constants';
import { cookieValue } from '~/shared/cookies';
import { HSTS } from '../security';
import { decodePath, fileAnswer, matchesEtag, negotiateEncoding, pathOf } from './answer';
import type { Encoding, SiteFile } from './files';
import type { PageCache } from './pages';
import type { Rendering } from './render';

export interface FastPathOptions {
  files: ReadonlyMap<string, SiteFile>;
  pages: PageCache | null;
  /** Fastify routes whose only address is the route itself, answered with the page of that key. */
  pageRoutes: ReadonlySet<string>;
  /** Page routes whose rendering depends on the session cookie (index.ts): answered here only without one. */
  visitorPages: ReadonlySet<string>;
  /** The catch-all route, which answers files by path and React Router's `.data` requests. */
  catchAllRoute: string;
  /** The key and status of a `.data` request (index.ts), or null when the URL is not one. */
  dataRequest(url: string): { key: string; status: number } | null;
  /** The security headers every answer carries, in the order the onRequest hook sets them. */
  securityHeaders: Readonly<Record<string, string>>;
}

export interface FastPath {
  /** Answers the request and returns true, or returns false and leaves it to the normal path. */
  answer(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Off: every request takes the normal path (tests compare the two on the same renderings). */
  enabled: boolean;
  /** Requests answered so far: what a test watches to know which path answered. */
  readonly answered: number;
}

interface Prepared {
  /** writeHead's flat [name, value, ...] list; index 1 is the request id, set per request. */
  ok: string[];
  notModified: string[] | null;
  etag: string | undefined;
  body: Buffer;
}

/** The log levels at which Fastify logs each request ('request completed' is at info). */
const requestLogLevels = new Set(['trace', 'debug', 'info']);

/** Accept-Encoding values are few (one per browser): negotiated once each, up to this many kept. */
const MAX_ENCODING_HEADERS = 64;

export function createFastPath(options: FastPathOptions): FastPath {
  const { files, pages, pageRoutes, visitorPages, catchAllRoute, dataRequest, securityHeaders } = options;
  const prepared = new WeakMap<SiteFile, Map<string, Prepared>>();
  const encodings = new Map<string, Encoding | null>();
  let answered = 0;

  const encodingOf = (header: string | undefined): Encoding | null => {
    if (!header) return null;
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (encodings.size >= MAX_ENCODING_HEADERS) encodings.clear();
      encodings.set(header, encoding);
    }
    return encoding;
  };

  /** The headers as Fastify's reply would hold them: a header set again keeps its first position. */
  const prepare = (
    file: SiteFile,
    status: number,
    encoding: Encoding | null,
    https: boolean,
    extra: readonly [string, string][],
  ): Prepared | undefined => {
    const compressed = encoding ? file.bestIfReady(encoding) : null;
    if (compressed === undefined) return undefined;
    const answer = fileAnswer(file, status, compressed, encoding);
    const headers = new Map<string, string>([['x-request-id', '']]);
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    if (https) headers.set('strict-transport-security', HSTS);
    for (const [name, value] of extra) headers.set(name, value);
    const flat = (list: Map<string, string>) => [...list].flat();
    let notModified: string[] | null = null;
    for (const [name, value] of answer.headers) {
      if (name === 'content-encoding' && answer.etag) notModified = flat(headers);
      headers.set(name, value);
    }
    if (answer.etag && !notModified) notModified = flat(headers);
    headers.set('content-length', String(answer.body.length));
    return { ok: flat(headers), notModified, etag: answer.etag, body: answer.body };
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: SiteFile,
    status: number,
    extra: readonly [string, string][],
  ): boolean => {
    const encoding = file.compressible ? encodingOf(request.headers['accept-encoding']) : null;
    const https = request.protocol === 'https';
    const key = `${status}${encoding ?? ''}${https ? 's' : ''}`;
    let byKey = prepared.get(file);
    let ready = byKey?.get(key);
    if (!ready) {
      ready = prepare(file, status, encoding, https, extra);
      if (!ready) return false;
      if (!byKey) prepared.set(file, (byKey = new Map()));
      byKey.set(key, ready);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    const notModified =
      ready.notModified && ready.etag && matchesEtag(ifNoneMatch, ready.etag) ? ready.notModified : null;
    const headers = (notModified ?? ready.ok).slice();
    headers[1] = request.id;
    reply.hijack();
    reply.raw.writeHead(notModified ? 304 : status, headers);
    if (notModified) reply.raw.end();
    else reply.raw.end(ready.body);
    answered++;
    // Fastify's own line for an answered request (its hooks log it, and a hijacked reply skips them).
    if (requestLogLevels.has(reply.log.level)) {
      reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
    return true;
  };

  const sendRendering = (
    request: FastifyRequest,
    reply: FastifyReply,
    rendering: Rendering,
    status: number,
  ) => {
    const code = rendering.status === 200 ? status : rendering.status;
    return send(request, reply, rendering.file, code, rendering.headers);
  };

  return {
    enabled: true,
    get answered() {
      return answered;
    },
    answer(request, reply) {
      if (!this.enabled) return false;
      const method = request.raw.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const route = request.routeOptions.url;
      if (route === undefined) return false;
      const url = request.raw.url ?? '';
      if (route === catchAllRoute) {
        const file = files.get(decodePath(url));
        if (file) return send(request, reply, file, 200, []);
        const data = dataRequest(url);
        const rendering = data && pages?.kept(data.key);
        return rendering ? sendRendering(request, reply, rendering, data.status) : false;
      }
      if (!pageRoutes.has(route) || pathOf(url) !== route) return false;
      if (visitorPages.has(route) && cookieValue(request.headers.cookie, AUTH_COOKIE)) return false;
      const rendering = pages?.kept(route);
      return rendering ? sendRendering(request, reply, rendering, 200) : false;
    },
  };
}
