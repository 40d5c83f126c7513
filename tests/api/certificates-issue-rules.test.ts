/**
 * Certificates that could go out wrong: issuing before the conference's last day (in India), for an event
 * without dates, or without signatories is refused (409, naming each problem) unless each is confirmed; the
 * list reports the problems for the page's dialog. "Issued on" is the conference's calendar day in India.
 * A revoked certificate is never replaced by Issue, only by its explicit re-issue (new code, current name
 * and seat, audit entry). Real database; the clock is the service's `now`, never a wait.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateMessages } from '~/shared/desk-messages';
import type { CertificateListResponse } from '~/shared/schemas/certificates';
import { certificateCodePattern } from '~/shared/schemas/certificates';
import { auditLog } from '../../src/server/modules/audit/table';
import { formatIssueDate } from '../../src/server/modules/certificates/pdf';
import { issueCertificates, issueProblems } from '../../src/server/modules/certificates/service';
import { certificates } from '../../src/server/modules/certificates/table';
import { events } from '../../src/server/modules/events/table';
import { users } from '../../src/server/modules/accounts/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { committeeOf, createEventWithCommittees, createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { recordAttendance } from '../support/certificates';

const m = certificateMessages;
let t: TestApp;
let admin: Record<string, string>;
let adminUser: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ site: false });
  const user = await createUser(t.db, { role: 'admin' });
  adminUser = { id: user.id, email: user.email };
  admin = bearer(await sessionFor(t.db, user));
});
afterAll(() => t?.close());

const api = (path: string) => `/v1/api${path}`;
const eventPath = (name: string) => `/admin/events/${encodeURIComponent(name)}/certificates`;
const signatories = [{ name: 'Rahul Deb', title: 'Secretary-General' }];

/** A dated event, with signatories unless told otherwise. */
async function newEvent(
  set: Partial<{
    startsOn: string | null;
    endsOn: string | null;
    certificateSignatories: { name: string; title: string }[];
  }> = {},
) {
  const name = `Rules Conference ${randomBytes(4).toString('hex')}`;
  const eventId = await createEventWithCommittees(t.db, name);
  await t.db
    .update(events)
    .set({ startsOn: '2024-10-12', endsOn: '2024-10-14', certificateSignatories: signatories, ...set })
    .where(eq(events.id, eventId));
  return { name, eventId };
}

async function delegate(eventName: string, n: number) {
  const ib = await committeeOf(t.db, 'IB', eventName);
  const reg = await createRegistration(t.db, {
    eventName,
    status: 'confirmed',
    assignedCommittee: 'IB',
    assignedPortfolio: ib.portfolios[n]!,
  });
  await recordAttendance(t.db, reg.id, ['2024-10-12']);
  return { ...reg, headers: bearer(await sessionFor(t.db, reg.user)) };
}

const issue = (eventName: string, json: unknown = {}, headers = admin) =>
  request(t.app, { method: 'POST', url: api(`${eventPath(eventName)}/issue`), headers, json });
const reissue = (eventName: string, code: string, headers = admin) =>
  request(t.app, { method: 'POST', url: api(`${eventPath(eventName)}/${code}/reissue`), headers, json: {} });
const revoke = (eventName: string, code: string) =>
  request(t.app, {
    method: 'POST',
    url: api(`${eventPath(eventName)}/${code}/revoke`),
    headers: admin,
    json: {},
  });
