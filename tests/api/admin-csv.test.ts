/**
 * GET /admin/events/:eventName/registrations.csv: a UTF-8 BOM, a header with every column, one row per
 * registration (filters as the list), RFC 4180 quoting, formulas neutralised, no accommodation answer for
 * institute students, the file name, an audit row, and a large export streamed whole.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { auditLog } from '../../src/server/modules/audit/table';
import { attendance } from '../../src/server/modules/checkin/table';
import { paymentReferences, registrations } from '../../src/server/modules/registration/table';
import {
  EVENT_NAME,
  adminGet,
  createRegistration,
  csvUrl,
  eventIdOf,
  parseCsv,
  seedRegistrations,
} from '../support/admin';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';
import { questionEntries } from '~/shared/registration-questions';

/** The export's header, in order: sheets built on the export read its columns by position. */
const csvColumns = [
  'Registration ID',
  'Event',
  'Name',
  'Email',
  'Phone',
  'Student of NIT Silchar',
  'Scholar ID',
  'Institute email',
  'Branch',
  'Year',
  'College',
  'Accommodation',
  'Kind',
  'Group',
  'Group leader email',
  'Committee preference',
  'Portfolio preference',
  'Previous MUN experience',
  'Amount due',
  'Payment screenshot',
  'Status',
  'Assigned committee',
  'Assigned portfolio',
  'Registered at',
  'Confirmed at',
  'Days attended',
  'Payment reference',
  'Transaction ID',
  'Payment state',
] as const;
/** Then one column per declared question (src/shared/registration-questions.ts), headed by its label. */
const fullHeader = [...csvColumns, ...questionEntries().map(([, question]) => question.label)];

let t: TestApp;
let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = await createUser(t.db, { role: 'admin' });
  headers = bearer(await sessionFor(t.db, admin));
});
afterAll(() => t?.close());

const body = (res: { rawPayload: Buffer }) => res.rawPayload.toString('utf8');

