/**
 * Group registration: POST /sendinvite (every rule and message), the emailed invite link and its parts,
 * the member's registration through it (token, leader, event and group checked; single use, races), the
 * leader's registration (more than one registered member; the group fee x (members + 1)), the mails, and the
 * dashboard's invite lists.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '~/shared/fees';
import { messages } from '~/shared/messages';
import { appPages } from '../support/route-table';
import { outbox } from '../../src/server/mail/table';
import { users } from '../../src/server/modules/accounts/table';
import { hashToken } from '../../src/server/modules/accounts/tokens';
import { rateLimits } from '../../src/server/plugins/security';
import { groups, invites, registrations } from '../../src/server/modules/registration/table';
import { createUser } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import {
  EVENT_NAME,
  type InviteLink,
  type Registrant,
  createInvite,
  createRegistrant,
  emailedInviteLink,
  individualBody,
  leaderBody,
  memberBody,
  outsiderFields,
  parseInviteLink,
  postInvite,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { seededFees } from '../support/seeded-event';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = messages.registration;
const groupFee = seededFees.groupPerMember;
const PUBLIC_URL = 'https://nitsmun.example.org';
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  await setRegistrationOpen(t.db, true);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const invite = (leader: Registrant, email: string, grpName = 'Delegation', eventName: string = EVENT_NAME) =>
  postInvite(t.app, leader.headers, { email, eventName, grpName });

const dashboard = async (who: Registrant) =>
  (await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers: who.headers })).json();

async function outboxSize() {
  const [row] = await t.db.select({ n: count() }).from(outbox);
  return row!.n;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
}

/** A leader with `n` members invited (in the database) and registered through their invites. */
async function groupWithRegisteredMembers(n: number, grpName = 'Team', leaderOptions = {}) {
  const leader = await createRegistrant(t.db, leaderOptions);
  const members: Registrant[] = [];
  for (let i = 0; i < n; i++) {
    const member = await createRegistrant(t.db);
    const link = await createInvite(t.db, leader.user, member.user, grpName);
    const res = await postRegistration(t.app, member.headers, memberBody(link));
    expect(res.statusCode).toBe(200);
    members.push(member);
  }
  return { leader, members };
}

