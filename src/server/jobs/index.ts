/**
 * Periodic background jobs of a running server: account deletion and housekeeping, hourly. main.ts starts
 * them; app.close() stops them. Tests call the job functions directly with a `now`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deleteDueAccounts } from './deletion';
import { purgeExpired } from './housekeeping';

export const JOBS_INTERVAL_MS = 60 * 60 * 1000;

export interface Jobs {
  /** Runs every job once. */
  runOnce(now?: Date): Promise<void>;
  /** Runs the jobs now and then every `intervalMs`. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createJobs(db: Db, log: FastifyBaseLogger): Jobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runOnce(now = new Date()) {
    const deleted = await deleteDueAccounts(db, now);
    if (deleted > 0) log.info({ deleted }, 'jobs: deleted accounts scheduled for deletion');
    await purgeExpired(db, now);
  }

  function run() {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'jobs: run failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce,
    start(intervalMs = JOBS_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
