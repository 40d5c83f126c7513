/**
 * The invited member's side of a group invite and the links that outlive a rename: the pending invites
 * (GET /reg/invites), declining one, opening its member form from the dashboard (a token of the member's own,
 * beside the emailed one), an individual registration that lapses a pending invite (and what the leader sees
 * and can do then), an emailed invite and the admin and editor addresses after the event is renamed, and the
 * deletion of an event (only without registrations). With a cheater's requests for each.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EditableEvent, EventDetailsInput } from '~/shared/schemas/events';
import { auditLog } from '../../src/server/modules/audit/table';
import { eventFormerNames, events } from '../../src/server/modules/events/table';
import { invites } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createEventWithCommittees, listUrl } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import {
  EVENT_NAME,
  type Registrant,
  createRegistrant,
  emailedInviteLink,
  individualBody,
  memberBody,
  parseInviteLink,
  postInvite,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = messages.registration;
const PUBLIC_URL = 'https://nitsmun.example.org';
let t: TestApp;
let smtp: SmtpCapture;
let superadmin: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  await setRegistrationOpen(t.db, true);
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const enc = encodeURIComponent;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, json?: unknown) =>
  request(t.app, { method, url: `/v1/api${url}`, headers: headers as Record<string, string>, json });

function expectError(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
}

/** The leader invites the member through POST /sendinvite; answers the emailed link. */
async function sendInvite(
  leader: Registrant,
  member: Registrant,
  grpName = 'Delegation',
  eventName = EVENT_NAME,
) {
  const res = await postInvite(t.app, leader.headers, { email: member.user.email, eventName, grpName });
  expect(res.statusCode, res.body).toBe(200);
  return emailedInviteLink(t.app, smtp, member.user.email, PUBLIC_URL);
}

