/**
 * Failures inside the registration and invite transactions: nothing is half-written, and the answer is the
 * call's own message ('Something went wrong on the server side' for /reg/yp, 'something went
 * wrong' for /sendinvite). Also the accounts that vanish between the session check and the transaction.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { makeRegistrationSchema } from '~/shared/schemas/registration';
import { users } from '../../src/server/modules/accounts/table';
import { createSessionLookup } from '../../src/server/modules/accounts/sessions';
import { groups, invites, paymentImages, registrations } from '../../src/server/modules/registration/table';
import { sendInvite } from '../../src/server/modules/registration/invites';
import { register } from '../../src/server/modules/registration/service';
import { HttpError } from '../../src/server/http';
import { createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';
import {
  EVENT_NAME,
  createInvite,
  createRegistrant,
  individualBody,
  memberBody,
  postInvite,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

const m = messages.registration;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
});
afterAll(() => t?.close());

async function rowCounts() {
  const tables = { registrations, paymentImages, groups, invites };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('a failure inside the transaction', () => {
  it('rolls everything back and answers the call’s server error', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const individual = await createRegistrant(t.db);
    const link = await createInvite(t.db, leader.user, member.user, 'Rollback');
    const before = await rowCounts();

    // The outbox is written last in each transaction: without it, every write before it must be undone.
    await t.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const reg = await postRegistration(t.app, individual.headers, await individualBody());
      expect({ status: reg.statusCode, body: reg.json() }).toEqual({
        status: 500,
        body: { error: m.serverError },
      });
      const joined = await postRegistration(t.app, member.headers, memberBody(link));
      expect(joined.statusCode).toBe(500);
      const other = await createUser(t.db);
      const inv = await postInvite(t.app, individual.headers, {
        email: other.email,
        eventName: EVENT_NAME,
        grpName: 'Never',
      });
      expect({ status: inv.statusCode, body: inv.json() }).toEqual({
        status: 500,
        body: { error: m.inviteFailed },
      });
      expect(await rowCounts()).toEqual(before);
    } finally {
      await t.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    const [invite] = await t.db.select().from(invites).where(eq(invites.memberEmail, member.user.email));
    expect(invite!.acceptedAt).toBeNull();

    // And everything works again.
    expect((await postRegistration(t.app, member.headers, memberBody(link))).statusCode).toBe(200);
    expect((await postRegistration(t.app, individual.headers, await individualBody())).statusCode).toBe(200);
  });
});

describe('an account deleted after its session was read', () => {
  async function vanishingUser() {
    const user = await createUser(t.db, { student: true });
    const findSession = createSessionLookup(t.db, t.app.changes);
    const session = await findSession(await sessionFor(t.db, user));
    await t.db.delete(users).where(eq(users.id, user.id));
    return session!.user;
  }
  const ctx = () => ({ db: t.db, publicUrl: t.config.PUBLIC_URL });

  it('cannot register: User not found', async () => {
    const user = await vanishingUser();
    const data = makeRegistrationSchema({ audience: 'server' }).parse(await individualBody());
    const failure = register(ctx(), user, data);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ statusCode: 404, message: m.userNotFound });
  });

  it('cannot invite: whoSendTheInvite User not found, signup first', async () => {
    const leader = await vanishingUser();
    const member = await createUser(t.db);
    const failure = sendInvite(ctx(), leader, {
      email: member.email,
      eventName: EVENT_NAME,
      grpName: 'Gone',
    });
    await expect(failure).rejects.toMatchObject({ statusCode: 404, message: m.inviterNotFound });
    const rows = await t.db.select().from(groups).where(eq(groups.name, 'Gone'));
    expect(rows).toEqual([]);
  });
});
