/**
 * Announcements (src/server/modules/announcements/): each audience counted and reached exactly
 * (all, by status, by assigned committee, by kind, payments not received after N days; accounts scheduled
 * for deletion and other events left out), the send (announcement, recipients, one outbox row each at the 'announcement' priority, the audit
 * entry, the mail through real SMTP), the priority (a verification email and a sign-up's welcome asked for during a
 * 500-recipient announcement are delivered before the rest of it), escaping (markup in the subject and body never reaches
 * the HTML as markup; only http(s) addresses become links), a subject that would inject mail headers, the
 * progress (queued, sent, failed), the per-admin hourly limit, who may call it, and a delegate's own list.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementMessages } from '~/shared/desk-messages';
import {
  type AdminAnnouncement,
  type AnnouncementPreview,
  type Audience,
  type ReceivedAnnouncement,
  announcementRules,
} from '~/shared/schemas/announcements';
import { mailPriority } from '../../src/server/mail/outbox';
import { outbox } from '../../src/server/mail/table';
import { MAX_ATTEMPTS } from '../../src/server/mail/worker';
import { users } from '../../src/server/modules/accounts/table';
import { announcementRecipients, announcements } from '../../src/server/modules/announcements/table';
import { auditLog } from '../../src/server/modules/audit/table';
import { committees } from '../../src/server/modules/events/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor, signupBody } from '../support/accounts';
import {
  type SeededRegistration,
  createEventWithCommittees,
  createRegistration,
  eventIdOf,
  seedRegistrations,
} from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { changedTables, snapshotDatabase } from '../support/db-snapshot';
import { seededPortfolios } from '../support/seeded-event';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = announcementMessages;
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

/** A new admin each time: the hourly limit counts per admin. */
const newAdmin = async () => bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));

const base = (eventName: string) => `/v1/api/admin/events/${encodeURIComponent(eventName)}/announcements`;

const preview = (eventName: string, audience: unknown, headers: Record<string, string>) =>
  request(t.app, { method: 'POST', url: `${base(eventName)}/preview`, headers, json: { audience } });

const send = (eventName: string, json: unknown, headers: Record<string, string>) =>
  request(t.app, { method: 'POST', url: base(eventName), headers, json });

const list = (eventName: string, headers: Record<string, string>) =>
  request(t.app, { method: 'GET', url: base(eventName), headers });

