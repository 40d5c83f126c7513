/**
 * A fingerprint of every table of the database (every schema but PostgreSQL's own): its row count and
 * the md5 of its rows as text, sorted. Two snapshots are equal exactly when no table's content changed,
 * so a test can prove that a refused request wrote nothing, or that an accepted one wrote only where it
 * should. Nothing is excluded: sessions have no last-seen column, and rate-limit counters live in memory
 * or Redis, not in the database.
 *
 * Reading every row as text takes most of a snapshot's time, and most snapshots follow a request that wrote
 * nothing. So each table's fingerprint is kept with the identity of the row versions it was computed from
 * (their `ctid` and `xmin`: where each version lies and the transaction that wrote it), which one cheap
 * statement reads for every table. PostgreSQL never changes a row version in place: an insert, update or
 * delete leaves a different set of visible versions (an update writes a new version, even with the same
 * values), and a version, once gone, never comes back under the same `ctid` and `xmin`. When a table's
 * versions are the ones last seen, its content is the one last fingerprinted and that fingerprint is
 * reused; otherwise the content is read again. The fingerprint is still of the content: an update that
 * leaves the same values leaves the same fingerprint, as before.
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

/** Per database: each table's row versions when it was last fingerprinted, and that fingerprint. */
const lastSeen = new WeakMap<Executor, Map<string, { versions: string; fingerprint: string }>>();

/** The identity of a table's visible row versions: where each lies and the transaction that wrote it. */
const versionsOf = `count(*) || ':' || md5(coalesce(string_agg(t.ctid::text || t.xmin::text, ',' order by t.ctid), ''))`;
const contentOf = `count(*)::int || ':' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))`;

export async function snapshotDatabase(db: Executor): Promise<DbSnapshot> {
  const tables = await listTables(db);
  let seen = lastSeen.get(db);
  if (!seen) lastSeen.set(db, (seen = new Map()));
  const current = await queryRows<{ name: string; versions: string }>(
    db,
    sql.raw(
      tables
        .map((table) => `select ${literal(table)} as name, ${versionsOf} as versions from ${table} t`)
        .join(' union all '),
    ),
  );
  const stale = current
    .filter(({ name, versions }) => seen.get(name)?.versions !== versions)
    .map((r) => r.name);
  if (stale.length > 0) {
    // Versions and content of a table read in one statement: the pair kept always belongs together.
    const fresh = await queryRows<{ name: string; versions: string; fingerprint: string }>(
      db,
      sql.raw(
        stale
          .map(
            (table) =>
              `select ${literal(table)} as name, ${versionsOf} as versions, ${contentOf} as fingerprint from ${table} t`,
          )
          .join(' union all '),
      ),
    );
    for (const { name, versions, fingerprint } of fresh) seen.set(name, { versions, fingerprint });
  }
  return Object.fromEntries(tables.map((table) => [table, seen.get(table)!.fingerprint]));
}

/** The tables whose content differs between two snapshots (added or removed tables included). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
