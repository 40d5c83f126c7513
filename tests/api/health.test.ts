import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { type TestApp, createTestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

describe('GET /healthz', () => {
  it('answers 200 {status: ok} while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is not rate limited', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.1' });
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('answers 503 once the database is closed', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', error: messages.generic.serviceUnavailable });
  });
});
