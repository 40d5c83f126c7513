import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { sessions, users } from '../../src/server/db/schema';
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
    const tries = rateLimits.loginPerAddress.max;
    expect(2 * tries).toBeGreaterThan(rateLimits.loginPerEmail.max);
    for (const attacker of [uniqueAddress(), uniqueAddress()]) {
      for (let i = 0; i < tries; i++)
        await logIn({ email: user.email, password: 'wrong password' }, attacker);
    }
    expect((await logIn({ email: user.email, password: user.password }, uniqueAddress())).statusCode).toBe(
      200,
    );
  });

  it(`allows ${rateLimits.loginPerAddress.max} attempts per client address in 15 minutes, then 429`, async () => {
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
