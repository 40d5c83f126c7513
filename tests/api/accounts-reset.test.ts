import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { emailTokens, users } from '../../src/server/db/schema';
import { rateLimits } from '../../src/server/plugins/security';
import { type TestUser, bearer, createUser, logInThroughApi, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request, uniqueAddress } from '../support/app';
import { type SmtpCapture, linkIn, startSmtpCapture } from '../support/smtp';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sendResetLink = (json: unknown, remoteAddress = uniqueAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/sendresetpwdlink',
    remoteAddress,
    payload: JSON.stringify(json),
    headers: { 'content-type': 'application/json' },
  });
const reset = (json: unknown) => request(t.app, { method: 'PUT', url: '/v1/api/resetpassword', json });
const logIn = (email: string, password: string) =>
  request(t.app, { method: 'POST', url: '/v1/api/login', json: { email, password } });

async function resetToken(user: TestUser): Promise<string> {
  smtp.clear();
  expect((await sendResetLink({ email: user.email })).statusCode).toBe(200);
  await t.app.mailer.drain();
  const mail = await smtp.waitFor(user.email);
  return linkIn(mail, `${t.config.PUBLIC_URL}/resetpassword/`).split('/').pop()!;
}

describe('POST /v1/api/sendresetpwdlink', () => {
  it('emails a single-use reset link valid for one hour', async () => {
    const user = await createUser(t.db);
    const res = await sendResetLink({ email: ` ${user.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.forgot.success });
    expect(await t.app.mailer.drain()).toBe(1);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Reset your NITSMUN password');
    const link = linkIn(mail, `${t.config.PUBLIC_URL}/resetpassword/`);
    expect(link).toMatch(/\/resetpassword\/[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('1 hour');
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row!.purpose).toBe('reset');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it.each([
    ['the email is missing', {}, 400, messages.forgot.emailMissing],
    ['the email is not a string', { email: 42 }, 400, messages.forgot.emailMissing],
    ['the email is empty', { email: ' ' }, 400, messages.forgot.emailRequired],
    ['the email has no at-sign', { email: 'asha.example.com' }, 400, messages.forgot.invalidEmail],
    ['the email has no dot', { email: 'asha@example' }, 400, messages.forgot.invalidEmail],
    ['there is no such account', { email: 'nobody@example.com' }, 404, messages.forgot.noUser],
  ])('answers %s', async (_case, body, status, error) => {
    const res = await sendResetLink(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it("answers 403 'Please verify your email first' for an unverified account, sending nothing", async () => {
    const user = await createUser(t.db, { verified: false });
    const res = await sendResetLink({ email: user.email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: messages.forgot.verifyFirst });
    expect(await t.app.mailer.drain()).toBe(0);
  });

  it('makes earlier reset links of the account stop working', async () => {
    const user = await createUser(t.db);
    const first = await resetToken(user);
    const second = await resetToken(user);
    const old = await reset({ token: first, newpwd: 'new password 1', cnewpwd: 'new password 1' });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ error: messages.reset.noUser });
    expect(
      (await reset({ token: second, newpwd: 'new password 2', cnewpwd: 'new password 2' })).statusCode,
    ).toBe(200);
  });

  it(`allows ${rateLimits.resetLinkPerEmail.max} links per email in an hour, then 429`, async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < rateLimits.resetLinkPerEmail.max; i++) {
      expect((await sendResetLink({ email: user.email })).statusCode).toBe(200);
    }
    const limited = await sendResetLink({ email: user.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.generic.tooManyRequests });
    await t.app.mailer.drain();
  });
});

describe('PUT /v1/api/resetpassword', () => {
  it('sets the new password: the old one is refused, the new one accepted, every session ends', async () => {
    const user = await createUser(t.db);
    const sessionA = await sessionFor(t.db, user);
    const sessionB = await logInThroughApi(t.app, user);
    const token = await resetToken(user);

    const res = await reset({ token, newpwd: 'brand new secret', cnewpwd: 'brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.reset.success });

    for (const s of [sessionA, sessionB]) {
      const me = await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: bearer(s) });
      expect(me.statusCode).toBe(401);
    }
    expect((await logIn(user.email, user.password)).json()).toEqual({
      error: messages.login.wrongCredentials,
    });
    expect((await logIn(user.email, 'brand new secret')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers 404 'no user found' when the link is used a second time", async () => {
    const user = await createUser(t.db);
    const token = await resetToken(user);
    expect((await reset({ token, newpwd: 'brand new secret', cnewpwd: 'brand new secret' })).statusCode).toBe(
      200,
    );
    const again = await reset({ token, newpwd: 'another secret', cnewpwd: 'another secret' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: messages.reset.noUser });
    expect((await logIn(user.email, 'brand new secret')).statusCode).toBe(200);
  });

  it("answers 400 'token expired. please try again later' after an hour", async () => {
    const user = await createUser(t.db);
    const token = await resetToken(user);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const res = await reset({ token, newpwd: 'brand new secret', cnewpwd: 'brand new secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.reset.tokenExpired });
    expect((await logIn(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['the body is empty', {}, 400, messages.reset.payloadMissing],
    [
      'the token is missing',
      { newpwd: 'password123', cnewpwd: 'password123' },
      400,
      messages.reset.payloadMissing,
    ],
    [
      'the token is empty',
      { token: '', newpwd: 'password123', cnewpwd: 'password123' },
      400,
      messages.reset.payloadMissing,
    ],
    [
      'the confirmation is missing',
      { token: 'x', newpwd: 'password123' },
      400,
      messages.reset.payloadMissing,
    ],
    [
      'the passwords differ',
      { token: 'x', newpwd: 'password123', cnewpwd: 'password124' },
      400,
      messages.reset.passwordsDoNotMatch,
    ],
    [
      'the password is short',
      { token: 'x', newpwd: 'short', cnewpwd: 'short' },
      400,
      messages.reset.passwordTooShort,
    ],
    [
      'the token is unknown',
      { token: 'A'.repeat(43), newpwd: 'password123', cnewpwd: 'password123' },
      404,
      messages.reset.noUser,
    ],
  ])('answers %s', async (_case, body, status, error) => {
    const res = await reset(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it('does not accept an email verification token', async () => {
    const user = await createUser(t.db, { verified: false });
    const link = (
      await request(t.app, {
        method: 'POST',
        url: '/v1/api/sendlink',
        headers: bearer(await sessionFor(t.db, user)),
      })
    ).json().verifyEmailLink as string;
    const res = await reset({ token: link.split('/').pop(), newpwd: 'password123', cnewpwd: 'password123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.reset.noUser });
    await t.app.mailer.drain();
  });
});
