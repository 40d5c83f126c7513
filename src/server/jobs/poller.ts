/**
 * A background round run every `pollMs` and at once when woken (after a request stored work for it). Rounds
 * never overlap: a wake during a round runs another right after it. A failed round is logged and the polling
 * goes on. The mail and OCR workers run their `drain()` on one.
 */
export interface Poller {
  /** Polls every `pollMs` until stop(); a second start() does nothing. */
  start(pollMs: number): void;
  /** Asks a started poller to run a round now. */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

/** `onFailure` hears a round's error (the workers log it). */
export function createPoller(round: () => Promise<unknown>, onFailure: (error: unknown) => void): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let rerun = false;
  let stopped = true;
  let pollMs = 0;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    if (running) {
      rerun = true;
      return;
    }
    running = round()
      .catch(onFailure)
      .finally(() => {
        running = undefined;
        const again = rerun;
        rerun = false;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    start(every) {
      if (!stopped) return;
      stopped = false;
      pollMs = every;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) rerun = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
