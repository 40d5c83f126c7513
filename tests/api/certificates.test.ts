/**
 * Participation certificates (src/server/modules/certificates/): issuing only to confirmed,
 * seated delegates who attended (checked in at the door, or present at a chair's roll call), idempotently, with its audit entry; revoking; the public
 * verification answer (valid, revoked, unknown; only the five facts and the status; rate limited per address);
 * a delegate's own PDF
 * (and nobody else's); the ZIP of an event's live certificates; non-admins refused. Each scenario runs on an
 * event of its own.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import type {
  CertificateIssueResponse,
  CertificateListResponse,
  MyCertificatesResponse,
} from '~/shared/schemas/certificates';
import { certificateCodePattern, certificateCountHeader } from '~/shared/schemas/certificates';
import { auditLog } from '../../src/server/modules/audit/table';
import { certificates } from '../../src/server/modules/certificates/table';
import { events } from '../../src/server/modules/events/table';
import { registrations } from '../../src/server/modules/registration/table';
import { verificationRateLimit } from '../../src/server/modules/certificates/routes';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { committeeOf, createEventWithCommittees, createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { recordAttendance } from '../support/certificates';
import { chairFixture, chairPaths } from '../support/chairs';

const m = certificateMessages;
let t: TestApp;
let admin: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  const user = await createUser(t.db, { role: 'admin' });
  adminId = user.id;
  admin = bearer(await sessionFor(t.db, user));
});
afterAll(() => t?.close());

const api = (path: string) => `/v1/api${path}`;
const eventPath = (name: string) => `/admin/events/${encodeURIComponent(name)}/certificates`;

async function newEvent() {
  const name = `Cert Conference ${randomBytes(4).toString('hex')}`;
  const eventId = await createEventWithCommittees(t.db, name);
  await t.db
    .update(events)
    .set({
      startsOn: '2024-10-12',
      endsOn: '2024-10-14',
      venue: 'NIT Silchar',
      certificateSignatories: [
        { name: 'Rahul Deb', title: 'Secretary-General' },
        { name: 'Priya Nath', title: 'Director-General' },
      ],
    })
    .where(eq(events.id, eventId));
  return { name, eventId };
}

/** A confirmed delegate of the event with the n-th IB portfolio, attending the given days. */
async function delegate(eventName: string, n: number, days: string[] = ['2024-10-12'], name?: string) {
  const ib = await committeeOf(t.db, 'IB', eventName);
  const reg = await createRegistration(t.db, {
    eventName,
    status: 'confirmed',
    assignedCommittee: 'IB',
    assignedPortfolio: ib.portfolios[n]!,
    ...(name ? { userOptions: { name } } : {}),
  });
  if (days.length > 0) await recordAttendance(t.db, reg.id, days);
  return { ...reg, headers: bearer(await sessionFor(t.db, reg.user)), portfolio: ib.portfolios[n]! };
}

const issue = (eventName: string, headers = admin) =>
  request(t.app, { method: 'POST', url: api(`${eventPath(eventName)}/issue`), headers, json: {} });
