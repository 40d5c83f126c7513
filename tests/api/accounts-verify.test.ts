import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { emailTokens, users } from '../../src/server/db/schema';
import { rateLimits } from '../../src/server/plugins/security';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { type SmtpCapture, linkIn, startSmtpCapture } from '../support/smtp';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    site: false,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://nitsmun.example' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sendLink = (headers: Record<string, string>) =>
  request(t.app, { method: 'POST', url: '/v1/api/sendlink', headers });
const verify = (token: string) => request(t.app, { method: 'PUT', url: `/v1/api/verifytoken/${token}` });

async function unverifiedUser() {
  const user = await createUser(t.db, { verified: false });
  return { user, headers: bearer(await sessionFor(t.db, user)) };
}

/** Sends a link and returns the token of the emailed link. */
async function emailedToken(headers: Record<string, string>, email: string): Promise<string> {
  expect((await sendLink(headers)).statusCode).toBe(200);
  await t.app.mailer.drain();
  const mail = await smtp.waitFor(email);
  return linkIn(mail, 'https://nitsmun.example/verifyemail/').split('/').pop()!;
}

describe('POST /v1/api/sendlink', () => {
  it('issues a link, answers it (SHOW_VERIFY_LINK is on by default) and emails the same link once', async () => {
    const { user, headers } = await unverifiedUser();
    const res = await sendLink(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(messages.sendLink.success);
    expect(body.verifyEmailLink).toMatch(/^https:\/\/nitsmun\.example\/verifyemail\/[A-Za-z0-9_-]{43}$/);

    expect(await t.app.mailer.drain()).toBe(1);
    expect(await t.app.mailer.drain()).toBe(0);
    const mail = await smtp.waitFor(user.email);
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(mail.subject).toBe('Verify your email for NITSMUN');
    expect(mail.text).toContain(body.verifyEmailLink);
    expect(mail.html).toContain(`href="${body.verifyEmailLink}"`);
    expect(mail.text).toContain('24 hours');

    const [stored] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored).toMatchObject({ purpose: 'verify', usedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(body.verifyEmailLink).not.toContain(stored!.tokenHash);
  });

  it("answers 400 'Email already verified' for a verified account", async () => {
    const user = await createUser(t.db);
    const res = await sendLink(bearer(await sessionFor(t.db, user)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.sendLink.alreadyVerified });
  });

  it('answers 401 Unauthorized without a session', async () => {
    const res = await sendLink({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.sendLink.unauthorized });
  });

  it(`allows ${rateLimits.verifyLinkPerUser.max} links per account in 15 minutes, then 429`, async () => {
    const { headers } = await unverifiedUser();
    for (let i = 0; i < rateLimits.verifyLinkPerUser.max; i++) {
      expect((await sendLink(headers)).statusCode).toBe(200);
    }
    const limited = await sendLink(headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.generic.tooManyRequests });
    await t.app.mailer.drain();
  });

  it('omits the link from the answer when SHOW_VERIFY_LINK is off (the email still has it)', async () => {
    const hidden = await createTestApp({
      site: false,
      env: { SMTP_URL: smtp.url, SHOW_VERIFY_LINK: 'false' },
    });
    try {
      const user = await createUser(hidden.db, { verified: false });
      const res = await request(hidden.app, {
        method: 'POST',
        url: '/v1/api/sendlink',
        headers: bearer(await sessionFor(hidden.db, user)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.sendLink.success });
      await hidden.app.mailer.drain();
      const mail = await smtp.waitFor(user.email);
      expect(linkIn(mail, `${hidden.config.PUBLIC_URL}/verifyemail/`)).toMatch(/[A-Za-z0-9_-]{43}$/);
    } finally {
      await hidden.close();
    }
  });
  it('omits the link by default with NODE_ENV=production: only the emailed link verifies', async () => {
    const production = await createTestApp({
      site: false,
      env: { SMTP_URL: smtp.url, NODE_ENV: 'production' },
    });
    try {
      expect(production.config.SHOW_VERIFY_LINK).toBe(false);
      const user = await createUser(production.db, { verified: false });
      const res = await request(production.app, {
        method: 'POST',
        url: '/v1/api/sendlink',
        headers: bearer(await sessionFor(production.db, user)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.sendLink.success });
      expect(res.body).not.toContain('verifyemail');
      await production.app.mailer.drain();
      const mail = await smtp.waitFor(user.email);
      expect(linkIn(mail, `${production.config.PUBLIC_URL}/verifyemail/`)).toMatch(/[A-Za-z0-9_-]{43}$/);
    } finally {
      await production.close();
    }
  });
});

describe('PUT /v1/api/verifytoken/:token', () => {
  it('verifies the account with the emailed token, once', async () => {
    const { user, headers } = await unverifiedUser();
    const token = await emailedToken(headers, user.email);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.verify.success });
    const me = await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers });
    expect(me.json().isVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: messages.verify.alreadyVerified });
  });

  it("answers 'email already verified' for an older link of an account verified since", async () => {
    const { user, headers } = await unverifiedUser();
    const first = await emailedToken(headers, user.email);
    smtp.clear();
    const second = await emailedToken(headers, user.email);
    expect((await verify(second)).statusCode).toBe(200);
    const res = await verify(first);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.verify.alreadyVerified });
  });

  it("answers 400 'token expired. please try again later' after 24 hours", async () => {
    const { user, headers } = await unverifiedUser();
    const token = await emailedToken(headers, user.email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.verify.tokenExpired });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isVerified).toBe(false);
  });

  it("answers 404 'User not found' for an unknown token", async () => {
    const res = await verify('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.verify.userNotFound });
  });

  it("answers 400 'Token is missing' without a token", async () => {
    for (const path of ['/v1/api/verifytoken', '/v1/api/verifytoken/']) {
      const res = await request(t.app, { method: 'PUT', url: path });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: messages.verify.tokenMissing });
    }
  });

  it('does not accept a password reset token', async () => {
    const user = await createUser(t.db);
    await request(t.app, { method: 'POST', url: '/v1/api/sendresetpwdlink', json: { email: user.email } });
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(user.email);
    const token = linkIn(mail, 'https://nitsmun.example/resetpassword/').split('/').pop()!;
    const res = await verify(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.verify.userNotFound });
  });

  it('lets one of several simultaneous uses of a token through', async () => {
    const { user, headers } = await unverifiedUser();
    const token = await emailedToken(headers, user.email);
    const results = await Promise.all(Array.from({ length: 5 }, () => verify(token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.json()).toEqual({ error: messages.verify.alreadyVerified });
    }
  });
});
