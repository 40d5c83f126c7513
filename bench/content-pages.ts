/**
 * The content pages at their size (docs/requirements.md#quality-bars): /team with a published tenure of 70 people
 * and /photo with a current album of 200 photos, seeded in the bench's own database (PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite under a scratch DATA_DIR) and served by the real
 * server. Prints each page's HTML as sent (brotli, with headers; one round trip is 14,600 bytes), its latency
 * over 200 sequential requests once warm (p50, p99) and Lighthouse mobile (median of `runs`; LCP <= 1.2 s,
 * CLS 0). The portraits and photos are the shipped files (public/team/, public/gallery/), used again and again.
 * Run alone with `npx tsx bench/content-pages.ts [--lighthouse-runs <n>] [--skip-lighthouse]` after a build.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ContentImage } from '~/shared/schemas/content';
import { type Database, createDatabase, createPostgresDatabase, queryRows } from '../src/server/db/client';
import { publishTenure } from '../src/server/modules/team/editor';
import {
  createDatabase as createPgDatabase,
  dropDatabase,
  withDatabaseName,
} from '../tests/support/pg-admin';
import { initialWindowBytes, responseBytes } from './bundle-size';
import { type LighthouseFigures, lighthouseBars, runLighthouse } from './lighthouse';
import { startBenchServer } from './server';
import { quantile } from './stats';

export const TEAM_PEOPLE = 70;
export const ALBUM_PHOTOS = 200;
const TENURE = '2030-31';
const REQUESTS = 200;

export interface ContentPageFigures {
  route: string;
  what: string;
  htmlBytes: number;
  p50Ms: number;
  p99Ms: number;
  lighthouse: LighthouseFigures | null;
}

export interface ContentPagesResult {
  database: 'postgres' | 'pglite';
  pages: ContentPageFigures[];
}

/** A published, current tenure of 70 people in six groups, and a current album of 200 photos. */
async function seed(database: Database): Promise<void> {
  const { db } = database;
  const portraits = readdirSync(resolve('public/team')).filter((f) => f.endsWith('.webp'));
  const [user] = await queryRows<{ id: string; email: string }>(
    db,
    sql`insert into users (name, email, phone, password_hash, is_verified, role)
        values ('Bench Editor', 'bench.editor@example.com', '9876543210', 'not-a-hash', true, 'superadmin')
        returning id, email`,
  );
  const [tenure] = await queryRows<{ id: string }>(
    db,
    sql`insert into team_tenures (label, intro) values (${TENURE}, 'Seventy people, for the bench.') returning id`,
  );
  const groups = ['SENIOR SECRETARIAT', 'DEPUTIES', 'MEDIA', 'RESEARCH', 'OUTREACH', 'TECHNICAL TEAM'];
  for (const [g, name] of groups.entries()) {
    const [group] = await queryRows<{ id: string }>(
      db,
      sql`insert into team_groups (tenure_id, name, position) values (${tenure!.id}, ${name}, ${g + 1}) returning id`,
    );
    for (let i = g; i < TEAM_PEOPLE; i += groups.length) {
      const file = portraits[i % portraits.length]!;
      const name = `Bench Person ${String(i + 1).padStart(2, '0')}`;
      const photo = { url: `/team/${file}`, width: 320, height: 320, alt: `Portrait of ${name}` };
      const [person] = await queryRows<{ id: string }>(
        db,
        sql`insert into team_people (name, photo, mail, linkedin)
            values (${name}, ${JSON.stringify(photo)}::jsonb, ${`person${i + 1}@nits.ac.in`},
              ${`https://www.linkedin.com/in/bench-${i + 1}`})
            returning id`,
      );
      await db.execute(sql`
        insert into team_positions (tenure_id, group_id, person_id, role, position)
        values (${tenure!.id}, ${group!.id}, ${person!.id}, 'Member', ${i + 1})`);
    }
  }
  await publishTenure(db, user!, TENURE, { revision: 0, current: true });

  const shipped = (
    JSON.parse(readFileSync(resolve('tests/fixtures/gallery-seed.json'), 'utf8')) as {
      photos: { image: ContentImage }[];
    }
  ).photos.map((p) => p.image);
  await db.execute(sql`update gallery_albums set current = false`);
  const [album] = await queryRows<{ id: string }>(
    db,
    sql`insert into gallery_albums (title, position, published, current)
        values ('Two hundred photos', 0, true, true) returning id`,
  );
  for (let i = 0; i < ALBUM_PHOTOS; i++) {
    await db.execute(sql`
      insert into gallery_photos (album_id, caption, alt, image, position)
      values (${album!.id}, ${`Photo ${i + 1}`}, ${`Delegates in session, photo ${i + 1}`},
        ${JSON.stringify(shipped[i % shipped.length])}::jsonb, ${i + 1})`);
  }
}

async function latencies(url: string): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(quantile(times, 0.5)), p99: round(quantile(times, 0.99)) };
}

export async function benchContentPages({
  databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
  siteDir = resolve(process.env.SITE_DIR ?? 'build/client'),
  lighthouse = true,
  lighthouseRuns = 3,
}: {
  databaseUrl?: string | undefined;
  siteDir?: string;
  lighthouse?: boolean;
  lighthouseRuns?: number;
} = {}): Promise<ContentPagesResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nitsmun-content-'));
  let pgName: string | undefined;
  let env: Record<string, string> = { DATA_DIR: dataDir };
  if (databaseUrl) {
    pgName = `nitsmun_content_${process.pid}_${randomBytes(3).toString('hex')}`;
    await createPgDatabase(databaseUrl, pgName);
    env = { ...env, DATABASE_URL: withDatabaseName(databaseUrl, pgName) };
  }
  try {
    const database = env.DATABASE_URL
      ? await createPostgresDatabase(new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }))
      : await createDatabase({ DATA_DIR: dataDir });
    try {
      await database.migrate();
      await seed(database);
    } finally {
      await database.close();
    }
    const server = await startBenchServer({ ...env, SITE_DIR: siteDir, NODE_ENV: 'production', OCR: 'off' });
    try {
      const routes = [
        { route: '/team', what: `${TEAM_PEOPLE} people`, expect: `Bench Person ${TEAM_PEOPLE}` },
        { route: '/photo', what: `${ALBUM_PHOTOS} photos`, expect: 'Two hundred photos' },
      ];
      for (const { route, expect } of routes) {
        const html = await (await fetch(`${server.url}${route}`)).text();
        if (!html.includes(expect)) throw new Error(`${route} does not show the seeded content (${expect})`);
      }
      const figures = lighthouse
        ? await runLighthouse(
            routes.map(({ route }) => ({ route, url: `${server.url}${route}` })),
            { runs: lighthouseRuns },
          )
        : null;
      const pages: ContentPageFigures[] = [];
      for (const [i, { route, what }] of routes.entries()) {
        const { p50, p99 } = await latencies(`${server.url}${route}`);
        pages.push({
          route,
          what,
          htmlBytes: await responseBytes(`${server.url}${route}`),
          p50Ms: p50,
          p99Ms: p99,
          lighthouse: figures?.[i] ?? null,
        });
      }
      return { database: env.DATABASE_URL ? 'postgres' : 'pglite', pages };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && pgName) await dropDatabase(databaseUrl, pgName);
  }
}

/** Prints the figures; answers the bars missed (Lighthouse's LCP and CLS). */
export function printContentPagesBench(result: ContentPagesResult): string[] {
  const bars = lighthouseBars.public;
  console.log(
    `\nContent pages at size (${result.database}): /team with ${TEAM_PEOPLE} people, /photo with ${ALBUM_PHOTOS} photos;` +
      ` HTML as sent (brotli + headers; one round trip: ${initialWindowBytes} bytes), ${REQUESTS} sequential requests once warm,` +
      ` Lighthouse mobile (median; bars: LCP <= ${bars.lcpMs} ms, CLS <= ${bars.cls})`,
  );
  console.table(
    result.pages.map((p) => ({
      route: p.route,
      content: p.what,
      'html bytes': p.htmlBytes,
      'p50 ms': p.p50Ms,
      'p99 ms': p.p99Ms,
      'LCP ms': p.lighthouse?.lcpMs ?? '-',
      CLS: p.lighthouse?.cls ?? '-',
      performance: p.lighthouse?.performance ?? '-',
      benchmarkIndex: p.lighthouse?.benchmarkIndex ?? '-',
    })),
  );
  const misses: string[] = [];
  for (const p of result.pages) {
    if (!p.lighthouse) continue;
    if (p.lighthouse.lcpMs > bars.lcpMs)
      misses.push(`${p.route} (${p.what}) LCP ${p.lighthouse.lcpMs} ms > ${bars.lcpMs} ms`);
    if (p.lighthouse.cls > bars.cls)
      misses.push(`${p.route} (${p.what}) CLS ${p.lighthouse.cls} > ${bars.cls}`);
  }
  return misses;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runsArg = process.argv.indexOf('--lighthouse-runs');
  const misses = printContentPagesBench(
    await benchContentPages({
      lighthouse: !process.argv.includes('--skip-lighthouse'),
      lighthouseRuns: runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]),
    }),
  );
  console.log(misses.length ? `\nBars missed:\n- ${misses.join('\n- ')}` : '\nAll bars met.');
  process.exitCode = misses.length ? 1 : 0;
}