const list = async (eventName: string) => {
  const res = await request(t.app, { method: 'GET', url: api(eventPath(eventName)), headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<CertificateListResponse>();
};
const revoke = (eventName: string, code: string, headers = admin) =>
  request(t.app, {
    method: 'POST',
    url: api(`${eventPath(eventName)}/${code}/revoke`),
    headers,
    json: {},
  });
const verify = (code: string) => request(t.app, { method: 'GET', url: api(`/certificates/${code}`) });
const mine = async (headers: Record<string, string>) => {
  const res = await request(t.app, { method: 'GET', url: api('/dashboard/certificates'), headers });
  expect(res.statusCode).toBe(200);
  return res.json<MyCertificatesResponse>().certificates;
};
const pdfOf = (code: string, headers: Record<string, string>) =>
  request(t.app, { method: 'GET', url: api(`/dashboard/certificates/${code}/pdf`), headers });

describe('issuing', () => {
  it('issues only to confirmed, seated delegates checked in at the door on a day, once', async () => {
    const { name, eventId } = await newEvent();
    const one = await delegate(name, 0, ['2024-10-12']);
    const two = await delegate(name, 1, ['2024-10-12', '2024-10-13']);
    await delegate(name, 2, []); // seated, never came
    const pending = await createRegistration(t.db, { eventName: name, status: 'pending' });
    await recordAttendance(t.db, pending.id); // attended but not confirmed
    const unseated = await createRegistration(t.db, { eventName: name, status: 'confirmed' });
    await recordAttendance(t.db, unseated.id); // confirmed and attended, no seat

    const first = await issue(name);
    expect(first.statusCode).toBe(200);
    expect(first.json<CertificateIssueResponse>()).toEqual({ message: m.issued, issued: 2, existing: 0 });

    const listed = await list(name);
    const ib = await committeeOf(t.db, 'IB', name);
    expect(listed.eligibleWithout).toBe(0);
    expect(listed.certificates.map((c) => c.portfolio).sort()).toEqual([one.portfolio, two.portfolio].sort());
    for (const c of listed.certificates) {
      expect(c.code).toMatch(certificateCodePattern);
      expect(c.committee).toBe(ib.displayName);
      expect(c.revokedAt).toBeNull();
    }
    const rows = await t.db.select().from(certificates).where(eq(certificates.eventId, eventId));
    expect(new Set(rows.map((r) => r.registrationId))).toEqual(new Set([one.id, two.id]));
    expect(rows.every((r) => r.issuedBy === adminId)).toBe(true);

    // Idempotent: nothing new, counted as existing, no second audit entry.
    const again = await issue(name);
    expect(again.json<CertificateIssueResponse>()).toEqual({ message: m.issued, issued: 0, existing: 2 });
    expect(await t.db.select().from(certificates).where(eq(certificates.eventId, eventId))).toHaveLength(2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificates.issue'), eq(auditLog.targetId, eventId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(adminId);
    expect(audits[0]!.details).toMatchObject({ eventName: name, issued: 2, existing: 0 });

    // A delegate who attends later gets one on the next issue.
    const late = await delegate(name, 3, []);
    expect((await list(name)).eligibleWithout).toBe(0);
    await recordAttendance(t.db, late.id, ['2024-10-14']);
    expect((await list(name)).eligibleWithout).toBe(1);
    expect((await issue(name)).json<CertificateIssueResponse>()).toMatchObject({ issued: 1, existing: 2 });
  });

  it("counts the room's roll call as attendance: present there, never scanned at the door, is a certificate", async () => {
    const fx = await chairFixture(t.db);
    const absent = await createRegistration(t.db, { eventName: fx.eventName, status: 'confirmed' });
    await t.db
      .update(registrations)
      .set({ assignedCommittee: fx.committee, assignedPortfolio: 'Beta' })
      .where(eq(registrations.id, absent.id));
    const mark = (registrationId: string, state: string) =>
      request(t.app, {
        method: 'PUT',
        url: chairPaths(fx).mark(registrationId),
        headers: fx.chair,
        json: { state },
      });
    expect((await mark(fx.registrationId, 'present')).statusCode).toBe(200);
    expect((await mark(absent.id, 'absent')).statusCode).toBe(200);
    expect((await list(fx.eventName)).eligibleWithout).toBe(1);

    const res = await request(t.app, {
      method: 'POST',
      url: api(`${eventPath(fx.eventName)}/issue`),
      headers: admin,
      json: { confirmed: ['noSignatories'] },
    });
    expect(res.json<CertificateIssueResponse>()).toMatchObject({ issued: 1, existing: 0 });
    const rows = await t.db.select().from(certificates).where(eq(certificates.eventId, fx.eventId));
    expect(rows.map((r) => r.registrationId)).toEqual([fx.registrationId]);
  });

  it('copies the committee display name and the delegate name as printed', async () => {
    const { name } = await newEvent();
    const d = await delegate(name, 0, undefined, 'Ananya Śarmā Дмитрий');
    await issue(name);
    const [c] = (await list(name)).certificates;
    const ib = await committeeOf(t.db, 'IB', name);
    expect(c).toMatchObject({
      delegateName: 'Ananya Śarmā Дмитрий',
      committee: ib.displayName,
      portfolio: d.portfolio,
    });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await issue('No Such Conference');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.admin.noSuchEvent });
  });
});

describe('who may call', () => {
  it('refuses clients on the admin calls, and writes nothing', async () => {
    const { name, eventId } = await newEvent();
    const d = await delegate(name, 0);
    for (const headers of [d.headers]) {
      expect((await issue(name, headers)).statusCode).toBe(403);
      const zip = await request(t.app, { method: 'GET', url: api(`${eventPath(name)}.zip`), headers });
      expect(zip.statusCode).toBe(403);
      const listing = await request(t.app, { method: 'GET', url: api(eventPath(name)), headers });
      expect(listing.statusCode).toBe(403);
    }
    expect((await issue(name, {})).statusCode).toBe(401);
    expect(await t.db.select().from(certificates).where(eq(certificates.eventId, eventId))).toHaveLength(0);

    await issue(name);
    const [c] = (await list(name)).certificates;
    expect((await revoke(name, c!.code, d.headers)).statusCode).toBe(403);
    expect((await verify(c!.code)).json().certificate.status).toBe('valid');
  });
});

describe('revoking and verifying', () => {
  it('answers only the five facts, the award (none here) and the status: valid, then revoked; unknown codes 404', async () => {
    const { name, eventId } = await newEvent();
    const d = await delegate(name, 0, undefined, 'Verify Me');
    await issue(name);
    const [c] = (await list(name)).certificates;
    const code = c!.code;

    const valid = await verify(code);
    expect(valid.statusCode).toBe(200);
    expect(valid.headers['cache-control']).toBe('no-store');
    const body = valid.json();
    expect(Object.keys(body).sort()).toEqual(['certificate', 'message']);
    expect(Object.keys(body.certificate).sort()).toEqual(
      ['award', 'committee', 'event', 'issuedAt', 'issuedOn', 'name', 'portfolio', 'status'].sort(),
    );
    expect(body.certificate).toMatchObject({
      award: null,
      name: 'Verify Me',
      event: name,
      portfolio: d.portfolio,
      status: 'valid',
    });
    expect(JSON.stringify(body)).not.toContain(d.user.email);

    const revoked = await revoke(name, code);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: m.revoked });
    expect((await verify(code)).json().certificate).toMatchObject({ name: 'Verify Me', status: 'revoked' });
    expect((await revoke(name, code)).json()).toEqual({ error: m.alreadyRevoked });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificate.revoke'), eq(auditLog.targetId, eventId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ code, delegateName: 'Verify Me' });

    // The revoked certificate is gone from the delegate's dashboard and its PDF; Issue never replaces it
    // (tests/api/certificates-issue-rules.test.ts has the explicit re-issue).
    expect(await mine(d.headers)).toEqual([]);
    expect((await pdfOf(code, d.headers)).statusCode).toBe(404);
    expect((await issue(name)).json()).toMatchObject({ issued: 0, existing: 1 });
    expect(await mine(d.headers)).toEqual([]);

    // Unknown: a well-formed code nobody holds, a malformed one, one differing in case.
    for (const unknown of ['a'.repeat(32), 'not-a-code', code.toUpperCase(), `${code}a`]) {
      const res = await verify(unknown);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: m.unknown });
    }
  });

  it('limits the lookups of one address (guessing codes), not those of others', async () => {
    const remoteAddress = '192.0.2.161';
    const guess = (address: string) =>
      t.app.inject({ method: 'GET', url: api(`/certificates/${'c'.repeat(32)}`), remoteAddress: address });
    for (let i = 0; i < verificationRateLimit.max; i++)
      expect((await guess(remoteAddress)).statusCode).toBe(404);
    const limited = await guess(remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.generic.tooManyRequests });
    expect((await guess('192.0.2.162')).statusCode).toBe(404);
  });

  it("refuses to revoke another event's certificate through this event", async () => {
    const a = await newEvent();
    const b = await newEvent();
    await delegate(a.name, 0);
    await issue(a.name);
    const [c] = (await list(a.name)).certificates;
    const res = await revoke(b.name, c!.code);
    expect(res.statusCode).toBe(404);
    expect((await verify(c!.code)).json().certificate.status).toBe('valid');
  });
});

