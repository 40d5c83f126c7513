/**
 * The limits against one attacker (docs/decisions/0024-abuse-limits-and-timeouts.md): sign-up per address and per inbox, reset links (the inbox is
 * protected and the owner can always use the newest link), mail priority in the outbox, and the request id
 * a client cannot set (docs/decisions/0024-abuse-limits-and-timeouts.md). Login limits: accounts-login.test.ts;
 * the per-address and per-domain sign-up limits: campus-drive.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { outbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { resetPasswordEmail, welcomeEmail } from '../../src/server/mail/templates';
import { rateLimits } from '../../src/server/plugins/security';
import { createUser, signupBody } from '../support/accounts';
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

const post = (url: string, json: unknown, remoteAddress = uniqueAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: JSON.stringify(json),
    headers: { 'content-type': 'application/json' },
  });

describe('sign-up limits', () => {
  it(`allows ${rateLimits.signupPerInbox.max} sign-up attempts per inbox in an hour, +tags included`, async () => {
    const inbox = signupBody().email; // asha.<suffix>@example.com
    const tagged = (n: number) => inbox.replace('@', `+${n}@`);
    for (let i = 0; i < rateLimits.signupPerInbox.max; i++) {
      expect((await post('/v1/api/signup', signupBody({ email: tagged(i) }))).statusCode).toBe(200);
    }
    const refused = await post('/v1/api/signup', signupBody({ email: inbox.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.generic.tooManyRequests });
    // Another inbox is not affected.
    expect((await post('/v1/api/signup', signupBody())).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('stops mailing one inbox at the per-email limit, and the newest link received still works', async () => {
    const user = await createUser(t.db);
    smtp.clear();
    // An attacker (from many addresses) asks for links until the per-email limit refuses.
    for (let i = 0; i < rateLimits.resetLinkPerEmail.max; i++) {
      expect((await post('/v1/api/sendresetpwdlink', { email: user.email })).statusCode).toBe(200);
    }
    const refused = await post('/v1/api/sendresetpwdlink', { email: user.email });
    expect(refused.statusCode).toBe(429);
    await t.app.mailer.drain();
    await smtp.waitFor(user.email, {
      predicate: () => smtp.to(user.email).length >= rateLimits.resetLinkPerEmail.max,
    });
    const links = smtp
      .to(user.email)
      .map((mail) => linkIn(mail, `${t.config.PUBLIC_URL}/resetpassword/`).split('/').pop()!);
    expect(links).toHaveLength(rateLimits.resetLinkPerEmail.max);
    // Each link replaced the earlier ones: exactly one (the newest) sets the owner's new password.
    const results: number[] = [];
    for (const token of links) {
      const res = await request(t.app, {
        method: 'PUT',
        url: '/v1/api/resetpassword',
        json: { token, newpwd: 'owner new secret', cnewpwd: 'owner new secret' },
      });
      results.push(res.statusCode);
    }
    expect(results.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter((s) => s === 404)).toHaveLength(links.length - 1);
    const login = await post('/v1/api/login', { email: user.email, password: 'owner new secret' });
    expect(login.statusCode).toBe(200);
  });
});

describe('outbox priority', () => {
  it('sends a reset link before bulk mail that was queued earlier', async () => {
    await t.app.mailer.drain();
    for (let i = 0; i < 15; i++) {
      await enqueueMail(t.db, welcomeEmail({ email: `bulk.${i}@example.com` }, t.config.PUBLIC_URL));
    }
    const urgent = `urgent.${Date.now()}@example.com`;
    await enqueueMail(t.db, resetPasswordEmail({ name: 'Owner', email: urgent }, 'http://x/resetpassword/t'));
    // The round's clock (milliseconds) must be past the database's now() (microseconds) of the last insert.
    await new Promise((resolve) => setTimeout(resolve, 5));
    // One round sends one batch (10): the reset link is in it although 15 welcomes were queued first.
    const round = await t.app.mailer.runOnce();
    expect(round.sent).toBe(10);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, urgent));
    expect(row!.sentAt).not.toBeNull();
    expect(await t.app.mailer.drain()).toBe(6);
  });
});

describe('X-Request-Id', () => {
  const spoofed = 'forged-request-id-1234';

  it('ignores the id a client sends when TRUST_PROXY is unset', async () => {
    const res = await request(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': spoofed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).not.toBe(spoofed);
  });

  it("keeps the proxy's id when TRUST_PROXY is set", async () => {
    const proxied = await createTestApp({ site: false, env: { TRUST_PROXY: 'true' } });
    try {
      const res = await request(proxied.app, {
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': spoofed },
      });
      expect(res.headers['x-request-id']).toBe(spoofed);
    } finally {
      await proxied.close();
    }
  });
});
