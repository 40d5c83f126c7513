/**
 * No response of the account calls carries a password hash, a password, or a token other than the one
 * login returns: a full flow is recorded and every response (status line, headers, body) is scanned for
 * every secret the database and the mailbox know of.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, sessions, users } from '../../src/server/db/schema';
import { bearer, createUser, signupBody, studentSignupBody } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage } from '../support/images';
import { type SmtpCapture, linkIn, startSmtpCapture } from '../support/smtp';

interface Recorded {
  label: string;
  response: LightMyRequestResponse;
  /** The session token this response is allowed to contain (a login response's own). */
  allowedToken?: string;
}

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url, SHOW_VERIFY_LINK: 'false' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('secrets in responses', () => {
  it('never answer a password hash, a password or a token except the token of that login', async () => {
    const recorded: Recorded[] = [];
    const passwords: string[] = [];
    const call = async (label: string, options: Parameters<typeof request>[1]) => {
      const response = await request(t.app, options);
      recorded.push({ label, response });
      return response;
    };
    const logIn = async (email: string, password: string) => {
      const response = await request(t.app, {
        method: 'POST',
        url: '/v1/api/login',
        json: { email, password },
      });
      const token = response.statusCode === 200 ? (response.json().token as string) : undefined;
      recorded.push({ label: 'login', response, allowedToken: token });
      return token;
    };
    const mailedToken = async (email: string, path: string) => {
      await t.app.mailer.drain();
      // The latest mail with such a link (a batch is sent in parallel, so arrival order is not send order).
      const prefix = `${t.config.PUBLIC_URL}${path}`;
      const mails = smtp.to(email).filter((mail) => mail.text.includes(prefix));
      return linkIn(mails[mails.length - 1]!, prefix)
        .split('/')
        .pop()!;
    };

    // Sign-ups (both kinds), including refused ones.
    const person = signupBody();
    const student = studentSignupBody();
    passwords.push(person.password, student.password);
    for (const body of [person, student])
      await call('signup', { method: 'POST', url: '/v1/api/signup', json: body });
    await call('signup duplicate', { method: 'POST', url: '/v1/api/signup', json: person });
    await call('signup invalid', {
      method: 'POST',
      url: '/v1/api/signup',
      json: { ...person, confirmPassword: 'x' },
    });

    // Login (right and wrong), dashboard, verification.
    await logIn(person.email, 'wrong password');
    await logIn('nobody@example.com', person.password);
    const token = (await logIn(person.email, person.password))!;
    const auth = bearer(token);
    await call('dashboard', { method: 'GET', url: '/v1/api/dashboard', headers: auth });
    await call('sendlink', { method: 'POST', url: '/v1/api/sendlink', headers: auth });
    const verifyToken = await mailedToken(person.email, '/verifyemail/');
    await call('verify', { method: 'PUT', url: `/v1/api/verifytoken/${verifyToken}` });
    await call('verify again', { method: 'PUT', url: `/v1/api/verifytoken/${verifyToken}` });
    await call('sendlink verified', { method: 'POST', url: '/v1/api/sendlink', headers: auth });

    // Forgot and reset.
    await call('forgot', { method: 'POST', url: '/v1/api/sendresetpwdlink', json: { email: person.email } });
    const resetToken = await mailedToken(person.email, '/resetpassword/');
    const newPassword = 'the new password';
    passwords.push(newPassword);
    await call('reset mismatch', {
      method: 'PUT',
      url: '/v1/api/resetpassword',
      json: { token: resetToken, newpwd: newPassword, cnewpwd: 'other' },
    });
    await call('reset', {
      method: 'PUT',
      url: '/v1/api/resetpassword',
      json: { token: resetToken, newpwd: newPassword, cnewpwd: newPassword },
    });
    await call('reset again', {
      method: 'PUT',
      url: '/v1/api/resetpassword',
      json: { token: resetToken, newpwd: newPassword, cnewpwd: newPassword },
    });
    await call('dashboard revoked', { method: 'GET', url: '/v1/api/dashboard', headers: auth });

    // Profile edits, photo, logout, deletion; admin and superadmin dashboards.
    const second = (await logIn(person.email, newPassword))!;
    const auth2 = bearer(second);
    const edited = 'edited password';
    passwords.push(edited);
    await call('edit', {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers: auth2,
      json: {
        newName: 'Edited',
        newPwd: edited,
        confirmNewPwd: edited,
        photo: dataUrl('image/png', await makeImage('png')),
      },
    });
    const profile = await call('dashboard edited', {
      method: 'GET',
      url: '/v1/api/dashboard',
      headers: auth2,
    });
    await call('photo', { method: 'GET', url: profile.json().photo });
    await call('logout', { method: 'POST', url: '/v1/api/logout', headers: auth2 });
    const third = (await logIn(person.email, edited))!;
    await call('delete', { method: 'DELETE', url: '/v1/api/account', headers: bearer(third) });
    await logIn(person.email, edited);
    for (const role of ['admin', 'superadmin'] as const) {
      const user = await createUser(t.db, { role });
      passwords.push(user.password);
      const roleToken = (await logIn(user.email, user.password))!;
      await call(`${role} dashboard`, {
        method: 'GET',
        url: '/v1/api/dashboard',
        headers: bearer(roleToken),
      });
      await call(`${role} delete`, { method: 'DELETE', url: '/v1/api/account', headers: bearer(roleToken) });
    }

    // Every secret the system holds.
    const hashes = (await t.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h);
    const tokenHashes = [
      ...(await t.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h),
      ...(await t.db.select({ h: emailTokens.tokenHash }).from(emailTokens)).map((r) => r.h),
    ];
    const sessionTokens = recorded.flatMap((r) => (r.allowedToken ? [r.allowedToken] : []));
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    expect(tokenHashes.length).toBeGreaterThanOrEqual(6);
    expect(sessionTokens.length).toBeGreaterThanOrEqual(5);

    for (const { label, response, allowedToken } of recorded) {
      const text = [
        String(response.statusCode),
        JSON.stringify(response.headers),
        response.rawPayload.toString('latin1'),
      ].join('\n');
      const secrets = [
        '$argon2',
        ...hashes,
        ...tokenHashes,
        verifyToken,
        resetToken,
        ...passwords,
        ...sessionTokens.filter((s) => s !== allowedToken),
      ];
      for (const secret of secrets) expect(text.includes(secret), `${label} contains a secret`).toBe(false);
    }
  });
});
