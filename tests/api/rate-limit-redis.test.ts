import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { rateLimits } from '../../src/server/plugins/security';
import { type TestApp, createTestApp } from '../support/app';

/** Two server instances on one Redis share their rate-limit counters (REDIS_URL; Redis runs on this machine). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ site: false, env: { REDIS_URL: redisUrl } });
    b = await createTestApp({ site: false, env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts requests to both instances against one limit per address', async () => {
    // A fresh address per run, so counters left in Redis by an earlier run never matter.
    const remoteAddress = `172.${randomInt(16, 32)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const send = (app: TestApp, i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/api/contactus',
        remoteAddress,
        payload: { name: `Delegate ${i}`, email: `d${i}@example.com`, message: 'Hello' },
      });
    const max = rateLimits.contact.max;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await send(i % 2 === 0 ? a : b, i)).statusCode);
    expect(statuses).toEqual(Array(max).fill(200));

    const refusedByA = await send(a, max);
    const refusedByB = await send(b, max + 1);
    expect(refusedByA.statusCode).toBe(429);
    expect(refusedByB.statusCode).toBe(429);
    expect(refusedByB.json()).toEqual({ error: messages.generic.tooManyRequests });
  });
});