const pending = async (who: Registrant) => {
  const res = await api('GET', '/reg/invites', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invites as { _id: string; eventName: string; grpName: string; leaderEmail: string }[];
};

/** The leader's view of each invite (GET /dashboard's sendInviteToWhom), by member email. */
async function leaderSees(
  leader: Registrant,
): Promise<Record<string, { hasAccepted: string; status: string }>> {
  const res = await api('GET', '/dashboard', leader.headers);
  const seen: Record<string, { hasAccepted: string; status: string }> = {};
  for (const group of res.json().sendInviteToWhom) {
    for (const { email, hasAccepted, status } of group.toWhom) seen[email] = { hasAccepted, status };
  }
  return seen;
}

describe('pending invites', () => {
  it("lists the member's pending invite with its leader, group and event; nothing for the leader", async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await sendInvite(leader, member, 'Blue Bloc');
    expect(await pending(member)).toEqual([
      expect.objectContaining({
        eventName: EVENT_NAME,
        grpName: 'Blue Bloc',
        leaderName: leader.user.name,
        leaderEmail: leader.user.email,
        registrationOpen: true,
      }),
    ]);
    expect(await pending(leader)).toEqual([]);
    expect((await leaderSees(leader))[member.user.email]).toEqual({ hasAccepted: 'no', status: 'pending' });
  });

  it('Accept: the member form address with a token of its own; the emailed link stays valid beside it', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const emailed = parseInviteLink(await sendInvite(leader, member));
    const [invite] = await pending(member);
    const opened = await api('POST', `/reg/invites/${invite!._id}/link`, member.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    const own = parseInviteLink(`${PUBLIC_URL}${opened.json().path}`);
    expect(own).toMatchObject({ ...emailed, token: expect.any(String) });
    expect(own.token).not.toBe(emailed.token);

    // The emailed token still registers (the member's own was issued beside it, not instead of it).
    const res = await postRegistration(t.app, member.headers, memberBody(emailed));
    expect(res.statusCode, res.body).toBe(200);
    expect(await pending(member)).toEqual([]);
    expect((await leaderSees(leader))[member.user.email]).toEqual({ hasAccepted: 'yes', status: 'accepted' });
    expectError(
      await api('POST', `/reg/invites/${invite!._id}/link`, member.headers),
      409,
      m.alreadyAccepted,
    );
  });

  it("registers through the member's own token", async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await sendInvite(leader, member);
    const [invite] = await pending(member);
    const path = (await api('POST', `/reg/invites/${invite!._id}/link`, member.headers)).json().path;
    const res = await postRegistration(
      t.app,
      member.headers,
      memberBody(parseInviteLink(`${PUBLIC_URL}${path}`)),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('Decline: stored, gone from the pending list, "declined" in the leader\'s list; a new invite asks again', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await sendInvite(leader, member);
    const [invite] = await pending(member);
    const res = await api('POST', `/reg/invites/${invite!._id}/decline`, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.inviteDeclined });
    expect((await api('POST', `/reg/invites/${invite!._id}/decline`, member.headers)).statusCode).toBe(200);
    expect(await pending(member)).toEqual([]);
    expect((await leaderSees(leader))[member.user.email]).toEqual({ hasAccepted: 'no', status: 'declined' });
    const [row] = await t.db.select().from(invites).where(eq(invites.id, invite!._id));
    expect(row!.declinedAt).toBeInstanceOf(Date);

    // The leader asks again (Resend): pending again.
    await sendInvite(leader, member);
    expect((await pending(member)).map((i) => i._id)).toEqual([invite!._id]);
    expect((await leaderSees(leader))[member.user.email]!.status).toBe('pending');
  });

  it('the emailed link still registers a member who declined (a change of mind)', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const link = parseInviteLink(await sendInvite(leader, member));
    const [invite] = await pending(member);
    await api('POST', `/reg/invites/${invite!._id}/decline`, member.headers);
    expect((await postRegistration(t.app, member.headers, memberBody(link))).statusCode).toBe(200);
    expect((await leaderSees(leader))[member.user.email]!.status).toBe('accepted');
  });

  it('refuses to decline an accepted invite', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const link = parseInviteLink(await sendInvite(leader, member));
    const [invite] = await pending(member);
    expect((await postRegistration(t.app, member.headers, memberBody(link))).statusCode).toBe(200);
    expectError(
      await api('POST', `/reg/invites/${invite!._id}/decline`, member.headers),
      409,
      m.alreadyAccepted,
    );
  });

  it("cheater: declining or opening someone else's invite answers as for no invite, and changes nothing", async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const cheater = await createRegistrant(t.db);
    await sendInvite(leader, member);
    const [invite] = await pending(member);
    expectError(
      await api('POST', `/reg/invites/${invite!._id}/decline`, cheater.headers),
      404,
      m.inviteNotFound,
    );
    expectError(
      await api('POST', `/reg/invites/${invite!._id}/link`, cheater.headers),
      404,
      m.inviteNotFound,
    );
    expectError(
      await api('POST', `/reg/invites/${invite!._id}/decline`, leader.headers),
      404,
      m.inviteNotFound,
    );
    const [row] = await t.db.select().from(invites).where(eq(invites.id, invite!._id));
    expect({ declinedAt: row!.declinedAt, memberTokenHash: row!.memberTokenHash }).toEqual({
      declinedAt: null,
      memberTokenHash: null,
    });
    expect(await pending(member)).toHaveLength(1);
  });

  it('cheater: accepting an invite meant for another email, with its link or with their own token', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const cheater = await createRegistrant(t.db);
    const link = parseInviteLink(await sendInvite(leader, member));
    expectError(await postRegistration(t.app, cheater.headers, memberBody(link)), 404, m.memberNotFound);
    expectError(
      await postRegistration(
        t.app,
        cheater.headers,
        memberBody({ ...link, memberEmail: cheater.user.email }),
      ),
      404,
      m.memberNotFound,
    );
    // Invited to another group, the cheater's own token does not open this one.
    const other = await createRegistrant(t.db);
    await sendInvite(other, cheater, 'Other');
    const [own] = await pending(cheater);
    const ownLink = parseInviteLink(
      `${PUBLIC_URL}${(await api('POST', `/reg/invites/${own!._id}/link`, cheater.headers)).json().path}`,
    );
    expectError(
      await postRegistration(
        t.app,
        cheater.headers,
        memberBody({ ...link, memberEmail: cheater.user.email, token: ownLink.token }),
      ),
      404,
      m.memberNotFound,
    );
    expect((await leaderSees(leader))[member.user.email]!.status).toBe('pending');
  });
});

describe('registering individually with a pending invite', () => {
  it('is kept possible; the invite lapses; the leader sees why and invites someone else', async () => {
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await sendInvite(leader, member);
    const res = await postRegistration(t.app, member.headers, await individualBody());
    expect(res.statusCode, res.body).toBe(200);

    expect(await pending(member)).toEqual([]);
    const [row] = await t.db
      .select({ supersededAt: invites.supersededAt })
      .from(invites)
      .where(eq(invites.memberId, member.user.id));
    expect(row!.supersededAt).toBeInstanceOf(Date);
    expect((await leaderSees(leader))[member.user.email]).toEqual({
      hasAccepted: 'no',
      status: 'registered-individually',
    });

    // Resending to that member is refused with the reason; inviting someone else in the slot works.
    expectError(
      await postInvite(t.app, leader.headers, {
        email: member.user.email,
        eventName: EVENT_NAME,
        grpName: 'Delegation',
      }),
      409,
      m.inviteeRegistered,
    );
    const replacement = await createRegistrant(t.db);
    await sendInvite(leader, replacement);
    expect((await leaderSees(leader))[replacement.user.email]!.status).toBe('pending');
  });

  it("a member who joins another group: the first group's leader sees it", async () => {
    const first = await createRegistrant(t.db);
    const second = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await sendInvite(first, member, 'First');
    const link = parseInviteLink(await sendInvite(second, member, 'Second'));
    expect((await postRegistration(t.app, member.headers, memberBody(link))).statusCode).toBe(200);
    expect((await leaderSees(first))[member.user.email]!.status).toBe('registered-with-another-group');
    expect((await leaderSees(second))[member.user.email]!.status).toBe('accepted');
  });
});

