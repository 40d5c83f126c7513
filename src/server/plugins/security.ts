/**
 * Security headers, CORS, rate limits and response compression, registered for the whole server
 * (docs/decisions/0015-cors-and-hsts.md, 0016-security-headers-and-uploads.md).
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { AUTH_COOKIE } from '~/shared/constants';
import { cookieValue } from '~/shared/cookies';
import { messages } from '~/shared/messages';
import { holdsRole } from '~/shared/schemas/accounts';
import { HttpError } from '../http';
import { bearerToken } from './auth';
import { type LimitCounters, memoryCounters, redisCounters } from './limit-counters';
import type { CspDirectives } from './site/csp';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the security headers on a reply. An onRequest hook does it for every request; call it where
     * Fastify answers without running hooks (its frameworkErrors: malformed URLs, over-long parameters).
     */
    securityHeaders(request: FastifyRequest, reply: FastifyReply): void;
    /** Counters of the limits that count only some requests (failed logins), in the rate limits' store. */
    limitCounters: LimitCounters;
  }
}

/** One year; browsers remember that the host is https-only (RFC 6797). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's options for every response (its defaults otherwise: COOP/CORP same-origin, nosniff, ...). HTML
 * pages of the site replace the Content-Security-Policy with their own (the same policy plus the hashes of
 * their inline scripts). HSTS is not helmet's: it is sent only over https (see registerSecurity).
 */
export function helmetOptions(csp: CspDirectives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    // The site links to other hosts (blogs, socials); send only the origin with those requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers without CSP frame-ancestors: never framed, like frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet's middleware sets with these options. None depends on the request, so they are
 * computed once, by running the middleware on a response that only records them, and then set on every
 * reply in one call (running helmet on each request cost several microseconds of header checks).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** CORS: exact origins only, bearer tokens (no cookies, so no credentials). */
export const corsPolicy = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type'],
  exposedHeaders: ['Content-Disposition', 'Retry-After', 'X-Request-Id'],
  maxAgeSeconds: 600,
} as const;

