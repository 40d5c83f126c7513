/**
 * Migrations never change once they have run (the seed of each conference included): every committed
 * migration's SHA-256 is recorded in tests/fixtures/migration-hashes.json. A change to a list or a value
 * after it ran is a new migration, never an edit (docs/decisions/0022-conferences-as-data.md). Add the hash
 * of a new migration to the fixture when you commit it; never change an existing one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../src/server/db/migrations/', import.meta.url);
const recorded = JSON.parse(
  readFileSync(new URL('../fixtures/migration-hashes.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('committed migrations', () => {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();

  it('are all recorded, and none recorded has gone', () => {
    expect(files).toEqual(Object.keys(recorded).sort());
  });

  it.each(files)('%s is unchanged since it was committed', (name) => {
    const hash = createHash('sha256')
      .update(readFileSync(new URL(name, folder)))
      .digest('hex');
    expect(hash).toBe(recorded[name]);
  });

  it('are listed in the journal in order', () => {
    const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
  });
});
