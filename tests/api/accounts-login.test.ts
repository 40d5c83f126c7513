import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { sessions, users } from '../../src/server/db/schema';
import { DEVICE_COOKIE } from '../../src/server/modules/accounts/device-cookie';
import { SESSION_TTL_MS } from '../../src/server/modules/accounts/sessions';
import { rateLimits } from '../../src/server/plugins/security';
import { bearer, createUser, logInThroughApi, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request, uniqueAddress } from '../support/app';

const url = '/v1/api/login';
const m = messages.login;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

const logIn = (json: unknown, remoteAddress = uniqueAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: JSON.stringify(json),
    headers: { 'content-type': 'application/json' },
  });
const dashboard = (headers: Record<string, string>) =>
  request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers });

describe('POST /v1/api/login', () => {
  it('answers the login message, a 43-character token and its expiry in 7 days; stores only its hash', async () => {
    const user = await createUser(t.db);
    const before = Date.now();
    const res = await logIn({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'message', 'token']);
    expect(body.message).toBe(m.success);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS + 1000);

    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(body.token);

    const me = await dashboard(bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(user.id);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const user = await createUser(t.db);
    const res = await logIn({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('works for unverified accounts and for every role', async () => {
    for (const options of [
      { verified: false },
      { role: 'admin' as const },
      { role: 'superadmin' as const },
    ]) {
      const user = await createUser(t.db, options);
      expect((await logIn({ email: user.email, password: user.password })).statusCode).toBe(200);
    }
  });

  it('gives each login its own session', async () => {
    const user = await createUser(t.db);
    const a = await logInThroughApi(t.app, user);
    const b = await logInThroughApi(t.app, user);
    expect(a).not.toBe(b);
    expect((await dashboard(bearer(a))).statusCode).toBe(200);
    expect((await dashboard(bearer(b))).statusCode).toBe(200);
  });

  it.each([
    ['an empty body object', {}, m.allFieldsRequired],
    ['the email is missing', { password: 'password123' }, m.allFieldsRequired],
    ['the password is missing', { email: 'a@example.com' }, m.allFieldsRequired],
    ['the email is empty', { email: '', password: 'password123' }, m.allFieldsRequired],
    ['the password is empty', { email: 'a@example.com', password: '' }, m.allFieldsRequired],
    ['the email has no at-sign', { email: 'a.example.com', password: 'password123' }, m.invalidEmail],
    ['the password is short', { email: 'a@example.com', password: 'seven77' }, m.passwordTooShort],
    ['the email is a number', { email: 5, password: 'password123' }, m.allFieldsRequired],
    ['the body is an array', [], m.allFieldsRequired],
  ])('answers 400 when %s', async (_case, body, error) => {
    const res = await logIn(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it("answers 404 'No account found' for an unknown email", async () => {
    const res = await logIn({ email: 'nobody@example.com', password: 'password123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: m.noAccount });
  });

  it("answers 401 'Wrong email or password' for a wrong password", async () => {
    const user = await createUser(t.db);
    const res = await logIn({ email: user.email, password: `${user.password}x` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: m.wrongCredentials });
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an account scheduled for deletion (403), but only tells after the right password', async () => {
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({ deletionScheduledAt: new Date(), deleteAfter: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));
    const right = await logIn({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: m.scheduledForDeletion });
    const wrong = await logIn({ email: user.email, password: 'not the password' });
    expect(wrong.json()).toEqual({ error: m.wrongCredentials });
  });

  it("answers 500 'Failed to log in.' when the session cannot be stored", async () => {
    const user = await createUser(t.db);
    await t.db.execute(sql`alter table sessions rename to sessions_moved`);
    try {
      const res = await logIn({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: m.failed });
    } finally {
      await t.db.execute(sql`alter table sessions_moved rename to sessions`);
    }
  });
});

describe('login rate limits', () => {
  const perPair = rateLimits.loginPerEmailAndAddress;

  it('lets the owner log in from a second address after 8 failed attempts from a first one', async () => {
    const user = await createUser(t.db);
    const attacker = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await logIn({ email: user.email, password: 'wrong password' }, attacker)).statusCode);
    }
    // The per-(email, address) limit bites at the first address, even with the right password.
    expect(statuses).toEqual([
      ...Array<number>(perPair.max).fill(401),
      ...Array<number>(8 - perPair.max).fill(429),
    ]);
    const refused = await logIn({ email: user.email.toUpperCase(), password: user.password }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: m.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, is not locked out.
    const owner = await logIn({ email: user.email, password: user.password }, uniqueAddress());
    expect(owner.statusCode).toBe(200);
    // Another account from the attacker's address is not affected either.
    const other = await createUser(t.db);
    expect((await logIn({ email: other.email, password: other.password }, attacker)).statusCode).toBe(200);
  });

  it(`keeps a ceiling of ${rateLimits.loginPerEmail.max} attempts per email from all addresses together`, async () => {
    const user = await createUser(t.db);
    // Many addresses, each staying under its own per-(email, address) limit.
    const addresses = Array.from({ length: Math.ceil(rateLimits.loginPerEmail.max / perPair.max) }, () =>
      uniqueAddress(),
    );
    for (let i = 0; i < rateLimits.loginPerEmail.max; i++) {
      const res = await logIn(
        { email: user.email, password: 'wrong password' },
        addresses[i % addresses.length],
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await logIn({ email: user.email, password: user.password }, uniqueAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: m.tooManyRequests });
  });

  it('does not count attempts an address was refused toward the ceiling of the email', async () => {
    const user = await createUser(t.db);
    // Two addresses, each trying as often as its own per-address limit lets it: together more than the
    // ceiling, but only each address's first few attempts on this email count toward it.
    const tries = rateLimits.loginPerEmail.max;
    expect(2 * tries).toBeGreaterThan(rateLimits.loginPerEmail.max);
    expect(tries).toBeLessThanOrEqual(rateLimits.loginPerAddress.max);
    for (const attacker of [uniqueAddress(), uniqueAddress()]) {
      for (let i = 0; i < tries; i++)
        await logIn({ email: user.email, password: 'wrong password' }, attacker);
    }
    expect((await logIn({ email: user.email, password: user.password }, uniqueAddress())).statusCode).toBe(
      200,
    );
  });

  it(`allows ${rateLimits.loginPerAddress.max} failed attempts per client address in 15 minutes, then 429`, async () => {
    const address = uniqueAddress();
    for (let i = 0; i < rateLimits.loginPerAddress.max; i++) {
      const res = await logIn({ email: `nobody${i}@example.com`, password: 'password123' }, address);
      expect(res.statusCode).toBe(404);
    }
    const user = await createUser(t.db);
    const limited = await logIn({ email: user.email, password: user.password }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: m.tooManyRequests });
    expect((await logIn({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('device cookies', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const header = res.headers['set-cookie'];
    const line = (Array.isArray(header) ? header : [header]).find((c) =>
      String(c).startsWith(`${DEVICE_COOKIE}=`),
    );
    expect(line, 'the device cookie').toBeDefined();
    return String(line);
  };
  const withCookie = (cookie: string) => cookie.split(';')[0]!;
  const logInWith = (json: unknown, cookie: string | undefined, remoteAddress = uniqueAddress()) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: JSON.stringify(json),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    });
  /** What the security round did: eleven addresses, each five wrong passwords, pass the email's ceiling. */
  const lockOut = async (email: string) => {
    const addresses = Math.ceil(rateLimits.loginPerEmail.max / perPair.max) + 1;
    await Promise.all(
      Array.from({ length: addresses }, async () => {
        const address = uniqueAddress();
        for (let i = 0; i < perPair.max; i++) await logIn({ email, password: 'wrong password' }, address);
      }),
    );
  };
  const perPair = rateLimits.loginPerEmailAndAddress;

  it('is set by a successful login: HttpOnly, SameSite=Lax, only for the login route, for 180 days', async () => {
    const user = await createUser(t.db);
    const res = await logIn({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=${user.id}\\.[A-Za-z0-9_-]{22}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}; `),
    );
    expect(cookie).toContain('; Path=/v1/api/login;');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain(`; Max-Age=${180 * 86400}`);
    expect(cookie).not.toContain('Secure'); // PUBLIC_URL is http here
    // A failed login sets none.
    const failed = await logIn({ email: user.email, password: 'wrong password' });
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('is Secure when the site is served over https', async () => {
    const https = await createTestApp({ site: false, env: { PUBLIC_URL: 'https://nitsmun.example' } });
    try {
      const user = await createUser(https.db);
      const res = await https.app.inject({
        method: 'POST',
        url,
        payload: { email: user.email, password: user.password },
      });
      expect(cookieOf(res)).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }
  });

  it('keeps the owner from being locked out by failures from eleven addresses; without it, 429', async () => {
    const user = await createUser(t.db);
    const home = withCookie(cookieOf(await logIn({ email: user.email, password: user.password })));
    await lockOut(user.email);
    // A fresh browser is refused, whatever the password: the per-account limit holds for untrusted devices.
    const fresh = await logInWith({ email: user.email, password: user.password }, undefined);
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's browser, from yet another address, logs in, and gets a new cookie.
    const owner = await logInWith({ email: user.email, password: user.password }, home);
    expect(owner.statusCode).toBe(200);
    expect(withCookie(cookieOf(owner))).not.toBe(home);
    // A mistyped password from the trusted browser is a plain 401, not a lockout.
    const typo = await logInWith({ email: user.email, password: 'wrong password' }, home);
    expect(typo.statusCode).toBe(401);
  });

  it('trusts no cookie that is forged, altered, for another email or for another account', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const mine = withCookie(cookieOf(await logIn({ email: user.email, password: user.password })));
    const theirs = withCookie(cookieOf(await logIn({ email: other.email, password: other.password })));
    await lockOut(user.email);
    const [name, value] = mine.split('=') as [string, string];
    const parts = value.split('.');
    const altered = [
      `${name}=${[...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.')}`, // signature
      `${name}=${[other.id, ...parts.slice(1)].join('.')}`, // another account's id
      `${name}=${[parts[0], parts[1], (Date.now() + 86_400_000).toString(36), parts[3]].join('.')}`,
      theirs, // valid, but for another email
      `${name}=${value}.x`,
      `${name}=`,
    ];
    for (const cookie of altered) {
      const res = await logInWith({ email: user.email, password: user.password }, cookie);
      expect(res.statusCode, cookie).toBe(429);
    }
    // The genuine one still works.
    expect((await logInWith({ email: user.email, password: user.password }, mine)).statusCode).toBe(200);
  });

  it(`bounds guessing from a trusted browser at ${rateLimits.loginPerDevice.max} failures; other browsers are not affected`, async () => {
    const user = await createUser(t.db);
    const stolen = withCookie(cookieOf(await logIn({ email: user.email, password: user.password })));
    const home = withCookie(cookieOf(await logIn({ email: user.email, password: user.password })));
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.loginPerDevice.max; i++) {
      statuses.push((await logInWith({ email: user.email, password: 'wrong password' }, stolen)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(rateLimits.loginPerDevice.max).fill(401), 429]);
    expect((await logInWith({ email: user.email, password: user.password }, stolen)).statusCode).toBe(429);
    expect((await logInWith({ email: user.email, password: user.password }, home)).statusCode).toBe(200);
  });

  it('is not trusted once the account is deleted and made again under the same email', async () => {
    const user = await createUser(t.db);
    const cookie = withCookie(cookieOf(await logIn({ email: user.email, password: user.password })));
    await t.db.delete(users).where(eq(users.id, user.id));
    const again = await createUser(t.db, { email: user.email });
    await lockOut(again.email);
    expect((await logInWith({ email: again.email, password: again.password }, cookie)).statusCode).toBe(429);
  });
});

describe('successful logins', () => {
  it('do not count against the address: one address logs in far more often than its failure limit', async () => {
    const campus = uniqueAddress();
    const students = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const rounds = Math.ceil((rateLimits.loginPerAddress.max + 10) / students.length);
    for (let round = 0; round < rounds; round++) {
      for (const student of students) {
        const res = await logIn({ email: student.email, password: student.password }, campus);
        expect(res.statusCode).toBe(200);
      }
    }
    // Nor against the pair: the same student, again and again, from the same address.
    for (let i = 0; i < perPairMax() + 3; i++) {
      expect(
        (await logIn({ email: students[0]!.email, password: students[0]!.password }, campus)).statusCode,
      ).toBe(200);
    }
  });
  const perPairMax = () => rateLimits.loginPerEmailAndAddress.max;
});

describe('sessions', () => {
  it('answers 401 Unauthorized once a session has expired', async () => {
    const user = await createUser(t.db);
    const token = await sessionFor(t.db, user);
    expect((await dashboard(bearer(token))).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    // Written beside the server, as another instance would: wait for its change notification.
    await t.app.changes.sync();
    const res = await dashboard(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.unauthorized });
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a token with spaces', { authorization: 'Bearer abc def' }],
    ['a huge token', { authorization: `Bearer ${'A'.repeat(5000)}` }],
  ])('answers 401 Unauthorized for %s', async (_case, headers) => {
    const res = await dashboard(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.unauthorized });
  });

  it('accepts the scheme in any case', async () => {
    const user = await createUser(t.db);
    const token = await sessionFor(t.db, user);
    expect((await dashboard({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });
});

describe('POST /v1/api/logout', () => {
  it('revokes the session of the token (and only that one)', async () => {
    const user = await createUser(t.db);
    const token = await logInThroughApi(t.app, user);
    const other = await logInThroughApi(t.app, user);
    const res = await request(t.app, { method: 'POST', url: '/v1/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.account.loggedOut });
    expect((await dashboard(bearer(token))).statusCode).toBe(401);
    expect((await dashboard(bearer(other))).statusCode).toBe(200);
    const again = await request(t.app, { method: 'POST', url: '/v1/api/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: messages.auth.unauthorized });
  });

  it('accepts an empty JSON object as the body', async () => {
    const user = await createUser(t.db);
    const token = await sessionFor(t.db, user);
    const res = await request(t.app, {
      method: 'POST',
      url: '/v1/api/logout',
      headers: bearer(token),
      json: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await request(t.app, { method: 'POST', url: '/v1/api/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.unauthorized });
  });
});
