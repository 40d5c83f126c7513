/** The message of each account call when the server fails, and 503 when the database is down. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { bearer, createUser, sessionFor, signupBody } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

/** Runs `fn` while a table is renamed away, so that queries on it fail. */
async function withoutTable<T>(table: string, fn: () => Promise<T>): Promise<T> {
  await t.db.execute(sql.raw(`alter table ${table} rename to ${table}_moved`));
  try {
    return await fn();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table}_moved rename to ${table}`));
  }
}

describe('server failures answer the message of the call', () => {
  it("POST /sendlink: 500 'Server Error'", async () => {
    const user = await createUser(t.db, { verified: false });
    const headers = bearer(await sessionFor(t.db, user));
    const res = await withoutTable('email_tokens', () =>
      request(t.app, { method: 'POST', url: '/v1/api/sendlink', headers }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.sendLink.serverError });
  });

  it("PUT /verifytoken/:token: 500 'Server Error'", async () => {
    const res = await withoutTable('email_tokens', () =>
      request(t.app, { method: 'PUT', url: `/v1/api/verifytoken/${'A'.repeat(43)}` }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.verify.serverError });
  });

  it("POST /sendresetpwdlink: 500 'Server Error'", async () => {
    const user = await createUser(t.db);
    const res = await withoutTable('email_tokens', () =>
      request(t.app, { method: 'POST', url: '/v1/api/sendresetpwdlink', json: { email: user.email } }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.forgot.serverError });
  });

  it("PUT /resetpassword: 500 'Server Error'", async () => {
    const res = await withoutTable('email_tokens', () =>
      request(t.app, {
        method: 'PUT',
        url: '/v1/api/resetpassword',
        json: { token: 'A'.repeat(43), newpwd: 'password123', cnewpwd: 'password123' },
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.reset.serverError });
  });

  it('DELETE /account: 500 with the generic message, the account untouched', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, user));
    const res = await withoutTable('outbox', () =>
      request(t.app, { method: 'DELETE', url: '/v1/api/account', headers }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: messages.generic.somethingWentWrong });
    expect((await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers })).statusCode).toBe(200);
  });
});

describe('account calls with the database down', () => {
  it('answer 503 {error}', async () => {
    const down = await createTestApp({ site: false });
    try {
      const user = await createUser(down.db);
      const headers = bearer(await sessionFor(down.db, user));
      await down.database.close();
      const calls = [
        { method: 'POST', url: '/v1/api/login', json: { email: user.email, password: user.password } },
        { method: 'POST', url: '/v1/api/signup', json: signupBody() },
        { method: 'GET', url: '/v1/api/dashboard', headers },
        { method: 'PUT', url: '/v1/api/all/edit/profile', headers, json: { newName: 'X' } },
      ] as const;
      for (const call of calls) {
        const res = await request(down.app, call);
        expect({ url: call.url, status: res.statusCode }).toEqual({ url: call.url, status: 503 });
        expect(res.json()).toEqual({ error: messages.generic.serviceUnavailable });
      }
    } finally {
      await down.close();
    }
  });
});
