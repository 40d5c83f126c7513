/**
 * The superadmin's account management: the list (search), one account, elevate, demote, delete a client
 * with all their data, every message, concurrent role changes, the scheduled deletions, the audit log and
 * the audit entries of the registration open/close switch.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { photos, sessions, users } from '../../src/server/modules/accounts/table';
import { auditLog } from '../../src/server/modules/audit/table';
import { paymentImages, registrations } from '../../src/server/modules/registration/table';
import { EVENT_NAME, adminGet, adminPut, createRegistration } from '../support/admin';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { makeImage } from '../support/images';

const m = messages.admin;
let t: TestApp;
let superadmin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  superadmin = await createUser(t.db, { role: 'superadmin' });
  headers = bearer(await sessionFor(t.db, superadmin));
});
afterAll(() => t?.close());

const unknownId = '00000000-0000-4000-8000-000000000000';
const deleteAccount = (json: Record<string, unknown>, h = headers) =>
  request(t.app, { method: 'DELETE', url: '/v1/api/superadmin/deleteaccount', headers: h, json });

function expectError(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
}

async function roleOf(id: string) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

async function auditFor(targetId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('GET /superadmin/getallaccounts and /superadmin/accounts/:id', () => {
  it('lists every account, newest first, without secrets; q searches name and email', async () => {
    const named = await createUser(t.db, { name: 'Zubeen Garg', email: 'zubeen.accounts@example.com' });
    const res = await adminGet(t.app, '/superadmin/getallaccounts', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.accountsFetched);
    expect(body.allAccounts[0]).toEqual({
      _id: named.id,
      name: 'Zubeen Garg',
      role: 'client',
      email: named.email,
      isVerified: true,
      createdAt: expect.any(String),
    });
    expect(body.allAccounts.map((a: { _id: string }) => a._id)).toContain(superadmin.id);
    expect(res.body).not.toMatch(/password|hash|token/i);

    for (const q of ['zubeen', 'GARG', 'accounts@example']) {
      const found = (await adminGet(t.app, `/superadmin/getallaccounts?q=${q}`, headers)).json();
      expect(found.allAccounts.map((a: { _id: string }) => a._id)).toEqual([named.id]);
    }
  });

  it('answers one account, or No such account exists', async () => {
    const student = await createUser(t.db, { student: true });
    const res = await adminGet(t.app, `/superadmin/accounts/${student.id}`, headers);
    expect(res.json()).toEqual({
      message: m.accountFetched,
      account: {
        _id: student.id,
        name: student.name,
        email: student.email,
        role: 'client',
        isVerified: true,
        phone: student.phone,
        isStudentOfNITS: true,
        scholarID: student.scholarId,
        createdAt: expect.any(String),
        deleteAfter: null,
        capabilities: [],
      },
    });
    expect(res.body).not.toMatch(/password|hash|token/i);
    for (const id of [unknownId, 'not-an-id']) {
      expectError(await adminGet(t.app, `/superadmin/accounts/${id}`, headers), 404, m.noSuchAccount);
    }
  });
});

describe('PUT /elevate/admin and PUT /demote/client', () => {
  it('elevates a client to admin (who can then use the admin calls) and demotes them back', async () => {
    const client = await createUser(t.db);
    const clientHeaders = bearer(await sessionFor(t.db, client));
    expect((await adminGet(t.app, '/admin/getregistered', clientHeaders)).statusCode).toBe(403);

    const up = await adminPut(t.app, '/elevate/admin', headers, { accountID: client.id });
    expect({ status: up.statusCode, body: up.json() }).toEqual({
      status: 200,
      body: { message: m.elevated },
    });
    expect(await roleOf(client.id)).toBe('admin');
    expect((await adminGet(t.app, '/admin/getregistered', clientHeaders)).statusCode).toBe(200);

    const down = await adminPut(t.app, '/demote/client', headers, { accountID: client.id });
    expect({ status: down.statusCode, body: down.json() }).toEqual({
      status: 200,
      body: { message: m.demoted },
    });
    expect(await roleOf(client.id)).toBe('client');
    expect((await adminGet(t.app, '/admin/getregistered', clientHeaders)).statusCode).toBe(403);

    const entries = await auditFor(client.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['account.demote', 'account.elevate']);
    expect(entries.find((e) => e.action === 'account.elevate')).toMatchObject({
      actorId: superadmin.id,
      actorEmail: superadmin.email,
      targetType: 'account',
      details: { email: client.email, from: 'client', to: 'admin' },
    });
  });

  it("answers 'No such role exists' when the account does not have the role the change starts from", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const client = await createUser(t.db);
    expectError(await adminPut(t.app, '/elevate/admin', headers, { accountID: admin.id }), 409, m.noSuchRole);
    expectError(
      await adminPut(t.app, '/elevate/admin', headers, { accountID: superadmin.id }),
      409,
      m.noSuchRole,
    );
    expectError(
      await adminPut(t.app, '/demote/client', headers, { accountID: client.id }),
      409,
      m.noSuchRole,
    );
    expectError(
      await adminPut(t.app, '/demote/client', headers, { accountID: superadmin.id }),
      409,
      m.noSuchRole,
    );
    expect(await roleOf(superadmin.id)).toBe('superadmin');
    expect(await auditFor(admin.id)).toEqual([]);
  });

  it("answers 'No such account exists' and 'payload is missing'", async () => {
    for (const url of ['/elevate/admin', '/demote/client']) {
      for (const accountID of [unknownId, 'nope']) {
        expectError(await adminPut(t.app, url, headers, { accountID }), 404, m.noSuchAccount);
      }
      expectError(await adminPut(t.app, url, headers, {}), 400, m.payloadMissing);
    }
  });

  it('applies exactly one of two concurrent elevations', async () => {
    const client = await createUser(t.db);
    const results = await Promise.all([
      adminPut(t.app, '/elevate/admin', headers, { accountID: client.id }),
      adminPut(t.app, '/elevate/admin', headers, { accountID: client.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await roleOf(client.id)).toBe('admin');
    expect(await auditFor(client.id)).toHaveLength(1);
  });

  it('leaves a consistent state when an elevation and a deletion race', async () => {
    const client = await createUser(t.db);
    const [elevate, remove] = await Promise.all([
      adminPut(t.app, '/elevate/admin', headers, { accountID: client.id }),
      deleteAccount({ accountID: client.id }),
    ]);
    const role = await roleOf(client.id);
    if (elevate.statusCode === 200) {
      // The elevation went first: the account is no longer a client, so it is not deleted.
      expect(role).toBe('admin');
      expectError(remove, 403, m.onlyClientsDeleted);
    } else {
      expect(role).toBeUndefined();
      expect(remove.statusCode).toBe(200);
      expectError(elevate, 404, m.noSuchAccount);
    }
  });

  it('applies one of an elevation and a demotion racing from client (never both, never neither wrongly)', async () => {
    const client = await createUser(t.db);
    const [up, down] = await Promise.all([
      adminPut(t.app, '/elevate/admin', headers, { accountID: client.id }),
      adminPut(t.app, '/demote/client', headers, { accountID: client.id }),
    ]);
    expect(up.statusCode).toBe(200);
    // The demotion either saw the client (409) or the new admin (200, back to client).
    expect(await roleOf(client.id)).toBe(down.statusCode === 200 ? 'client' : 'admin');
    expect(await auditFor(client.id)).toHaveLength(down.statusCode === 200 ? 2 : 1);
  });
});

describe('DELETE /superadmin/deleteaccount', () => {
  it('deletes a client with their registrations, payment screenshots, photo and sessions', async () => {
    const reg = await createRegistration(t.db);
    const client = reg.user;
    await sessionFor(t.db, client);
    const [photo] = await t.db
      .insert(photos)
      .values({ userId: client.id, bytes: await makeImage('webp'), contentType: 'image/webp' })
      .returning({ id: photos.id });
    await t.db.update(users).set({ photoId: photo!.id }).where(eq(users.id, client.id));

    const res = await deleteAccount({ accountID: client.id });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.deleted },
    });

    const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
    const counted = { n: count() };
    expect(await n(t.db.select(counted).from(users).where(eq(users.id, client.id)))).toBe(0);
    expect(await n(t.db.select(counted).from(registrations).where(eq(registrations.userId, client.id)))).toBe(
      0,
    );
    expect(await n(t.db.select(counted).from(paymentImages).where(eq(paymentImages.userId, client.id)))).toBe(
      0,
    );
    expect(await n(t.db.select(counted).from(photos).where(eq(photos.userId, client.id)))).toBe(0);
    expect(await n(t.db.select(counted).from(sessions).where(eq(sessions.userId, client.id)))).toBe(0);

    const [entry] = await auditFor(client.id);
    expect(entry).toMatchObject({
      action: 'account.delete',
      targetType: 'account',
      details: { email: client.email, name: client.name },
    });
  });

  it("answers 'Only users with the role client can be deleted' for admins and superadmins", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    for (const id of [admin.id, superadmin.id]) {
      expectError(await deleteAccount({ accountID: id }), 403, m.onlyClientsDeleted);
    }
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it("answers 'No such account exists' and 'payload is missing'", async () => {
    expectError(await deleteAccount({ accountID: unknownId }), 404, m.noSuchAccount);
    expectError(await deleteAccount({}), 400, m.payloadMissing);
  });
});

describe('GET /superadmin/getscheduleddeleteaccount', () => {
  it("answers 'No accounts scheduled for deletion' with an empty list, then the scheduled accounts", async () => {
    await t.db.update(users).set({ deleteAfter: null, deletionScheduledAt: null });
    const empty = await adminGet(t.app, '/superadmin/getscheduleddeleteaccount', headers);
    expect(empty.json()).toEqual({ message: m.noScheduled, allDeletionScheduledAccounts: [] });

    const leaving = await createUser(t.db);
    const deleteAfter = new Date('2030-01-15T00:00:00Z');
    await t.db
      .update(users)
      .set({ deletionScheduledAt: new Date(), deleteAfter })
      .where(eq(users.id, leaving.id));
    const res = await adminGet(t.app, '/superadmin/getscheduleddeleteaccount', headers);
    expect(res.json()).toEqual({
      message: m.scheduledFetched,
      allDeletionScheduledAccounts: [
        { _id: leaving.id, name: leaving.name, email: leaving.email, deleteAfter: deleteAfter.toISOString() },
      ],
    });
  });
});

describe('GET /superadmin/audit', () => {
  it('answers the entries newest first, including the registration open/close switch', async () => {
    await t.db.delete(auditLog);
    for (const open of [true, false]) {
      const res = await adminPut(t.app, '/superadmin/events/registration', headers, {
        eventName: EVENT_NAME,
        open,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await adminGet(t.app, '/superadmin/audit', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.auditFetched);
    expect(body.total).toBe(2);
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'event.registration_close',
      'event.registration_open',
    ]);
    expect(body.entries[0]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actorEmail: superadmin.email,
      action: 'event.registration_close',
      targetType: 'event',
      targetId: EVENT_NAME,
      details: { eventId: expect.any(String) },
    });
    const page = (await adminGet(t.app, '/superadmin/audit?limit=1&offset=1', headers)).json();
    expect(page.entries.map((e: { action: string }) => e.action)).toEqual(['event.registration_open']);
  });

  it('writes no audit entry for a refused switch', async () => {
    await t.db.delete(auditLog);
    const res = await adminPut(t.app, '/superadmin/events/registration', headers, {
      eventName: 'No Such Event',
      open: true,
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select({ n: count() }).from(auditLog);
    expect(row!.n).toBe(0);
  });
});