describe('downloads', () => {
  it("gives a delegate their own PDF with its code, and nobody else's", async () => {
    const { name } = await newEvent();
    const d = await delegate(name, 0, undefined, 'Own Delegate');
    const other = await delegate(name, 1);
    await issue(name);
    const [own] = await mine(d.headers);
    const [theirs] = await mine(other.headers);
    expect(own).toMatchObject({ eventName: name, portfolio: d.portfolio });

    const res = await pdfOf(own!.code, d.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const url = `${t.config.PUBLIC_URL.replace(/\/+$/, '')}/certificates/${own!.code}`;
    expect(res.rawPayload.toString('latin1')).toContain(url);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toContain(own!.code);
    expect(pdf.getTitle()).toContain('Own Delegate');

    // Someone else's code, an unknown one: 404, the same answer.
    for (const code of [theirs!.code, 'b'.repeat(32)]) {
      const refused = await pdfOf(code, d.headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: m.noSuchCertificate });
    }
  });

  it('zips every live certificate of the event, with the count header', async () => {
    const { name } = await newEvent();
    for (let i = 0; i < 3; i++) await delegate(name, i);
    await issue(name);
    const listed = (await list(name)).certificates;
    await revoke(name, listed[0]!.code);

    const res = await request(t.app, { method: 'GET', url: api(`${eventPath(name)}.zip`), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers[certificateCountHeader]).toBe('2');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(2);
    for (const live of listed.slice(1)) {
      const file = names.find((n) => n.endsWith(`-${live.code.slice(0, 8)}.pdf`));
      expect(file).toBeDefined();
      const bytes = Buffer.from(files[file!]!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(live.code);
    }
    expect(names.some((n) => n.includes(listed[0]!.code.slice(0, 8)))).toBe(false);
  });
});
