/**
 * Every account call against the five kinds of caller: anonymous, unverified client, client, admin and
 * superadmin. Each call runs with a fresh set of callers, so destructive calls (logout, deletion) do not
 * affect the next.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { registerAuth } from '../../src/server/plugins/auth';
import { type Caller, createCallers, createUser, signupBody } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage } from '../support/images';

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
const unauthorized: Outcome = { status: 401, body: { error: messages.auth.unauthorized } };
const forbidden: Outcome = { status: 403, body: { error: messages.generic.notAuthorized } };

interface Row {
  call: string;
  run: (caller: Caller) => ReturnType<typeof request>;
  expected: Record<Name, Outcome>;
}

const everyone = (outcome: Outcome): Record<Name, Outcome> => ({
  anonymous: outcome,
  'unverified client': outcome,
  client: outcome,
  admin: outcome,
  superadmin: outcome,
});
const signedIn = (outcome: Outcome): Record<Name, Outcome> => ({
  ...everyone(outcome),
  anonymous: unauthorized,
});

/** The admin and superadmin calls (tests/api/admin-authorization.test.ts). */
const isAdminRoute = (url: string) =>
  ['/v1/api/admin/', '/v1/api/superadmin/', '/v1/api/confirm/', '/v1/api/decline/'].some((p) =>
    url.startsWith(p),
  ) || ['/v1/api/getcontactusres', '/v1/api/elevate/admin', '/v1/api/demote/client'].includes(url);

let photoUrl = '';
const rows: Row[] = [
  {
    call: 'POST /signup',
    run: (c) =>
      request(t.app, { method: 'POST', url: '/v1/api/signup', headers: c.headers, json: signupBody() }),
    expected: everyone(ok({ message: messages.signup.success })),
  },
  {
    call: 'POST /login',
    run: async (c) => {
      const user = await createUser(t.db);
      return request(t.app, {
        method: 'POST',
        url: '/v1/api/login',
        headers: c.headers,
        json: { email: user.email, password: user.password },
      });
    },
    expected: everyone(ok()),
  },
  {
    call: 'POST /logout',
    run: (c) => request(t.app, { method: 'POST', url: '/v1/api/logout', headers: c.headers }),
    expected: signedIn(ok({ message: messages.account.loggedOut })),
  },
  {
    call: 'GET /dashboard',
    run: (c) => request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: c.headers }),
    expected: signedIn(ok()),
  },
  {
    call: 'POST /sendlink',
    run: (c) => request(t.app, { method: 'POST', url: '/v1/api/sendlink', headers: c.headers }),
    expected: {
      ...signedIn({ status: 400, body: { error: messages.sendLink.alreadyVerified } }),
      'unverified client': ok(),
    },
  },
  {
    call: 'PUT /verifytoken/:token',
    run: (c) =>
      request(t.app, { method: 'PUT', url: `/v1/api/verifytoken/${'A'.repeat(43)}`, headers: c.headers }),
    expected: everyone({ status: 404, body: { error: messages.verify.userNotFound } }),
  },
  {
    call: 'POST /sendresetpwdlink',
    run: async (c) => {
      const user = await createUser(t.db);
      return request(t.app, {
        method: 'POST',
        url: '/v1/api/sendresetpwdlink',
        headers: c.headers,
        json: { email: user.email },
      });
    },
    expected: everyone(ok({ message: messages.forgot.success })),
  },
  {
    call: 'PUT /resetpassword',
    run: (c) =>
      request(t.app, {
        method: 'PUT',
        url: '/v1/api/resetpassword',
        headers: c.headers,
        json: { token: 'A'.repeat(43), newpwd: 'password123', cnewpwd: 'password123' },
      }),
    expected: everyone({ status: 404, body: { error: messages.reset.noUser } }),
  },
  {
    call: 'PUT /all/edit/profile',
    run: (c) =>
      request(t.app, {
        method: 'PUT',
        url: '/v1/api/all/edit/profile',
        headers: c.headers,
        json: { newName: 'New Name' },
      }),
    expected: signedIn(ok({ message: messages.profile.success })),
  },
  {
    call: 'DELETE /account',
    run: (c) => request(t.app, { method: 'DELETE', url: '/v1/api/account', headers: c.headers }),
    expected: { ...signedIn(ok()), admin: forbidden, superadmin: forbidden },
  },
  {
    call: 'GET /photos/:photoId',
    run: (c) => request(t.app, { method: 'GET', url: photoUrl, headers: c.headers }),
    expected: everyone(ok()),
  },
];

describe('authorisation of the account calls', () => {
  beforeAll(async () => {
    const [, , client] = await createCallers(t.db);
    await request(t.app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers: client!.headers,
      json: { photo: dataUrl('image/png', await makeImage('png')) },
    });
    photoUrl = (
      await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: client!.headers })
    ).json().photo;
  });

  describe.each(rows)('$call', (row) => {
    it('answers each kind of caller as expected', async () => {
      const callers = await createCallers(t.db);
      for (const caller of callers) {
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

  it('has a row for every account route of the route table, with the declared levels', () => {
    const declared = Object.fromEntries(
      t.app.routeAuth
        // Other modules' routes have their own authorization tests.
        .filter(
          (r) =>
            !isAdminRoute(r.url) &&
            ![
              '/v1/api/contactus',
              '/v1/api/blog/read',
              '/v1/api/verifytoken',
              '/v1/api/events',
              '/v1/api/events/:eventName',
              '/v1/api/superadmin/events/registration',
              '/v1/api/reg/yp',
              '/v1/api/sendinvite',
              '/v1/api/client/allevents',
            ].includes(r.url),
        )
        .map((r) => [`${r.method} ${r.url.replace('/v1/api', '')}`, r.auth]),
    );
    expect(Object.keys(declared).sort()).toEqual(rows.map((r) => r.call).sort());
    expect(declared).toEqual({
      'POST /signup': 'public',
      'POST /login': 'public',
      'POST /logout': 'anyUser',
      'GET /dashboard': 'anyUser',
      'POST /sendlink': 'anyUser',
      'PUT /verifytoken/:token': 'public',
      'POST /sendresetpwdlink': 'public',
      'PUT /resetpassword': 'public',
      'PUT /all/edit/profile': 'anyUser',
      'DELETE /account': 'client',
      'GET /photos/:photoId': 'public',
    });
  });

  it('documents the bearer requirement in OpenAPI', async () => {
    const doc = (await request(t.app, { method: 'GET', url: '/v1/api/docs/json' })).json();
    expect(doc.paths['/v1/api/dashboard'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/v1/api/dashboard'].get.responses['401']).toBeDefined();
    expect(doc.paths['/v1/api/account'].delete.responses['403']).toBeDefined();
    expect(doc.paths['/v1/api/login'].post.security).toBeUndefined();
    expect(doc.paths['/v1/api/logout'].post).toBeDefined();
    expect(doc.paths['/v1/api/photos/{photoId}'].get.responses['200'].content).toHaveProperty('image/webp');
  });
});

describe('route declarations', () => {
  it('refuses to register an API route without config.auth', async () => {
    const app = Fastify();
    registerAuth(app);
    expect(() => app.get('/v1/api/undeclared', async () => 'x')).toThrow(
      'API route GET /v1/api/undeclared must declare config.auth',
    );
    expect(() => app.get('/v1/api/declared', { config: { auth: 'public' } }, async () => 'x')).not.toThrow();
    await app.close();
  });
});
