/**
 * The OCR worker of a running server: reads pending payment screenshots one at a time (service.ts), polling
 * and woken right after a registration stored one. main.ts starts it unless OCR is switched off; app.close()
 * stops it and terminates the engine's worker thread. Tests call `drain()`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createPoller } from '../../jobs/poller';
import { type OcrEngine, createOcrEngine } from './engine';
import { claimReading, readClaimed, releaseClaims } from './service';

const DEFAULT_POLL_MS = 10_000;

export interface OcrWorker {
  /** Whether OCR is on (config OCR): when off, nothing is read and start() does nothing. */
  readonly enabled: boolean;
  /** Reads one due screenshot, if any: its outcome, or null when nothing was due. */
  runOnce(now?: Date): Promise<'read' | 'not_read' | 'pending' | null>;
  /** Reads due screenshots until none is left; returns how many were attempted. */
  drain(now?: Date): Promise<number>;
  start(pollMs?: number): void;
  /** Asks a started worker to run now. */
  wake(): void;
  /**
   * The text of an image, read now on the same engine (its recognitions run one after another); null when
   * OCR is off. A failed recognition throws.
   */
  read(image: Buffer): Promise<string | null>;
  /** Stops polling, waits for the reading in progress and terminates the engine. */
  stop(): Promise<void>;
}

export function createOcrWorker({
  db,
  log,
  enabled,
  engine = createOcrEngine(),
}: {
  db: Db;
  log: FastifyBaseLogger;
  enabled: boolean;
  engine?: OcrEngine;
}): OcrWorker {
  const workerId = randomUUID();
  /** A round failed on the database: it may have left a claim of this worker behind. */
  let leftovers = false;

  async function runOnce(now = new Date()) {
    try {
      if (leftovers) {
        await releaseClaims(db, workerId);
        leftovers = false;
      }
      const claimed = await claimReading(db, workerId, now);
      if (!claimed) return null;
      const { state, error } = await readClaimed(db, engine, claimed, now);
      if (error) {
        log.warn(
          { err: error, paymentImageId: claimed.paymentImageId, attempts: claimed.attempts },
          state === 'pending' ? 'ocr: reading failed; will retry' : 'ocr: reading failed; giving up',
        );
      } else log.info({ paymentImageId: claimed.paymentImageId, state }, 'ocr: screenshot read');
      return state;
    } catch (error) {
      leftovers = true;
      throw error;
    }
  }

  async function drain(now?: Date) {
    let count = 0;
    while ((await runOnce(now)) !== null) count++;
    return count;
  }
  const poller = createPoller(drain, (error) => log.error({ err: error }, 'ocr: worker round failed'));

  return {
    enabled,
    runOnce,
    drain,
    start(every = DEFAULT_POLL_MS) {
      if (enabled) poller.start(every);
    },
    wake: () => poller.wake(),
    read: async (image) => (enabled ? engine.recognize(image) : null),
    async stop() {
      await poller.stop();
      await engine.close();
    },
  };
}
