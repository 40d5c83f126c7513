/** Security headers (helmet), rate limits and response compression, registered for the whole server. */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '~/shared/messages';
import type { CspDirectives } from './site/csp';

/** Requests per minute per client address. */
export const rateLimits = {
  /** Every API route unless it sets its own; generous because a campus network shares one address. */
  global: { max: 600, timeWindow: '1 minute' },
  contact: { max: 10, timeWindow: '1 minute' },
} as const;

export async function registerSecurity(app: FastifyInstance, { csp }: { csp: CspDirectives }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    // The site links to other hosts (blogs, socials); send only the origin with those requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(rateLimit, {
    global: true,
    ...rateLimits.global,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(messages.generic.tooManyRequests), { statusCode: context.statusCode }),
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
