import { describe, expect, it } from 'vitest';
import { memoryCounters, windowMs } from '../../src/server/plugins/limit-counters';

describe('memoryCounters', () => {
  it('counts in a fixed window, takes counts back, and starts again once the window is over', async () => {
    let now = 1_000;
    const counters = memoryCounters(10, () => now);
    expect(await counters.add('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 1_000;
    expect(await counters.add('k', 60_000)).toEqual({ count: 2, ttlMs: 59_000 });
    await counters.remove('k');
    await counters.remove('k');
    await counters.remove('k'); // never below 0
    expect((await counters.add('k', 60_000)).count).toBe(1);
    now += 60_000;
    expect(await counters.add('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('keeps at most its number of keys (visitors choose keys), dropping the oldest', async () => {
    const counters = memoryCounters(3, () => 0);
    for (const key of ['a', 'b', 'c', 'd']) await counters.add(key, 60_000);
    expect((await counters.add('a', 60_000)).count).toBe(1); // 'a' was dropped
    expect((await counters.add('d', 60_000)).count).toBe(2);
  });
});

describe('windowMs', () => {
  it('reads the windows the limits are written in', () => {
    expect(windowMs('15 minutes')).toBe(900_000);
    expect(windowMs('1 hour')).toBe(3_600_000);
    expect(windowMs('1 minute')).toBe(60_000);
    expect(() => windowMs('soon')).toThrow();
  });
});
