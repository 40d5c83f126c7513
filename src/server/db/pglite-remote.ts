/**
 * The embedded database seen from the server's thread: PGlite runs in a worker thread (pglite-worker.mjs), and
 * `RemotePglite` offers the part of PGlite's interface the server uses (Drizzle's `query` and `transaction`,
 * `listen`, `close`) by messages (docs/decisions/0031-pglite-in-a-worker-thread.md). Results come back by
 * structured clone; errors keep PostgreSQL's fields (code, constraint...), so callers see what PGlite raised.
 */
import { Worker } from 'node:worker_threads';
import type { PGliteOptions, Results } from '@electric-sql/pglite';
import type {
  PgliteCall,
  PgliteNotification,
  PgliteRequest,
  PgliteResponse,
  PgliteWorkerData,
} from './pglite-protocol';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type QueryOptions = { rowMode?: 'array' | 'object' };

/** What a call answers when the worker is gone; errors.ts counts it as "the database is unavailable". */
const CLOSED_MESSAGE = 'PGlite is closed';

function toError(error: NonNullable<PgliteResponse['error']>): Error {
  const result = new Error(error.message);
  if (error.name) result.name = error.name;
  Object.assign(result, error.fields);
  return result;
}

/** A transaction's queries, as Drizzle's PGlite session uses them. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export class RemotePglite {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** The callbacks of each channel (the worker listens once per channel and passes every notification here). */
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private ended = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: PgliteResponse | PgliteNotification) => {
      if ('notification' in message) {
        for (const callback of this.listeners.get(message.notification) ?? []) callback(message.payload);
        return;
      }
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.error) call.reject(toError(message.error));
      else call.resolve(message.result);
    });
    worker.on('exit', () => this.gone());
  }

  /** Opens the database in a new worker thread; rejects when PGlite cannot open it. */
  static async create(
    dataDir: string | undefined,
    options: PgliteWorkerData['options'] & Pick<PGliteOptions, 'postgresqlconf'>,
  ): Promise<RemotePglite> {
    const workerData: PgliteWorkerData = { dataDir, options };
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData,
      // Its JavaScript only passes queries and rows along (PGlite's memory is WebAssembly, outside these
      // limits): a small young generation keeps the thread's own heap from growing by tens of MB under load.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if ((message as { ready?: boolean }).ready) {
          worker.off('error', reject);
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new RemotePglite(worker);
  }

  get closed(): boolean {
    return this.ended;
  }

  private call<T>(request: PgliteCall): Promise<T> {
    const id = this.nextId++;
    if (this.ended) return Promise.reject(new Error(CLOSED_MESSAGE));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } as PgliteRequest);
    });
  }

  private gone() {
    this.ended = true;
    for (const call of this.pending.values()) call.reject(new Error(CLOSED_MESSAGE));
    this.pending.clear();
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object', txId });
  }

  /** Runs `fn` in one transaction (BEGIN ... COMMIT, or ROLLBACK when `fn` throws); other queries wait. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    const tx: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ op: 'end', txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  /**
   * Calls `callback` with each notification on `channel`, beside any other listener of it (as two PostgreSQL
   * connections can listen on one channel); resolves to the function that stops this one listening.
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) this.listeners.set(channel, (callbacks = new Set()));
    callbacks.add(callback);
    if (callbacks.size === 1) await this.call({ op: 'listen', channel });
    return async () => {
      if (!callbacks.delete(callback) || callbacks.size > 0) return;
      this.listeners.delete(channel);
      if (!this.ended) await this.call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
    this.gone();
  }
}
