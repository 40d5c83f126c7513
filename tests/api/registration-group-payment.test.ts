/**
 * The group's payment (docs/decisions/0027-group-payment.md): a member's registration awaits the
 * leader's and cannot be confirmed before it; a leader whose invites were accepted registers only as that
 * group's leader (not alone, not in another group, also under concurrency); the leader's bill counts each
 * non-institute person of the group who chose accommodation, shown by GET /reg/group/:eventName, charged by
 * POST /reg/yp, in the leader's email and the admin detail; the group closes once the leader is in; a
 * declined or deleted leader shows on the member's dashboard and in the admin list and detail; and invites
 * per receiving inbox are limited. Real database, real SMTP capture.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '~/shared/fees';
import { messages } from '~/shared/messages';
import { deleteDueAccounts } from '../../src/server/jobs/deletion';
import { users } from '../../src/server/modules/accounts/table';
import { auditLog } from '../../src/server/modules/audit/table';
import { invites, registrations } from '../../src/server/modules/registration/table';
import { rateLimits } from '../../src/server/plugins/security';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { adminGet, adminPut, committeeOf, listUrl } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import {
  EVENT_NAME,
  type Registrant,
  createInvite,
  createRegistrant,
  individualBody,
  leaderBody,
  memberBody,
  outsiderFields,
  postInvite,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { seededFees } from '../support/seeded-event';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = messages.registration;
const a = messages.admin;
const { groupPerMember, hospitality } = seededFees;
let t: TestApp;
let smtp: SmtpCapture;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  await setRegistrationOpen(t.db, true);
  const admin = await createUser(t.db, { role: 'admin' });
  adminHeaders = bearer(await sessionFor(t.db, admin));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function expectError(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
}

async function registrationOf(userId: string) {
  const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, userId));
  return row;
}

/** A member invited by `leader` to `grpName` who registers through the invite. */
async function joinedMember(
  leader: Registrant,
  grpName: string,
  options: { student?: boolean; accomodation?: 'Yes' | 'No' } = {},
): Promise<Registrant & { registrationId: string }> {
  const member = await createRegistrant(t.db, { student: options.student ?? true });
  const link = await createInvite(t.db, leader.user, member.user, grpName);
  const fields = options.student === false ? outsiderFields(options.accomodation ?? 'No') : {};
  const res = await postRegistration(t.app, member.headers, memberBody(link, fields));
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, registrationId: res.json().registration._id };
}

/** A leader with two registered members (institute students), not registered yet. */
async function groupOfThree(grpName: string, leaderOptions: { student?: boolean } = {}) {
  const leader = await createRegistrant(t.db, leaderOptions);
  const first = await joinedMember(leader, grpName);
  const second = await joinedMember(leader, grpName);
  return { leader, members: [first, second] };
}

const confirm = (regID: string) => adminPut(t.app, '/confirm/reg', adminHeaders, { regID });
const decline = (regID: string) => adminPut(t.app, '/decline/reg', adminHeaders, { regID });
/** The leader's bill covers the members: an admin marks its money received before they are confirmed. */
const markReceived = (regID: string) =>
  adminPut(t.app, `/admin/registrations/${regID}/payment/received`, adminHeaders, {
    note: 'On the statement',
  });
const detail = async (id: string) =>
  (await adminGet(t.app, `/admin/registrations/${id}`, adminHeaders)).json().registration;

async function listItem(id: string) {
  const body = (await adminGet(t.app, listUrl(EVENT_NAME, 'limit=5000'), adminHeaders)).json();
  return body.registrations.find((r: { _id: string }) => r._id === id);
}

