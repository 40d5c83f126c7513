/** Security headers (helmet), rate limits and response compression, registered for the whole server. */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { messages } from '~/shared/messages';
import type { CspDirectives } from './site/csp';

/** Requests per minute per client address. */
export const rateLimits = {
  /** Every API route unless it sets its own; generous because a campus network shares one address. */
  global: { max: 600, timeWindow: '1 minute' },
  contact: { max: 10, timeWindow: '1 minute' },
} as const;

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
