/**
 * The admin's review loop: the next pending registration of an event (oldest first after the current one,
 * wrapping round, with the count left), the decline's email held for the undo window, and the undo
 * (reopen) with its audit entry: withdrawn unsent inside the window, a correction mailed after it. Real
 * database, real SMTP capture; the window's end is the mail worker's clock moved on, never a wait.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { adminRules } from '~/shared/schemas/admin';
import { auditLog } from '../../src/server/modules/audit/table';
import { registrations } from '../../src/server/modules/registration/table';
import { outbox } from '../../src/server/mail/table';
import {
  EVENT_NAME,
  adminGet,
  adminPut,
  createEventWithCommittees,
  createRegistration,
} from '../support/admin';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = messages.admin;
let t: TestApp;
let smtp: SmtpCapture;
let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  admin = await createUser(t.db, { role: 'admin' });
  headers = bearer(await sessionFor(t.db, admin));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const afterHold = () => new Date(Date.now() + (adminRules.declineMailHoldMinutes + 1) * 60_000);
const nextOf = (id: string) => adminGet(t.app, `/admin/registrations/${id}/next-pending`, headers);
const reopen = (id: string, h = headers) =>
  request(t.app, { method: 'PUT', url: `/v1/api/admin/registrations/${id}/reopen`, headers: h });
const at = (day: number) => new Date(`2024-10-${String(day).padStart(2, '0')}T10:00:00.123456Z`);

async function statusOf(id: string) {
  const [row] = await t.db.select().from(registrations).where(eq(registrations.id, id));
  return row!.status;
}

describe('GET /admin/registrations/:id/next-pending', () => {
  beforeAll(() => t.db.delete(registrations));

  it('goes to the next pending registration of the same event, oldest first, wrapping round, with the count left', async () => {
    const a = await createRegistration(t.db, { registeredAt: at(1) });
    const b = await createRegistration(t.db, { registeredAt: at(2), status: 'confirmed' });
    const c = await createRegistration(t.db, { registeredAt: at(3) });
    const d = await createRegistration(t.db, { registeredAt: at(4) });
    // Another event's pending registration is never offered.
    await createEventWithCommittees(t.db, 'Mock MUN Review');
    await createRegistration(t.db, { eventName: 'Mock MUN Review', registeredAt: at(5) });

    const expectNext = async (from: string, next: string | null, remaining: number) => {
      const res = await nextOf(from);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: { message: m.nextPendingFetched, next, remaining },
      });
    };
    await expectNext(a.id, c.id, 2);
    await expectNext(b.id, c.id, 3);
    await expectNext(c.id, d.id, 2);
    await expectNext(d.id, a.id, 2);

    // Deciding moves the loop on: confirm c, then from c the next is d, one fewer left.
    expect((await adminPut(t.app, '/confirm/reg', headers, { regID: c.id })).statusCode).toBe(200);
    await expectNext(c.id, d.id, 2);
    expect((await adminPut(t.app, '/decline/reg', headers, { regID: d.id })).statusCode).toBe(200);
    await expectNext(d.id, a.id, 1);
    expect((await adminPut(t.app, '/decline/reg', headers, { regID: a.id })).statusCode).toBe(200);
    await expectNext(a.id, null, 0);
  });

  it('orders registrations made in the same millisecond by their microseconds, then their id', async () => {
    await t.db.delete(registrations);
    const regs = [await createRegistration(t.db), await createRegistration(t.db)];
    // The later registration gets the smaller id, so only the microseconds (which a JavaScript date loses)
    // put it second.
    const [small, large] = regs.map((r) => r.id).sort();
    const stamp = (micro: string) => sql`${'2024-10-07T10:00:00.123' + micro + 'Z'}::timestamptz`;
    await t.db
      .update(registrations)
      .set({ registeredAt: stamp('456') })
      .where(eq(registrations.id, large!));
    await t.db
      .update(registrations)
      .set({ registeredAt: stamp('457') })
      .where(eq(registrations.id, small!));
    expect((await nextOf(large!)).json()).toMatchObject({ next: small, remaining: 1 });
    // From the last one the loop wraps round to the first.
    expect((await nextOf(small!)).json()).toMatchObject({ next: large, remaining: 1 });
    const third = await createRegistration(t.db, { registeredAt: at(8) });
    expect((await nextOf(small!)).json()).toMatchObject({ next: third.id, remaining: 2 });
  });

  it('walks registrations made at the very same time in id order: Review pending opens the first, each is visited once', async () => {
    await t.db.delete(registrations);
    const same = at(9);
    const regs = await Promise.all([1, 2, 3, 4].map(() => createRegistration(t.db, { registeredAt: same })));
    const ids = regs.map((r) => r.id).sort();
    // "Review pending (4)" opens the list's first pending registration: the smallest id of the tie.
    const list = await adminGet(
      t.app,
      `/admin/events/${encodeURIComponent(EVENT_NAME)}/registrations?status=pending&limit=1`,
      headers,
    );
    expect(list.json()).toMatchObject({ total: 4, registrations: [{ _id: ids[0] }] });
    // The whole list, page by page, is the same order.
    const pages = [];
    for (const offset of [0, 1, 2, 3]) {
      const page = await adminGet(
        t.app,
        `/admin/events/${encodeURIComponent(EVENT_NAME)}/registrations?status=pending&limit=1&offset=${offset}`,
        headers,
      );
      pages.push((page.json() as { registrations: { _id: string }[] }).registrations[0]!._id);
    }
    expect(pages).toEqual(ids);
    // Next pending goes through the tie in the same order and wraps round to the first.
    const visited = [ids[0]!];
    for (let i = 0; i < ids.length; i++) {
      const next = (await nextOf(visited.at(-1)!)).json() as { next: string; remaining: number };
      expect(next.remaining).toBe(3);
      visited.push(next.next);
    }
    expect(visited).toEqual([...ids, ids[0]]);
  });

  it("answers 'No such registration exists' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await nextOf(id);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: m.noSuchRegistration },
      });
    }
  });
});

describe('Decline, held email and undo', () => {
  beforeEach(() => smtp.clear());

  it("holds the decline's email; an undo inside the window withdraws it unsent, with an audit entry", async () => {
    const reg = await createRegistration(t.db);
    expect((await adminPut(t.app, '/decline/reg', headers, { regID: reg.id })).statusCode).toBe(200);
    const [held] = await t.db.select().from(outbox).where(eq(outbox.to, reg.user.email));
    expect(held!.subject).toContain('declined');
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(
      Date.now() + (adminRules.declineMailHoldMinutes - 1) * 60_000,
    );
    // The worker running now does not send it.
    await t.app.mailer.drain();
    expect(smtp.to(reg.user.email)).toEqual([]);

    const res = await reopen(reg.id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.reopenedMailWithdrawn, mailWithdrawn: true },
    });
    expect(await statusOf(reg.id)).toBe('pending');
    expect(await t.db.select().from(outbox).where(eq(outbox.to, reg.user.email))).toEqual([]);
    // Even after the window, nothing reaches the delegate.
    await t.app.mailer.drain(afterHold());
    expect(smtp.to(reg.user.email)).toEqual([]);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, reg.id))
      .orderBy(auditLog.at);
    expect(entries.map((e) => e.action)).toEqual(['registration.decline', 'registration.reopen']);
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'registration',
      details: { email: reg.user.email, mailWithdrawn: true },
    });

    // Pending again: it can be confirmed.
    expect((await adminPut(t.app, '/confirm/reg', headers, { regID: reg.id })).statusCode).toBe(200);
  });

  it('after the window the decline was mailed: the undo mails that the registration is under review again', async () => {
    const reg = await createRegistration(t.db);
    expect((await adminPut(t.app, '/decline/reg', headers, { regID: reg.id })).statusCode).toBe(200);
    await t.app.mailer.drain(afterHold());
    expect((await smtp.waitFor(reg.user.email)).subject).toContain('declined');

    const res = await reopen(reg.id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.reopenedMailSent, mailWithdrawn: false },
    });
    expect(await statusOf(reg.id)).toBe('pending');
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(reg.user.email, {
      predicate: (x) => x.subject.includes('under review again'),
    });
    expect(mail.text).toContain('disregard');
  });

  it('a decline again after an undo holds a new email, which a second undo withdraws', async () => {
    const reg = await createRegistration(t.db);
    await adminPut(t.app, '/decline/reg', headers, { regID: reg.id });
    expect((await reopen(reg.id)).json().mailWithdrawn).toBe(true);
    await adminPut(t.app, '/decline/reg', headers, { regID: reg.id });
    expect((await reopen(reg.id)).json().mailWithdrawn).toBe(true);
    await t.app.mailer.drain(afterHold());
    expect(smtp.to(reg.user.email)).toEqual([]);
  });

  it('refuses to reopen a registration that is not declined, writing nothing', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const reg = await createRegistration(t.db, { status });
      const res = await reopen(reg.id);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 409,
        body: { error: m.notDeclined },
      });
      expect(await statusOf(reg.id)).toBe(status);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, reg.id), eq(auditLog.action, 'registration.reopen'))),
      ).toEqual([]);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await reopen(id)).json()).toEqual({ error: m.noSuchRegistration });
    }
  });

  it('two undos at once: exactly one applies', async () => {
    const reg = await createRegistration(t.db);
    await adminPut(t.app, '/decline/reg', headers, { regID: reg.id });
    const results = await Promise.all([reopen(reg.id), reopen(reg.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, reg.id), eq(auditLog.action, 'registration.reopen')));
    expect(entries).toHaveLength(1);
  });

  it('a delegate (a client calling the admin routes) can neither undo a decline nor walk the queue', async () => {
    const reg = await createRegistration(t.db);
    await adminPut(t.app, '/decline/reg', headers, { regID: reg.id });
    const own = bearer(await sessionFor(t.db, reg.user));
    const res = await reopen(reg.id, own);
    expect(res.statusCode).toBe(403);
    expect((await adminGet(t.app, `/admin/registrations/${reg.id}/next-pending`, own)).statusCode).toBe(403);
    expect(await statusOf(reg.id)).toBe('declined');
  });
});
