/**
 * Bad input never produces a 5xx: random JSON, wrong types, extra fields and huge strings sent to every
 * account call answer 4xx with `{ error: string }` (or succeed, where the input happens to be valid).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

interface Endpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  fields: string[];
  auth: boolean;
}

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/v1/api/signup',
    fields: [
      'name',
      'email',
      'phone',
      'password',
      'confirmPassword',
      'isStudentOfNITS',
      'scholarID',
      'branch',
      'instituteEmail',
      'year',
    ],
    auth: false,
  },
  { method: 'POST', url: '/v1/api/login', fields: ['email', 'password'], auth: false },
  { method: 'POST', url: '/v1/api/sendresetpwdlink', fields: ['email'], auth: false },
  { method: 'PUT', url: '/v1/api/resetpassword', fields: ['token', 'newpwd', 'cnewpwd'], auth: false },
  {
    method: 'PUT',
    url: '/v1/api/all/edit/profile',
    fields: ['newName', 'newPwd', 'confirmNewPwd', 'phone', 'photo'],
    auth: true,
  },
  { method: 'POST', url: '/v1/api/sendlink', fields: [], auth: true },
  { method: 'POST', url: '/v1/api/logout', fields: [], auth: true },
  { method: 'DELETE', url: '/v1/api/account', fields: [], auth: true },
];

const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  hugeString,
  fc.constantFrom(
    '',
    ' ',
    '@',
    'a@b.c',
    'data:image/png;base64,',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '<script>',
    "' or 1=1 --",
  ),
);

async function send(endpoint: Endpoint, body: unknown) {
  const headers = endpoint.auth
    ? bearer(await sessionFor(t.db, await createUser(t.db, { verified: false })))
    : {};
  return request(t.app, { method: endpoint.method, url: endpoint.url, headers, json: body });
}

function expectNoServerError(res: Awaited<ReturnType<typeof request>>) {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error).toBe('string');
  }
}

describe.each(endpoints)('$method $url', (endpoint) => {
  it('answers random JSON bodies without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => expectNoServerError(await send(endpoint, body))),
      { numRuns: 15 },
    );
  });

  it('answers objects with its fields of any type and size, plus extra fields, without a 5xx', async () => {
    const known = Object.fromEntries(endpoint.fields.map((f) => [f, fieldValue]));
    const body = fc.record({ ...known, extra: fieldValue }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(body, async (value) => expectNoServerError(await send(endpoint, value))),
      { numRuns: 25 },
    );
  });
});

describe('other malformed requests', () => {
  it.each([
    [
      'a token path segment with odd characters',
      'PUT',
      `/v1/api/verifytoken/${encodeURIComponent("'; drop table users; --")}`,
    ],
    ['a very long token', 'PUT', `/v1/api/verifytoken/${'A'.repeat(90)}`],
    ['a photo id with odd characters', 'GET', `/v1/api/photos/${encodeURIComponent('../../etc/passwd')}`],
  ] as const)('answers %s without a 5xx', async (_case, method, url) => {
    expectNoServerError(await request(t.app, { method, url }));
  });

  it('answers a body that is not JSON with 4xx', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/v1/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
  });
});
