import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { rateLimits } from '../../src/server/plugins/security';
import { createUser } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';
import { EVENT_NAME, createRegistrant, postInvite, setRegistrationOpen } from '../support/registration';

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

  it('counts group invites to one inbox on both instances against one limit', async () => {
    // Each instance has its own database: the invitee's account exists in both, under one fresh address.
    const email = `inbox.${randomInt(1e9)}@example.com`;
    for (const app of [a, b]) {
      await setRegistrationOpen(app.db, true);
      await createUser(app.db, { email });
    }
    const invite = async (app: TestApp, i: number) => {
      // A new leader each time: the per-account limit never comes into it.
      const leader = await createRegistrant(app.db);
      return postInvite(app.app, leader.headers, { email, eventName: EVENT_NAME, grpName: `Shared ${i}` });
    };
    const max = rateLimits.invitesPerInbox.max;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await invite(i % 2 === 0 ? a : b, i)).statusCode);
    expect(statuses).toEqual(Array(max).fill(200));
    expect((await invite(a, max)).statusCode).toBe(429);
    const refusedByB = await invite(b, max + 1);
    expect(refusedByB.statusCode).toBe(429);
    expect(refusedByB.json()).toEqual({ error: messages.generic.tooManyRequests });
  });
});
