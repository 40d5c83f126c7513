/**
 * Builds the Fastify application without listening: the API under /v1/api, its OpenAPI docs, /healthz and
 * the built web site. main.ts listens; tests use `app.inject()` or listen on an ephemeral port.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type Config, apiPublicUrl, trustsProxy } from './config';
import { type ChangeFeed, createChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { HttpError, isApiPath } from './http';
import { type Jobs, createJobs } from './jobs';
import { genReqId, loggerOptions } from './logger';
import { createMailTransport } from './mail/transport';
import { type MailWorker, createMailWorker } from './mail/worker';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { allocationRoutes } from './modules/allocation/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { blogRoutes } from './modules/blog/routes';
import { chairRoutes } from './modules/chairs/routes';
import { paperRoutes } from './modules/papers/routes';
import { awardRoutes } from './modules/awards/routes';
import { markRoutes } from './modules/awards/marks-routes';
import { publishedResults } from './modules/awards/service';
import { checkinRoutes } from './modules/checkin/routes';
import { contactRoutes } from './modules/contact/routes';
import { eventRoutes } from './modules/events/routes';
import { type EventsLookup, createEventsLookup } from './modules/events/service';
import { type OcrWorker, createOcrWorker } from './modules/ocr/worker';
import { blogEditorRoutes } from './modules/content/blog-routes';
import { type GalleryLookup, createGalleryLookup } from './modules/content/gallery';
import { galleryRoutes } from './modules/content/gallery-routes';
import { pageRoutes } from './modules/pages/routes';
import { type PagesLookup, createPagesLookup } from './modules/pages/service';
import { teamRoutes } from './modules/team/routes';
import { type TeamLookup, createTeamLookup } from './modules/team/service';
import { type ChairLookup, createChairLookup } from './modules/chairs/service';
import { healthRoutes } from './modules/health/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { registrationRoutes } from './modules/registration/routes';
import { superadminRoutes } from './modules/superadmin/routes';
import { statementRoutes } from './modules/statements/routes';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { clientErrorHandler, registerInputChecks } from './plugins/input';
import { registerSecurity } from './plugins/security';
import { type SiteHandle, registerSite } from './plugins/site';
import { baseDirectives } from './plugins/site/csp';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** The outbox mail worker: main.ts starts it; tests call `drain()`. */
    mailer: MailWorker;
    /** Periodic jobs (account deletion, housekeeping): main.ts starts them. */
    jobs: Jobs;
    /** The OCR worker reading payment screenshots: main.ts starts it (unless OCR=off); tests call `drain()`. */
    ocr: OcrWorker;
    /** The database's change notifications, which keep the in-memory read caches true. */
    changes: ChangeFeed;
    /** The events as the API and the server-rendered pages read them (memory, kept true by `changes`). */
    events: EventsLookup;
    /** The team's tenures as the API and the server-rendered pages read them (memory, kept true by `changes`). */
    team: TeamLookup;
    /** The gallery's current album as the API and /photo read it (memory, kept true by `changes`). */
    gallery: GalleryLookup;
    /** The pages' published documents as the API and the server-rendered pages read them (memory, kept true by `changes`). */
    pages: PagesLookup;
    /** Whether an account chairs a committee: the chair guard's question (memory, kept true by `changes`). */
    chairs: ChairLookup;
    /** The web site (static files and rendered pages), or null when it is not served. */
    site: SiteHandle | null;
  }
}

/** The methods of the API calls that may change something (the others never write). */
const writingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Longest path parameter routed (event names are at most 200 characters). */
export const MAX_PARAM_LENGTH = 256;

/**
 * Longest URL answered: an invite link (two email addresses, a token, an event and a group name) is well
 * under it. A longer one gets 414 before any route, rendering or lookup runs.
 */
export const MAX_URL_LENGTH = 2048;

/** 1 MiB: enough for the later base64 image uploads (500 KB files), small enough to refuse abuse. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the built site from config.SITE_DIR (default true; skipped with a warning when the directory is missing). */
  site?: boolean;
}

/**
 * Request and connection timeouts (docs/decisions/0024-abuse-limits-and-timeouts.md): a request whose
 * headers and body have not all arrived within REQUEST_TIMEOUT_MS is answered 408 and its connection closed
 * (Node checks every `connectionsCheckingInterval`, so within 1.25x the timeout); headers must arrive within
 * the same time, at most Node's default 60 s. A connection silent for twice that long (a client that stops
 * reading its answer) is closed; twice, so that a request that waited its whole DATABASE_QUERY_TIMEOUT_MS
 * still gets its 503 out.
 */
