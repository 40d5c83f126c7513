/**
 * Structured JSON logs (pino, through Fastify) with a request id on every line and no secrets:
 * credentials in headers and bodies are redacted, tokens in URLs are masked, and failed SQL is logged
 * without its parameters.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

const secretFields = [
  'password',
  'pwd',
  'newPwd',
  'newpwd',
  'cnewpwd',
  'confirmPassword',
  'confirmNewPwd',
  'token',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretFields.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`]),
];

/** Path segments that carry a secret token in our routes (verify, reset, invite links). */
const tokenInPath = /(\/(?:verifytoken|verifyemail|resetpassword|token)\/)[^/?#]+/gi;

export function maskUrl(url: string): string {
  return url
    .replace(tokenInPath, '$1[redacted]')
    .replace(/([?&](?:token|inviteToken)=)[^&#]*/gi, '$1[redacted]');
}

const requestIdPattern = /^[\w.:-]{1,128}$/;

/** Reuses a well-formed X-Request-Id from a proxy in front of us, otherwise makes a new one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  query?: string;
  cause?: SerializedError;
}

/** Drizzle's query errors put the bound parameters (possibly passwords) in their message: keep only the SQL. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: SerializedError = { type: error.name, message: error.message, stack: error.stack ?? '' };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  const query = (error as { query?: unknown }).query;
  if (error.name === 'DrizzleQueryError' && typeof query === 'string') {
    out.query = query;
    out.message = 'Failed query';
    out.stack = '';
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => serializeError(error),
      req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip,
        userAgent: req.headers?.['user-agent'],
      }),
    },
  };
}
