/**
 * Server configuration: every environment variable, validated once at start-up by one zod schema.
 * `configVariables` (derived from the same schema) documents them for the README and `.env.example`.
 */
import { z } from 'zod';

/** The default of DATABASE_QUERY_TIMEOUT_MS. */
export const DEFAULT_QUERY_TIMEOUT_MS = 30_000;

/** The default of REQUEST_TIMEOUT_MS. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const trueWords = ['true', '1', 'yes', 'on'];
const falseWords = ['false', '0', 'no', 'off'];

/** A boolean whose default depends on another variable (filled in by loadConfig). */
const optionalBoolean = z
  .string()
  .refine((v) => [...trueWords, ...falseWords].includes(v.toLowerCase()), 'expected true or false')
  .transform((v) => trueWords.includes(v.toLowerCase()))
  .optional();

const urlWithProtocol = (protocols: readonly string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/**
 * TRUST_PROXY follows Fastify's `trustProxy`: true/false, a hop count, or a comma-separated list of
 * addresses/CIDR ranges of the proxies in front of the server.
 */
const trustProxy = z
  .string()
  .transform((v, ctx): boolean | number | string[] => {
    const lower = v.toLowerCase();
    if (trueWords.includes(lower) && lower !== '1') return true;
    if (falseWords.includes(lower) && lower !== '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every((s) => /^[0-9a-fA-F.:/]+$/.test(s))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'expected true, false, a hop count or a list of proxy addresses',
    });
    return z.NEVER;
  })
  .prefault('false');

/** CORS_ORIGINS: exact origins (scheme, host and port as a browser sends them), comma-separated. */
const originList = z.string().transform((v, ctx): string[] => {
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const exact = (origin: string) => {
    try {
      const url = new URL(origin);
      // WHATWG URLs accept '*' in a host name; a wildcard must not pass for an origin.
      const host = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
      return ['http:', 'https:'].includes(url.protocol) && host && url.origin === origin;
    } catch {
      return false;
    }
  };
  if (list.every(exact)) return list;
  ctx.addIssue({
    code: 'custom',
    message: 'expected exact origins such as https://nitsmun.in (no path, no wildcard), separated by commas',
  });
  return z.NEVER;
});

/**
 * API_PUBLIC_URL: the address of the server (scheme, host, port and any path a proxy adds) under which the
 * API answers at /v1/api; absolute image URLs are built from it. Trailing slashes are dropped.
 */
