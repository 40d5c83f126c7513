/**
 * Shared by the system tests: a PostgreSQL database of their own (from the migrated template of the global
 * setup) with its URL for server processes, a Redis check, server processes whose output is printed when
 * the test fails, and an HTTP client with a bounded wait per request.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject, onTestFailed } from 'vitest';
import { type Database, type Db, createPostgresDatabase } from '../../src/server/db/client';
import { createDatabase, dropDatabase, withDatabaseName } from '../support/pg-admin';
import { type ServerProcess, type SpawnServerOptions, spawnServer } from '../support/server-process';
import { type TcpProxy, startTcpProxy } from '../support/tcp-proxy';
import type {} from '../support/test-database';

/** The Redis the instances share: TEST_REDIS_URL (as the api suite), else REDIS_URL, else the local one. */
export const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface SystemDatabase {
  /** The database's URL (for DATABASE_URL of a server process). */
  url: string;
  name: string;
  /** A connection of the test's own, to arrange data and check what the servers wrote. */
  db: Db;
  database: Database;
  destroy(): Promise<void>;
}

/**
 * A fresh PostgreSQL database: a copy of the global setup's migrated template, or with `empty: true` a
 * database without any table (the servers migrate it when they start).
 */
export async function createSystemDatabase({ empty = false } = {}): Promise<SystemDatabase> {
  let setup;
  try {
    setup = inject('testDatabase');
  } catch {
    setup = undefined;
  }
  if (setup?.kind !== 'postgres') {
    throw new Error(
      'The system tests run server processes on PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
  }
  const name = `${setup.template}_f${randomBytes(5).toString('hex')}`;
  await createDatabase(setup.url, name, empty ? undefined : setup.template);
  const url = withDatabaseName(setup.url, name);
  const database = createPostgresDatabase(new pg.Pool({ connectionString: url, max: 4 }));
  return {
    url,
    name,
    db: database.db,
    database,
    async destroy() {
      await database.close();
      await dropDatabase(setup.url, name);
    },
  };
}

/** A TCP proxy in front of a system database, and the database's URL through it (for a server process). */
export async function proxyTo(database: SystemDatabase): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(database.url);
  url.hostname = proxy.host;
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

/** Fails with a clear message when Redis does not answer PING at REDIS_URL. */
export async function assertRedis(url = redisUrl): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    if ((await redis.ping()) !== 'PONG') throw new Error('unexpected PING answer');
  } catch (error) {
    throw new Error(
      `The system tests need Redis at ${url} (set TEST_REDIS_URL or REDIS_URL, or start redis-server): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  } finally {
    redis.disconnect();
  }
}

/**
 * Server processes for one test file: `spawn()` starts one (inside a test: its output is printed if that
 * test fails) and `stopAll()` stops them and removes the DATA_DIRs they were given by default.
 */
export function serverProcesses() {
  const started: ServerProcess[] = [];
  const dataDirs = new Set<string>();
  const track = (server: ServerProcess, ownsDataDir: boolean) => {
    started.push(server);
    if (ownsDataDir) dataDirs.add(server.env.DATA_DIR!);
    try {
      onTestFailed(() => {
        console.error(`--- output of ${server.name} (pid ${server.pid}) ---\n${server.output()}`);
      });
    } catch {
      // Outside a test (a hook): nothing to attach to.
    }
    return server;
  };
  return {
    async spawn(options: SpawnServerOptions): Promise<ServerProcess> {
      return track(await spawnServer(options), options.env?.DATA_DIR === undefined);
    },
    async restart(server: ServerProcess): Promise<ServerProcess> {
      return track(await server.restart(), false);
    },
    async stopAll(): Promise<void> {
      await Promise.all(started.map((s) => s.stop()));
      started.length = 0;
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
      dataDirs.clear();
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  bytes: Buffer;
}

/** Longest a request may take before it counts as a hang. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** One HTTP request with a bounded wait (it rejects on a timeout or a network error); JSON in and out. */
export async function call(
  base: string,
  path: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown = undefined;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    body = JSON.parse(bytes.toString('utf8'));
  }
  return { status: res.status, body, headers: res.headers, bytes };
}

const usedAddresses = new Set<string>();
/**
 * A random client address for X-Forwarded-For (the servers run with TRUST_PROXY), never repeated in this
 * run and unlikely to meet counters an earlier run left in Redis.
 */
export function clientAddress(): string {
  for (;;) {
    const [a, b, c] = randomBytes(3);
    const address = `10.${a}.${b}.${(c! % 254) + 1}`;
    if (usedAddresses.has(address)) continue;
    usedAddresses.add(address);
    return address;
  }
}

export const forwardedFor = (address = clientAddress()) => ({ 'x-forwarded-for': address });

/** Polls `check` until it returns true, at most `attempts` times `intervalMs` apart; false if it never did. */
export async function eventually(
  check: () => Promise<boolean>,
  { attempts = 100, intervalMs = 100 }: { attempts?: number; intervalMs?: number } = {},
): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    try {
      if (await check()) return true;
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