const list = async (eventName: string) => {
  const res = await request(t.app, { method: 'GET', url: api(eventPath(eventName)), headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<CertificateListResponse>();
};
const rowsOf = (eventId: string) => t.db.select().from(certificates).where(eq(certificates.eventId, eventId));

describe('issuing when it is likely a mistake', () => {
  it('before the last day (India) and without signatories: listed, refused naming both, issued once both are confirmed', async () => {
    // The conference ends in a year: its last day has not come.
    const lastDay = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const { name, eventId } = await newEvent({ endsOn: lastDay, certificateSignatories: [] });
    await delegate(name, 0);

    const expected = [
      {
        code: 'beforeLastDay',
        message: m.problems.beforeLastDay(formatIssueDate(new Date(`${lastDay}T12:00:00+05:30`))),
      },
      { code: 'noSignatories', message: m.problems.noSignatories },
    ];
    expect((await list(name)).problems).toEqual(expected);

    // The old client's call (an empty body), and a confirmation of only one of them: nothing issued.
    for (const body of [{}, { confirmed: ['noSignatories'] }]) {
      const res = await issue(name, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain(
        m.problems.beforeLastDay(formatIssueDate(new Date(`${lastDay}T12:00:00+05:30`))),
      );
      expect(await rowsOf(eventId)).toEqual([]);
    }
    expect((await issue(name, {})).json().error).toBe(
      m.unconfirmedProblems(expected.map((p) => p.message).join(' ')),
    );

    const ok = await issue(name, { confirmed: ['beforeLastDay', 'noSignatories'] });
    expect(ok.json()).toEqual({ message: m.issued, issued: 1, existing: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificates.issue'), eq(auditLog.targetId, eventId)));
    expect(audit!.details).toMatchObject({ confirmed: ['beforeLastDay', 'noSignatories'] });
  });

  it('compares days on the conference calendar: 23:30 UTC on the eve is already the last day in India', async () => {
    const { name } = await newEvent({ startsOn: '2025-01-10', endsOn: '2025-01-12' });
    const [event] = await t.db.select().from(events).where(eq(events.name, name));
    const row = {
      id: event!.id,
      name,
      startsOn: event!.startsOn,
      endsOn: event!.endsOn,
      venue: event!.venue,
      signatories: event!.certificateSignatories,
    };
    // 2025-01-11T18:29Z is 23:59 on the 11th in India; 18:30Z is midnight, the 12th.
    expect(issueProblems(row, new Date('2025-01-11T18:29:00Z')).map((p) => p.code)).toEqual([
      'beforeLastDay',
    ]);
    expect(issueProblems(row, new Date('2025-01-11T18:30:00Z'))).toEqual([]);
    // An event of one day (no end): its start is its last day.
    expect(
      issueProblems({ ...row, endsOn: null }, new Date('2025-01-09T18:29:00Z')).map((p) => p.code),
    ).toEqual(['beforeLastDay']);
    // The service itself refuses at 23:59 in India on the eve, and issues a minute later.
    await delegate(name, 0);
    await expect(
      issueCertificates(t.db, adminUser, name, [], new Date('2025-01-11T18:29:00Z')),
    ).rejects.toThrow(/not over/);
    await expect(
      issueCertificates(t.db, adminUser, name, [], new Date('2025-01-11T18:30:00Z')),
    ).resolves.toEqual({
      issued: 1,
      existing: 0,
    });
  });

  it('an event without dates is a problem to confirm; a past, signed event has none', async () => {
    const undated = await newEvent({ startsOn: null, endsOn: null });
    expect((await list(undated.name)).problems).toEqual([{ code: 'noDates', message: m.problems.noDates }]);
    await delegate(undated.name, 0);
    expect((await issue(undated.name)).statusCode).toBe(409);
    expect((await issue(undated.name, { confirmed: ['noDates'] })).json()).toMatchObject({ issued: 1 });

    const past = await newEvent();
    expect((await list(past.name)).problems).toEqual([]);
  });

  it('refuses a confirmation that is not a known problem', async () => {
    const { name } = await newEvent();
    for (const body of [{ confirmed: ['everything'] }, { confirmed: 'beforeLastDay' }, { force: true }]) {
      expect((await issue(name, body)).statusCode).toBe(400);
    }
  });
});

describe('"Issued on": the conference calendar day in India', () => {
  it('a certificate issued at 20:00 UTC on 14 October says 15 October on every page that shows it', async () => {
    const { name } = await newEvent();
    const d = await delegate(name, 0);
    await issue(name);
    const [row] = await t.db
      .update(certificates)
      .set({ issuedAt: new Date('2024-10-14T20:00:00Z') })
      .where(eq(certificates.registrationId, d.id))
      .returning();
    const verified = await request(t.app, { method: 'GET', url: api(`/certificates/${row!.code}`) });
    expect(verified.json().certificate).toMatchObject({
      issuedAt: '2024-10-14T20:00:00.000Z',
      issuedOn: '2024-10-15',
    });
    const mine = await request(t.app, {
      method: 'GET',
      url: api('/dashboard/certificates'),
      headers: d.headers,
    });
    expect(mine.json().certificates[0]).toMatchObject({ issuedOn: '2024-10-15' });
    expect(formatIssueDate(row!.issuedAt)).toBe('15 October 2024');
  });
});

describe('a revoked certificate', () => {
  it('is never replaced by Issue; its explicit re-issue gives a new code with the current name, once', async () => {
    const { name, eventId } = await newEvent();
    const d = await delegate(name, 0);
    await issue(name);
    const [first] = await rowsOf(eventId);
    expect((await revoke(name, first!.code)).statusCode).toBe(200);

    // Issue again, twice: nothing new, the delegate counted as holding one; the list does not count them.
    for (let i = 0; i < 2; i++) {
      expect((await issue(name)).json()).toEqual({ message: m.issued, issued: 0, existing: 1 });
    }
    expect(await rowsOf(eventId)).toHaveLength(1);
    expect((await list(name)).eligibleWithout).toBe(0);

    // The name was the reason to revoke: the re-issue prints the current one.
    await t.db.update(users).set({ name: 'Corrected Name' }).where(eq(users.id, d.user.id));
    const res = await reissue(name, first!.code);
    expect(res.statusCode).toBe(200);
    const { message, code } = res.json();
    expect(message).toBe(m.reissued);
    expect(code).toMatch(certificateCodePattern);
    expect(code).not.toBe(first!.code);
    const rows = await rowsOf(eventId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.code === code)).toMatchObject({
      delegateName: 'Corrected Name',
      registrationId: d.id,
      revokedAt: null,
      issuedBy: adminUser.id,
    });
    expect(rows.find((r) => r.code === first!.code)!.revokedAt).toBeInstanceOf(Date);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificate.reissue'), eq(auditLog.targetId, eventId)));
    expect(audit!.details).toMatchObject({ code, replaces: first!.code, delegateName: 'Corrected Name' });

    // Once replaced, the revoked one cannot be re-issued again; a live one cannot be re-issued at all.
    expect((await reissue(name, first!.code)).json()).toEqual({ error: m.alreadyReplaced });
    expect((await reissue(name, code)).json()).toEqual({ error: m.notRevoked });
  });

  it('two re-issues at once give one certificate', async () => {
    const { name, eventId } = await newEvent();
    await delegate(name, 0);
    await issue(name);
    const [first] = await rowsOf(eventId);
    await revoke(name, first!.code);
    const results = await Promise.all([reissue(name, first!.code), reissue(name, first!.code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rowsOf(eventId)).filter((r) => !r.revokedAt)).toHaveLength(1);
  });

  it('is not re-issued to a delegate who is no longer eligible, nor through another event, nor by a client', async () => {
    const { name, eventId } = await newEvent();
    const d = await delegate(name, 0);
    await issue(name);
    const [first] = await rowsOf(eventId);
    await revoke(name, first!.code);

    // The delegate (a client) calling the admin route: refused, nothing written.
    expect((await reissue(name, first!.code, d.headers)).statusCode).toBe(403);
    const other = await newEvent();
    expect((await reissue(other.name, first!.code)).json()).toEqual({ error: m.noSuchCertificate });
    expect((await reissue(name, 'not-a-code')).statusCode).toBe(404);

    await t.db
      .update(registrations)
      .set({ assignedCommittee: null, assignedPortfolio: null })
      .where(eq(registrations.id, d.id));
    expect((await reissue(name, first!.code)).json()).toEqual({ error: m.notEligible });
    expect(await rowsOf(eventId)).toHaveLength(1);
  });
});
