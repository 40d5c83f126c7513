/** Recognising "the database is not reachable" among the errors a query can raise (pg, PGlite, Drizzle). */

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database was dropped
]);

const unavailableMessages = [
  'PGlite is closed',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout', // pg's query_timeout: the database stopped answering
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error',
];

function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const err of causes(error)) {
    if (typeof err !== 'object' || err === null) continue;
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    const message = (err as { message?: unknown }).message;
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** The name of the unique constraint (or unique index) a failed insert/update violated, if that is the failure. */
export function uniqueViolation(error: unknown): string | undefined {
  for (const err of causes(error)) {
    if (typeof err !== 'object' || err === null) continue;
    const { code, constraint } = err as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** The constraint a check violation (23514) names, or undefined when the error is no such violation. */
export function checkViolation(error: unknown): string | undefined {
  for (const err of causes(error)) {
    if (typeof err !== 'object' || err === null) continue;
    const { code, constraint } = err as { code?: unknown; constraint?: unknown };
    if (code === '23514') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
