/**
 * Migration 0009 replaces the seeded portfolio lists with the ones the club published, but only where no
 * registration uses a name: an installed database whose registrations name an old portfolio keeps it.
 * Runs the committed SQL files in order on a fresh PGlite, with a registration made between 0008 and 0009.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropNarrow } from '../../src/server/images';
import { seededPortfolios } from '../support/seeded-event';

const folder = new URL('../../src/server/db/migrations/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const seedIndex = files.findIndex((name) => name.startsWith('0009_'));

async function run(db: PGlite, name: string) {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  for (const name of files.slice(0, seedIndex)) await run(db, name);
  // An installed 2024 site: someone registered with the old lists' 'Bhutan' (not in the published list).
  const { rows } = await db.query<{ id: string }>(
    `insert into users (name, email, phone, password_hash, is_verified)
     values ('Old Delegate', 'old@example.com', '9876543210', 'x', true) returning id`,
  );
  await db.query(
    `insert into registrations (user_id, event_id, kind, committee_preference, portfolio_preference,
       previous_mun_experience, amount_due)
     select $1, id, 'individual', '{UNHRC}', '{Bhutan}', 'None', 399 from events`,
    [rows[0]!.id],
  );
  for (const name of files.slice(seedIndex)) await run(db, name);
}, 60_000);
afterAll(() => db?.close());

const listOf = async (code: string) =>
  (
    await db.query<{ name: string }>(
      `select p.name from portfolios p join committees c on c.id = p.committee_id
       where c.code = $1 order by p.position, p.name`,
      [code],
    )
  ).rows.map((r) => r.name);

describe('migration 0009 on a database with registrations', () => {
  it('puts the published lists in place, in their order', async () => {
    for (const code of ['IB', 'IPC', 'Mahabharat'] as const) {
      expect(await listOf(code)).toEqual(seededPortfolios[code]);
    }
  });

  it('keeps an old name that a registration uses, after the published ones; drops the unused old ones', async () => {
    expect(await listOf('UNHRC')).toEqual([...seededPortfolios.UNHRC, 'Bhutan']);
  });
});

describe("migration 0014 (the seeded hero's phone cut)", () => {
  const cutIndex = files.findIndex((name) => name.startsWith('0014_'));
  const heroOf = async (db: PGlite) =>
    (await db.query<{ hero: Record<string, unknown> }>(`select hero from events`)).rows[0]!.hero;

  it('gives the seeded poster its cut, and leaves a hero that a superadmin replaced as it is', async () => {
    expect(await heroOf(db)).toMatchObject({
      url: '/events/annual-conference-2024/hero-1920.webp',
      narrow: { url: '/events/annual-conference-2024/hero-narrow.webp', width: 547, height: 820 },
    });
    const replaced = await PGlite.create();
    try {
      for (const name of files.slice(0, cutIndex)) await run(replaced, name);
      const uploaded = { url: '/v1/api/event-files/x', width: 1600, height: 900, alt: 'Hall' };
      await replaced.query(`update events set hero = $1::jsonb`, [JSON.stringify(uploaded)]);
      for (const name of files.slice(cutIndex)) await run(replaced, name);
      expect(await heroOf(replaced)).toEqual(uploaded);
    } finally {
      await replaced.close();
    }
  }, 60_000);

  it("is the server's own cut of the seeded poster, byte for byte (cropNarrow: about 14 KB, one round trip)", async () => {
    const dir = new URL('../../public/events/annual-conference-2024/', import.meta.url);
    const poster = readFileSync(new URL('hero-1920.webp', dir));
    const cut = await cropNarrow({ bytes: poster, contentType: 'image/webp', width: 1920, height: 820 });
    expect(cut).toMatchObject({ width: 547, height: 820 });
    expect(Buffer.compare(cut!.bytes, readFileSync(new URL('hero-narrow.webp', dir)))).toBe(0);
  });
});
