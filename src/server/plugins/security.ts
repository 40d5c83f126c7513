/** Security headers (helmet), rate limits and response compression, registered for the whole server. */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { messages } from '~/shared/messages';
import { HttpError } from '../http';
import type { CspDirectives } from './site/csp';

/** Request limits; per client address unless the name says otherwise. */
export const rateLimits = {
  /** Every API route unless it sets its own; generous because a campus network shares one address. */
  global: { max: 600, timeWindow: '1 minute' },
  contact: { max: 10, timeWindow: '1 minute' },
  /** Password guessing against one account, from anywhere. */
  loginPerEmail: { max: 5, timeWindow: '15 minutes' },
  /** Password guessing across accounts from one address (kept above what a shared campus address needs). */
  loginPerAddress: { max: 30, timeWindow: '15 minutes' },
  /** Mail sent on request: reset links per address asked for, and per client address. */
  resetLinkPerEmail: { max: 5, timeWindow: '1 hour' },
  resetLinkPerAddress: { max: 20, timeWindow: '15 minutes' },
  /** Verification links per account. */
  verifyLinkPerUser: { max: 5, timeWindow: '15 minutes' },
  /** Group invites (each one emails someone) per account. */
  invitesPerUser: { max: 30, timeWindow: '1 hour' },
} as const;

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * A preHandler counting requests under a key of our choosing (an email, an account, the address), in the
 * same store as the global limits (Redis when configured). Several can guard one route; each counts apart.
 * Answers 429 with the spec's message and Retry-After once the limit is passed.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${key(request)}` });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, messages.generic.tooManyRequests);
  };
}

interface SecurityOptions {
  csp: CspDirectives;
  /** Shares rate-limit counters between instances; in memory when unset. */
  redisUrl?: string;
}

export async function registerSecurity(app: FastifyInstance, { csp, redisUrl }: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    // The site links to other hosts (blogs, socials); send only the origin with those requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store: Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    redis,
    nameSpace: 'nitsmun-rl:',
    // A Redis outage must not take the site down: requests are let through while the store is unreachable.
    skipOnError: true,
    ...rateLimits.global,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(messages.generic.tooManyRequests), { statusCode: context.statusCode }),
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
