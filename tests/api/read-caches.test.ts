/**
 * The in-memory read caches (docs/decisions/0021-read-caches.md): the session of a bearer token, a
 * leader's invite lists, the events list and the chair guard's question are answered from memory, and every
 * change is seen.
 * - Through this server: the caller's next request sees it at once (read-your-writes).
 * - Written beside it (another instance, a script): once its notification has arrived (`changes.sync()`).
 * - A read that a change overtook is not kept; nothing is answered from memory without a live feed, and
 *   on PostgreSQL the feed comes back by itself after its connection is killed.
 * Caching is made visible with writes that fire no trigger (session_replication_role = replica): only a
 * value kept in memory can hide them.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import { CHANGES_CHANNEL } from '../../src/server/db/change-feed';
import { createReadCache } from '../../src/server/db/read-cache';
import { committees, events, portfolios, sessions, users } from '../../src/server/db/schema';
import { createSessionLookup } from '../../src/server/modules/accounts/sessions';
import { type Db, LISTEN_APPLICATION_NAME, type Tx } from '../../src/server/db/client';
import { bearer, createUser, logInThroughApi, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { waitFor } from '../support/wait';
import { EVENT_NAME, createInvite, setRegistrationOpen } from '../support/registration';
import { chairFixture, chairPaths, inviteRow } from '../support/chairs';
import { committeeChairs } from '../../src/server/modules/chairs/table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
});
afterAll(() => t?.close());

const dashboard = (token: string) =>
  request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: bearer(token) });

async function nameOnDashboard(token: string): Promise<string> {
  const res = await dashboard(token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }).name;
}

/** Writes without firing any trigger: no change notification, so no cache hears of it. */
async function writeSilently(db: Db, write: (tx: Tx) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

const renameSilently = (db: Db, id: string, name: string) =>
  writeSilently(db, (tx) => tx.update(users).set({ name }).where(eq(users.id, id)));

describe('the session cache', () => {
  it('answers a known token from memory', async () => {
    const user = await createUser(t.db, { name: 'Before' });
    const token = await sessionFor(t.db, user);
    expect(await nameOnDashboard(token)).toBe('Before');
    await renameSilently(t.db, user.id, 'Hidden');
    expect(await nameOnDashboard(token)).toBe('Before');
  });

  it('sees changes written beside the server once their notification has arrived', async () => {
    const changes: [string, (user: { id: string }) => Promise<unknown>, number][] = [
      ['a rename', (u) => t.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, u.id)), 200],
      ['a role change', (u) => t.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.id)), 200],
      [
        'a revocation',
        (u) => t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, u.id)),
        401,
      ],
      ['a deleted session', (u) => t.db.delete(sessions).where(eq(sessions.userId, u.id)), 401],
      [
        'an account scheduled for deletion',
        (u) => t.db.update(users).set({ deletionScheduledAt: new Date() }).where(eq(users.id, u.id)),
        401,
      ],
      ['a deleted account', (u) => t.db.delete(users).where(eq(users.id, u.id)), 401],
    ];
    for (const [what, change, status] of changes) {
      const user = await createUser(t.db, { name: 'Original' });
      const token = await sessionFor(t.db, user);
      expect((await dashboard(token)).statusCode, what).toBe(200);
      await change(user);
      await t.app.changes.sync();
      const res = await dashboard(token);
      expect(res.statusCode, what).toBe(status);
      if (what === 'a rename') expect(res.json().name).toBe('Renamed');
      if (what === 'a role change') expect(res.json().role).toBe('admin');
      if (status === 401) expect(res.json()).toEqual({ error: messages.auth.unauthorized });
    }
  });

  it('sees an emptied sessions table', async () => {
    const token = await sessionFor(t.db, await createUser(t.db));
    expect((await dashboard(token)).statusCode).toBe(200);
    // Other files have their own databases: emptying this one's sessions touches no other test.
    await t.db.execute(sql`truncate table sessions`);
    await t.app.changes.sync();
    expect((await dashboard(token)).statusCode).toBe(401);
  });

  it('sees what the caller changed through the API on the very next request, without waiting', async () => {
    const user = await createUser(t.db, { name: 'Own Name' });
    const token = await logInThroughApi(t.app, user);
    const other = await logInThroughApi(t.app, user);
    expect(await nameOnDashboard(token)).toBe('Own Name');
    expect(await nameOnDashboard(other)).toBe('Own Name');

    const edit = await request(t.app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers: bearer(token),
      json: { newName: 'New Name', newPwd: 'another-pass-1', confirmNewPwd: 'another-pass-1' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await nameOnDashboard(token)).toBe('New Name');
    // The new password ended the other session.
    expect((await dashboard(other)).statusCode).toBe(401);

    const logout = await request(t.app, { method: 'POST', url: '/v1/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await dashboard(token)).statusCode).toBe(401);
  });

  it('never answers a session from memory past its expiry', async () => {
    const user = await createUser(t.db);
    const token = await sessionFor(t.db, user);
    const findSession = createSessionLookup(t.db, t.app.changes);
    const found = await findSession(token);
    expect(found?.user.id).toBe(user.id);
    expect(await findSession(token, new Date(found!.expiresAt.getTime() - 1))).not.toBeNull();
    expect(await findSession(token, found!.expiresAt)).toBeNull();
  });
});

describe("the leader's invite lists", () => {
  it('are answered from memory and show a new invite at once, through the API or beside it', async () => {
    const leader = await createUser(t.db);
    const token = await sessionFor(t.db, leader);
    const invited = async () =>
      ((await dashboard(token)).json() as { sendInviteToWhom: unknown[] }).sendInviteToWhom;
    expect(await invited()).toEqual([]);

    const member = await createUser(t.db);
    const sent = await request(t.app, {
      method: 'POST',
      url: '/v1/api/sendinvite',
      headers: bearer(token),
      json: { email: member.email, eventName: EVENT_NAME, grpName: 'Cached Group' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await invited()).toEqual([
      {
        eventName: EVENT_NAME,
        grpName: 'Cached Group',
        toWhom: [{ email: member.email, hasAccepted: 'no', status: 'pending' }],
      },
    ]);

    const second = await createUser(t.db);
    await createInvite(t.db, leader, second, 'Cached Group');
    await t.app.changes.sync();
    expect((await invited()).flatMap((g) => (g as { toWhom: unknown[] }).toWhom)).toHaveLength(2);
  });
});

describe('the events list', () => {
  it('is answered from memory; opening registration, or a portfolio added beside the server, shows', async () => {
    const superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
    const portfoliosOf = async () => {
      const res = await request(t.app, { method: 'GET', url: '/v1/api/events' });
      expect(res.statusCode).toBe(200);
      const [event] = (
        res.json() as { events: { registrationOpen: boolean; committees: { portfolios: string[] }[] }[] }
      ).events;
      return { open: event!.registrationOpen, portfolios: event!.committees.flatMap((c) => c.portfolios) };
    };
    const before = await portfoliosOf();
    expect(before.open).toBe(true);
    const [committee] = await t.db.select({ id: committees.id }).from(committees).limit(1);
    await writeSilently(t.db, (tx) =>
      tx.insert(portfolios).values({ committeeId: committee!.id, name: 'Hidden Portfolio', position: 999 }),
    );
    expect(await portfoliosOf()).toEqual(before);

    const close = await request(t.app, {
      method: 'PUT',
      url: '/v1/api/superadmin/events/registration',
      headers: superadmin,
      json: { eventName: EVENT_NAME, open: false },
    });
    expect(close.statusCode).toBe(200);
    const closed = await portfoliosOf();
    expect(closed.open).toBe(false);
    expect(closed.portfolios).toContain('Hidden Portfolio');

    await t.db
      .insert(portfolios)
      .values({ committeeId: committee!.id, name: 'Added Beside', position: 1000 });
    await t.app.changes.sync();
    expect((await portfoliosOf()).portfolios).toContain('Added Beside');
    await t.db.update(events).set({ registrationOpen: true }).where(eq(events.name, EVENT_NAME));
    await t.app.changes.sync();
    expect((await portfoliosOf()).open).toBe(true);
  });
});

describe('the chair guard', () => {
  it('answers from memory; a chair removed or added beside the server, or a committee renamed, shows', async () => {
    const fx = await chairFixture(t.db);
    const room = async (headers: Record<string, string>, committee = fx.committee) =>
      (await request(t.app, { method: 'GET', url: chairPaths(fx, committee).room, headers })).statusCode;
    expect(await room(fx.chair)).toBe(200);

    // Removed without a notification: only the answer kept in memory still admits the chair.
    await writeSilently(t.db, (tx) =>
      tx.update(committeeChairs).set({ state: 'revoked' }).where(eq(committeeChairs.id, fx.chairId)),
    );
    expect(await room(fx.chair)).toBe(200);

    // The same write beside the server, with its trigger: refused once the notification has arrived.
    await t.db.update(committeeChairs).set({ state: 'revoked' }).where(eq(committeeChairs.id, fx.chairId));
    await t.app.changes.sync();
    expect(await room(fx.chair)).toBe(403);

    // A refusal is kept too, until a chair is added beside the server.
    const newcomer = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, newcomer));
    expect(await room(headers)).toBe(403);
    await inviteRow(
      t.db,
      { eventId: fx.eventId, committeeId: fx.committeeId },
      newcomer.email,
      'accepted',
      newcomer.id,
    );
    await t.app.changes.sync();
    expect(await room(headers)).toBe(200);

    // A committee's code changed beside the server: the old address stops admitting, the new one admits.
    await t.db.update(committees).set({ code: 'CZ' }).where(eq(committees.id, fx.committeeId));
    await t.app.changes.sync();
    expect(await room(headers)).toBe(403);
    expect(await room(headers, 'CZ')).toBe(200);
  });
});

describe('a read cache', () => {
  it('does not keep a value that a change overtook while it was read', async () => {
    const cache = createReadCache<{ name: string }>(t.app.changes, {
      max: 10,
      ttlMs: 60_000,
      invalidates: (change) => (change.startsWith('account:') ? 'all' : null),
    });
    const user = await createUser(t.db, { name: 'First' });
    const readName = async () => {
      const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      return row ?? null;
    };
    let loads = 0;
    const overtaken = async () => {
      loads++;
      const value = await readName();
      await t.db.update(users).set({ name: 'Second' }).where(eq(users.id, user.id));
      await t.app.changes.sync();
      return value;
    };
    expect(await cache.get('k', overtaken)).toEqual({ name: 'First' });
    expect(cache.size).toBe(0);
    const plain = async () => {
      loads++;
      return readName();
    };
    expect(await cache.get('k', plain)).toEqual({ name: 'Second' });
    expect(await cache.get('k', plain)).toEqual({ name: 'Second' });
    expect(loads).toBe(2);
  });
});

describe("the change feed's sync", () => {
  it('sends one mark at a time for syncs asked for at once, and each still sees what committed before it', async () => {
    const seen = new Set<string>();
    t.app.changes.subscribe((change) => seen.add(change));
    const marks: string[] = [];
    const watcher = await t.database.listen(CHANGES_CHANNEL, {
      notification: (payload) => marks.push(payload),
      lost: () => {},
    });
    try {
      const accounts = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db)));
      // Each writes (its trigger names the account), then syncs: its change has arrived when the sync resolves.
      const missed = await Promise.all(
        accounts.map(async (account, n) => {
          await t.db
            .update(users)
            .set({ name: `Rushed ${n}` })
            .where(eq(users.id, account.id));
          await t.app.changes.sync();
          return seen.has(`account:${account.id}`) ? null : account.id;
        }),
      );
      expect(missed.filter((id) => id !== null)).toEqual([]);
      await watcher.notify('end of the rush');
      await waitFor(() => marks.includes('end of the rush'), 'the watcher to hear the rush end');
      const syncMarks = marks.filter((payload) => payload.startsWith('sync:'));
      expect(syncMarks.length).toBeGreaterThan(0);
      expect(syncMarks.length).toBeLessThan(40);

      // Forty syncs at once with nothing in flight: the first sends a mark, the others share the next one.
      marks.length = 0;
      await Promise.all(Array.from({ length: 40 }, () => t.app.changes.sync()));
      await watcher.notify('end of the syncs');
      await waitFor(() => marks.includes('end of the syncs'), 'the watcher to hear the syncs end');
      expect(marks.filter((payload) => payload.startsWith('sync:'))).toHaveLength(2);
    } finally {
      await watcher.close();
    }
  });
});

