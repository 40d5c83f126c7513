/**
 * The embedded database (PGlite, no DATABASE_URL) runs with small shared buffers: PostgreSQL's default 128 MB
 * made the WebAssembly heap hold ~800 MB resident from the start (docs/decisions/0024, which bounds memory).
 * It runs in a worker thread, so its queries never hold up the server's event loop (docs/decisions/0031).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Database, createDatabase, queryRows } from '../../src/server/db/client';
import { isDatabaseUnavailable, uniqueViolation } from '../../src/server/db/errors';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nitsmun-pglite-'));
  database = await createDatabase({ DATA_DIR: dir });
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

it('opens the embedded database under DATA_DIR with 32 MB of shared buffers', async () => {
  expect(database.kind).toBe('pglite');
  const result = await database.db.execute(sql`show shared_buffers`);
  expect(result).toMatchObject({ rows: [{ shared_buffers: '32MB' }] });
});

it('runs it in a worker thread: a long query does not hold up the event loop', async () => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 20);
  const started = performance.now();
  const rows = await queryRows(database.db, sql`select count(*)::int as n from generate_series(1, 3000000)`);
  const elapsed = performance.now() - started;
  clearInterval(timer);
  expect(rows).toEqual([{ n: 3_000_000 }]);
  // In this thread the query would run to its end before any timer fired (ticks = 0). The query must last
  // long enough for several to fire (3 million rows: about 600 ms on the machine the tests run on).
  expect(elapsed).toBeGreaterThan(100);
  expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 20 / 4));
});

it('keeps PostgreSQL errors, transactions and notifications across the thread', async () => {
  const { db } = database;
  await db.execute(sql`create table t (id int primary key)`);
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into t values (2)`);
  });
  expect(await queryRows(db, sql`select id from t`)).toEqual([{ id: 2 }]);
  const duplicate = await db.execute(sql`insert into t values (2)`).catch((error: unknown) => error);
  expect(uniqueViolation(duplicate)).toBe('t_pkey');

  const payloads: string[] = [];
  const listener = await database.listen('test_channel', {
    notification: (payload) => payloads.push(payload),
    lost: () => {},
  });
  await listener.notify('hello');
  await vi.waitFor(() => expect(payloads).toEqual(['hello']));
  await listener.close();
});

it('answers "unavailable" once closed (the last test of this file)', async () => {
  await database.close();
  await expect(database.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);
});
