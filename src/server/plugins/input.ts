/**
 * The text the API accepts, checked once for every API route before validation (docs/decisions/0017):
 * a JSON body must be valid UTF-8, and no string in it (value or key), no path parameter and no query may
 * hold NUL or a lone UTF-16 surrogate. PostgreSQL cannot store NUL (the query would fail with a 500), and
 * invalid UTF-8 or a lone surrogate would be stored as U+FFFD, not as sent. Such requests answer 400:
 * 'Invalid JSON body' for the body, 'Malformed URL' for the path or query (also for a query whose
 * percent-encoding is not UTF-8). Requests Node's HTTP parser refuses (raw bytes that are not ASCII in the
 * URL, malformed headers) get the same `{ error }` shape from `clientErrorHandler`.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messages } from '~/shared/messages';
import { HttpError } from '../http';

const g = messages.generic;

// eslint-disable-next-line no-control-regex -- NUL is one of the characters looked for
const badText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string or key in a parsed JSON value is bad text; iterative, as bodies may nest deeply. */
function holdsBadText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (badText.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (badText.test(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** The decoded query string, or null when its percent-encoding is not UTF-8. */
function decodedQuery(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1) return '';
  try {
    return decodeURIComponent(url.slice(start + 1).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Registers the JSON parser and the URL check on the API's scope (before its routes). */
export function registerInputChecks(api: FastifyInstance) {
  // Fastify's own parser (which refuses __proto__ and constructor.prototype keys), fed strictly decoded text.
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new HttpError(400, g.invalidJson), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (holdsBadText(value)) done(new HttpError(400, g.invalidJson), undefined);
      else done(null, value);
    });
  });

  api.addHook('preValidation', async (request) => {
    const query = decodedQuery(request.url);
    const params = Object.values((request.params ?? {}) as Record<string, unknown>);
    if (
      query === null ||
      badText.test(query) ||
      params.some((p) => typeof p === 'string' && badText.test(p))
    ) {
      throw new HttpError(400, g.malformedUrl);
    }
  });
}

/** Fastify's `clientErrorHandler`: its default answer, with the API's body `{ error: <status text> }`. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ error: STATUS_CODES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