describe('links outlive a rename', () => {
  const details = (event: EditableEvent, name: string): EventDetailsInput => ({
    name,
    theme: event.theme,
    about: event.about,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    venue: event.venue,
    hero: event.hero,
    archiveUrl: event.archiveUrl,
    window: event.window,
    fees: event.fees,
    payment: event.payment,
  });
  async function rename(from: string, to: string) {
    const editable = (await api('GET', `/superadmin/events/${enc(from)}`, superadmin)).json().event;
    const res = await api('PUT', `/superadmin/events/${enc(from)}`, superadmin, details(editable, to));
    expect(res.statusCode, res.body).toBe(200);
  }

  it('an invite emailed before the rename registers the member after it', async () => {
    const before = 'Renamed Conference A';
    const after = 'Renamed Conference A (2026)';
    await createEventWithCommittees(t.db, before);
    await setRegistrationOpen(t.db, true, before);
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    const link = parseInviteLink(await sendInvite(leader, member, 'Crew', before));
    expect(link.eventName).toBe(before);
    await rename(before, after);

    // The page reads the event by the link's name: it answers the event under its current name.
    const event = await api('GET', `/events/${enc(before)}`, {});
    expect(event.statusCode).toBe(200);
    expect(event.json().event.name).toBe(after);
    // Its member form sends the current name and the link's; the registration goes through.
    const res = await postRegistration(t.app, member.headers, memberBody(link, { eventName: after }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await leaderSees(leader))[member.user.email]).toEqual({ hasAccepted: 'yes', status: 'accepted' });
    // The pending list and a new link name the event as it is called now.
    const other = await createRegistrant(t.db);
    const fresh = parseInviteLink(await sendInvite(leader, other, 'Crew', before));
    expect(fresh.eventName).toBe(after);
  });

  it('old admin and editor addresses keep working; a name taken back is current again', async () => {
    const first = 'Renamed Conference B';
    const second = 'Renamed Conference B II';
    const third = 'Renamed Conference B III';
    const id = await createEventWithCommittees(t.db, first);
    await rename(first, second);
    await rename(first, third); // through the oldest name
    for (const name of [first, second, third]) {
      const editor = await api('GET', `/superadmin/events/${enc(name)}`, superadmin);
      expect(editor.statusCode, name).toBe(200);
      expect(editor.json().event.name).toBe(third);
      expect((await api('GET', listUrl(name), admin)).statusCode, name).toBe(200);
    }
    await rename(third, first);
    const former = await t.db.select().from(eventFormerNames).where(eq(eventFormerNames.eventId, id));
    expect(former.map((r) => r.name).sort()).toEqual([second, third].sort());
    // A current name wins over another event's former one.
    await createEventWithCommittees(t.db, second);
    const [owner] = await t.db.select({ id: events.id }).from(events).where(eq(events.name, second));
    const editor = await api('GET', `/superadmin/events/${enc(second)}`, superadmin);
    expect(editor.json().event._id).toBe(owner!.id);
  });

  it('an unknown name is still "No such event exists"', async () => {
    expectError(await api('GET', `/events/${enc('Never Was')}`, {}), 404, m.noSuchEvent);
  });
});

describe('DELETE /superadmin/events/:eventName', () => {
  it('deletes an event without registrations (its invites go with it), with an audit entry', async () => {
    const name = 'Event To Delete';
    const id = await createEventWithCommittees(t.db, name);
    await setRegistrationOpen(t.db, true, name);
    const leader = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await sendInvite(leader, member, 'Gone', name);
    const res = await api('DELETE', `/superadmin/events/${enc(name)}`, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.events.deleted });
    expect(await t.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    expect(await pending(member)).toEqual([]);
    expectError(await api('GET', `/superadmin/events/${enc(name)}`, superadmin), 404, m.noSuchEvent);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.delete'), eq(auditLog.targetId, name)));
    expect(audit).toHaveLength(1);
  });

  it('cheater: refuses to delete an event with registrations, and it stays', async () => {
    const name = 'Event With A Registration';
    await createEventWithCommittees(t.db, name);
    await setRegistrationOpen(t.db, true, name);
    const delegate = await createRegistrant(t.db);
    const res = await postRegistration(t.app, delegate.headers, await individualBody({ eventName: name }));
    expect(res.statusCode, res.body).toBe(200);
    expectError(
      await api('DELETE', `/superadmin/events/${enc(name)}`, superadmin),
      409,
      messages.events.hasRegistrations,
    );
    expect(await t.db.select().from(events).where(eq(events.name, name))).toHaveLength(1);
    // An admin cannot delete at all.
    expect((await api('DELETE', `/superadmin/events/${enc(name)}`, admin)).statusCode).toBe(403);
  });

  it('an unknown event: No such event exists', async () => {
    expectError(
      await api('DELETE', `/superadmin/events/${enc('Nothing Here')}`, superadmin),
      404,
      m.noSuchEvent,
    );
  });
});
