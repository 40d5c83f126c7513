// @ts-check
/**
 * The statement reader's worker thread (docs/decisions/0061-statement-layouts-and-settling.md): reads one
 * workbook given in `workerData` and posts back `{ rows }` or `{ refusal }` (a message key), then ends.
 * Parsing a workbook of thousands of lines takes seconds of CPU; here it never holds the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { XlsxRefusal, readXlsxRows } from './xlsx-rows.mjs';

if (!parentPort) throw new Error('xlsx-worker.mjs runs as a worker thread');
const port = parentPort;
/** @type {{ bytes: Uint8Array, limits: { maxLines: number, maxColumns: number, maxCell: number } }} */
const { bytes, limits } = workerData;

try {
  port.postMessage({ rows: await readXlsxRows(bytes, limits) });
} catch (error) {
  port.postMessage({ refusal: error instanceof XlsxRefusal ? error.reason : 'unreadable' });
}