export function timeoutOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 2 * requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.max(50, Math.min(Math.floor(requestTimeoutMs / 4), 30_000)),
    },
  };
}

/** A hop count means "trust the n nearest proxies" (the form Fastify's types accept is a function). */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp({ config, database, site = true }: BuildAppOptions): Promise<FastifyInstance> {
  type Handler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  let notFound: Handler = (_request, reply) =>
    reply.code(404).send({ error: messages.generic.routeNotFound });
  const app = Fastify({
    logger: loggerOptions(config),
    // A client's own X-Request-Id would let it forge log lines: only a trusted proxy's is kept.
    genReqId: trustsProxy(config.TRUST_PROXY) ? genReqId : () => randomUUID(),
    requestIdHeader: false,
    ...timeoutOptions(config.REQUEST_TIMEOUT_MS),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // A malformed URL or an over-long path parameter matches no route: answer as for any unknown path.
    // Fastify runs no hook for these, so set what the onRequest hooks would have.
    frameworkErrors: (_error, request, reply) => {
      reply.header('x-request-id', request.id);
      request.server.securityHeaders(request, reply);
      return notFound(request, reply);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    createMailWorker({ db: database.db, transport: createMailTransport(config, app.log), log: app.log }),
  );
  app.decorate('jobs', createJobs(database.db, app.log));
  app.decorate('ocr', createOcrWorker({ db: database.db, log: app.log, enabled: config.OCR === 'on' }));
  app.decorate('changes', createChangeFeed(database, app.log));
  app.decorate('events', createEventsLookup(database.db, app.changes));
  app.decorate('team', createTeamLookup(database.db, app.changes));
  app.decorate('gallery', createGalleryLookup(database.db, app.changes));
  app.decorate('pages', createPagesLookup(database.db, app.changes));
  app.decorate('chairs', createChairLookup(database.db, app.changes));
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.ocr.stop();
    await app.mailer.stop();
    await app.changes.close();
  });
  let siteHandle: SiteHandle | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const csp = baseDirectives({ upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') });
  registerErrorHandler(app);
  await registerSecurity(app, {
    csp,
    redisUrl: config.REDIS_URL,
    corsOrigins: config.CORS_ORIGINS,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.code(414).send({ error: messages.generic.urlTooLong });
    }
  });
  await registerDocs(app, { publicUrl: apiPublicUrl(config) });
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      registerInputChecks(api);
      // Read-your-writes: a caller's next request, on this instance, sees what this one changed.
      api.addHook('onSend', async (request) => {
        if (writingMethods.has(request.method)) await app.changes.sync();
      });
      await api.register(contactRoutes);
      await api.register(blogRoutes);
      await api.register(accountRoutes);
      await api.register(eventRoutes, { events: app.events });
      await api.register(teamRoutes, { team: app.team });
      await api.register(galleryRoutes, { gallery: app.gallery });
      await api.register(blogEditorRoutes);
      await api.register(pageRoutes, { pages: app.pages });
      await api.register(registrationRoutes);
      await api.register(adminRoutes);
      await api.register(allocationRoutes);
      await api.register(announcementRoutes);
      await api.register(ledgerRoutes);
      await api.register(checkinRoutes);
      await api.register(chairRoutes);
      await api.register(paperRoutes);
      await api.register(awardRoutes);
      await api.register(markRoutes);
      await api.register(certificateRoutes);
      await api.register(superadminRoutes);
      await api.register(statementRoutes);
    },
    { prefix: apiBase },
  );

  notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || !siteHandle) {
      return reply.code(404).send({ error: messages.generic.routeNotFound });
    }
    return siteHandle.sendNotFound(request, reply);
  };
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFound);

  const siteDir = resolve(config.SITE_DIR);
  if (site && existsSync(siteDir)) {
    siteHandle = await registerSite(app, {
      dir: siteDir,
      csp,
      notFound,
      warm: config.NODE_ENV === 'production',
      events: app.events,
      team: app.team,
      gallery: app.gallery,
      pages: app.pages,
      results: (eventName) =>
        publishedResults(database.db, eventName).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }),
      changes: app.changes,
    });
  } else if (site) {
    app.log.warn({ siteDir }, 'site: SITE_DIR does not exist (run `npm run build`); serving the API only');
  }
  app.decorate('site', siteHandle ?? null);

  return app;
}