describe('POST /sendinvite', () => {
  it.each([
    ['nothing', {}],
    ['no email', { eventName: EVENT_NAME, grpName: 'G' }],
    ['an empty email', { email: ' ', eventName: EVENT_NAME, grpName: 'G' }],
    ['no event name', { email: 'a@example.com', grpName: 'G' }],
    ['an empty group name', { email: 'a@example.com', eventName: EVENT_NAME, grpName: '' }],
    ['no group name', { email: 'a@example.com', eventName: EVENT_NAME }],
    ['a number as email', { email: 42, eventName: EVENT_NAME, grpName: 'G' }],
  ])('refuses %s: email, event name or group name required', async (_case, body) => {
    const leader = await createRegistrant(t.db);
    expectError(await postInvite(t.app, leader.headers, body), 400, m.inviteFieldsRequired);
  });

  it("refuses to invite the leader (in any letter case): grpLeader can't be the member", async () => {
    const leader = await createRegistrant(t.db);
    expectError(await invite(leader, leader.user.email.toUpperCase()), 400, m.selfInvite);
  });

  it('refuses an unknown account or a malformed email: User not found, signup first', async () => {
    const leader = await createRegistrant(t.db);
    expectError(await invite(leader, 'nobody-here@example.com'), 404, m.inviteeNotFound);
    expectError(await invite(leader, 'not-an-email'), 400, m.inviteeNotFound);
  });

  it('refuses an unverified account: user not verified, ask them to verify their email first', async () => {
    const leader = await createRegistrant(t.db);
    const unverified = await createUser(t.db, { verified: false });
    expectError(await invite(leader, unverified.email), 400, m.inviteeNotVerified);
  });

  it('refuses an admin or superadmin, who cannot register', async () => {
    const leader = await createRegistrant(t.db);
    for (const role of ['admin', 'superadmin'] as const) {
      const staff = await createUser(t.db, { role });
      expectError(await invite(leader, staff.email), 400, m.adminsNotAllowed);
    }
  });

  it('refuses an account already registered for the event: user has already registered for the event', async () => {
    const leader = await createRegistrant(t.db);
    const registered = await createRegistrant(t.db);
    expect((await postRegistration(t.app, registered.headers, await individualBody())).statusCode).toBe(200);
    expectError(await invite(leader, registered.user.email), 409, m.inviteeRegistered);
  });

  it('refuses a leader who has registered already, and an unknown event', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    expectError(await invite(leader, member.user.email, 'G', 'Annual Conference 2099'), 404, m.noSuchEvent);
    expect((await postRegistration(t.app, leader.headers, await individualBody())).statusCode).toBe(200);
    expectError(await invite(leader, member.user.email), 409, m.alreadyRegistered);
  });

  it('keeps one group per leader per event: another group name is refused', async () => {
    const leader = await createRegistrant(t.db);
    const [a, b] = [await createRegistrant(t.db), await createRegistrant(t.db)];
    expect((await invite(leader, a.user.email, 'Alpha')).statusCode).toBe(200);
    expectError(await invite(leader, b.user.email, 'Beta'), 400, m.groupNameMismatch);
    const rows = await t.db.select().from(groups).where(eq(groups.leaderId, leader.user.id));
    expect(rows.map((g) => g.name)).toEqual(['Alpha']);
  });

  it('stores the invite with a hashed token and emails a link whose parts open the member form', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const grpName = 'Dhaka & Co / 2024';
    const before = await outboxSize();
    const res = await invite(leader, member.user.email.toUpperCase(), grpName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.inviteSent });
    expect(await outboxSize()).toBe(before + 1);

    const link = await emailedInviteLink(t.app, smtp, member.user.email, PUBLIC_URL);
    const mail = smtp.to(member.user.email).at(-1)!;
    expect(mail.subject).toContain(grpName);
    expect(mail.text).toContain(leader.user.name);
    expect(mail.html).toContain('Register with the group');

    // The link is /registration/invite/{leader}/to/{member}/token/{token}/{event}/{group}, each part encoded.
    expect(link.startsWith(`${PUBLIC_URL}/registration/invite/`)).toBe(true);
    // The path has the invite page's pattern (one segment for each part).
    const pattern = appPages.find((p) => p.startsWith('/registration/invite/'))!;
    expect(pattern.split('/')).toHaveLength(new URL(link).pathname.split('/').length);
    const parts = parseInviteLink(link);
    expect(parts).toEqual({
      leaderEmail: leader.user.email,
      memberEmail: member.user.email,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      eventName: EVENT_NAME,
      grpName,
    });

    const [row] = await t.db.select().from(invites).where(eq(invites.memberEmail, member.user.email));
    expect(row!.tokenHash).toBe(hashToken(parts.token));
    expect(row!.tokenHash).not.toContain(parts.token);
    expect(row!.acceptedAt).toBeNull();

    // The parts, as the member form sends them, register the member.
    const registered = await postRegistration(t.app, member.headers, memberBody(parts));
    expect(registered.statusCode).toBe(200);
    expect(registered.json().registration).toMatchObject({ status: 'pending', amountDue: 0 });
  });

  it('replaces the token when the invite is sent again: the old link stops working', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    expect((await invite(leader, member.user.email)).statusCode).toBe(200);
    const first = parseInviteLink(await emailedInviteLink(t.app, smtp, member.user.email, PUBLIC_URL));
    expect((await invite(leader, member.user.email)).statusCode).toBe(200);
    const second = parseInviteLink(await emailedInviteLink(t.app, smtp, member.user.email, PUBLIC_URL));
    expect(second.token).not.toBe(first.token);
    const rows = await t.db.select().from(invites).where(eq(invites.memberEmail, member.user.email));
    expect(rows).toHaveLength(1);

    expectError(await postRegistration(t.app, member.headers, memberBody(first)), 400, m.invalidToken);
    expect((await postRegistration(t.app, member.headers, memberBody(second))).statusCode).toBe(200);
    // Once accepted, a resend is refused: the member is registered.
    expectError(await invite(leader, member.user.email), 409, m.inviteeRegistered);
  });
  it('limits invites per account (each one sends an email)', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const statuses: number[] = [];
    // Resends to one member up to that inbox's own limit (tests/api/registration-group-payment.test.ts),
    // then other members: the account's limit counts them all.
    const resends = rateLimits.invitesPerInbox.max;
    for (let i = 0; i < resends; i++) {
      statuses.push((await invite(leader, member.user.email, 'Busy')).statusCode);
    }
    for (let i = resends; i < 31; i++) {
      const other = await createUser(t.db);
      statuses.push((await invite(leader, other.email, 'Busy')).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(200));
    expect(statuses[30]).toBe(429);
    // Resending replaced the one invite each time.
    expect(await t.db.select().from(invites).where(eq(invites.memberEmail, member.user.email))).toHaveLength(
      1,
    );
  });
});