/** Request limits; per client address unless the name says otherwise. */
export const rateLimits = {
  /**
   * Every request without a live session, per address, unless the route sets its own; generous because a
   * campus network (delegates, the door, the chairs) shares one address.
   */
  global: { max: 600, timeWindow: '1 minute' },
  /** Every request of a signed-in account, counted per account (not per address) wherever it comes from. */
  signedIn: { max: 600, timeWindow: '1 minute' },
  /** The same for admins and superadmins: the door checks a delegate in every few seconds all day. */
  staff: { max: 3000, timeWindow: '1 minute' },
  contact: { max: 10, timeWindow: '1 minute' },
  /*
   * Login limits count failed attempts only (a successful login takes its counts back:
   * modules/accounts/login-limits.ts), each in a window of 15 minutes.
   */
  /**
   * Password guessing against one account from one address: failures there never lock the owner out
   * elsewhere (an attacker who knows the email cannot keep the owner from logging in at home).
   */
  loginPerEmailAndAddress: { max: 5, timeWindow: '15 minutes' },
  /**
   * The ceiling for one account from all untrusted browsers together, so that guessing from many addresses
   * stays bounded. A browser holding the account's device cookie is not subject to it.
   */
  loginPerEmail: { max: 50, timeWindow: '15 minutes' },
  /**
   * Failed logins from one address, across accounts (credential stuffing). A campus shares one address: 300
   * students logging in within an hour add nothing here when they succeed, and their mistyped passwords stay
   * far below it.
   */
  loginPerAddress: { max: 100, timeWindow: '15 minutes' },
  /** Failed logins from one browser with a device cookie (a stolen cookie guesses no more than this). */
  loginPerDevice: { max: 10, timeWindow: '15 minutes' },
  /**
   * Mail sent on request: reset links per address asked for (protects the inbox; each new link replaces the
   * earlier ones, so the owner can always use the newest link received), and per client address.
   */
  resetLinkPerEmail: { max: 5, timeWindow: '1 hour' },
  resetLinkPerAddress: { max: 20, timeWindow: '15 minutes' },
  /** Verification links per account. */
  verifyLinkPerUser: { max: 5, timeWindow: '15 minutes' },
  /**
   * Payment screenshots read before submitting, per account: each costs the server a second or two of OCR;
   * a delegate choosing again a few times stays well inside.
   */
  screenshotReadingsPerUser: { max: 20, timeWindow: '15 minutes' },
  /** Group invites (each one emails someone) per account. */
  invitesPerUser: { max: 30, timeWindow: '1 hour' },
  /**
   * Group invites per receiving inbox (the email without a +tag), from all leaders together: many accounts
   * cannot flood one inbox with invites (docs/requirements.md#rate-limits). A member is invited by a few
   * leaders at most, and a resend replaces the earlier link.
   */
  invitesPerInbox: { max: 10, timeWindow: '1 hour' },
  /**
   * Sign-ups per client address, sized for a campus drive behind one address (300 students in an hour). The
   * welcome mail they cause is bounded per inbox and per domain instead, and carries none of the sender's text.
   */
  signupPerAddress: { max: 400, timeWindow: '1 hour' },
  /** Sign-up attempts per inbox (the email, without a +tag): an address cannot be flooded with welcomes. */
  signupPerInbox: { max: 10, timeWindow: '1 hour' },
  /**
   * Sign-ups per email domain from all addresses: one organisation's inboxes cannot be flooded with welcomes
   * through many made-up accounts. Above a campus drive where most use one big provider.
   */
  signupPerDomain: { max: 500, timeWindow: '1 hour' },
} as const;

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * A preHandler counting requests under a key of our choosing (an email, an account, the address), in the
 * same store as the global limits (Redis when configured). Several can guard one route; each counts apart.
 * Answers 429 with 'Too many requests, please try again later.' and Retry-After once the limit is passed.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string,
  /** The 429's message, when the route has a clearer one than the generic line. */
  message: string = messages.generic.tooManyRequests,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${key(request)}` });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, message);
  };
}

interface SecurityOptions {
  csp: CspDirectives;
  /** Shares rate-limit counters between instances; in memory when unset. */
  redisUrl?: string;
  /** Origins allowed to call the server from the browser (CORS); none when empty. */
  corsOrigins?: readonly string[];
}

/** Security headers on every answer (helmet's, HSTS over https), CORS, rate limits and compression. */
export async function registerSecurity(
  app: FastifyInstance,
  { csp, redisUrl, corsOrigins = [] }: SecurityOptions,
): Promise<void> {
  // HSTS only over https (behind a proxy: X-Forwarded-Proto, when TRUST_PROXY trusts the proxy).
  const headers = helmetHeaders(helmetOptions(csp));
  app.decorate('securityHeaders', (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onRequest', (request, reply, done) => {
    app.securityHeaders(request, reply);
    done();
  });

  // Without allowed origins there is nothing for the plugin to do: no CORS header on any answer, and a
  // preflight finds no route (404), like any unknown request.
  if (corsOrigins.length > 0) {
    // The plugin answers preflights in its own onRequest hook, before any route guard, and adds an
    // `OPTIONS *` route that is not under /v1/api, so the routeAuth check does not apply to it.
    const allowed = new Set(corsOrigins);
    await app.register(cors, {
      // A function, not the list: an origin not listed then gets no CORS header at all (with a list, the
      // plugin would still answer its preflights with the allowed methods), and the preflight is a 404.
      origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
      methods: [...corsPolicy.methods],
      allowedHeaders: [...corsPolicy.allowedHeaders],
      exposedHeaders: [...corsPolicy.exposedHeaders],
      maxAge: corsPolicy.maxAgeSeconds,
      // An OPTIONS request without Access-Control-Request-Method is not a preflight: no 400 text/plain.
      strictPreflight: false,
    });
  }
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store: Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Without an offline queue, commands sent before the connection is up fail and the limit lets them
    // through (skipOnError): wait for it (at most the connect timeout), so counting starts with the first
    // request. An unreachable Redis only delays the start; the site still runs without limits then.
    await redisReady(redis, 2000);
  }
  app.decorate(
    'limitCounters',
    redis
      ? redisCounters(redis, (error) => app.log.warn({ err: error }, 'rate-limit store: Redis error'))
      : memoryCounters(),
  );
  await app.register(rateLimit, {
    global: true,
    redis,
    nameSpace: 'nitsmun-rl:',
    // A Redis outage must not take the site down: requests are let through while the store is unreachable.
    skipOnError: true,
    ...rateLimits.global,
    keyGenerator: (request) => globalLimitKey(app, request),
    max: (_request, key) =>
      key.startsWith('staff:')
        ? rateLimits.staff.max
        : key.startsWith('account:')
          ? rateLimits.signedIn.max
          : rateLimits.global.max,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(messages.generic.tooManyRequests), { statusCode: context.statusCode }),
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}

/**
 * The key the global limit counts a request under: its account when it carries a live session (the bearer
 * header, or the site's session cookie), else its address. A made-up token is no session, so it counts
 * against the address like any anonymous request.
 */
async function globalLimitKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const token =
    bearerToken(request.headers.authorization) ?? cookieValue(request.headers.cookie, AUTH_COOKIE) ?? null;
  const session = token ? await app.findSession(token).catch(() => null) : null;
  if (!session) return `address:${request.ip}`;
  return `${holdsRole(session.user.role, 'admin') ? 'staff' : 'account'}:${session.user.id}`;
}

/** Resolves once the client is connected, or after `timeoutMs` (whichever comes first). */
function redisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
