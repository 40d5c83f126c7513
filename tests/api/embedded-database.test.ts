/**
 * The embedded database (PGlite, no DATABASE_URL) runs with small shared buffers: PostgreSQL's default 128 MB
 * made the WebAssembly heap hold ~800 MB resident from the start (docs/decisions/0024, issue 13's memory bar).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/client';

it('opens the embedded database under DATA_DIR with 32 MB of shared buffers', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'nitsmun-pglite-'));
  const database = await createDatabase({ DATA_DIR: dir });
  try {
    expect(database.kind).toBe('pglite');
    const result = await database.db.execute(sql`show shared_buffers`);
    expect(result).toMatchObject({ rows: [{ shared_buffers: '32MB' }] });
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
});
