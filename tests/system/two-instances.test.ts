/**
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer. Proves that
 * both can start at once on an empty database (one migrates, the other waits on the advisory lock); that
 * (a) rate limits are shared: login attempts spread over both instances are refused after exactly the
 * count one instance alone allows (per email and per client address), by either instance; and (b) with
 * both mail workers running, every outbox email (requested through either instance, or already waiting)
 * is sent exactly once: one SMTP message per outbox row, each row marked sent; (c) what one instance
 * answers from memory (sessions, profiles) follows what the other changed: a profile edit and a logout
 * through one are seen by the other within a second (docs/decisions/0021-read-caches.md).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import journal from '../../src/server/db/migrations/meta/_journal.json';
import { outbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { rateLimits } from '../../src/server/plugins/security';
import { bearer, createUser, sessionFor, signupBody } from '../support/accounts';
import type { ServerProcess } from '../support/server-process';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';
import {
  type SystemDatabase,
  assertRedis,
  call,
  clientAddress,
  createSystemDatabase,
  eventually,
  forwardedFor,
  redisUrl,
  serverProcesses,
} from './helpers';

let database: SystemDatabase;
let smtp: SmtpCapture;
const servers = serverProcesses();

beforeAll(async () => {
  await assertRedis();
  database = await createSystemDatabase({ empty: true });
  smtp = await startSmtpCapture();
});

afterAll(async () => {
  await servers.stopAll();
  await smtp?.close();
  await database?.destroy();
});

async function twoInstances(env: Record<string, string> = {}): Promise<[ServerProcess, ServerProcess]> {
  const shared = { DATABASE_URL: database.url, REDIS_URL: redisUrl, SMTP_URL: smtp.url, TRUST_PROXY: 'true' };
  const [a, b] = await Promise.all([
    servers.spawn({ name: 'instance A', env: { ...shared, ...env } }),
    servers.spawn({ name: 'instance B', env: { ...shared, ...env } }),
  ]);
  return [a, b];
}

describe('two instances on one PostgreSQL and one Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;

  it('starts both at once on an empty database: the migrations run once, under the advisory lock', async () => {
    [a, b] = await twoInstances({ LOG_LEVEL: 'info' });
    const applied = await queryRows<{ count: string }>(
      database.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0]!.count)).toBe(journal.entries.length);
    expect(a.pid).not.toBe(b.pid);
    expect((await call(a.url, '/healthz')).status).toBe(200);
    expect((await call(b.url, '/healthz')).status).toBe(200);
  });

  it('shares the per-email login ceiling: refused after the count one instance allows', async () => {
    // Failed attempts (a successful login takes its count back).
    const login = (server: ServerProcess, user: { email: string; password: string }) =>
      call(server.url, '/v1/api/login', {
        headers: forwardedFor(),
        json: { email: user.email, password: `${user.password}-wrong` },
      });
    const max = rateLimits.loginPerEmail.max;

    // One instance alone: the reference.
    const alone = await createUser(database.db);
    const aloneStatuses: number[] = [];
    for (let i = 0; i < max + 2; i++) aloneStatuses.push((await login(a, alone)).status);

    // Both instances, alternately, each request from another address.
    const spread = await createUser(database.db);
    const spreadStatuses: number[] = [];
    const refusals = [];
    for (let i = 0; i < max + 2; i++) {
      const answer = await login(i % 2 === 0 ? a : b, spread);
      spreadStatuses.push(answer.status);
      if (answer.status === 429) refusals.push({ server: i % 2 === 0 ? 'A' : 'B', answer });
    }

    expect(aloneStatuses).toEqual([...Array<number>(max).fill(401), 429, 429]);
    expect(spreadStatuses).toEqual(aloneStatuses);
    // Both instances refuse: each knows the count the other made.
    expect(refusals.map((r) => r.server).sort()).toEqual(['A', 'B']);
    for (const { answer } of refusals) {
      expect(answer.body).toEqual({ error: messages.generic.tooManyRequests });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('shares the per-address login limit across accounts', async () => {
    // Random: counters an earlier run left in Redis never meet it.
    const address = clientAddress();
    const max = rateLimits.loginPerAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      // Accounts that do not exist: each email is counted once, the address every time.
      const email = `nobody.${randomBytes(6).toString('hex')}@example.com`;
      const answer = await call((i % 2 === 0 ? a : b).url, '/v1/api/login', {
        headers: forwardedFor(address),
        json: { email, password: 'not the password' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(404), 429, 429]);
  });

  it('keeps what each answers from memory true to what the other changed', async () => {
    const user = await createUser(database.db, { name: 'Seen By Both' });
    const token = await sessionFor(database.db, user);
    const dashboardOn = (server: ServerProcess) =>
      call(server.url, '/v1/api/dashboard', { headers: { ...forwardedFor(), ...bearer(token) } });
    const nameOn = async (server: ServerProcess) =>
      ((await dashboardOn(server)).body as { name?: string }).name;
    const within = { attempts: 50, intervalMs: 20 };
    // Both instances now hold the session in memory.
    expect(await nameOn(a)).toBe('Seen By Both');
    expect(await nameOn(b)).toBe('Seen By Both');

    const edit = await call(b.url, '/v1/api/all/edit/profile', {
      method: 'PUT',
      headers: { ...forwardedFor(), ...bearer(token) },
      json: { newName: 'Edited On B' },
    });
    expect(edit.status).toBe(200);
    expect(await nameOn(b)).toBe('Edited On B');
    expect(await eventually(async () => (await nameOn(a)) === 'Edited On B', within)).toBe(true);

    const logout = await call(a.url, '/v1/api/logout', {
      method: 'POST',
      headers: { ...forwardedFor(), ...bearer(token) },
    });
    expect(logout.status).toBe(200);
    expect((await dashboardOn(a)).status).toBe(401);
    expect(await eventually(async () => (await dashboardOn(b)).status === 401, within)).toBe(true);
  });

  it('answers writes arriving at once, each after its own mark came back, with nothing deprecated used', async () => {
    // Every write waits for a mark sent through the listening connection; node-postgres deprecates queueing
    // queries on a busy client, and says so on stderr the first time it happens.
    const writes = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(a.url, '/v1/api/logout', { method: 'POST', headers: forwardedFor() }),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual(writes.map(() => 401));
    expect(a.output()).not.toContain('DeprecationWarning');
  });

  it('sends each outbox email exactly once with both mail workers running', async () => {
    smtp.clear();
    // Mail already waiting (as after a restart), which both workers find when they are woken.
    const waiting = 40;
    for (let i = 0; i < waiting; i++) {
      await enqueueMail(database.db, {
        to: `waiting.${i}.${randomBytes(3).toString('hex')}@example.com`,
        subject: `Waiting ${i}`,
        text: `Message ${i}`,
        html: `<p>Message ${i}</p>`,
      });
    }
    // Mail requested through both instances at once: welcome mails and verification links.
    const unverified = await Promise.all(
      Array.from({ length: 10 }, () => createUser(database.db, { verified: false })),
    );
    const tokens = await Promise.all(unverified.map((u) => sessionFor(database.db, u)));
    const requests = [
      ...Array.from({ length: 10 }, (_, i) =>
        call((i % 2 === 0 ? a : b).url, '/v1/api/signup', { headers: forwardedFor(), json: signupBody() }),
      ),
      ...tokens.map((token, i) =>
        call((i % 2 === 0 ? b : a).url, '/v1/api/sendlink', {
          method: 'POST',
          headers: { ...forwardedFor(), ...bearer(token) },
        }),
      ),
    ];
    const answers = await Promise.all(requests);
    expect(answers.map((r) => r.status)).toEqual(Array<number>(answers.length).fill(200));

    const rows = await database.db.select().from(outbox);
    expect(rows.length).toBeGreaterThanOrEqual(waiting + answers.length);
    expect(
      await eventually(
        async () => (await database.db.select().from(outbox)).every((row) => row.sentAt !== null),
        { attempts: 300 },
      ),
    ).toBe(true);
    // Stopping waits for a round in progress: any duplicate delivery would have arrived by now.
    await Promise.all([a.stop(), b.stop()]);
    const sentBy = [a, b].map((s) => s.output().split('"msg":"mail: sent"').length - 1);

    const sent = await database.db.select().from(outbox);
    expect(sent.every((row) => row.sentAt !== null && row.lockedUntil === null)).toBe(true);
    const ids = smtp.messages.map((m) => /^<([^@]+)@/.exec(m.messageId ?? '')?.[1]);
    expect(ids.sort()).toEqual(sent.map((row) => row.id).sort());
    const recipients = smtp.messages.map((m) => m.to.join(','));
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(new Set(recipients)).toEqual(new Set(sent.map((row) => row.to.toLowerCase())));
    console.info(`two instances: ${sent.length} emails sent once each; A sent ${sentBy[0]}, B ${sentBy[1]}`);
  });
});
