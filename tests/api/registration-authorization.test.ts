/**
 * Every event and registration call against the five kinds of caller: anonymous, unverified client,
 * client, admin and superadmin (a fresh set per call), and the levels the route table declares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { type Caller, createCallers, createUser } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { EVENT_NAME, individualBody, outsiderFields, setRegistrationOpen } from '../support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
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
const verifyFirst = error(403, messages.auth.verifyEmailFirst);
const staffRefused = error(403, messages.registration.adminsNotAllowed);

const everyone = (outcome: Outcome): Record<Name, Outcome> => ({
  anonymous: outcome,
  'unverified client': outcome,
  client: outcome,
  admin: outcome,
  superadmin: outcome,
});

interface Row {
  call: string;
  auth: string;
  run: (caller: Caller) => ReturnType<typeof request>;
  expected: Record<Name, Outcome>;
}

const rows: Row[] = [
  {
    call: 'GET /events',
    auth: 'public',
    run: (c) => request(t.app, { method: 'GET', url: '/v1/api/events', headers: c.headers }),
    expected: everyone(ok({ message: messages.registration.eventsFetched })),
  },
  {
    call: 'GET /events/:eventName',
    auth: 'public',
    run: (c) =>
      request(t.app, {
        method: 'GET',
        url: `/v1/api/events/${encodeURIComponent(EVENT_NAME)}`,
        headers: c.headers,
      }),
    expected: everyone(ok({ message: messages.registration.eventFetched })),
  },
  {
    call: 'PUT /superadmin/events/registration',
    auth: 'superadmin',
    run: (c) =>
      request(t.app, {
        method: 'PUT',
        url: '/v1/api/superadmin/events/registration',
        headers: c.headers,
        json: { eventName: EVENT_NAME, open: true },
      }),
    expected: {
      anonymous: unauthorized,
      'unverified client': notAuthorized,
      client: notAuthorized,
      admin: notAuthorized,
      superadmin: ok({ message: messages.registration.opened }),
    },
  },
  {
    call: 'POST /reg/yp',
    auth: 'verifiedClient',
    run: async (c) =>
      request(t.app, {
        method: 'POST',
        url: '/v1/api/reg/yp',
        headers: c.headers,
        json: await individualBody(outsiderFields()),
      }),
    expected: {
      anonymous: unauthorized,
      'unverified client': verifyFirst,
      client: ok({ message: messages.registration.success }),
      admin: staffRefused,
      superadmin: staffRefused,
    },
  },
  {
    call: 'POST /sendinvite',
    auth: 'verifiedClient',
    run: async (c) => {
      const member = await createUser(t.db);
      return request(t.app, {
        method: 'POST',
        url: '/v1/api/sendinvite',
        headers: c.headers,
        json: { email: member.email, eventName: EVENT_NAME, grpName: 'Authorised' },
      });
    },
    expected: {
      anonymous: unauthorized,
      'unverified client': verifyFirst,
      client: ok({ message: messages.registration.inviteSent }),
      admin: staffRefused,
      superadmin: staffRefused,
    },
  },
  {
    call: 'GET /client/allevents',
    auth: 'client',
    run: (c) => request(t.app, { method: 'GET', url: '/v1/api/client/allevents', headers: c.headers }),
    expected: {
      anonymous: unauthorized,
      'unverified client': ok({ ypEvents: [] }),
      client: ok({ ypEvents: [] }),
      admin: notAuthorized,
      superadmin: notAuthorized,
    },
  },
];

describe('authorisation of the event and registration calls', () => {
  describe.each(rows)('$call', (row) => {
    it('answers each kind of caller as expected', async () => {
      for (const caller of await createCallers(t.db)) {
        const res = await row.run(caller);
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

  it('has a row for every event and registration route, with the declared levels', () => {
    const ours = t.app.routeAuth.filter((r) =>
      [
        '/v1/api/events',
        '/v1/api/superadmin/events',
        '/v1/api/reg/',
        '/v1/api/sendinvite',
        '/v1/api/client/',
      ].some((prefix) => r.url.startsWith(prefix)),
    );
    const declared = Object.fromEntries(
      ours.map((r) => [`${r.method} ${r.url.replace('/v1/api', '')}`, r.auth]),
    );
    expect(declared).toEqual(Object.fromEntries(rows.map((r) => [r.call, r.auth])));
  });

  it('documents the calls in OpenAPI', async () => {
    const doc = (await request(t.app, { method: 'GET', url: '/v1/api/docs/json' })).json();
    expect(doc.paths['/v1/api/reg/yp'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/v1/api/reg/yp'].post.requestBody).toBeDefined();
    expect(doc.paths['/v1/api/sendinvite'].post.responses['409']).toBeDefined();
    expect(doc.paths['/v1/api/events'].get.security).toBeUndefined();
    expect(doc.paths['/v1/api/superadmin/events/registration'].put.responses['403']).toBeDefined();
  });
});
