/**
 * Every admin and superadmin call against the five kinds of caller (anonymous, unverified client, client,
 * admin, superadmin; a fresh set per call), the levels the route table declares, and no password hash or
 * token in any of their responses.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committeeByCode } from '../../content/committees';
import { messages } from '~/shared/messages';
import { users } from '../../src/server/modules/accounts/table';
import { EVENT_NAME, createRegistration, csvUrl, listUrl } from '../support/admin';
import { type Caller, createCallers, createUser } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

type Name = Caller['name'];
interface Outcome {
  status: number;
  body?: Record<string, unknown>;
}
const ok = (body?: Record<string, unknown>): Outcome => ({ status: 200, body });
const error = (status: number, message: string): Outcome => ({ status, body: { error: message } });
const unauthorized = error(401, messages.auth.unauthorized);
const notAuthorized = error(403, messages.generic.notAuthorized);

/** Only `allowed` succeed (with `success`); other signed-in callers get 403, anonymous 401. */
function only(allowed: Name[], success: Outcome): Record<Name, Outcome> {
  const names: Name[] = ['anonymous', 'unverified client', 'client', 'admin', 'superadmin'];
  return Object.fromEntries(
    names.map((name) => [
      name,
      allowed.includes(name) ? success : name === 'anonymous' ? unauthorized : notAuthorized,
    ]),
  ) as Record<Name, Outcome>;
}

interface Row {
  call: string;
  auth: string;
  run: (caller: Caller) => Promise<LightMyRequestResponse>;
  expected: Record<Name, Outcome>;
}

const m = messages.admin;
const ib = committeeByCode('IB').portfolios;
let nextPortfolio = 0;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, c: Caller, json?: Record<string, unknown>) =>
  request(t.app, { method, url: `/v1/api${url}`, headers: c.headers, ...(json ? { json } : {}) });

const rows: Row[] = [
  {
    call: 'GET /admin/getregistered',
    auth: 'admin',
    run: (c) => call('GET', '/admin/getregistered', c),
    expected: only(['admin'], ok({ message: m.eventsFetched })),
  },
  {
    call: 'GET /admin/events/:eventName/registrations',
    auth: 'admin',
    run: (c) => call('GET', listUrl(), c),
    expected: only(['admin'], ok({ message: m.registrationsFetched, eventName: EVENT_NAME })),
  },
  {
    call: 'GET /admin/events/:eventName/registrations.csv',
    auth: 'admin',
    run: (c) => call('GET', csvUrl(), c),
    expected: only(['admin'], ok()),
  },
  {
    call: 'GET /admin/registrations/:id',
    auth: 'admin',
    run: async (c) => call('GET', `/admin/registrations/${(await createRegistration(t.db)).id}`, c),
    expected: only(['admin'], ok({ message: m.registrationFetched })),
  },
  {
    call: 'GET /admin/registrations/:id/payment',
    auth: 'admin',
    run: async (c) => call('GET', `/admin/registrations/${(await createRegistration(t.db)).id}/payment`, c),
    expected: only(['admin'], ok()),
  },
  {
    call: 'PUT /confirm/reg',
    auth: 'admin',
    run: async (c) => call('PUT', '/confirm/reg', c, { regID: (await createRegistration(t.db)).id }),
    expected: only(['admin'], ok({ message: m.confirmed })),
  },
  {
    call: 'PUT /decline/reg',
    auth: 'admin',
    run: async (c) => call('PUT', '/decline/reg', c, { regID: (await createRegistration(t.db)).id }),
    expected: only(['admin'], ok({ message: m.declined })),
  },
  {
    call: 'PUT /admin/assign/portfolios',
    auth: 'admin',
    run: async (c) => {
      const reg = await createRegistration(t.db, { status: 'confirmed' });
      return call('PUT', '/admin/assign/portfolios', c, {
        eventID: reg.id,
        committee: 'IB',
        portfolio: ib[nextPortfolio++ % ib.length],
      });
    },
    expected: only(['admin'], ok({ message: m.assigned })),
  },
  {
    call: 'GET /admin/overview',
    auth: 'admin',
    run: (c) => call('GET', '/admin/overview', c),
    expected: only(['admin'], ok({ message: m.overviewFetched })),
  },
  {
    call: 'GET /getcontactusres',
    auth: 'staff',
    run: (c) => call('GET', '/getcontactusres', c),
    expected: only(['admin', 'superadmin'], ok({ message: m.contactResponsesFetched })),
  },
  {
    call: 'GET /superadmin/getallaccounts',
    auth: 'superadmin',
    run: (c) => call('GET', '/superadmin/getallaccounts', c),
    expected: only(['superadmin'], ok({ message: m.accountsFetched })),
  },
  {
    call: 'GET /superadmin/accounts/:id',
    auth: 'superadmin',
    run: async (c) => call('GET', `/superadmin/accounts/${(await createUser(t.db)).id}`, c),
    expected: only(['superadmin'], ok({ message: m.accountFetched })),
  },
  {
    call: 'PUT /elevate/admin',
    auth: 'superadmin',
    run: async (c) => call('PUT', '/elevate/admin', c, { accountID: (await createUser(t.db)).id }),
    expected: only(['superadmin'], ok({ message: m.elevated })),
  },
  {
    call: 'PUT /demote/client',
    auth: 'superadmin',
    run: async (c) =>
      call('PUT', '/demote/client', c, { accountID: (await createUser(t.db, { role: 'admin' })).id }),
    expected: only(['superadmin'], ok({ message: m.demoted })),
  },
  {
    call: 'DELETE /superadmin/deleteaccount',
    auth: 'superadmin',
    run: async (c) =>
      call('DELETE', '/superadmin/deleteaccount', c, { accountID: (await createUser(t.db)).id }),
    expected: only(['superadmin'], ok({ message: m.deleted })),
  },
  {
    call: 'GET /superadmin/getscheduleddeleteaccount',
    auth: 'superadmin',
    run: (c) => call('GET', '/superadmin/getscheduleddeleteaccount', c),
    expected: only(['superadmin'], ok()),
  },
  {
    call: 'GET /superadmin/audit',
    auth: 'superadmin',
    run: (c) => call('GET', '/superadmin/audit', c),
    expected: only(['superadmin'], ok({ message: m.auditFetched })),
  },
];