async function dashboardEntry(who: Registrant, id: string) {
  const res = await request(t.app, { method: 'GET', url: '/v1/api/client/allevents', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().ypEvents.find((e: { _id: string }) => e._id === id);
}

const groupBill = (who: Registrant, eventName: string = EVENT_NAME) =>
  request(t.app, {
    method: 'GET',
    url: `/v1/api/reg/group/${encodeURIComponent(eventName)}`,
    headers: who.headers,
  });

describe('a leader whose group invites were accepted registers only as that group leader', () => {
  it('an individual registration is refused, with nothing stored', async () => {
    const leader = await createRegistrant(t.db);
    await joinedMember(leader, 'Loyal');
    expectError(
      await postRegistration(t.app, leader.headers, await individualBody()),
      409,
      m.leaderMustRegisterGroup,
    );
    expect(await registrationOf(leader.user.id)).toBeUndefined();
  });

  it('joining another group as a member is refused, and the invite stays unused', async () => {
    const leader = await createRegistrant(t.db);
    await joinedMember(leader, 'Home');
    const other = await createRegistrant(t.db);
    const link = await createInvite(t.db, other.user, leader.user, 'Elsewhere');
    expectError(
      await postRegistration(t.app, leader.headers, memberBody(link)),
      409,
      m.leaderCannotJoinGroup,
    );
    expect(await registrationOf(leader.user.id)).toBeUndefined();
    const [invite] = await t.db.select().from(invites).where(eq(invites.memberId, leader.user.id));
    expect(invite!.acceptedAt).toBeNull();
  });

  it('with invites sent but none accepted, registering alone is allowed; the invite then no longer works', async () => {
    const leader = await createRegistrant(t.db);
    const invited = await createRegistrant(t.db);
    const link = await createInvite(t.db, leader.user, invited.user, 'Never');
    expect((await postRegistration(t.app, leader.headers, await individualBody())).statusCode).toBe(200);
    expectError(
      await postRegistration(t.app, invited.headers, memberBody(link)),
      409,
      m.leaderRegisteredWithoutGroup,
    );
  });

  it('a member accepting while the leader registers alone: exactly one of them gets through', async () => {
    for (let round = 0; round < 4; round++) {
      const leader = await createRegistrant(t.db);
      const member = await createRegistrant(t.db);
      const link = await createInvite(t.db, leader.user, member.user, `Race ${round}`);
      const leaderBodyAlone = await individualBody();
      const [alone, joined] = await Promise.all([
        postRegistration(t.app, leader.headers, leaderBodyAlone),
        postRegistration(t.app, member.headers, memberBody(link)),
      ]);
      expect([alone.statusCode, joined.statusCode].sort()).toEqual([200, 409]);
      if (alone.statusCode === 200) expect(joined.json()).toEqual({ error: m.leaderRegisteredWithoutGroup });
      else expect(alone.json()).toEqual({ error: m.leaderMustRegisterGroup });
    }
  });

  it('two leaders joining each other’s groups at once: neither ends up both leading members and in another group', async () => {
    for (let round = 0; round < 3; round++) {
      const [x, y] = [await createRegistrant(t.db), await createRegistrant(t.db)];
      const xJoinsY = await createInvite(t.db, y.user, x.user, `Y ${round}`);
      const yJoinsX = await createInvite(t.db, x.user, y.user, `X ${round}`);
      const results = await Promise.all([
        postRegistration(t.app, x.headers, memberBody(xJoinsY)),
        postRegistration(t.app, y.headers, memberBody(yJoinsX)),
      ]);
      // The first one in joins; the other is refused (its group now has an accepted invite).
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.statusCode === 409)!;
      expect(refused.json()).toEqual({ error: m.leaderCannotJoinGroup });
    }
  });
});

describe('the group payment of a member', () => {
  it('awaits the leader: the member cannot be confirmed until the leader’s registration is in', async () => {
    const { leader, members } = await groupOfThree('Waiting');
    const member = members[0]!;
    expect(await dashboardEntry(member, member.registrationId)).toMatchObject({
      status: 'pending',
      groupPayment: 'awaitingLeader',
    });
    expect(await listItem(member.registrationId)).toMatchObject({ groupPayment: 'awaitingLeader' });

    expectError(await confirm(member.registrationId), 409, a.memberNotPaid.awaitingLeader);
    expect((await registrationOf(member.user.id))!.status).toBe('pending');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, member.registrationId));
    expect(audit).toEqual([]);
    await t.app.mailer.drain();
    expect(smtp.to(member.user.email).filter((x) => x.subject.includes('confirmed'))).toHaveLength(0);

    // The leader registers (and pays): now the member can be confirmed.
    const res = await postRegistration(t.app, leader.headers, await leaderBody('Waiting', []));
    expect(res.statusCode, res.body).toBe(200);
    expect(await dashboardEntry(member, member.registrationId)).toMatchObject({
      groupPayment: 'leaderRegistered',
    });
    expect(await listItem(member.registrationId)).toMatchObject({ groupPayment: 'leaderRegistered' });
    // Registered, but its money not yet received: the member waits for that too.
    expect((await confirm(member.registrationId)).json()).toEqual({
      error: messages.admin.memberPaymentNotReceived,
    });
    expect((await markReceived(res.json().registration._id)).statusCode).toBe(200);
    const confirmed = await confirm(member.registrationId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await registrationOf(member.user.id))!.status).toBe('confirmed');

    // The leader confirmed: 'paid by the group leader' on the dashboard; the leader's own list entry has none.
    expect((await confirm(res.json().registration._id)).statusCode).toBe(200);
    expect(await dashboardEntry(member, member.registrationId)).toMatchObject({
      groupPayment: 'leaderConfirmed',
    });
    expect(await dashboardEntry(leader, res.json().registration._id)).toMatchObject({ groupPayment: null });
  });

  it('a declined leader shows on the member’s dashboard, in the admin list and detail, and blocks confirming and assigning', async () => {
    const { leader, members } = await groupOfThree('Declined');
    const res = await postRegistration(t.app, leader.headers, await leaderBody('Declined', []));
    const leaderId = res.json().registration._id as string;
    const [early, late] = members;
    // One member was confirmed while the leader's registration was pending (its money received).
    expect((await markReceived(leaderId)).statusCode).toBe(200);
    expect((await confirm(early!.registrationId)).statusCode).toBe(200);
    expect((await decline(leaderId)).statusCode).toBe(200);

    for (const member of members) {
      expect(await dashboardEntry(member, member.registrationId)).toMatchObject({
        groupPayment: 'leaderDeclined',
      });
      expect(await listItem(member.registrationId)).toMatchObject({ groupPayment: 'leaderDeclined' });
    }
    const shown = await detail(late!.registrationId);
    expect(shown.groupPayment).toMatchObject({
      state: 'leaderDeclined',
      leaderEmail: leader.user.email,
      leaderRegistration: { _id: leaderId, status: 'declined', kind: 'leader' },
    });
    expectError(await confirm(late!.registrationId), 409, a.memberNotPaid.leaderDeclined);
    // The member confirmed earlier gets no seat while the group is unpaid.
    const ib = await committeeOf(t.db, 'IB');
    expectError(
      await adminPut(t.app, '/admin/assign/portfolios', adminHeaders, {
        eventID: early!.registrationId,
        committee: 'IB',
        portfolio: ib.portfolios[0]!,
      }),
      409,
      a.memberNotPaid.leaderDeclined,
    );
    expect((await registrationOf(early!.user.id))!.assignedPortfolio).toBeNull();
    // Declining the member is still possible.
    expect((await decline(late!.registrationId)).statusCode).toBe(200);
  });

  it('a deleted leader account shows on the member’s dashboard, in the admin list and detail, and blocks confirming', async () => {
    const { leader, members } = await groupOfThree('Orphans');
    const member = members[0]!;
    // Scheduled for deletion (the leader can no longer log in to pay).
    const scheduled = await request(t.app, {
      method: 'DELETE',
      url: '/v1/api/account',
      headers: leader.headers,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(await dashboardEntry(member, member.registrationId)).toMatchObject({
      groupPayment: 'leaderDeleted',
    });
    expectError(await confirm(member.registrationId), 409, a.memberNotPaid.leaderDeleted);

    // Then deleted for good by the job: the group goes with the account.
    const [row] = await t.db
      .select({ deleteAfter: users.deleteAfter })
      .from(users)
      .where(eq(users.id, leader.user.id));
    await deleteDueAccounts(t.db, new Date(row!.deleteAfter!.getTime() + 1000));
    expect(await t.db.select().from(users).where(eq(users.id, leader.user.id))).toEqual([]);

    for (const m2 of members) {
      expect(await dashboardEntry(m2, m2.registrationId)).toMatchObject({
        status: 'pending',
        groupPayment: 'leaderDeleted',
      });
      expect(await listItem(m2.registrationId)).toMatchObject({ groupPayment: 'leaderDeleted' });
    }
    const shown = await detail(member.registrationId);
    expect(shown.group).toBeNull();
    expect(shown.groupPayment).toEqual({
      state: 'leaderDeleted',
      leaderName: null,
      leaderEmail: null,
      leaderRegistration: null,
      amount: null,
    });
    expectError(await confirm(member.registrationId), 409, a.memberNotPaid.leaderDeleted);
  });

  it('other registrations carry no group payment', async () => {
    const solo = await createRegistrant(t.db);
    const res = await postRegistration(t.app, solo.headers, await individualBody());
    const id = res.json().registration._id as string;
    expect(await dashboardEntry(solo, id)).toMatchObject({ groupPayment: null });
    expect(await listItem(id)).toMatchObject({ groupPayment: null });
    expect((await detail(id)).groupPayment).toBeNull();
  });
});

