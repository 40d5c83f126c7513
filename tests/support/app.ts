/**
 * `createTestApp()`: the real Fastify app on a fresh, migrated database of its own, for `app.inject()`.
 * Nothing is mocked; close() shuts the app and removes the database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { siteDir } from './paths';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Environment overrides, as strings, exactly as the server would read them. */
  env?: Record<string, string>;
  /** Serve the built site (default true; skipped when it has not been built). */
  site?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function testConfig(env: Record<string, string> = {}, dataDir?: string): Promise<Config> {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SITE_DIR: siteDir,
    DATA_DIR: dataDir ?? (await mkdtemp(join(tmpdir(), 'nitsmun-data-'))),
    // Production refuses to start without it; the tests' own default.
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'nitsmun-data-'));
  const config = await testConfig(options.env, dataDir);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database: testDb.database, site: options.site ?? true });
    await app.ready();
  } catch (error) {
    await testDb.destroy();
    throw error;
  }
  let closed = false;
  return {
    app,
    db: testDb.database.db,
    database: testDb.database,
    config,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await testDb.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let nextAddress = 1;

/**
 * A client address no other request of this process used: tests that are not about rate limiting use
 * it so that the per-address limits never interfere with them.
 */
export function uniqueAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** app.inject() from a fresh client address, with a JSON body when given. */
export function request(
  app: FastifyInstance,
  options: InjectOptions & { json?: unknown },
): Promise<LightMyRequestResponse> {
  const { json, ...rest } = options;
  return app.inject({
    remoteAddress: uniqueAddress(),
    ...rest,
    ...(json === undefined
      ? {}
      : { payload: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }),
  });
}
