/**
 * Fresh, fully migrated databases for tests, one per test file.
 * - PGlite (default): migrated once by the global setup and dumped to a file; each test file loads that
 *   snapshot into its own in-memory PGlite (a few hundred ms instead of migrating from scratch).
 * - PostgreSQL (TEST_DATABASE_URL set): the global setup migrates a template database once; each test file
 *   gets `CREATE DATABASE ... TEMPLATE ...` and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  createPgliteDatabase,
  createPostgresDatabase,
  pgliteOptions,
  poolOptions,
} from '../../src/server/db/client';
import { createDatabase, dropDatabase, withDatabaseName } from './pg-admin';
import { RemotePglite } from '../../src/server/db/pglite-remote';

export type TestDatabaseSetup =
  { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSetup | undefined;
  }
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

function providedSetup(): TestDatabaseSetup | undefined {
  try {
    return inject('testDatabase');
  } catch {
    return undefined;
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const setup = providedSetup();
  if (setup?.kind === 'postgres') return fromTemplate(setup.url, setup.template);
  if (setup?.kind === 'pglite') {
    const snapshot = new Blob([await readFile(setup.snapshot)]);
    // In a worker thread, as the server runs it (docs/decisions/0031).
    const database = createPgliteDatabase(
      await RemotePglite.create(undefined, { ...pgliteOptions, loadDataDir: snapshot }),
    );
    return { database, destroy: () => database.close() };
  }
  // Without the global setup (a test run outside the configured projects): migrate from scratch.
  const url = process.env.TEST_DATABASE_URL;
  if (url) return freshPostgres(url);
  const database = createPgliteDatabase(await PGlite.create(pgliteOptions));
  await database.migrate();
  return { database, destroy: () => database.close() };
}

function postgresTestDatabase(url: string, name: string): TestDatabase {
  const database = createPostgresDatabase(
    new pg.Pool({ ...poolOptions(withDatabaseName(url, name)), max: 5 }),
  );
  return {
    database,
    async destroy() {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

async function fromTemplate(url: string, template: string): Promise<TestDatabase> {
  const name = `${template}_f${randomBytes(5).toString('hex')}`;
  await createDatabase(url, name, template);
  return postgresTestDatabase(url, name);
}

async function freshPostgres(url: string): Promise<TestDatabase> {
  const name = `nitsmun_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(url, name);
  const testDb = postgresTestDatabase(url, name);
  await testDb.database.migrate();
  return testDb;
}