const received = async (user: { id: string }) => {
  const res = await request(t.app, {
    method: 'GET',
    url: '/v1/api/client/announcements',
    headers: bearer(await sessionFor(t.db, user)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ announcements: ReceivedAnnouncement[] }>().announcements;
};

interface Scenario {
  eventName: string;
  /** Confirmed, assigned to UNHRC. */
  unhrc1: SeededRegistration;
  unhrc2: SeededRegistration;
  /** Confirmed, assigned to IB. */
  ib: SeededRegistration;
  pending: SeededRegistration;
  declined: SeededRegistration;
  /** Pending leader and member. */
  leader: SeededRegistration;
  member: SeededRegistration;
  /** Confirmed in UNHRC, but the account is scheduled for deletion. */
  leaving: SeededRegistration;
  /** A registrant of another event only. */
  outsider: SeededRegistration;
}

const unhrc = seededPortfolios.UNHRC;

async function scenario(): Promise<Scenario> {
  const eventName = `Announcement Conference ${randomBytes(4).toString('hex')}`;
  await createEventWithCommittees(t.db, eventName);
  const reg = (options: Parameters<typeof createRegistration>[1] = {}) =>
    createRegistration(t.db, { eventName, payment: false, ...options });
  const confirmed = { status: 'confirmed' } as const;
  const s: Scenario = {
    eventName,
    unhrc1: await reg({ ...confirmed, assignedCommittee: 'UNHRC', assignedPortfolio: unhrc[0] }),
    unhrc2: await reg({ ...confirmed, assignedCommittee: 'UNHRC', assignedPortfolio: unhrc[1] }),
    ib: await reg({ ...confirmed, assignedCommittee: 'IB', assignedPortfolio: seededPortfolios.IB[0] }),
    pending: await reg(),
    declined: await reg({ status: 'declined' }),
    leader: await reg(),
    member: await reg(),
    leaving: await reg({ ...confirmed, assignedCommittee: 'UNHRC', assignedPortfolio: unhrc[2] }),
    outsider: await createRegistration(t.db, { status: 'confirmed', payment: false }),
  };
  await t.db.update(registrations).set({ kind: 'leader' }).where(eq(registrations.id, s.leader.id));
  await t.db.update(registrations).set({ kind: 'member' }).where(eq(registrations.id, s.member.id));
  await t.db
    .update(users)
    .set({ deletionScheduledAt: new Date(), deleteAfter: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, s.leaving.user.id));
  return s;
}

const emailsOf = (...regs: SeededRegistration[]) => regs.map((r) => r.user.email).sort();

/** Each audience and exactly who it reaches. */
function audiences(s: Scenario): [Audience, SeededRegistration[]][] {
  const everyone = [s.unhrc1, s.unhrc2, s.ib, s.pending, s.declined, s.leader, s.member];
  return [
    [{ type: 'all' }, everyone],
    [{ type: 'status', value: 'confirmed' }, [s.unhrc1, s.unhrc2, s.ib]],
    [{ type: 'status', value: 'pending' }, [s.pending, s.leader, s.member]],
    [{ type: 'status', value: 'declined' }, [s.declined]],
    [{ type: 'committee', value: 'UNHRC' }, [s.unhrc1, s.unhrc2]],
    [{ type: 'committee', value: 'IB' }, [s.ib]],
    [{ type: 'kind', value: 'individual' }, [s.unhrc1, s.unhrc2, s.ib, s.pending, s.declined]],
    [{ type: 'kind', value: 'leader' }, [s.leader]],
    [{ type: 'kind', value: 'member' }, [s.member]],
  ];
}

const outboxOf = (announcementId: string) =>
  t.db.select().from(outbox).where(eq(outbox.announcementId, announcementId));

describe('POST .../announcements/preview', () => {
  it('counts each audience exactly (other events and accounts being deleted left out) and writes nothing', async () => {
    const s = await scenario();
    const admin = await newAdmin();
    const before = await snapshotDatabase(t.db);
    for (const [audience, expected] of audiences(s)) {
      const res = await preview(s.eventName, audience, admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<AnnouncementPreview>();
      expect(body.message).toBe(m.previewed);
      expect(body.count, JSON.stringify(audience)).toBe(expected.length);
      expect(body.sample.map((r) => r.email).sort(), JSON.stringify(audience)).toEqual(emailsOf(...expected));
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('lists at most the sample size, by name', async () => {
    const eventName = `Announcement Crowd ${randomBytes(4).toString('hex')}`;
    await createEventWithCommittees(t.db, eventName);
    for (let i = 0; i < announcementRules.sampleSize + 2; i++) {
      await createRegistration(t.db, { eventName, payment: false });
    }
    const res = await preview(eventName, { type: 'all' }, await newAdmin());
    const body = res.json<AnnouncementPreview>();
    expect(body.count).toBe(announcementRules.sampleSize + 2);
    expect(body.sample).toHaveLength(announcementRules.sampleSize);
    const names = body.sample.map((r) => r.name);
    expect(names).toEqual([...names].sort());
  });

  it('refuses a committee the event does not have, a bad status or kind, and an unknown event', async () => {
    const s = await scenario();
    const admin = await newAdmin();
    // A committee of another event only.
    const otherEvent = `Announcement Other ${randomBytes(4).toString('hex')}`;
    const otherId = await createEventWithCommittees(t.db, otherEvent);
    await t.db
      .insert(committees)
      .values({ eventId: otherId, code: 'ZZ', displayName: 'Elsewhere', position: 9 });
    let res = await preview(s.eventName, { type: 'committee', value: 'ZZ' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(m.noSuchCommittee);
    res = await preview(s.eventName, { type: 'committee', value: 'unhrc' }, admin);
    expect(res.statusCode).toBe(400);
    res = await preview(s.eventName, { type: 'status', value: 'paid' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(m.invalidStatus);
    res = await preview(s.eventName, { type: 'kind', value: 'admin' }, admin);
    expect(res.statusCode).toBe(400);
    res = await preview(s.eventName, { type: 'everyone' }, admin);
    expect(res.statusCode).toBe(400);
    res = await preview('No Such Conference', { type: 'all' }, admin);
    expect(res.statusCode).toBe(404);
  });
});

describe('POST .../announcements', () => {
  it('reaches exactly each audience: recipients, one announcement-priority email each, the audit entry', async () => {
    const s = await scenario();
    for (const [audience, expected] of audiences(s)) {
      smtp.clear();
      const admin = await newAdmin();
      const res = await send(
        s.eventName,
        { subject: 'Venue change', body: 'We meet in Hall B.', audience },
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { announcement, message } = res.json<{ announcement: AdminAnnouncement; message: string }>();
      expect(message).toBe(m.sent);
      expect(announcement.recipientCount).toBe(expected.length);
      expect(announcement.delivery).toEqual({ queued: expected.length, sent: 0, failed: 0 });

      const recipients = await t.db
        .select({ userId: announcementRecipients.userId })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, announcement._id));
      expect(recipients.map((r) => r.userId).sort()).toEqual(expected.map((r) => r.user.id).sort());
      const rows = await outboxOf(announcement._id);
      expect(rows.map((r) => r.to).sort()).toEqual(emailsOf(...expected));
      for (const row of rows) expect(row.priority).toBe(mailPriority.announcement);

      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'announcement.send'),
            sql`${auditLog.details}->>'announcementId' = ${announcement._id}`,
          ),
        );
      expect(entry?.targetId).toBe(s.eventName);
      expect(entry?.details).toMatchObject({
        audience,
        recipients: expected.length,
        subject: 'Venue change',
      });

      await t.app.mailer.drain();
      expect(smtp.messages.flatMap((mail) => mail.to).sort()).toEqual(emailsOf(...expected));
      for (const mail of smtp.messages) {
        expect(mail.subject).toBe(`[NITSMUN] ${s.eventName}: Venue change`);
        expect(mail.text).toContain('We meet in Hall B.');
      }
    }
  });

  it('writes nothing for an empty audience', async () => {
    const eventName = `Announcement Empty ${randomBytes(4).toString('hex')}`;
    await createEventWithCommittees(t.db, eventName);
    const admin = await newAdmin();
    const before = await snapshotDatabase(t.db);
    const res = await send(
      eventName,
      { subject: 'Hello', body: 'Anyone?', audience: { type: 'all' } },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(m.noRecipients);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('escapes markup in the subject and body; only http(s) addresses become links', async () => {
    const s = await scenario();
    const subject = '<script>alert("s")</script> & <b>bold</b>';
    const body = [
      'Read the guide: https://example.com/guide?a=1&b=2.',
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      '"><a href="https://evil.example">click</a> javascript:alert(3) data:text/html,<svg onload=alert(4)>',
      '',
      'Second paragraph <iframe src="https://evil.example"></iframe>',
    ].join('\n');
    const res = await send(
      s.eventName,
      { subject, body, audience: { type: 'committee', value: 'IB' } },
      await newAdmin(),
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(s.ib.user.email);
    expect(mail.subject).toBe(`[NITSMUN] ${s.eventName}: ${subject}`);
    expect(mail.text).toContain(body);

    const [row] = await outboxOf(res.json().announcement._id);
    const html = row!.html;
    for (const raw of ['<script', '<img', '<iframe', '<svg', '<b>', 'href="javascript', 'href="data:']) {
      expect(html, raw).not.toContain(raw);
    }
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain(
      '&#60;script&#62;alert(&#34;s&#34;)&#60;/script&#62; &#38; &#60;b&#62;bold&#60;/b&#62;',
    );
    // The admin's own anchor stays text; the addresses written in the text become links of ours (the
    // guide's & escaped, the sentence's full stop left out), then the dashboard's. No other anchor.
    expect(html).toContain('&#60;a href=&#34;');
    const anchors = [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]);
    expect(anchors).toEqual(
      [
        'https://example.com/guide?a=1&#38;b=2',
        'https://evil.example/',
        'https://evil.example/',
        `${t.config.PUBLIC_URL}/dashboard`,
      ].map((href) => `<a href="${href}" style="color:#0b1530">`),
    );
    // Paragraphs and line breaks survive as such.
    expect(html).toContain('<br>');
    expect(html.match(/<p style="margin:0 0 16px">/g)?.length).toBe(3);
    // The dashboard gets the text as it was written (the page shows it as text).
    const [shown] = await received(s.ib.user);
    expect(shown).toMatchObject({ subject, body, eventName: s.eventName });
  });

  it('refuses a subject with a line break (mail header injection), empty or too long fields, extra fields', async () => {
    const s = await scenario();
    const admin = await newAdmin();
    const before = await snapshotDatabase(t.db);
    const audience = { type: 'all' };
    const cases: [unknown, string][] = [
      [{ subject: 'Hi\r\nBcc: everyone@example.com', body: 'x', audience }, m.subjectOneLine],
      [{ subject: 'Hi\nthere', body: 'x', audience }, m.subjectOneLine],
      [{ subject: '   ', body: 'x', audience }, m.subjectRequired],
      [{ subject: 'Hi', body: ' \n ', audience }, m.bodyRequired],
      [
        { subject: 'x'.repeat(announcementRules.subject + 1), body: 'x', audience },
        m.subjectTooLong(announcementRules.subject),
      ],
      [
        { subject: 'Hi', body: 'x'.repeat(announcementRules.body + 1), audience },
        m.bodyTooLong(announcementRules.body),
      ],
      [{ subject: 'Hi', body: 'x' }, m.invalidAudience],
    ];
    for (const [json, error] of cases) {
      const res = await send(s.eventName, json, admin);
      expect(res.statusCode, JSON.stringify(json)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const extra = await send(s.eventName, { subject: 'Hi', body: 'x', audience, html: '<b>x</b>' }, admin);
    expect(extra.statusCode).toBe(400);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it(`allows ${announcementRules.sendsPerHour} sends per admin per hour, then 429 with a clear message and nothing written`, async () => {
    const s = await scenario();
    const account = await createUser(t.db, { role: 'admin' });
    const admin = bearer(await sessionFor(t.db, account));
    // A second session of the same admin (another browser, a fresh login) counts with the first.
    const again = bearer(await sessionFor(t.db, account));
    const json = { subject: 'Reminder', body: 'Bring your ID.', audience: { type: 'kind', value: 'leader' } };
    for (let i = 0; i < announcementRules.sendsPerHour; i++) {
      expect((await send(s.eventName, json, i % 2 === 0 ? admin : again)).statusCode).toBe(200);
    }
    const before = await snapshotDatabase(t.db);
    for (const headers of [admin, again]) {
      const refused = await send(s.eventName, json, headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(m.tooManySends(announcementRules.sendsPerHour));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    // Previews are not limited, and another admin can still send.
    expect((await preview(s.eventName, json.audience, admin)).statusCode).toBe(200);
    expect((await send(s.eventName, json, await newAdmin())).statusCode).toBe(200);
  });

  it('is refused to clients and anonymous callers, and writes nothing', async () => {
    const s = await scenario();
    const client = bearer(await sessionFor(t.db, s.unhrc1.user));
    const before = await snapshotDatabase(t.db);
    const json = { subject: 'Free pass', body: 'Everyone gets in.', audience: { type: 'all' } };
    for (const headers of [client, {}]) {
      expect((await send(s.eventName, json, headers)).statusCode).toBeOneOf([401, 403]);
      expect((await preview(s.eventName, { type: 'all' }, headers)).statusCode).toBeOneOf([401, 403]);
      expect((await list(s.eventName, headers)).statusCode).toBeOneOf([401, 403]);
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });
});

describe('priority', () => {
  it(
    'delivers a verification email and a welcome asked for during a 500-recipient announcement before the rest of it',
    { timeout: 120_000 },
    async () => {
      // Whatever earlier tests left in the outbox goes first.
      await t.app.mailer.drain();
      smtp.clear();
      const eventName = `Announcement Crowd 500 ${randomBytes(4).toString('hex')}`;
      await createEventWithCommittees(t.db, eventName);
      await seedRegistrations(t.db, 500, eventName);
      const res = await send(
        eventName,
        { subject: 'Schedule', body: 'Day one starts at 9.', audience: { type: 'all' } },
        await newAdmin(),
      );
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().announcement._id as string;
      expect(await outboxOf(id)).toHaveLength(500);

      // The worker has started on the announcement when someone asks for a verification link.
      await t.app.mailer.runOnce();
      const sentFirst = smtp.messages.length;
      expect(sentFirst).toBeGreaterThan(0);
      const waiting = await createUser(t.db, { verified: false });
      const link = await request(t.app, {
        method: 'POST',
        url: '/v1/api/sendlink',
        headers: bearer(await sessionFor(t.db, waiting)),
      });
      expect(link.statusCode).toBe(200);
      // And someone signs up: their welcome is bulk mail, which also goes before an announcement.
      const newcomer = signupBody();
      expect(
        (await request(t.app, { method: 'POST', url: '/v1/api/signup', json: newcomer })).statusCode,
      ).toBe(200);

      await t.app.mailer.drain();
      expect(smtp.messages).toHaveLength(502);
      const positionOf = (email: string) =>
        smtp.messages.findIndex((mail) => mail.to.includes(email.toLowerCase()));
      // Both sent in the very next batch (mails of one batch go out together), never behind the 500.
      for (const email of [waiting.email, newcomer.email]) {
        expect(positionOf(email), email).toBeGreaterThanOrEqual(sentFirst);
        expect(positionOf(email), email).toBeLessThan(sentFirst + 10);
      }

      const [shown] = (await list(eventName, await newAdmin())).json<{ announcements: AdminAnnouncement[] }>()
        .announcements;
      expect(shown?.delivery).toEqual({ queued: 0, sent: 500, failed: 0 });
    },
  );
});

describe('the audience of payments not received after N days', () => {
  const day = 86_400_000;
  const ago = (days: number) => new Date(Date.now() - days * day);

  /** Payers of one event by the state of their bill and the age of their registration. */
  async function unpaidScenario() {
    const eventName = `Announcement Reminder ${randomBytes(4).toString('hex')}`;
    await createEventWithCommittees(t.db, eventName);
    const reg = (options: Parameters<typeof createRegistration>[1]) =>
      createRegistration(t.db, { eventName, payment: false, ...options });
    const s = {
      eventName,
      oldDue: await reg({ paymentState: 'due', registeredAt: ago(10) }),
      oldSubmitted: await reg({ paymentState: 'submitted', registeredAt: ago(10) }),
      oldLeaderDue: await reg({ paymentState: 'due', registeredAt: ago(10), fields: { kind: 'leader' } }),
      recentDue: await reg({ paymentState: 'due', registeredAt: ago(2) }),
      oldReceived: await reg({ paymentState: 'received', registeredAt: ago(10) }),
      oldRefunded: await reg({ paymentState: 'refunded', registeredAt: ago(10) }),
      // A member carries no bill: the leader's covers it.
      oldMember: await reg({
        paymentState: null,
        registeredAt: ago(10),
        fields: { kind: 'member', amountDue: 0 },
      }),
      oldDeclined: await reg({ paymentState: 'due', registeredAt: ago(10), status: 'declined' }),
      leaving: await reg({ paymentState: 'due', registeredAt: ago(10) }),
      elsewhere: await createRegistration(t.db, {
        paymentState: 'due',
        registeredAt: ago(10),
        payment: false,
      }),
    };
    await t.db
      .update(users)
      .set({ deletionScheduledAt: new Date(), deleteAfter: new Date(Date.now() + day) })
      .where(eq(users.id, s.leaving.user.id));
    return s;
  }

  it('counts the payers whose money is due or submitted, registered more than N days ago', async () => {
    const s = await unpaidScenario();
    const admin = await newAdmin();
    const before = await snapshotDatabase(t.db);
    const cases: [number, SeededRegistration[]][] = [
      [5, [s.oldDue, s.oldSubmitted, s.oldLeaderDue]],
      [1, [s.oldDue, s.oldSubmitted, s.oldLeaderDue, s.recentDue]],
      [9, [s.oldDue, s.oldSubmitted, s.oldLeaderDue]],
      [11, []],
      [announcementRules.unpaidDays.max, []],
    ];
    for (const [days, expected] of cases) {
      const res = await preview(s.eventName, { type: 'unpaid', days }, admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<AnnouncementPreview>();
      expect(body.count, `${days} days`).toBe(expected.length);
      expect(body.sample.map((r) => r.email).sort(), `${days} days`).toEqual(emailsOf(...expected));
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('sends the reminder to exactly them, and the list and audit entry keep the number of days', async () => {
    const s = await unpaidScenario();
    const admin = await newAdmin();
    const audience = { type: 'unpaid', days: 5 } as const;
    const res = await send(
      s.eventName,
      { subject: 'Payment reminder', body: 'Please pay.', audience },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { announcement } = res.json<{ announcement: AdminAnnouncement }>();
    expect(announcement.recipientCount).toBe(3);
    expect((await outboxOf(announcement._id)).map((row) => row.to).sort()).toEqual(
      emailsOf(s.oldDue, s.oldSubmitted, s.oldLeaderDue),
    );
    expect((await list(s.eventName, admin)).json().announcements[0].audience).toEqual(audience);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.details}->>'announcementId' = ${announcement._id}`);
    expect(entry?.details).toMatchObject({
      audience,
      audienceLabel: 'Payment not received 5 days after registering',
    });
  });

  it('refuses a number of days outside 1-60, not whole, not a number, or missing', async () => {
    const s = await unpaidScenario();
    const admin = await newAdmin();
    const error = m.invalidDays(announcementRules.unpaidDays.min, announcementRules.unpaidDays.max);
    for (const days of [0, -3, announcementRules.unpaidDays.max + 1, 1.5, '7', null, undefined]) {
      const res = await preview(s.eventName, { type: 'unpaid', days }, admin);
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.json().error, String(days)).toBe(error);
    }
    const extra = await preview(s.eventName, { type: 'unpaid', days: 5, value: 'due' }, admin);
    expect(extra.statusCode).toBe(400);
  });
});

describe('GET .../announcements (the admin list with progress)', () => {
  it("lists the event's announcements newest first with queued, sent and failed", async () => {
    const s = await scenario();
    const admin = await newAdmin();
    const first = await send(
      s.eventName,
      { subject: 'First', body: 'One', audience: { type: 'committee', value: 'UNHRC' } },
      admin,
    );
    const second = await send(
      s.eventName,
      { subject: 'Second', body: 'Two', audience: { type: 'status', value: 'confirmed' } },
      admin,
    );
    const firstId = first.json().announcement._id as string;
    const secondId = second.json().announcement._id as string;
    let body = (await list(s.eventName, admin)).json<{ announcements: AdminAnnouncement[] }>();
    expect(body.announcements.map((a) => a.subject)).toEqual(['Second', 'First']);
    expect(body.announcements[0]).toMatchObject({
      _id: secondId,
      audience: { type: 'status', value: 'confirmed' },
      recipientCount: 3,
      delivery: { queued: 3, sent: 0, failed: 0 },
    });

    // One of the first announcement's emails gives up after every attempt; the others are sent.
    const [doomed] = await outboxOf(firstId);
    await t.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS, lastError: '550 mailbox unavailable' })
      .where(eq(outbox.id, doomed!.id));
    await t.app.mailer.drain();
    body = (await list(s.eventName, admin)).json();
    expect(body.announcements.find((a) => a._id === firstId)?.delivery).toEqual({
      queued: 0,
      sent: 1,
      failed: 1,
    });
    expect(body.announcements.find((a) => a._id === secondId)?.delivery).toEqual({
      queued: 0,
      sent: 3,
      failed: 0,
    });

    // Another event's list does not show them.
    const other = `Announcement Quiet ${randomBytes(4).toString('hex')}`;
    await createEventWithCommittees(t.db, other);
    expect((await list(other, admin)).json().announcements).toEqual([]);
  });
});

describe('GET /client/announcements (the dashboard)', () => {
  it('lists only the announcements the caller received, newest first', async () => {
    const s = await scenario();
    const admin = await newAdmin();
    await send(
      s.eventName,
      { subject: 'For UNHRC', body: 'Room 1', audience: { type: 'committee', value: 'UNHRC' } },
      admin,
    );
    await send(
      s.eventName,
      { subject: 'For everyone', body: 'Lunch at 1', audience: { type: 'all' } },
      admin,
    );
    expect((await received(s.unhrc1.user)).map((a) => a.subject)).toEqual(['For everyone', 'For UNHRC']);
    expect((await received(s.ib.user)).map((a) => a.subject)).toEqual(['For everyone']);
    expect(await received(s.outsider.user)).toEqual([]);
    // An account that joins the audience later does not get earlier announcements.
    const late = await createRegistration(t.db, {
      eventName: s.eventName,
      payment: false,
      status: 'confirmed',
      assignedCommittee: 'UNHRC',
      assignedPortfolio: unhrc[3],
    });
    expect(await received(late.user)).toEqual([]);
    expect(await eventIdOf(t.db, s.eventName)).toBeTruthy();
    // The ids are the announcements' own.
    const ids = (await received(s.unhrc1.user)).map((a) => a._id);
    const rows = await t.db.select({ id: announcements.id }).from(announcements);
    for (const id of ids) expect(rows.map((r) => r.id)).toContain(id);
  });
});
