/**
 * A hall behind one address: on campus Wi-Fi the delegates, the door and the chairs share one client
 * address. Anonymous requests are limited per address (rateLimits.global); a signed-in account's requests
 * are counted per account (rateLimits.signedIn, rateLimits.staff for admins), so the room and the door keep
 * working while the hall's anonymous traffic has used up the address's budget. A made-up token is no
 * session and counts against the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/plugins/security';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, uniqueAddress } from '../support/app';
import { type ChairFixture, chairFixture, chairPaths } from '../support/chairs';
import { type CheckinFixture, checkinFixture } from '../support/checkin';

let t: TestApp;
let fx: ChairFixture;
let door: CheckinFixture;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  fx = await chairFixture(t.db);
  door = await checkinFixture(t.db);
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
afterAll(() => t?.close());

const hall = uniqueAddress();
const from = (remoteAddress: string, method: 'GET' | 'PUT', url: string, headers = {}, json?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
  });

describe('one address for the whole hall', () => {
  it(`answers ${rateLimits.global.max} anonymous requests, then the chair's and the door's calls from the same address`, async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < rateLimits.global.max; i++) {
      const res = await from(hall, 'GET', '/v1/api/events');
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: rateLimits.global.max });
    // The address's anonymous budget is spent: one more anonymous request, or one with a made-up token, waits.
    expect((await from(hall, 'GET', '/v1/api/events')).statusCode).toBe(429);
    expect((await from(hall, 'GET', '/v1/api/events', bearer('made-up-token'))).statusCode).toBe(429);

    // The chair marks the roll call twice a second for ten seconds, the door checks in and counts.
    const { mark } = chairPaths(fx);
    for (let i = 0; i < 20; i++) {
      const res = await from(hall, 'PUT', mark(), fx.chair, {
        state: i % 2 ? 'present' : 'presentAndVoting',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const counts = `/v1/api/admin/events/${encodeURIComponent(door.eventName)}/checkin/counts`;
    for (let i = 0; i < 5; i++) expect((await from(hall, 'GET', counts, admin)).statusCode).toBe(200);
    // A delegate signed in on the same Wi-Fi reads the dashboard.
    expect((await from(hall, 'GET', '/v1/api/dashboard', fx.delegate)).statusCode).toBe(200);
  });
});