describe("the leader's bill", () => {
  it('is 349 x 3 + 1500 with one member’s hospitality: shown before, charged, emailed, in the admin detail', async () => {
    const leader = await createRegistrant(t.db, { student: true });
    const hosted = await joinedMember(leader, 'Hosts', { student: false, accomodation: 'Yes' });
    const plain = await joinedMember(leader, 'Hosts', { student: true });
    const total = groupPerMember * 3 + hospitality;
    expect(total).toBe(2547);
    const lines = [
      { label: `${m.feeGroup} (${groupPerMember} x 3)`, amount: groupPerMember * 3 },
      { label: `${m.feeHospitality} (${hospitality} x 1)`, amount: hospitality },
    ];

    // The leader's form shows the server's breakdown.
    const bill = await groupBill(leader);
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json()).toEqual({
      message: m.groupFetched,
      grpName: 'Hosts',
      registeredMembers: 2,
      membersWithHospitality: 1,
      leaderRegistered: false,
      amountDue: { total, lines },
      amountDueWithAccommodation: null,
    });

    // Admins see the bill so far on a member's detail, before the leader registers.
    expect((await detail(plain.registrationId)).groupPayment).toEqual({
      state: 'awaitingLeader',
      leaderName: leader.user.name,
      leaderEmail: leader.user.email,
      leaderRegistration: null,
      amount: { total, lines, final: false },
    });

    await t.app.mailer.drain();
    const res = await postRegistration(t.app, leader.headers, await leaderBody('Hosts', []));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration.amountDue).toBe(total);
    const stored = await registrationOf(leader.user.id);
    expect(stored).toMatchObject({ kind: 'leader', amountDue: total, amountLines: lines });

    // The leader's confirmation email.
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(leader.user.email, {
      predicate: (x) => x.subject.includes('registration completed'),
    });
    expect(mail.text).toContain(`Amount due: ${formatRupees(total)}`);
    for (const line of lines) expect(mail.text).toContain(`${line.label}: ${formatRupees(line.amount)}`);
    // The members hear what was paid for the group.
    const memberMail = await smtp.waitFor(hosted.user.email, {
      predicate: (x) => x.subject.includes('is registered'),
    });
    expect(memberMail.text).toContain(formatRupees(total));

    // The admin detail: the leader's amount with its lines; the member's group amount and leader.
    const leaderDetail = await detail(res.json().registration._id);
    expect(leaderDetail).toMatchObject({ amountDue: total, amountLines: lines, groupPayment: null });
    expect((await detail(hosted.registrationId)).groupPayment).toEqual({
      state: 'leaderRegistered',
      leaderName: leader.user.name,
      leaderEmail: leader.user.email,
      leaderRegistration: { _id: res.json().registration._id, status: 'pending', kind: 'leader' },
      amount: { total, lines, final: true },
    });
    // The member's own registration costs nothing; the hospitality is on the leader's bill.
    expect(await registrationOf(hosted.user.id)).toMatchObject({ amountDue: 0, accommodation: true });

    // The group is closed: a late member is refused, and the amount stays what the screenshot paid.
    const late = await createRegistrant(t.db, { student: false });
    const lateLink = await createInvite(t.db, leader.user, late.user, 'Hosts');
    expectError(
      await postRegistration(t.app, late.headers, memberBody(lateLink, outsiderFields('Yes'))),
      409,
      m.groupClosed,
    );
    expect((await groupBill(leader)).json()).toMatchObject({ leaderRegistered: true, registeredMembers: 2 });
    expect((await registrationOf(leader.user.id))!.amountDue).toBe(total);
  });

  it('counts a non-institute leader’s own accommodation with the members’', async () => {
    const leader = await createRegistrant(t.db, { student: false });
    await joinedMember(leader, 'Travellers', { student: false, accomodation: 'Yes' });
    await joinedMember(leader, 'Travellers', { student: false, accomodation: 'No' });
    const withOwn = groupPerMember * 3 + hospitality * 2;
    const bill = (await groupBill(leader)).json();
    expect(bill.amountDue.total).toBe(groupPerMember * 3 + hospitality);
    expect(bill.amountDueWithAccommodation).toEqual({
      total: withOwn,
      lines: [
        { label: `${m.feeGroup} (${groupPerMember} x 3)`, amount: groupPerMember * 3 },
        { label: `${m.feeHospitality} (${hospitality} x 2)`, amount: hospitality * 2 },
      ],
    });
    const res = await postRegistration(
      t.app,
      leader.headers,
      await leaderBody('Travellers', [], outsiderFields('Yes')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration.amountDue).toBe(withOwn);
  });

  it('GET /reg/group/:eventName before any invite, and for an unknown event', async () => {
    const nobody = await createRegistrant(t.db);
    expect((await groupBill(nobody)).json()).toEqual({
      message: m.groupFetched,
      grpName: null,
      registeredMembers: 0,
      membersWithHospitality: 0,
      leaderRegistered: false,
      amountDue: {
        total: groupPerMember,
        lines: [{ label: `${m.feeGroup} (${groupPerMember} x 1)`, amount: groupPerMember }],
      },
      amountDueWithAccommodation: null,
    });
    expectError(await groupBill(nobody, 'Annual Conference 2099'), 404, m.noSuchEvent);
  });
});

