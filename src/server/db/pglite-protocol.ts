/** The messages between the server's thread (pglite-remote.ts) and the embedded database's (pglite-worker.ts). */
import type { PGliteOptions } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  dataDir: string | undefined;
  options: Pick<PGliteOptions, 'postgresqlconf'> & { loadDataDir?: Blob };
}

export type PgliteCall =
  | { op: 'query'; sql: string; params: unknown[] | undefined; rowMode: 'array' | 'object'; txId?: number }
  | { op: 'begin' }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

export type PgliteRequest = { id: number } & PgliteCall;

export interface PgliteResponse {
  id: number;
  result?: unknown;
  /** An error's message, name and plain fields (PostgreSQL's code, constraint, detail...). */
  error?: { message: string; name?: string; fields?: Record<string, unknown> };
}

export interface PgliteNotification {
  notification: string;
  payload: string;
}
