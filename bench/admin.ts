/**
 * The admin list and CSV export with 10,000 registrations: seeds a fresh in-memory PGlite database (two
 * INSERT ... SELECT generate_series statements), then times through app.inject GET /admin/getregistered
 * (every registration in the original's short form), the events with their counts, the per-event list
 * (default page of 500), a search, and the full CSV export (median of several runs).
 * Run alone with `npx tsx bench/admin.ts [count]`; `benchAdmin()` is what `npm run bench` calls.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createPgliteDatabase } from '../src/server/db/client';
import { createSession } from '../src/server/modules/accounts/sessions';
import { users } from '../src/server/modules/accounts/table';
import { SEEDED_EVENT as EVENT_NAME } from '../tests/support/seeded-event';
import { seedRegistrations } from '../tests/support/seed';
import { median } from './stats';

export interface AdminBenchResult {
  registrations: number;
  seedMs: number;
  /** Median of the runs, milliseconds. */
  registeredMs: number;
  eventsMs: number;
  listMs: number;
  searchMs: number;
  csvMs: number;
  listRows: number;
  registeredRows: number;
  csvBytes: number;
}

export async function benchAdmin({ count = 10_000, runs = 5 } = {}): Promise<AdminBenchResult> {
  const database = createPgliteDatabase(await PGlite.create());
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'nitsmun-bench-admin'),
  });
  const app = await buildApp({ config, database, site: false });
  await app.ready();
  try {
    const started = performance.now();
    await seedRegistrations(database.db, count);
    const seedMs = performance.now() - started;

    const [admin] = await database.db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: 'bench.admin@example.com',
        phone: '9876543210',
        passwordHash: 'not-a-hash',
        role: 'admin',
        isVerified: true,
      })
      .returning({ id: users.id });
    const { token } = await createSession(database.db, admin!.id);
    const headers = { authorization: `Bearer ${token}` };
    const base = `/v1/api/admin/events/${encodeURIComponent(EVENT_NAME)}`;

    const time = async (url: string) => {
      const durations: number[] = [];
      let last: Awaited<ReturnType<typeof app.inject>> | undefined;
      for (let i = 0; i < runs + 1; i++) {
        const t0 = performance.now();
        last = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - t0;
        if (last.statusCode !== 200) throw new Error(`${url}: ${last.statusCode} ${last.body.slice(0, 200)}`);
        if (i > 0) durations.push(elapsed); // the first run warms the query plans
      }
      return { ms: median(durations), response: last! };
    };

    const registered = await time('/v1/api/admin/getregistered');
    const summaries = await time('/v1/api/admin/events');
    const list = await time(`${base}/registrations`);
    const search = await time(`${base}/registrations?q=delegate%20123`);
    const csv = await time(`${base}/registrations.csv`);
    return {
      registrations: count,
      seedMs: Math.round(seedMs),
      registeredMs: Math.round(registered.ms * 10) / 10,
      eventsMs: Math.round(summaries.ms * 10) / 10,
      listMs: Math.round(list.ms * 10) / 10,
      searchMs: Math.round(search.ms * 10) / 10,
      csvMs: Math.round(csv.ms * 10) / 10,
      listRows: (list.response.json() as { registrations: unknown[] }).registrations.length,
      registeredRows: (registered.response.json() as { allSuchEvents: unknown[] }).allSuchEvents.length,
      csvBytes: csv.response.rawPayload.length,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export function printAdminBench(result: AdminBenchResult): void {
  console.log(
    `\nAdmin API with ${result.registrations} registrations (PGlite in memory, app.inject, median)`,
  );
  console.table([
    { call: 'seed (2 statements)', ms: result.seedMs, size: `${result.registrations} rows` },
    { call: 'GET /admin/getregistered', ms: result.registeredMs, size: `${result.registeredRows} rows` },
    { call: 'GET /admin/events (counts)', ms: result.eventsMs, size: '' },
    { call: 'GET per-event list, default page', ms: result.listMs, size: `${result.listRows} rows` },
    { call: 'GET per-event list, search q=', ms: result.searchMs, size: '' },
    {
      call: 'GET registrations.csv (all)',
      ms: result.csvMs,
      size: `${Math.round(result.csvBytes / 1024)} KB`,
    },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 10_000);
  printAdminBench(await benchAdmin({ count }));
}
