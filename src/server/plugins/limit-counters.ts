/**
 * Counters for limits that count only some requests (failed logins): a request adds one when it starts and
 * takes it back when it turns out not to count, so concurrent requests can never pass a limit together. Kept
 * in Redis when REDIS_URL is set (shared by every instance, like @fastify/rate-limit's counters), otherwise in
 * a bounded map in memory.
 */
import type { Redis } from 'ioredis';

export interface CounterState {
  /** The count after this request's one. */
  count: number;
  /** Milliseconds until the window ends and the count starts again at 0. */
  ttlMs: number;
}

export interface LimitCounters {
  /** Adds one to `key` in a fixed window of `windowMs` started by its first count. */
  add(key: string, windowMs: number): Promise<CounterState>;
  /** Takes one back from `key` (never below 0). */
  remove(key: string): Promise<void>;
}

/** A window written as @fastify/rate-limit's timeWindow strings are ('15 minutes', '1 hour'), in ms. */
export function windowMs(timeWindow: string): number {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(timeWindow);
  if (!match) throw new Error(`unreadable time window: ${timeWindow}`);
  const unit = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 }[
    match[2] as 'second' | 'minute' | 'hour' | 'day'
  ];
  return Number(match[1]) * unit;
}

/**
 * In memory: at most `maxKeys` counters (keys are partly chosen by visitors, such as the email of a login,
 * so the map must not grow without a bound); the oldest are dropped first, and expired ones on the way.
 */
export function memoryCounters(maxKeys = 50_000, now: () => number = Date.now): LimitCounters {
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    async add(key, window) {
      const time = now();
      let entry = counters.get(key);
      if (!entry || entry.resetAt <= time) {
        counters.delete(key);
        entry = { count: 0, resetAt: time + window };
        counters.set(key, entry);
        while (counters.size > maxKeys) {
          const oldest = counters.keys().next().value as string;
          counters.delete(oldest);
        }
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - time };
    },
    async remove(key) {
      const entry = counters.get(key);
      if (entry && entry.resetAt > now() && entry.count > 0) entry.count -= 1;
    },
  };
}

const addScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const removeScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * In Redis, one atomic script per change. While Redis cannot be reached, requests are let through (count 0),
 * as the other limits do: an outage of the limit store must not take logins down.
 */
export function redisCounters(redis: Redis, onError: (error: unknown) => void): LimitCounters {
  const prefix = 'nitsmun-lc:';
  return {
    async add(key, window) {
      try {
        const [count, ttl] = (await redis.eval(addScript, 1, prefix + key, String(window))) as [
          number,
          number,
        ];
        return { count: Number(count), ttlMs: Number(ttl) };
      } catch (error) {
        onError(error);
        return { count: 0, ttlMs: window };
      }
    },
    async remove(key) {
      try {
        await redis.eval(removeScript, 1, prefix + key);
      } catch (error) {
        onError(error);
      }
    },
  };
}