describe('the CSV export', () => {
  let plain: Awaited<ReturnType<typeof createRegistration>>;
  let tricky: Awaited<ReturnType<typeof createRegistration>>;

  beforeAll(async () => {
    await t.db.delete(registrations);
    plain = await createRegistration(t.db, {
      userOptions: { name: 'Plain Person', email: 'plain.csv@example.com' },
      registeredAt: new Date('2024-09-01T00:00:00Z'),
    });
    tricky = await createRegistration(t.db, {
      userOptions: { name: '=HYPERLINK("http://evil.example","Click")', email: 'tricky.csv@example.com' },
      college: 'College, "Quoted"\nSecond line',
      previousMunExperience: '+91 delegate; -1 award; @everyone',
      status: 'confirmed',
      registeredAt: new Date('2024-09-02T00:00:00Z'),
    });
  });

  it('answers a UTF-8 CSV attachment named after the event, starting with a byte-order mark', async () => {
    const res = await adminGet(t.app, csvUrl(), headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${EVENT_NAME}-registrations.csv"; filename*=UTF-8''${encodeURIComponent(`${EVENT_NAME}-registrations.csv`)}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('has a header with every column and one row per registration, quoted per RFC 4180', async () => {
    const text = body(await adminGet(t.app, csvUrl(), headers)).slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(fullHeader);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(fullHeader.length);
    const record = (row: string[]) => Object.fromEntries(csvColumns.map((c, i) => [c, row[i]]));
    expect(record(rows[1]!)).toMatchObject({
      'Registration ID': plain.id,
      Event: EVENT_NAME,
      Name: 'Plain Person',
      Email: 'plain.csv@example.com',
      Status: 'pending',
      'Amount due': '399',
      Kind: 'individual',
      'Committee preference': 'UNHRC',
      'Payment screenshot': `${t.config.PUBLIC_URL}/v1/api/admin/registrations/${plain.id}/payment`,
      'Registered at': '2024-09-01T00:00:00.000Z',
      'Confirmed at': '',
    });
    expect(record(rows[2]!)).toMatchObject({
      'Registration ID': tricky.id,
      College: 'College, "Quoted"\nSecond line',
      Status: 'confirmed',
    });
    expect(text).toContain('"College, ""Quoted""\nSecond line"');
  });

  it("ends each row with the bill's payment reference, transaction id and payment state", async () => {
    const [header] = parseCsv(body(await adminGet(t.app, csvUrl(), headers)).slice(1));
    const paid = header!.indexOf('Payment state');
    expect(header!.slice(paid - 3, paid + 1)).toEqual([
      'Days attended',
      'Payment reference',
      'Transaction ID',
      'Payment state',
    ]);
    const payer = await createRegistration(t.db, {
      paymentState: 'submitted',
      fields: { transactionId: 'HDFCN52024112' },
    });
    await t.db
      .insert(paymentReferences)
      .values({ eventId: await eventIdOf(t.db), userId: payer.user.id, reference: 'AC24-HJK9' });
    const member = await createRegistration(t.db, {
      paymentState: null,
      payment: false,
      fields: { kind: 'member', amountDue: 0 },
    });
    const rows = parseCsv(body(await adminGet(t.app, csvUrl(), headers)).slice(1));
    const tail = (id: string) => rows.find((r) => r[0] === id)!.slice(paid - 2, paid + 1);
    expect(tail(payer.id)).toEqual(['AC24-HJK9', 'HDFCN52024112', 'submitted']);
    // A member carries no bill: the leader's covers it.
    expect(tail(member.id)).toEqual(['', '', '']);
    await t.db.delete(registrations).where(eq(registrations.id, payer.id));
    await t.db.delete(registrations).where(eq(registrations.id, member.id));
  });

  it('leaves the accommodation cell empty for an institute student, who is never asked', async () => {
    const student = await createRegistration(t.db, {
      userOptions: { student: true, email: 'student.csv@example.com' },
      college: null,
      registeredAt: new Date('2024-09-03T00:00:00Z'),
    });
    try {
      const rows = parseCsv(body(await adminGet(t.app, csvUrl(), headers)).slice(1));
      const cell = (id: string, column: (typeof csvColumns)[number]) =>
        rows.find((r) => r[0] === id)![csvColumns.indexOf(column)];
      expect(cell(student.id, 'Student of NIT Silchar')).toBe('Yes');
      expect(cell(student.id, 'Accommodation')).toBe('');
      expect(cell(plain.id, 'Accommodation')).toBe('No');
    } finally {
      await t.db.delete(registrations).where(eq(registrations.id, student.id));
    }
  });

  it('lists the days each delegate was checked in at the venue, in order', async () => {
    const eventId = await eventIdOf(t.db);
    const checkedIn = (day: string) => ({
      registrationId: tricky.id,
      eventId,
      day,
      checkedInBy: admin.id,
      checkedInByEmail: admin.email,
    });
    await t.db.insert(attendance).values([checkedIn('2024-10-19'), checkedIn('2024-10-18')]);
    try {
      const rows = parseCsv(body(await adminGet(t.app, csvUrl(), headers)).slice(1));
      const cell = (id: string) => rows.find((r) => r[0] === id)![csvColumns.indexOf('Days attended')];
      expect(cell(tricky.id)).toBe('2024-10-18; 2024-10-19');
      expect(cell(plain.id)).toBe('');
    } finally {
      await t.db.delete(attendance).where(eq(attendance.registrationId, tricky.id));
    }
  });

  it('prefixes cells starting with = + - @ with an apostrophe (no formula injection)', async () => {
    const rows = parseCsv(body(await adminGet(t.app, csvUrl(), headers)).slice(1));
    const row = rows.find((r) => r[0] === tricky.id)!;
    expect(row[csvColumns.indexOf('Name')]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[csvColumns.indexOf('Previous MUN experience')]).toBe(`'+91 delegate; -1 award; @everyone`);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it("applies the list's filters, and answers the list's errors before any byte of CSV", async () => {
    const confirmed = parseCsv(
      body(await adminGet(t.app, csvUrl(EVENT_NAME, 'status=confirmed'), headers)).slice(1),
    );
    expect(confirmed.slice(1).map((r) => r[0])).toEqual([tricky.id]);
    const searched = parseCsv(body(await adminGet(t.app, csvUrl(EVENT_NAME, 'q=plain'), headers)).slice(1));
    expect(searched.slice(1).map((r) => r[0])).toEqual([plain.id]);

    const unknown = await adminGet(t.app, csvUrl('No Such Conference'), headers);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { error: messages.admin.noSuchEvent },
    });
    const badStatus = await adminGet(t.app, csvUrl(EVENT_NAME, 'status=maybe'), headers);
    expect({ status: badStatus.statusCode, body: badStatus.json() }).toEqual({
      status: 400,
      body: { error: messages.admin.noSuchStatus },
    });
  });

  it('records each export in the audit log with its filters', async () => {
    await t.db.delete(auditLog);
    await adminGet(t.app, csvUrl(EVENT_NAME, 'status=pending'), headers);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'registrations.export'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'event',
      targetId: EVENT_NAME,
      details: { status: 'pending' },
    });
  });

  it('streams every row of a large export, in batches, none twice', async () => {
    await t.db.delete(registrations);
    await seedRegistrations(t.db, 2500);
    const rows = parseCsv(body(await adminGet(t.app, csvUrl(), headers)).slice(1));
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(2500);
    const times = rows.slice(1).map((r) => r[csvColumns.indexOf('Registered at')]!);
    expect([...times].sort()).toEqual(times);
  });
});