describe('the invited member (POST /reg/yp with the invite link)', () => {
  let leader: Registrant;
  let member: Registrant;
  let link: InviteLink;

  beforeAll(async () => {
    leader = await createRegistrant(t.db);
    member = await createRegistrant(t.db, { student: false });
    link = await createInvite(t.db, leader.user, member.user, 'Checks');
  });

  it.each([
    ['no leader email', { grpLeaderEmail: undefined }],
    ['no member email', { memberEmail: '' }],
    ['no event name in the link', { eventNameIn: undefined }],
    ['no token', { inviteToken: '' }],
    ['no group name', { grpName: undefined }],
  ])('refuses a link with %s: where are the details', async (_case, overrides) => {
    const body = memberBody(link, { ...outsiderFields(), ...overrides });
    expectError(await postRegistration(t.app, member.headers, body), 400, m.whereAreTheDetails);
  });

  it('checks leader, member, group, event and token', async () => {
    const post = (overrides: Record<string, unknown>) =>
      postRegistration(t.app, member.headers, memberBody(link, { ...outsiderFields(), ...overrides }));
    expectError(await post({ grpLeaderEmail: 'nobody-here@example.com' }), 404, m.leaderNotFound);
    const stranger = await createRegistrant(t.db);
    expectError(await post({ memberEmail: stranger.user.email }), 404, m.memberNotFound);
    expectError(await post({ grpName: 'Another Group' }), 404, m.inviteNotFound);
    const otherLeader = await createRegistrant(t.db);
    expectError(await post({ grpLeaderEmail: otherLeader.user.email }), 404, m.inviteNotFound);
    expectError(await post({ eventNameIn: 'Annual Conference 2099' }), 404, m.inviteNotFound);
    expectError(await post({ inviteToken: 'A'.repeat(43) }), 400, m.invalidToken);
    expectError(await post({ inviteToken: link.token.slice(1) }), 400, m.invalidToken);
  });

  it('answers Team Member not found to an account the group did not invite', async () => {
    const uninvited = await createRegistrant(t.db);
    const body = memberBody({ ...link, memberEmail: uninvited.user.email });
    expectError(await postRegistration(t.app, uninvited.headers, body), 404, m.memberNotFound);
  });

  it('applies the shared rules to members too', async () => {
    const base = memberBody(link, outsiderFields());
    expectError(
      await postRegistration(t.app, member.headers, { ...base, committeePreference: [] }),
      400,
      m.invalidCommittee,
    );
    expectError(
      await postRegistration(t.app, member.headers, { ...base, college: undefined }),
      400,
      m.allFieldsRequired,
    );
  });

  it('registers without payment, marks the invite accepted, and the link works once', async () => {
    const res = await postRegistration(t.app, member.headers, memberBody(link, outsiderFields('Yes')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: m.success,
      registration: { _id: expect.any(String), status: 'pending', amountDue: 0 },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, member.user.id));
    expect(row).toMatchObject({ kind: 'member', amountDue: 0, paymentImageId: null, accommodation: true });
    const [inv] = await t.db.select().from(invites).where(eq(invites.memberId, member.user.id));
    expect(inv!.acceptedAt).not.toBeNull();
    expect(inv!.registrationId).toBe(row!.id);

    expectError(
      await postRegistration(t.app, member.headers, memberBody(link, outsiderFields())),
      409,
      m.alreadyAccepted,
    );

    await t.app.mailer.drain();
    const mail = await smtp.waitFor(member.user.email);
    expect(mail.text).toContain('Checks');
    expect(mail.text).toContain(leader.user.email);
  });

  it('lets one of two concurrent submissions through one invite win', async () => {
    const lead = await createRegistrant(t.db);
    const racer = await createRegistrant(t.db);
    const racing = await createInvite(t.db, lead.user, racer.user, 'Race');
    const results = await Promise.all(
      [0, 1].map(() => postRegistration(t.app, racer.headers, memberBody(racing))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: m.alreadyAccepted });
    const rows = await t.db.select().from(registrations).where(eq(registrations.userId, racer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a member who registered on their own already', async () => {
    const lead = await createRegistrant(t.db);
    const solo = await createRegistrant(t.db);
    const soloLink = await createInvite(t.db, lead.user, solo.user, 'Solo');
    expect((await postRegistration(t.app, solo.headers, await individualBody())).statusCode).toBe(200);
    expectError(await postRegistration(t.app, solo.headers, memberBody(soloLink)), 409, m.alreadyRegistered);
  });
});

describe('the group leader (POST /reg/yp with grpName)', () => {
  it('requires a group name: grpName is missing', async () => {
    const leader = await createRegistrant(t.db);
    for (const grpName of [undefined, '', '  ']) {
      expectError(
        await postRegistration(t.app, leader.headers, await leaderBody(grpName as string, [])),
        400,
        m.grpNameMissing,
      );
    }
  });

  it('requires more than one registered member: Minimum 1 member is required for group registration', async () => {
    const noGroup = await createRegistrant(t.db);
    expectError(
      await postRegistration(t.app, noGroup.headers, await leaderBody('Nobody', [])),
      400,
      m.minMembers,
    );

    // Two invited, one registered: still refused, whatever the body's member list says.
    const { leader, members } = await groupWithRegisteredMembers(1, 'Pair');
    const pending = await createRegistrant(t.db);
    await createInvite(t.db, leader.user, pending.user, 'Pair');
    const emails = [members[0]!.user.email, pending.user.email];
    expectError(
      await postRegistration(t.app, leader.headers, await leaderBody('Pair', emails)),
      400,
      m.minMembers,
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.userId, leader.user.id));
    expect(row!.n).toBe(0);
  });

  it('refuses a group name other than the group the leader invited to', async () => {
    const { leader, members } = await groupWithRegisteredMembers(2, 'Real Name');
    const emails = members.map((x) => x.user.email);
    expectError(
      await postRegistration(t.app, leader.headers, await leaderBody('Other Name', emails)),
      400,
      m.groupNameMismatch,
    );
  });

  it("registers with two members: pays the event's group fee x 3, mails the leader and each member", async () => {
    const { leader, members } = await groupWithRegisteredMembers(2, 'Trio');
    const emails = members.map((x) => x.user.email);
    await t.app.mailer.drain();
    const res = await postRegistration(t.app, leader.headers, await leaderBody('Trio', emails));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: m.success,
      registration: { _id: expect.any(String), status: 'pending', amountDue: groupFee * 3 },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, leader.user.id));
    expect(row).toMatchObject({ kind: 'leader', amountDue: groupFee * 3 });
    expect(row!.paymentImageId).not.toBeNull();
    const [group] = await t.db.select().from(groups).where(eq(groups.leaderId, leader.user.id));
    expect(row!.groupId).toBe(group!.id);

    await t.app.mailer.drain();
    const leaderMail = await smtp.waitFor(leader.user.email);
    expect(leaderMail.text).toContain(formatRupees(groupFee * 3));
    for (const email of emails) {
      expect(leaderMail.text).toContain(email);
      const mail = await smtp.waitFor(email, { predicate: (x) => x.subject.includes('is registered') });
      expect(mail.text).toContain(leader.user.name);
    }

    // The group is complete: further members and invites are refused.
    const late = await createRegistrant(t.db);
    const lateLink = await createInvite(t.db, leader.user, late.user, 'Trio');
    expectError(await postRegistration(t.app, late.headers, memberBody(lateLink)), 409, m.groupClosed);
    expectError(await invite(leader, late.user.email, 'Trio'), 409, m.alreadyRegistered);
    expectError(
      await postRegistration(t.app, leader.headers, await leaderBody('Trio', emails)),
      409,
      m.alreadyRegistered,
    );
  });

  it.each([
    [3, {}, {}, groupFee * 4],
    [2, { student: false }, outsiderFields('Yes'), groupFee * 3 + seededFees.hospitality],
    [2, { student: false }, outsiderFields('No'), groupFee * 3],
  ])('with %i members (%o, %o) pays %i', async (n, leaderOptions, fields, amount) => {
    const { leader } = await groupWithRegisteredMembers(n, 'Sized', leaderOptions);
    const res = await postRegistration(t.app, leader.headers, await leaderBody('Sized', [], fields));
    expect(res.statusCode).toBe(200);
    expect(res.json().registration.amountDue).toBe(amount);
  });
});

