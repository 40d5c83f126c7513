/**
 * One error contract for the whole API: `{ error: string }` with a 4xx/5xx status and never a stack trace.
 * Validation failures answer 400 with the first zod issue message (the shared schemas carry the messages of
 * src/shared/messages.ts); a database that cannot be reached answers 503; an HttpError answers its own status
 * and message; any other failure answers 500 with the route's `config.serverError` message (the original
 * words it per call) or the generic one.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '~/shared/messages';
import { isDatabaseUnavailable } from '../db/errors';
import { isHttpError } from '../http';

const g = messages.generic;

/**
 * Every 503 (the database cannot be reached, the image queue is full) says when to try again: a database
 * restart or a pool that frees up takes seconds, not minutes. Pages answer the same (plugins/site).
 */
export const RETRY_AFTER_SECONDS = 10;

interface ErrorReply {
  status: number;
  error: string;
}

export function toErrorReply(error: FastifyError, serverError: string = g.somethingWentWrong): ErrorReply {
  if (isHttpError(error)) return { status: error.statusCode, error: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, error: error.validation[0]?.message ?? g.somethingWentWrong };
  }
  if (isResponseSerializationError(error)) return { status: 500, error: serverError };
  if (isDatabaseUnavailable(error)) return { status: 503, error: g.serviceUnavailable };

  const status = error.statusCode ?? 500;
  switch (true) {
    case status === 429:
      return { status, error: g.tooManyRequests };
    case status === 413:
      return { status, error: g.payloadTooLarge };
    case status === 415:
      return { status, error: g.unsupportedMediaType };
    case error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError):
      return { status: 400, error: g.invalidJson };
    case status >= 400 && status < 500:
      return { status, error: error.message };
    default:
      return { status: status >= 500 && status <= 599 ? status : 500, error: serverError };
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, error: message } = toErrorReply(error, request.routeOptions?.config?.serverError);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (status !== 400 && status !== 404) request.log.info({ err: error, status }, 'request rejected');
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.code(status).send({ error: message });
  });
}
