/**
 * Vitest global setup for the projects that need a database: migrate once, then let every test file
 * clone the result (see test-database.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase, createPostgresDatabase } from '../../src/server/db/client';
import { createDatabase, dropDatabase, listDatabases, withDatabaseName } from './pg-admin';
import type {} from './test-database'; // declares the provided `testDatabase` context

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  return url ? setupPostgres(project, url) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = await PGlite.create();
  const database = createPgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(join(tmpdir(), 'nitsmun-test-'));
  const snapshot = join(dir, 'migrated.tar');
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshot });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject, url: string) {
  const template = `nitsmun_tpl_${randomBytes(4).toString('hex')}`;
  await createDatabase(url, template);
  const database = createPostgresDatabase(
    new pg.Pool({ connectionString: withDatabaseName(url, template), max: 1 }),
  );
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'postgres', url, template });
  return async () => {
    // Drop the per-file databases a crashed test may have left behind, then the template.
    for (const name of await listDatabases(url, `${template}_f`)) await dropDatabase(url, name);
    await dropDatabase(url, template);
  };
}
