// @ts-check
/**
 * The embedded database's thread (docs/decisions/0031-pglite-in-a-worker-thread.md): PGlite runs here, so its
 * queries (WebAssembly, synchronous inside) never hold up the server's event loop. The main thread talks to
 * it through `RemotePglite` (pglite-remote.ts) with the messages of pglite-protocol.ts. Plain JavaScript, so
 * a worker thread loads it as it is, whatever runs the server (tsx, vitest).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;
/** @type {import('./pglite-protocol').PgliteWorkerData} */
const { dataDir, options } = workerData;

/** As Drizzle's PGlite driver asks: dates, times and intervals stay the strings PostgreSQL sent. */
/** @param {string} value */
const keepText = (value) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepText],
  ),
);

class RolledBack extends Error {}

const db = await PGlite.create(dataDir, options);

/**
 * Open transactions. PGlite's `transaction` holds its lock (other queries wait) until its callback settles;
 * that callback waits here for the main thread's `end`. `done` is the transaction's outcome (a failed COMMIT
 * rejects it).
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end(commit: boolean): void, done: Promise<void> }>}
 */
const transactions = new Map();

/** @param {number} txId @returns {Promise<void>} */
function begin(txId) {
  return new Promise((started, failed) => {
    /** @type {Promise<void>} */
    const done = db.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          /** @param {boolean} commit */
          const end = (commit) => (commit ? resolve(undefined) : reject(new RolledBack()));
          transactions.set(txId, { tx, end, done });
          started();
        }),
    );
    done.catch(failed).finally(() => transactions.delete(txId)); // `failed` matters only before `started`
  });
}

/** @param {number} txId @param {boolean} commit */
async function finish(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error('the transaction has ended');
  open.end(commit);
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

/** @type {Map<string, () => Promise<void>>} */
const listeners = new Map();

/** @param {import('./pglite-protocol').PgliteRequest} request @returns {Promise<unknown>} */
async function handle(request) {
  switch (request.op) {
    case 'query': {
      const target = request.txId === undefined ? db : transactions.get(request.txId)?.tx;
      if (!target) throw new Error('the transaction has ended');
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      await begin(request.id);
      return request.id;
    case 'end':
      await finish(request.txId, request.commit);
      return null;
    case 'listen': {
      const channel = request.channel;
      const unlisten = await db.listen(channel, (payload) =>
        port.postMessage({ notification: channel, payload }),
      );
      listeners.set(channel, unlisten);
      return null;
    }
    case 'unlisten':
      await listeners.get(request.channel)?.();
      listeners.delete(request.channel);
      return null;
    case 'close':
      if (!db.closed) await db.close();
      return null;
  }
}

/** An error's message, name and plain fields (PostgreSQL's code, constraint, detail...). @param {unknown} error */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || value === null || typeof value === 'function' || typeof value === 'object')
      continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

port.on('message', (/** @type {import('./pglite-protocol').PgliteRequest} */ request) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result }),
    (error) => port.postMessage({ id: request.id, error: serializeError(error) }),
  );
});
port.postMessage({ ready: true });
