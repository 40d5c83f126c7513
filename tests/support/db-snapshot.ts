/**
 * A fingerprint of every table of the database (every schema but PostgreSQL's own): its row count and
 * the md5 of its rows as text, sorted. Two snapshots are equal exactly when no table's content changed,
 * so a test can prove that a refused request wrote nothing, or that an accepted one wrote only where it
 * should. Nothing is excluded: sessions have no last-seen column, and rate-limit counters live in memory
 * or Redis, not in the database.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../src/server/db/client';

/** `schema.table` (quoted where needed) -> `<rows>:<md5 of the sorted rows>` */
export type DbSnapshot = Record<string, string>;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Every table, as `schema.table` with each part quoted where SQL needs it. */
export async function listTables(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`,
  );
  return rows.map((r) => r.name);
}

export async function snapshotDatabase(db: Executor): Promise<DbSnapshot> {
  const tables = await listTables(db);
  const parts = tables.map(
    (table) =>
      `select ${literal(table)} as name, count(*)::int as n, ` +
      `md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${table} t`,
  );
  const rows = await queryRows<{ name: string; n: number; h: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.h}`]));
}

/** The tables whose content differs between two snapshots (added or removed tables included). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
