/**
 * POST /reg/yp charges the fees of the event being registered for, read from the database at the time of
 * the registration (never constants): the individual fee, hospitality, the leader's group fee per person,
 * and the event's minimum group size (`groupMinPeople`, the leader included).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EventFees } from '~/shared/schemas/events';
import { registrations } from '../../src/server/modules/registration/table';
import { type TestApp, createTestApp } from '../support/app';
import {
  type Registrant,
  createInvite,
  createRegistrant,
  individualBody,
  leaderBody,
  memberBody,
  outsiderFields,
  postRegistration,
  setEventFees,
  setRegistrationOpen,
} from '../support/registration';
import { seededFees } from '../support/seeded-event';

const m = messages.registration;
let t: TestApp;

/** Other fees than the seeded ones (every figure differs from them). */
const fees: EventFees = { individual: 499, groupPerMember: 449, hospitality: 1800, groupMinPeople: 4 };

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
  await setEventFees(t.db, fees);
});
afterAll(() => t?.close());

async function storedAmount(userId: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ amountDue: registrations.amountDue })
    .from(registrations)
    .where(eq(registrations.userId, userId));
  return row?.amountDue;
}

/** A leader with `n` invited members who registered through their invites. */
async function groupOf(n: number, grpName: string, leaderOptions: { student?: boolean } = {}) {
  const leader = await createRegistrant(t.db, leaderOptions);
  const members: Registrant[] = [];
  for (let i = 0; i < n; i++) {
    const member = await createRegistrant(t.db);
    const link = await createInvite(t.db, leader.user, member.user, grpName);
    expect((await postRegistration(t.app, member.headers, memberBody(link))).statusCode).toBe(200);
    members.push(member);
  }
  return { leader, emails: members.map((member) => member.user.email) };
}

describe("an event's own fees", () => {
  it('are not the seeded ones (the test would prove nothing otherwise)', () => {
    for (const key of Object.keys(fees) as (keyof EventFees)[]) expect(fees[key]).not.toBe(seededFees[key]);
  });

  it.each([
    ['an institute student', { student: true }, {}, fees.individual],
    [
      'a non-institute student without accommodation',
      { student: false },
      outsiderFields('No'),
      fees.individual,
    ],
    [
      'a non-institute student with accommodation',
      { student: false },
      outsiderFields('Yes'),
      fees.individual + fees.hospitality,
    ],
  ])('charge %s registering alone %i', async (_case, options, fields, amount) => {
    const { user, headers } = await createRegistrant(t.db, options);
    const res = await postRegistration(t.app, headers, await individualBody(fields));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration.amountDue).toBe(amount);
    expect(await storedAmount(user.id)).toBe(amount);
  });

  it("enforce the event's minimum group size: 4 people need 3 registered members", async () => {
    const { leader, emails } = await groupOf(2, 'Three of us');
    const refused = await postRegistration(t.app, leader.headers, await leaderBody('Three of us', emails));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: m.minMembers },
    });
    expect(await storedAmount(leader.user.id)).toBeUndefined();

    // One more member registers: the leader pays the group fee for all four.
    const fourth = await createRegistrant(t.db);
    const link = await createInvite(t.db, leader.user, fourth.user, 'Three of us');
    expect((await postRegistration(t.app, fourth.headers, memberBody(link))).statusCode).toBe(200);
    const res = await postRegistration(t.app, leader.headers, await leaderBody('Three of us', emails));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration.amountDue).toBe(fees.groupPerMember * 4);
    expect(await storedAmount(leader.user.id)).toBe(fees.groupPerMember * 4);
  });

  it("charge a non-institute leader with accommodation the group fee per person and the event's hospitality", async () => {
    const { leader, emails } = await groupOf(3, 'Outsiders', { student: false });
    const res = await postRegistration(
      t.app,
      leader.headers,
      await leaderBody('Outsiders', emails, outsiderFields('Yes')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration.amountDue).toBe(fees.groupPerMember * 4 + fees.hospitality);
  });

  it('follow a change made while the server runs, and a smaller minimum group', async () => {
    await setEventFees(t.db, { ...fees, individual: 650, groupPerMember: 300, groupMinPeople: 2 });
    try {
      const solo = await createRegistrant(t.db);
      const alone = await postRegistration(t.app, solo.headers, await individualBody());
      expect(alone.json().registration.amountDue).toBe(650);

      // Two people (the leader and one registered member) now make a group.
      const { leader, emails } = await groupOf(1, 'Pair');
      const res = await postRegistration(t.app, leader.headers, await leaderBody('Pair', emails));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().registration.amountDue).toBe(300 * 2);
    } finally {
      await setEventFees(t.db, fees);
    }
  });
});
