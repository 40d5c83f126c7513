/**
 * The database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise PGlite (Postgres in
 * WASM) on disk under DATA_DIR. Both speak the same SQL, so the rest of the server sees one Drizzle API.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_QUERY_TIMEOUT_MS } from '../config';
import { RemotePglite } from './pglite-remote';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. Services take this as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: helpers that only write take this, so callers can pass their transaction. */
export type Executor = Db | Tx;

/**
 * A query of a hot path built once per database and prepared (named): neither Drizzle nor PostgreSQL
 * builds or plans it again on each call. `build` uses `sql.placeholder()` for its parameters.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const queries = new WeakMap<Db, Q>();
  return (db) => {
    let query = queries.get(db);
    if (query === undefined) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
}

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What a LISTEN connection reports (see `Database.listen`). */
export interface ListenHandlers {
  /** A notification's payload, in the order the notifying transactions committed. */
  notification(payload: string): void;
  /** The connection is gone (closed, broken or timed out): no more notifications come through it. */
  lost(error?: unknown): void;
}

/** A connection listening on one channel. */
export interface ListenConnection {
  /** Sends a notification on the channel through this connection (it comes back to this connection too). */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Listens on a channel (PostgreSQL LISTEN) over a connection of its own, outside the pool. Rejects when
   * the database cannot be reached; after that, `handlers.lost` reports the end of the connection.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<ListenConnection>;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the committed migrations (idempotent; safe with several instances starting at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** A LISTEN connection's own queries (LISTEN, its heartbeat) give up after this long: the link is then presumed dead. */
const LISTEN_QUERY_TIMEOUT_MS = 5000;
/** The application_name of LISTEN connections in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'nitsmun listener';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_243_118;

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATABASE_QUERY_TIMEOUT_MS?: number | undefined;
  DATA_DIR: string;
}

/**
 * The embedded database's settings. PostgreSQL's default 128 MB of shared buffers makes PGlite's WebAssembly
 * heap, which never shrinks, hold ~800 MB of resident memory from the start; 32 MB keeps it under 200 MB,
 * and the club's data (photos included) still mostly fits, the rest being in the OS page cache.
 */
export const pgliteOptions = { postgresqlconf: ['shared_buffers=32MB'] };

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.DATABASE_URL) {
    return createPostgresDatabase(
      new pg.Pool(poolOptions(options.DATABASE_URL, options.DATABASE_QUERY_TIMEOUT_MS)),
    );
  }
  const dataDir = resolve(options.DATA_DIR, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return createPgliteDatabase(await RemotePglite.create(dataDir, pgliteOptions));
}

/**
 * A database that stops answering without closing its connections (a network partition, a frozen host)
 * must not hold requests forever: a query waits at most `queryTimeoutMs` (the request then answers 503 and
 * the pool discards that connection), a new connection at most 5 s, and TCP keep-alive finds dead peers.
 */
export function poolOptions(
  connectionString: string,
  queryTimeoutMs: number = DEFAULT_QUERY_TIMEOUT_MS,
): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    query_timeout: queryTimeoutMs,
    keepAlive: true,
  };
}

export function createPostgresDatabase(pool: pg.Pool): Database {
  // A client losing its connection emits 'error': on the pool while idle, on the client itself while checked
  // out (a transaction). Without a listener Node would exit; the query in progress fails on its own (503)
  // and the pool discards the dead client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, handlers) {
      const client = new pg.Client({
        ...pool.options,
        query_timeout: LISTEN_QUERY_TIMEOUT_MS,
        // Named, so that it can be told apart in pg_stat_activity.
        application_name: LISTEN_APPLICATION_NAME,
      });
      let open = true;
      const lose = (error?: unknown) => {
        if (!open) return;
        open = false;
        handlers.lost(error);
        client.end().catch(() => {});
      };
      client.on('error', lose);
      client.on('end', () => lose());
      client.on('notification', (message) => {
        if (open && message.channel === channel) handlers.notification(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        open = false;
        await client.end().catch(() => {});
        throw error;
      }
      // A client runs one query at a time: the marks of requests answering at once take turns here rather
      // than in the client's own queue, which node-postgres deprecates.
      let turn: Promise<unknown> = Promise.resolve();
      return {
        async notify(payload) {
          const sent = turn.then(() => client.query('select pg_notify($1, $2)', [channel, payload]));
          turn = sent.catch(() => {});
          try {
            await sent;
          } catch (error) {
            lose(error);
            throw error;
          }
        },
        async close() {
          if (!open) return;
          open = false;
          await client.end().catch(() => {});
        },
      };
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * PGlite in this thread, or in a worker thread (`RemotePglite`, what the server uses: docs/decisions/0031).
 * Drizzle needs only `query` and `transaction` of it, which both offer.
 */
export function createPgliteDatabase(client: PGlite | RemotePglite): Database {
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, handlers) {
      // PGlite runs in this process: its notifications arrive while the committing query completes (from the
      // worker thread, just before that query's answer), and the connection is lost only when the database is closed.
      const unlisten = await client.listen(channel, (payload) => handlers.notification(payload));
      return {
        async notify(payload) {
          await client.query('select pg_notify($1, $2)', [channel, payload]);
        },
        async close() {
          if (!client.closed) await unlisten();
        },
      };
    },
    async migrate() {
      // A PGlite data directory belongs to one process, so there is no other instance to wait for.
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
