import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { rateLimits } from '../../src/server/plugins/security';
import { type TestApp, createTestApp, uniqueAddress } from '../support/app';

/** Two instances on one Redis share the per-email login counter (REDIS_URL; Redis runs on this machine). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('login limits shared through Redis', () => {
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

  it('counts attempts for one email on both instances against one limit', async () => {
    // A fresh email per run, so counters left in Redis by an earlier run never matter.
    const email = `redis.${randomBytes(6).toString('hex')}@example.com`;
    const attempt = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/api/login',
        remoteAddress: uniqueAddress(),
        payload: { email, password: 'password123' },
      });
    const max = rateLimits.loginPerEmail.max;
    for (let i = 0; i < max; i++) expect((await attempt(i % 2 === 0 ? a : b)).statusCode).toBe(404);
    const refused = await attempt(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.generic.tooManyRequests });
    expect((await attempt(a)).statusCode).toBe(429);
  });
});
