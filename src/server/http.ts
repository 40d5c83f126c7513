/** Shapes shared by every API route: the error body and the API path test. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiBase } from '~/shared/paths';

/** Every failure answers `{ error: "<message>" }` with a 4xx/5xx status. */
export const errorResponseSchema = z.object({ error: z.string() }).describe('Error');

/** The body of a call that takes none: nothing, or `{}`. */
export const emptyBody = z.object({}).strict().nullish().describe('Empty (or no body)');

/** A UUID as PostgreSQL prints it (ids in paths are checked before any query). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isApiPath(url: string): boolean {
  return url === apiBase || url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}?`);
}

/** Standard error responses to list in a route schema (documents them in OpenAPI). */
export const errorResponses = {
  400: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** The standard error responses plus the given statuses (e.g. `errors(404, 409)`), for a route schema. */
export const errors = (...statuses: number[]) => ({
  ...errorResponses,
  ...Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])),
});

/**
 * A deliberate failure with its status and the exact message to answer (`{ error: message }`), whatever
 * the status. Services throw it; the error handler sends it.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * An uploaded file under an address that never changes (a new upload gets a new id): cached for a year,
 * its type as stored (never sniffed), shown inline.
 */
export function sendImmutableFile(reply: FastifyReply, file: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(file.bytes);
}
