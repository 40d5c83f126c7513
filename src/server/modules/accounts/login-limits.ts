/**
 * The login limits (docs/decisions/0048-device-cookies-and-campus-limits.md). Only failed attempts count: an
 * attempt adds one to each of its counters as it starts (so parallel guesses cannot pass a limit together) and
 * a successful login takes them back, so hundreds of students logging in behind one campus address never
 * reach its ceiling.
 *
 * - A browser with a valid device cookie for the email (device-cookie.ts) counts only against its own device:
 *   failures from other addresses or other browsers never lock it out.
 * - Any other attempt counts, in this order, against its client address (guessing across accounts), the pair
 *   (email, address), and the email from all untrusted browsers together (the ceiling that bounds guessing one
 *   account from many addresses). An attempt refused at one counter adds nothing to the ones after it.
 */
import { messages } from '~/shared/messages';
import { HttpError } from '../../http';
import { type LimitCounters, windowMs } from '../../plugins/limit-counters';
import { type Limit, rateLimits } from '../../plugins/security';
import type { DeviceCookie } from './device-cookie';

/** A 429 carrying its Retry-After (seconds). */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, messages.generic.tooManyRequests);
  }
}

export interface LoginAttempt {
  /** The attempt succeeded: it no longer counts anywhere. */
  succeeded(): Promise<void>;
}

export function loginLimiter(counters: LimitCounters) {
  return {
    /** Counts the attempt, or throws TooManyAttempts when one of its limits is passed. */
    async admit(attempt: { email: string; address: string; device?: DeviceCookie }): Promise<LoginAttempt> {
      const { email, address, device } = attempt;
      const steps: [string, Limit][] = device
        ? [[`login-device:${device.nonce}`, rateLimits.loginPerDevice]]
        : [
            [`login-address:${address}`, rateLimits.loginPerAddress],
            [`login-email-address:${email}|${address}`, rateLimits.loginPerEmailAndAddress],
            [`login-email:${email}`, rateLimits.loginPerEmail],
          ];
      const counted: string[] = [];
      for (const [key, limit] of steps) {
        const { count, ttlMs } = await counters.add(key, windowMs(limit.timeWindow));
        if (count > limit.max) throw new TooManyAttempts(Math.max(1, Math.ceil(ttlMs / 1000)));
        counted.push(key);
      }
      return {
        async succeeded() {
          await Promise.all(counted.map((key) => counters.remove(key)));
        },
      };
    },
  };
}