describe('invites per receiving inbox', () => {
  it(`at most ${rateLimits.invitesPerInbox.max} per hour to one inbox from all leaders, +tags included`, async () => {
    const max = rateLimits.invitesPerInbox.max;
    const target = await createUser(t.db);
    const [local, domain] = target.email.split('@');
    // The +tag addresses are accounts of their own (the per-inbox key drops the tag).
    const tagged: TestUser[] = [];
    for (let i = 0; i < 3; i++) tagged.push(await createUser(t.db, { email: `${local}+${i}@${domain}` }));
    const addresses = [target.email, ...tagged.map((u) => u.email)];

    const statuses: number[] = [];
    for (let i = 0; i < max + 1; i++) {
      // A different leader each time: the per-account limit never comes into it.
      const leader = await createRegistrant(t.db);
      const email = addresses[i % addresses.length]!;
      const res = await postInvite(t.app, leader.headers, {
        email,
        eventName: EVENT_NAME,
        grpName: `Flood ${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ error: messages.generic.tooManyRequests });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429]);
    const [sent] = await t.db
      .select({ n: count() })
      .from(invites)
      .where(and(eq(invites.memberId, target.id)));
    expect(sent!.n).toBeGreaterThan(0);

    // Another inbox is not affected.
    const leader = await createRegistrant(t.db);
    const other = await createUser(t.db);
    const res = await postInvite(t.app, leader.headers, {
      email: other.email,
      eventName: EVENT_NAME,
      grpName: 'Elsewhere',
    });
    expect(res.statusCode).toBe(200);
  });
});