const apiPublicAddress = urlWithProtocol(['http:', 'https:'])
  .refine((v) => {
    try {
      const url = new URL(v);
      return !v.includes('?') && !v.includes('#') && !url.username && !url.password;
    } catch {
      return true; // urlWithProtocol reports it
    }
  }, 'expected an address without query, fragment or credentials')
  .refine((v) => {
    try {
      return !/\/v1\/api\/*$/.test(new URL(v).pathname);
    } catch {
      return true;
    }
  }, 'expected the server address without /v1/api (the API is under /v1/api of it)')
  .transform((v) => v.replace(/\/+$/, ''));

export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'expected development, production or test' })
    .default('development')
    .describe('Runtime mode.'),
  PORT: z.coerce
    .number({ error: 'expected a number between 1 and 65535' })
    .int('expected a number between 1 and 65535')
    .min(1, 'expected a number between 1 and 65535')
    .max(65535, 'expected a number between 1 and 65535')
    .default(3000)
    .describe('TCP port the server listens on.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the server binds to.'),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:'])
    .optional()
    .describe(
      'Public address of the site, used in links sent by email and on certificates. https enables upgrade-insecure-requests. Required in production; elsewhere http://localhost:<PORT>.',
    ),
  API_PUBLIC_URL: apiPublicAddress
    .optional()
    .describe(
      'Public address of the server answering the API (its /v1/api), when the site lives on another origin (PUBLIC_URL). Image URLs in API answers start with it. When unset, PUBLIC_URL.',
    ),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:'])
    .optional()
    .describe(
      'PostgreSQL connection string. When unset, an embedded PGlite database is kept under DATA_DIR.',
    ),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds (at least 100)' })
    .int('expected a number of milliseconds (at least 100)')
    .min(100, 'expected a number of milliseconds (at least 100)')
    .default(DEFAULT_QUERY_TIMEOUT_MS)
    .describe(
      'With DATABASE_URL: longest wait for one query; a database that stops answering then gets 503, not a hang.',
    ),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds (at least 100)' })
    .int('expected a number of milliseconds (at least 100)')
    .min(100, 'expected a number of milliseconds (at least 100)')
    .default(DEFAULT_REQUEST_TIMEOUT_MS)
    .describe(
      'Longest time a client may take to send a whole request (headers and body); a stalled upload is then answered 408 and cut off. A connection silent for twice as long is closed.',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('Directory for local data: the PGlite database and mail copies.'),
  SITE_DIR: z
    .string()
    .min(1)
    .default('build/client')
    .describe(
      'Directory of the built web site (build/client of `npx react-router build`); the server bundle that renders the pages is read from ../server beside it.',
    ),
  LOG_LEVEL: z
    .enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` })
    .default('info')
    .describe('Minimum level of the JSON logs.'),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:'])
    .optional()
    .describe(
      'SMTP server for outgoing mail (smtp://user:pass@host:587). When unset, mail is logged and written to DATA_DIR/mail.',
    ),
  MAIL_FROM: z.string().min(1).default('NITSMUN <no-reply@nitsmun.in>').describe('Sender of outgoing mail.'),
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:'])
    .optional()
    .describe(
      'Redis for shared rate limits across several instances. When unset, limits are kept in memory.',
    ),
  TRUST_PROXY: trustProxy.describe(
    'Set when behind a reverse proxy so client addresses come from X-Forwarded-For: true, a hop count or proxy addresses.',
  ),
  CORS_ORIGINS: originList
    .optional()
    .describe(
      'Comma-separated origins (https://nitsmun.in) whose pages may call the API from the browser (CORS). When unset, no cross-origin access.',
    ),
  SHOW_VERIFY_LINK: optionalBoolean.describe(
    'Return the email verification link in the API response and show it on the page (as the original site did). Anyone could then verify any address, so it is off by default with NODE_ENV=production (the page then says the link was sent to the inbox; only the emailed link verifies) and on otherwise. Setting it true in production logs a warning at start-up.',
  ),
  DEVICE_COOKIE_SECRET: z
    .string()
    .min(32, 'expected at least 32 characters (for example: openssl rand -base64 32)')
    .optional()
    .describe(
      'Key that signs the device cookie a browser gets after a successful login (HMAC-SHA256); with it, failed logins from elsewhere never lock that browser out. Give every instance the same value. When unset, a random key is made at start-up, so device cookies end with a restart (the server warns in production).',
    ),
  OCR: z
    .enum(['on', 'off'], { error: 'expected on or off' })
    .default('on')
    .describe(
      "Read each payment screenshot with OCR (tesseract.js in a worker thread, one screenshot at a time): in the background after a registration, for the admin's registration detail (the amount and transaction ID read, and a warning when they differ from the bill), and when a delegate chooses a screenshot in the form, to offer the transaction ID it shows. off: nothing is read (the detail says Not read, the form offers nothing), for a small machine.",
    ),
  INSTITUTE_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'expected a domain name such as nits.ac.in')
    .default('nits.ac.in')
    .describe('Domain of institute email addresses (subdomains are accepted).'),
});

/** Why a production server refuses to start without PUBLIC_URL. */
export const publicUrlRequired =
  'PUBLIC_URL: required with NODE_ENV=production (the address visitors use, e.g. https://nitsmun.example.org): emailed links and the verification address on certificates are built from it';

export type Config = Omit<z.infer<typeof configSchema>, 'SHOW_VERIFY_LINK' | 'PUBLIC_URL'> & {
  /** The site's public address: PUBLIC_URL, or in development and tests http://localhost:<PORT>. */
  PUBLIC_URL: string;
  /** Whether the verification link is returned to the caller: unset means on, except in production. */
  SHOW_VERIFY_LINK: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming each wrong variable (never echoing its value). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "use the default".
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  // A link built from a guessed address is dead forever once mailed or printed on a certificate.
  if (!result.data.PUBLIC_URL && result.data.NODE_ENV === 'production') {
    throw new ConfigError(`Invalid configuration: ${publicUrlRequired}`);
  }
  const publicUrl = result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`;
  // Only the emailed link proves that someone owns an address, so production never returns it unless asked.
  const showVerifyLink = result.data.SHOW_VERIFY_LINK ?? result.data.NODE_ENV !== 'production';
  return { ...result.data, PUBLIC_URL: publicUrl, SHOW_VERIFY_LINK: showVerifyLink };
}

/**
 * Where the browser reaches the API: API_PUBLIC_URL, or PUBLIC_URL when the site and the API share their
 * origin; no trailing slash. Absolute image URLs in API answers (profile photos, payment screenshots) start
 * with it and `/v1/api`, so they work from a site on another origin (docs/decisions/0026-cross-origin-site.md).
 */
export function apiPublicUrl(config: Pick<Config, 'API_PUBLIC_URL' | 'PUBLIC_URL'>): string {
  return (config.API_PUBLIC_URL ?? config.PUBLIC_URL).replace(/\/+$/, '');
}

/** Whether TRUST_PROXY trusts any proxy (then headers set by the proxy, such as X-Request-Id, are believed). */
export function trustsProxy(value: Config['TRUST_PROXY']): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'number' ? value > 0 : value;
}

/** Settings that are allowed but unsafe where they are used; main.ts logs each as a warning at start-up. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && config.SHOW_VERIFY_LINK) {
    warnings.push(
      'SHOW_VERIFY_LINK is on in production: the verification link is returned to whoever asks for it, so anyone can verify any email address. Set SHOW_VERIFY_LINK=false so that only the emailed link verifies.',
    );
  }
  if (config.NODE_ENV === 'production' && !config.DEVICE_COOKIE_SECRET) {
    warnings.push(
      'DEVICE_COOKIE_SECRET is not set: a random key was made, so the device cookies that keep owners from being locked out end with this process and are not shared with other instances. Set DEVICE_COOKIE_SECRET to a random value of at least 32 characters.',
    );
  }
  return warnings;
}

export interface ConfigVariable {
  name: keyof Config;
  /** The default as it would be written in the environment; undefined when the variable is optional. */
  default: string | undefined;
  description: string;
}

function defaultOf(schema: z.ZodType): string | undefined {
  const def = (
    schema as unknown as { _zod: { def: { type: string; defaultValue?: unknown; innerType?: z.ZodType } } }
  )._zod.def;
  if (def.type === 'default' || def.type === 'prefault') return String(def.defaultValue);
  return undefined;
}

/** Every variable with its default and description, in declaration order (README and .env.example follow it). */
export const configVariables: ConfigVariable[] = Object.entries(configSchema.shape).map(([name, schema]) => ({
  name: name as keyof Config,
  default: defaultOf(schema),
  description: schema.description ?? '',
}));
