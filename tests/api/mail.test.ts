import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { type SQL, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { createMailTransport } from '../../src/server/mail/transport';
import { MAX_ATTEMPTS, createMailWorker, retryDelayMs } from '../../src/server/mail/worker';
import { bearer, createUser, sessionFor, signupBody } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { type SmtpCapture, freePort, startSmtpCapture } from '../support/smtp';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ site: false, env });
  cleanups.push(() => t.close());
  return t;
}
async function capture(port?: number): Promise<SmtpCapture> {
  const c = await startSmtpCapture({ port });
  cleanups.push(() => c.close());
  return c;
}

const DAY = 24 * 60 * 60 * 1000;

async function enqueueMailReturning(t: TestApp, to: string) {
  await enqueueMail(t.db, { to, subject: 's', text: 't', html: '<p>h</p>' });
  return t.db.select().from(outbox).where(eq(outbox.to, to));
}

describe('mail with SMTP down', () => {
  it('keeps the account actions working and delivers each email once SMTP is back', async () => {
    const port = await freePort();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });

    const body = signupBody();
    const signup = await request(t.app, { method: 'POST', url: '/v1/api/signup', json: body });
    expect(signup.statusCode).toBe(200);
    const user = await createUser(t.db, { verified: false });
    const sendLink = await request(t.app, {
      method: 'POST',
      url: '/v1/api/sendlink',
      headers: bearer(await sessionFor(t.db, user)),
    });
    expect(sendLink.statusCode).toBe(200);

    // SMTP refuses connections: nothing is sent, both messages wait with the error recorded.
    expect(await t.app.mailer.drain()).toBe(0);
    const pending = await t.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    // Not retried before the backoff has passed.
    expect(await t.app.mailer.drain()).toBe(0);
    expect((await t.db.select().from(outbox))[0]!.attempts).toBe(1);

    // SMTP comes back on the same port.
    const smtp = await capture(port);
    const later = new Date(Date.now() + DAY);
    expect(await t.app.mailer.drain(later)).toBe(2);
    expect(await t.app.mailer.drain(new Date(Date.now() + 2 * DAY))).toBe(0);
    expect(smtp.to(body.email)).toHaveLength(1);
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.to(body.email)[0]!.subject).toBe('Welcome to NITSMUN');
    expect(smtp.to(user.email)[0]!.text).toContain(sendLink.json().verifyEmailLink);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((r) => r.sentAt !== null && r.lastError === null && r.lockedUntil === null)).toBe(true);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, backing off exponentially up to an hour`, async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);

    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    await enqueueMail(t.db, { to: 'nobody@example.com', subject: 's', text: 't', html: '<p>h</p>' });
    let now = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS + 3; i++) {
      await t.app.mailer.runOnce(new Date(now));
      now += 2 * 60 * 60_000;
    }
    const [row] = await t.db.select().from(outbox);
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    expect(row!.sentAt).toBeNull();
  });
});

/**
 * Makes the database refuse the outbox updates matching `when` (as if it went away at that moment), until
 * the returned function is called.
 */
async function failOutboxUpdates(t: TestApp, when: SQL): Promise<() => Promise<void>> {
  await t.db.execute(sql`
    create or replace function fail_outbox_update() returns trigger language plpgsql as $$
    begin raise exception 'the database went away'; end $$`);
  await t.db.execute(sql`
    create trigger fail_outbox_update before update on outbox for each row
    when (${when}) execute function fail_outbox_update()`);
  return async () => {
    await t.db.execute(sql`drop trigger fail_outbox_update on outbox`);
  };
}

describe('a round the database cut short', () => {
  it('leaves nothing waiting for its lease: the next round of the same worker sends it, once', async () => {
    const port = await freePort();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await enqueueMailReturning(t, 'cut.short@example.com');
    // The round claims the message, SMTP refuses it, and recording the failure fails on the database:
    // the claim is committed, the round is not finished.
    const recover = await failOutboxUpdates(t, sql`new.last_error is not null`);
    await expect(t.app.mailer.runOnce()).rejects.toThrow();
    const [claimed] = await t.db.select().from(outbox);
    expect(claimed!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(claimed!.sentAt).toBeNull();

    // Another worker's (another instance's) live claim, which this one must leave alone.
    const [other] = await enqueueMailReturning(t, 'claimed.elsewhere@example.com');
    await t.db
      .update(outbox)
      .set({ lockedUntil: claimed!.lockedUntil, lockedBy: randomUUID() })
      .where(eq(outbox.id, other!.id));

    await recover();
    const smtp = await capture(port);
    expect(await t.app.mailer.drain()).toBe(1);
    expect(smtp.to('claimed.elsewhere@example.com')).toHaveLength(0);
    expect(smtp.to('cut.short@example.com')).toHaveLength(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, claimed!.id));
    expect(row).toMatchObject({ lockedUntil: null, lockedBy: null, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(await t.app.mailer.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('a sent message the database did not record', () => {
  it('is recorded by the next round, not sent again', async () => {
    const smtp = await capture();
    const t = await app({ SMTP_URL: smtp.url });
    const [mail] = await enqueueMailReturning(t, 'sent.unrecorded@example.com');
    const recover = await failOutboxUpdates(t, sql`new.sent_at is not null`);
    await expect(t.app.mailer.runOnce()).rejects.toThrow();
    expect(smtp.to('sent.unrecorded@example.com')).toHaveLength(1);

    await recover();
    expect(await t.app.mailer.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, mail!.id));
    expect(row!.sentAt).not.toBeNull();
    expect(row).toMatchObject({ lockedUntil: null, lockedBy: null });
  });
});

describe('mail workers', () => {
  it('send each message once when two workers drain the outbox at the same time', async () => {
    const smtp = await capture();
    const t = await app({ SMTP_URL: smtp.url });
    const count = 25;
    for (let i = 0; i < count; i++) {
      await enqueueMail(t.db, {
        to: `d${i}@example.com`,
        subject: `Message ${i}`,
        text: `Body ${i}`,
        html: `<p>${i}</p>`,
      });
    }
    const workers = [1, 2].map(() =>
      createMailWorker({ db: t.db, transport: createMailTransport(t.config, t.app.log), log: t.app.log }),
    );
    const sent = await Promise.all(workers.map((w) => w.drain()));
    expect(sent[0]! + sent[1]!).toBe(count);
    expect(smtp.messages).toHaveLength(count);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(count);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(count);
    expect(await workers[0]!.drain()).toBe(0);
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('runs by itself once started and is woken by an action that mails', async () => {
    const smtp = await capture();
    const t = await app({ SMTP_URL: smtp.url });
    t.app.mailer.start(60_000);
    const body = signupBody();
    await request(t.app, { method: 'POST', url: '/v1/api/signup', json: body });
    const mail = await smtp.waitFor(body.email, { timeoutMs: 5000 });
    expect(mail.subject).toBe('Welcome to NITSMUN');
    await t.app.mailer.stop();
  });

  it('writes .eml files under DATA_DIR/mail when SMTP_URL is not set', async () => {
    const t = await app();
    await enqueueMail(t.db, {
      to: 'asha@example.com',
      subject: 'Hello file',
      text: 'The text body',
      html: '<p>The HTML body</p>',
    });
    expect(await t.app.mailer.drain()).toBe(1);
    const dir = join(t.config.DATA_DIR, 'mail');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, files[0]!), 'utf8');
    expect(raw).toContain('Subject: Hello file');
    expect(raw).toContain('To: asha@example.com');
    expect(raw).toContain('The text body');
    expect(raw).toContain('The HTML body');
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'asha@example.com'));
    expect(row!.sentAt).not.toBeNull();
  });
});
