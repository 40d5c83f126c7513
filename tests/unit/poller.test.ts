/**
 * The background poller of the mail and OCR workers: rounds never overlap, a wake during a round runs one more
 * round right after it, a failed round is logged and polling goes on, and stop() waits for the round in progress.
 */
import { expect, it } from 'vitest';
import { createPoller } from '../../src/server/jobs/poller';

/** A round the test finishes by hand, counting how many ran and how many ran at once. */
function controlledRounds() {
  const finishers: Array<(fail?: boolean) => void> = [];
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  const waiters: Array<() => void> = [];
  const round = () =>
    new Promise<void>((resolve, reject) => {
      started++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      finishers.push((fail) => {
        running--;
        if (fail) reject(new Error('round failed'));
        else resolve();
      });
      for (const wake of waiters.splice(0)) wake();
    });
  /** Resolves once `n` rounds have started. */
  const startedRounds = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (started >= n ? resolve() : waiters.push(check));
      check();
    });
  return {
    round,
    startedRounds,
    finish: (index: number, fail = false) => finishers[index]!(fail),
    get started() {
      return started;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

const hour = 60 * 60 * 1000;

it('runs a round at start, and one more after a round that was woken during it, never two at once', async () => {
  const rounds = controlledRounds();
  const poller = createPoller(rounds.round, () => undefined);
  poller.start(hour);
  await rounds.startedRounds(1);
  poller.wake();
  poller.wake();
  expect(rounds.started).toBe(1);
  rounds.finish(0);
  await rounds.startedRounds(2);
  rounds.finish(1);
  const stopped = poller.stop();
  await stopped;
  expect(rounds.started).toBe(2);
  expect(rounds.mostAtOnce).toBe(1);
});

it('reports a failed round and keeps polling; stop() waits for the round in progress', async () => {
  const rounds = controlledRounds();
  const failures: unknown[] = [];
  const poller = createPoller(rounds.round, (error) => failures.push(error));
  poller.start(hour);
  await rounds.startedRounds(1);
  rounds.finish(0, true);
  poller.wake();
  await rounds.startedRounds(2);
  expect(failures).toEqual([new Error('round failed')]);
  let stopped = false;
  const stopping = poller.stop().then(() => (stopped = true));
  await Promise.resolve();
  expect(stopped).toBe(false);
  rounds.finish(1);
  await stopping;
  expect(stopped).toBe(true);
  poller.wake();
  expect(rounds.started).toBe(2);
});