describe('without a live change feed', () => {
  it('reads the database every time; on PostgreSQL the feed comes back by itself', async () => {
    const user = await createUser(t.db, { name: 'Start' });
    const token = await sessionFor(t.db, user);
    expect(await nameOnDashboard(token)).toBe('Start');
    await renameSilently(t.db, user.id, 'Hidden');
    expect(await nameOnDashboard(token)).toBe('Start');

    if (t.database.kind === 'postgres') {
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
      );
      await vi.waitFor(() => expect(t.app.changes.isLive()).toBe(false), { timeout: 10_000 });
      expect(await nameOnDashboard(token)).toBe('Hidden');
      await renameSilently(t.db, user.id, 'Unseen while down');
      expect(await nameOnDashboard(token)).toBe('Unseen while down');

      await vi.waitFor(() => expect(t.app.changes.isLive()).toBe(true), { timeout: 10_000 });
      expect(await nameOnDashboard(token)).toBe('Unseen while down');
      await renameSilently(t.db, user.id, 'Hidden again');
      expect(await nameOnDashboard(token)).toBe('Unseen while down');
      await renameSilently(t.db, user.id, 'Hidden');
    }

    await t.app.changes.close();
    expect(t.app.changes.isLive()).toBe(false);
    expect(await nameOnDashboard(token)).toBe('Hidden');
    await renameSilently(t.db, user.id, 'Read every time');
    expect(await nameOnDashboard(token)).toBe('Read every time');
  });
});
