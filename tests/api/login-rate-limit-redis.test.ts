import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { rateLimits } from '../../src/server/plugins/security';
import { createUser } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';

/** Two instances on one Redis share the login counters (REDIS_URL; Redis runs on this machine). */
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

  // A fresh email and random addresses per run, so counters left in Redis by an earlier run never matter.
  const uniqueAddress = () => `10.${[...randomBytes(3)].join('.')}`;
  const freshEmail = () => `redis.${randomBytes(6).toString('hex')}@example.com`;
  const attempt = (app: TestApp, email: string, remoteAddress = uniqueAddress(), password = 'password123') =>
    app.app.inject({ method: 'POST', url: '/v1/api/login', remoteAddress, payload: { email, password } });

  it('counts attempts for one email on both instances against one ceiling', async () => {
    const email = freshEmail();
    const max = rateLimits.loginPerEmail.max;
    for (let i = 0; i < max; i++) expect((await attempt(i % 2 === 0 ? a : b, email)).statusCode).toBe(404);
    const refused = await attempt(b, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.generic.tooManyRequests });
    expect((await attempt(a, email)).statusCode).toBe(429);
  });

  it('refuses one address for one email on both instances, and lets the owner in from another', async () => {
    // The account lives in a's database; b only counts (its database has no such account: 404).
    const user = await createUser(a.db, { email: freshEmail() });
    const attacker = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await attempt(i % 2 === 0 ? a : b, user.email, attacker, 'wrong password')).statusCode);
    }
    const max = rateLimits.loginPerEmailAndAddress.max;
    expect(statuses.slice(max)).toEqual(Array<number>(8 - max).fill(429));
    expect((await attempt(a, user.email, attacker, user.password)).statusCode).toBe(429);
    expect((await attempt(a, user.email, uniqueAddress(), user.password)).statusCode).toBe(200);
  });

  it("does not count successful logins against the address, and trusts the owner's browser past the ceiling", async () => {
    const user = await createUser(a.db, { email: freshEmail() });
    const campus = uniqueAddress();
    for (let i = 0; i < rateLimits.loginPerAddress.max + 5; i++) {
      expect((await attempt(a, user.email, campus, user.password)).statusCode).toBe(200);
    }
    const home = await attempt(a, user.email, campus, user.password);
    const cookie = String(home.headers['set-cookie']).split(';')[0]!;
    // Failures for the email from many addresses, through both instances, pass its ceiling.
    const addresses = Math.ceil(rateLimits.loginPerEmail.max / rateLimits.loginPerEmailAndAddress.max) + 1;
    for (let n = 0; n < addresses; n++) {
      const address = uniqueAddress();
      for (let i = 0; i < rateLimits.loginPerEmailAndAddress.max; i++) {
        await attempt(n % 2 === 0 ? a : b, user.email, address, 'wrong password');
      }
    }
    expect((await attempt(a, user.email, uniqueAddress(), user.password)).statusCode).toBe(429);
    const owner = await a.app.inject({
      method: 'POST',
      url: '/v1/api/login',
      remoteAddress: uniqueAddress(),
      headers: { cookie },
      payload: { email: user.email, password: user.password },
    });
    expect(owner.statusCode).toBe(200);
  });
});
