import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { emailTokens, photos, sessions, users } from '../../src/server/db/schema';
import { deleteDueAccounts } from '../../src/server/jobs/deletion';
import { DELETION_GRACE_MS } from '../../src/server/modules/accounts/context';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage } from '../support/images';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

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

const deleteAccount = (headers: Record<string, string>) =>
  request(t.app, { method: 'DELETE', url: '/v1/api/account', headers });

/** A client with a session, a photo and an email token: data the deletion must take with it. */
async function clientWithData(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, options);
  const headers = bearer(await sessionFor(t.db, user));
  await request(t.app, {
    method: 'PUT',
    url: '/v1/api/all/edit/profile',
    headers,
    json: { photo: dataUrl('image/png', await makeImage('png')) },
  });
  await request(t.app, { method: 'POST', url: '/v1/api/sendresetpwdlink', json: { email: user.email } });
  return { user, headers };
}

describe('DELETE /v1/api/account', () => {
  it('schedules the deletion in 15 days, ends every session, refuses login and emails the date', async () => {
    const { user, headers } = await clientWithData();
    const other = bearer(await sessionFor(t.db, user));
    const before = Date.now();
    const res = await deleteAccount(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['deleteAfter', 'message']);
    expect(body.message).toBe(messages.account.deletionScheduled);
    const deleteAfter = Date.parse(body.deleteAfter);
    expect(deleteAfter).toBeGreaterThanOrEqual(before + DELETION_GRACE_MS - 1000);
    expect(deleteAfter).toBeLessThanOrEqual(Date.now() + DELETION_GRACE_MS + 1000);

    for (const h of [headers, other]) {
      const me = await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: h });
      expect(me.statusCode).toBe(401);
    }
    const login = await request(t.app, {
      method: 'POST',
      url: '/v1/api/login',
      json: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: messages.login.scheduledForDeletion });
    const reset = await request(t.app, {
      method: 'POST',
      url: '/v1/api/sendresetpwdlink',
      json: { email: user.email },
    });
    expect(reset.statusCode).toBe(403);

    await t.app.mailer.drain();
    const mail = await smtp.waitFor(user.email, {
      predicate: (m) => m.subject === 'Your NITSMUN account is scheduled for deletion',
    });
    expect(mail.text).toContain(new Date(body.deleteAfter).toUTCString());
  });

  it('is open to unverified clients', async () => {
    const user = await createUser(t.db, { verified: false });
    expect((await deleteAccount(bearer(await sessionFor(t.db, user)))).statusCode).toBe(200);
  });

  it.each(['admin', 'superadmin'] as const)('answers 403 to an %s, changing nothing', async (role) => {
    const user = await createUser(t.db, { role });
    const res = await deleteAccount(bearer(await sessionFor(t.db, user)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: messages.generic.notAuthorized });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deleteAfter).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const res = await deleteAccount({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.unauthorized });
  });
});

describe('the deletion job', () => {
  it('deletes accounts (with sessions, tokens and photos) only once their date has passed', async () => {
    const doomed = await clientWithData();
    const keeper = await clientWithData();
    const res = await deleteAccount(doomed.headers);
    const deleteAfter = new Date(res.json().deleteAfter as string);
    const ids = [doomed.user.id];

    expect(await deleteDueAccounts(t.db, new Date(deleteAfter.getTime() - 60_000))).toBe(0);
    expect(await t.db.select().from(users).where(inArray(users.id, ids))).toHaveLength(1);

    // Accounts scheduled by the tests above are due by then too.
    expect(await deleteDueAccounts(t.db, new Date(deleteAfter.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(inArray(users.id, ids))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(inArray(sessions.userId, ids))).toHaveLength(0);
    expect(await t.db.select().from(emailTokens).where(inArray(emailTokens.userId, ids))).toHaveLength(0);
    expect(await t.db.select().from(photos).where(inArray(photos.userId, ids))).toHaveLength(0);

    // Others keep everything.
    const me = await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: keeper.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().photo).not.toBeNull();
    expect((await request(t.app, { method: 'GET', url: me.json().photo })).statusCode).toBe(200);
  });

  it('deletes each due account once when several instances run it together', async () => {
    const scheduled = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db)));
    const due = new Date(Date.now() - 1000);
    await t.db
      .update(users)
      .set({ deletionScheduledAt: due, deleteAfter: due })
      .where(
        inArray(
          users.id,
          scheduled.map((u) => u.id),
        ),
      );
    const counts = await Promise.all([
      deleteDueAccounts(t.db),
      deleteDueAccounts(t.db),
      deleteDueAccounts(t.db),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(7);
    expect(await deleteDueAccounts(t.db)).toBe(0);
  });

  it('runs through app.jobs as main.ts does', async () => {
    const user = await createUser(t.db);
    const due = new Date(Date.now() - 1000);
    await t.db.update(users).set({ deletionScheduledAt: due, deleteAfter: due }).where(eq(users.id, user.id));
    await t.app.jobs.runOnce();
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });
});