describe('the dashboard', () => {
  it("shows the leader's invites (sendInviteToWhom) and registered members (registrationInvite)", async () => {
    const leader = await createRegistrant(t.db);
    const [a, b] = [await createRegistrant(t.db), await createRegistrant(t.db)];
    expect(await dashboard(leader)).toMatchObject({ sendInviteToWhom: [], registrationInvite: [] });

    expect((await invite(leader, a.user.email, 'Board')).statusCode).toBe(200);
    expect((await invite(leader, b.user.email, 'Board')).statusCode).toBe(200);
    let body = await dashboard(leader);
    expect(body.sendInviteToWhom).toEqual([
      {
        eventName: EVENT_NAME,
        grpName: 'Board',
        toWhom: [
          { email: a.user.email, hasAccepted: 'no', status: 'pending' },
          { email: b.user.email, hasAccepted: 'no', status: 'pending' },
        ],
      },
    ]);
    expect(body.registrationInvite).toEqual([]);

    const link = parseInviteLink(await emailedInviteLink(t.app, smtp, a.user.email, PUBLIC_URL));
    expect((await postRegistration(t.app, a.headers, memberBody(link))).statusCode).toBe(200);
    body = await dashboard(leader);
    expect(body.sendInviteToWhom[0].toWhom).toEqual([
      { email: a.user.email, hasAccepted: 'yes', status: 'accepted' },
      { email: b.user.email, hasAccepted: 'no', status: 'pending' },
    ]);
    expect(body.registrationInvite).toEqual([
      { eventName: EVENT_NAME, grpName: 'Board', grpMembers: [a.user.email] },
    ]);

    // The member's own dashboard has no groups of theirs.
    expect(await dashboard(a)).toMatchObject({ sendInviteToWhom: [], registrationInvite: [] });
  });

  it('forgets the invites of a deleted member account', async () => {
    const leader = await createRegistrant(t.db);
    const gone = await createRegistrant(t.db);
    await createInvite(t.db, leader.user, gone.user, 'Ghosts');
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    const body = await dashboard(leader);
    expect(body.sendInviteToWhom).toEqual([{ eventName: EVENT_NAME, grpName: 'Ghosts', toWhom: [] }]);
    const rows = await t.db.select().from(invites).where(eq(invites.memberEmail, gone.user.email));
    expect(rows).toEqual([]);
  });
});