const responses: LightMyRequestResponse[] = [];
const tokens: string[] = [];

describe('authorisation of the admin and superadmin calls', () => {
  describe.each(rows)('$call', (row) => {
    it('answers each kind of caller as expected', async () => {
      for (const caller of await createCallers(t.db)) {
        const token = caller.headers.authorization?.replace('Bearer ', '');
        if (token) tokens.push(token);
        const res = await row.run(caller);
        responses.push(res);
        const expected = row.expected[caller.name];
        expect({ caller: caller.name, status: res.statusCode }).toEqual({
          caller: caller.name,
          status: expected.status,
        });
        if (expected.body) expect(res.json()).toMatchObject(expected.body);
        if (expected.status >= 400) expect(Object.keys(res.json())).toEqual(['error']);
      }
    });
  });

  it('has a row for every admin and superadmin route, with the declared levels', () => {
    const ours = t.app.routeAuth.filter(
      (r) =>
        ['/v1/api/admin/', '/v1/api/superadmin/', '/v1/api/confirm/', '/v1/api/decline/'].some((p) =>
          r.url.startsWith(p),
        ) || ['/v1/api/getcontactusres', '/v1/api/elevate/admin', '/v1/api/demote/client'].includes(r.url),
    );
    const declared = Object.fromEntries(
      ours
        // The registration switch belongs to the events module (tests/api/registration-authorization.test.ts).
        .filter((r) => r.url !== '/v1/api/superadmin/events/registration')
        .map((r) => [`${r.method} ${r.url.replace('/v1/api', '')}`, r.auth]),
    );
    expect(declared).toEqual(Object.fromEntries(rows.map((r) => [r.call, r.auth])));
  });

  it('never answers a password hash or a session token', async () => {
    const hashes = (await t.db.select({ hash: users.passwordHash }).from(users)).map((u) => u.hash);
    expect(responses.length).toBeGreaterThan(rows.length * 4);
    for (const res of responses) {
      const text = `${JSON.stringify(res.headers)}\n${res.rawPayload.toString('utf8')}`;
      expect(text).not.toMatch(/password|passwordHash|password_hash|tokenHash|token_hash/i);
      for (const hash of hashes) expect(text).not.toContain(hash);
      for (const token of tokens) expect(text).not.toContain(token);
    }
  });

  it('documents the calls in OpenAPI with their bearer requirement', async () => {
    const doc = (await request(t.app, { method: 'GET', url: '/v1/api/docs/json' })).json();
    expect(doc.paths['/v1/api/confirm/reg'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/v1/api/admin/assign/portfolios'].put.responses['409']).toBeDefined();
    expect(doc.paths['/v1/api/superadmin/deleteaccount'].delete.responses['403']).toBeDefined();
    expect(
      doc.paths['/v1/api/admin/events/{eventName}/registrations.csv'].get.responses['200'].content,
    ).toHaveProperty('text/csv');
  });
});
