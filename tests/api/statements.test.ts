/**
 * Bank statement import (docs/decisions/0055-statement-import-and-treasurer.md): a statement's credit
 * lines matched by reference, by transaction id, by amount and date; a wrong amount, an unknown line and a
 * line fitting two bills kept out; applying marks the matched bills received with the line as evidence and
 * an audit entry, in one transaction, and a second import changes nothing; each bad file is refused with its
 * message and stores nothing; the treasurer capability granted and revoked by a superadmin opens the import
 * and nothing else.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import type { StatementPreview, StatementUpload } from '~/shared/schemas/statements';
import { auditLog } from '../../src/server/modules/audit/table';
import { registrations } from '../../src/server/modules/registration/table';
import {
  statementLayouts,
  statementLines,
  statementUploads,
} from '../../src/server/modules/statements/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createEventWithCommittees, createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { changedTables, snapshotDatabase } from '../support/db-snapshot';
import {
  type Bill,
  createBill,
  csvDataUrl,
  hdfcHeader,
  statementCsv,
  xlsxBytes,
  xlsxType,
} from '../support/statements';

const m = statementMessages;
let t: TestApp;
let admin: Record<string, string>;
let superadmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
});
afterAll(() => t?.close());

const base = (eventName: string) => `/v1/api/admin/events/${encodeURIComponent(eventName)}/statements`;

function upload(eventName: string, file: string, headers = admin, fileName = 'statement.csv') {
  return request(t.app, { method: 'POST', url: base(eventName), headers, json: { fileName, file } });
}

function preview(eventName: string, id: string, mapping: unknown, headers = admin) {
  return request(t.app, {
    method: 'POST',
    url: `${base(eventName)}/${id}/preview`,
    headers,
    json: { mapping },
  });
}

function apply(eventName: string, id: string, mapping: unknown, headers = admin) {
  return request(t.app, {
    method: 'POST',
    url: `${base(eventName)}/${id}/apply`,
    headers,
    json: { mapping },
  });
}

const at = (day: string) => new Date(`${day}T10:00:00+05:30`);

/** An HDFC-like line: date, narration, reference, value date, withdrawal, deposit, balance. */
const line = (date: string, narration: string, deposit: string, ref = '', withdrawal = '') => [
  date,
  narration,
  ref,
  date,
  withdrawal,
  deposit,
  '100000.00',
];

describe('a statement matched and applied', () => {
  const event = 'Statement Conference 2026';
  let bills: Record<
    'byReference' | 'byUtr' | 'byAmount' | 'wrongAmount' | 'twinA' | 'twinB' | 'unpaid',
    Bill
  >;
  let csv: string;

  beforeAll(async () => {
    await createEventWithCommittees(t.db, event);
    bills = {
      byReference: await createBill(t.db, { eventName: event, registeredAt: at('2026-11-01') }),
      byUtr: await createBill(t.db, {
        eventName: event,
        registeredAt: at('2026-11-01'),
        transactionId: '512345678901',
      }),
      byAmount: await createBill(t.db, { eventName: event, amountDue: 1899, registeredAt: at('2026-11-03') }),
      wrongAmount: await createBill(t.db, { eventName: event, registeredAt: at('2026-11-01') }),
      twinA: await createBill(t.db, { eventName: event, amountDue: 749, registeredAt: at('2026-11-02') }),
      twinB: await createBill(t.db, { eventName: event, amountDue: 749, registeredAt: at('2026-11-04') }),
      unpaid: await createBill(t.db, { eventName: event, state: 'due', registeredAt: at('2026-11-01') }),
    };
    const spaced = bills.byReference.reference.toLowerCase().replace('-', ' ');
    csv = statementCsv([
      line('02/11/2026', `UPI/CR/611122223333/${spaced}/PAYER ONE`, '399.00'),
      line('03/11/2026', 'UPI/CR/512345678901/PAYER TWO/NO REMARKS', '399.00'),
      line('05/11/2026', 'NEFT CR-SBIN0001234-PAYER THREE', '1,899.00', 'N309261234567'),
      line('04/11/2026', `UPI/CR/711122223333/${bills.wrongAmount.reference}`, '349.00'),
      line('06/11/2026', 'IMPS/P2A/RENT FOR HALL', '12,345.00'),
      line('06/11/2026', 'UPI/CR/811122223333/PAYER SIX', '749.00'),
      line('06/11/2026', 'ATM WDL', '', '', '500.00'),
    ]);
  });

  let uploaded: StatementUpload;
  it('reads the columns and proposes the mapping from the header names', async () => {
    const res = await upload(event, csvDataUrl(csv));
    expect(res.statusCode, res.body).toBe(200);
    uploaded = res.json().upload;
    expect(uploaded).toMatchObject({
      kind: 'csv',
      headerLine: 3,
      lineCount: 7,
      remembered: false,
      mapping: { date: 0, narration: 1, reference: 2, valueDate: 3, debit: 4, credit: 5 },
    });
    expect(uploaded.columns.map((c) => c.header)).toEqual(hdfcHeader);
    expect(uploaded.columns[5]!.samples).toEqual(['399.00', '399.00', '1,899.00']);
  });

  it('previews each line with its outcome and bill, and the bills without money, writing nothing', async () => {
    const before = await snapshotDatabase(t.db);
    const res = await preview(event, uploaded.id, uploaded.mapping);
    expect(res.statusCode, res.body).toBe(200);
    const body: StatementPreview = res.json();
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    const outcome = (n: number) => {
      const l = body.lines.find((x) => x.line === n)!;
      return [l.outcome, l.via, l.bill?.registrationId ?? null];
    };
    expect(outcome(4)).toEqual(['matched', 'reference', bills.byReference.id]);
    expect(outcome(5)).toEqual(['matched', 'transactionId', bills.byUtr.id]);
    expect(outcome(6)).toEqual(['matched', 'amountDate', bills.byAmount.id]);
    expect(outcome(7)).toEqual(['amountDiffers', 'reference', bills.wrongAmount.id]);
    expect(outcome(8)).toEqual(['unmatched', null, null]);
    expect(body.lines.find((x) => x.line === 9)).toMatchObject({ outcome: 'ambiguous', candidates: 2 });
    expect(outcome(10)).toEqual(['skipped', null, null]);
    expect(body.lines.find((x) => x.line === 4)).toMatchObject({
      date: '2026-11-02',
      amountPaise: 39_900,
      bill: { name: bills.byReference.name, reference: bills.byReference.reference, amountDue: 399 },
    });
    expect(body.counts).toMatchObject({
      matched: 3,
      amountDiffers: 1,
      unmatched: 1,
      ambiguous: 1,
      skipped: 1,
    });
    expect(body.withoutMoney.map((b) => b.registrationId).sort()).toEqual(
      [bills.wrongAmount.id, bills.twinA.id, bills.twinB.id, bills.unpaid.id].sort(),
    );
  });

  it('applies: the matched bills received from the statement, with the lines as evidence and one audit entry', async () => {
    const res = await apply(event, uploaded.id, uploaded.mapping);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.applied, applied: 3, skipped: 0 });
    const matched = [bills.byReference.id, bills.byUtr.id, bills.byAmount.id];
    const rows = await t.db
      .select()
      .from(registrations)
      .where(
        inArray(
          registrations.id,
          Object.values(bills).map((b) => b.id),
        ),
      );
    for (const row of rows) {
      if (matched.includes(row.id))
        expect(row).toMatchObject({ paymentState: 'received', paymentReceivedVia: 'statement' });
      else expect(row.paymentState).not.toBe('received');
    }
    const evidence = await t.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.uploadSha256, uploaded.id));
    expect(
      evidence.map((e) => [e.lineNumber, e.registrationId, e.amountPaise, e.transactionDate]).sort(),
    ).toEqual([
      [4, bills.byReference.id, 39_900, '2026-11-02'],
      [5, bills.byUtr.id, 39_900, '2026-11-03'],
      [6, bills.byAmount.id, 189_900, '2026-11-05'],
    ]);
    expect(evidence.find((e) => e.lineNumber === 6)!.narration).toContain('N309261234567');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payments.statement_apply'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ sha256: uploaded.id, received: 3 });
    expect(await t.db.select().from(statementUploads)).toEqual([]);
  });

  it('a second import of the same statement remembers the columns and changes nothing', async () => {
    const again = await upload(event, csvDataUrl(csv));
    expect(again.statusCode).toBe(200);
    expect(again.json().upload).toMatchObject({
      id: uploaded.id,
      remembered: true,
      mapping: uploaded.mapping,
    });
    const shown: StatementPreview = (await preview(event, uploaded.id, uploaded.mapping)).json();
    expect(shown.counts).toMatchObject({ matched: 0, alreadyReceived: 3, unmatched: 1 });
    const before = await snapshotDatabase(t.db);
    const res = await apply(event, uploaded.id, uploaded.mapping);
    expect(res.json()).toEqual({ message: m.applied, applied: 0, skipped: 0 });
    // Only the kept upload went (and the layout's timestamp was set again).
    expect(changedTables(before, await snapshotDatabase(t.db)).sort()).toEqual(
      ['public.statement_layouts', 'public.statement_uploads'].sort(),
    );
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'payments.statement_apply')),
    ).toHaveLength(1);
  });

  it('an upload applied already, or never made, is 404', async () => {
    const res = await apply(event, uploaded.id, uploaded.mapping);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: m.noSuchUpload });
  });
});

function settle(eventName: string, id: string, body: Record<string, unknown>, headers = admin) {
  return request(t.app, {
    method: 'POST',
    url: `${base(eventName)}/${id}/settle`,
    headers,
    json: body,
  });
}

describe('settling by hand the lines the matcher does not apply', () => {
  const event = 'Statement Settling 2026';
  let bills: Record<'short' | 'twinA' | 'twinB' | 'paid' | 'elsewhere', Bill>;
  let up: StatementUpload;
  let mapping: NonNullable<StatementUpload['mapping']>;
  const note = 'Paid Rs 349: the delegate was promised the group rate';

  beforeAll(async () => {
    await createEventWithCommittees(t.db, event);
    await createEventWithCommittees(t.db, 'Statement Settling Other 2026');
    bills = {
      short: await createBill(t.db, { eventName: event, registeredAt: at('2026-11-01') }),
      twinA: await createBill(t.db, { eventName: event, amountDue: 749, registeredAt: at('2026-11-02') }),
      twinB: await createBill(t.db, { eventName: event, amountDue: 749, registeredAt: at('2026-11-03') }),
      paid: await createBill(t.db, { eventName: event, amountDue: 1500, registeredAt: at('2026-11-01') }),
      elsewhere: await createBill(t.db, { eventName: 'Statement Settling Other 2026' }),
    };
    const csv = statementCsv([
      line('04/11/2026', `UPI/CR/${bills.short.reference}/SHORT PAYER`, '349.00'),
      line('05/11/2026', 'CASH DEPOSIT', '749.00'),
      line('05/11/2026', `NEFT/${bills.paid.reference}`, '1,500.00'),
      line('06/11/2026', 'IMPS/P2A/RENT FOR HALL', '12,345.00'),
    ]);
    up = (await upload(event, csvDataUrl(csv))).json().upload;
    mapping = up.mapping!;
  });

  const lineOf = async (n: number) => {
    const body: StatementPreview = (await preview(event, up.id, mapping)).json();
    return body.lines.find((l) => l.line === n)!;
  };

  it('the preview offers the bills each such line fits', async () => {
    const short = await lineOf(4);
    expect(short).toMatchObject({ outcome: 'amountDiffers', settledNote: null });
    expect(short.choices.map((c) => c.registrationId)).toEqual([bills.short.id]);
    const cash = await lineOf(5);
    expect(cash.outcome).toBe('ambiguous');
    expect(cash.choices.map((c) => c.registrationId)).toEqual([bills.twinA.id, bills.twinB.id]);
    expect((await lineOf(6)).choices).toEqual([]);
  });

  it("refuses the cheater's requests, writing nothing", async () => {
    const client = bearer(await sessionFor(t.db, await createUser(t.db)));
    const valid = { mapping, line: 4, registrationId: bills.short.id, note };
    const cases: [string, Record<string, unknown>, Record<string, string>, number, string | null][] = [
      ['a client', valid, client, 403, messages.generic.notAuthorized],
      ['no note where the amount differs', { ...valid, note: '  ' }, admin, 400, m.settleNoteRequired],
      [
        'a bill the line does not fit',
        { ...valid, registrationId: bills.twinA.id },
        admin,
        409,
        m.notACandidate,
      ],
      ["another event's bill", { ...valid, registrationId: bills.elsewhere.id }, admin, 409, m.notACandidate],
      ['a matched line', { ...valid, line: 6, registrationId: bills.paid.id }, admin, 409, m.notSettleable],
      ['an unmatched line', { ...valid, line: 7 }, admin, 409, m.notSettleable],
      ['a line the file does not have', { ...valid, line: 99 }, admin, 404, m.noSuchLine],
      ['a made-up id', { ...valid, registrationId: "x' OR '1'='1" }, admin, 409, m.notACandidate],
    ];
    for (const [label, body, headers, status, error] of cases) {
      const before = await snapshotDatabase(t.db);
      const res = await settle(event, up.id, body, headers);
      expect({ label, status: res.statusCode }).toEqual({ label, status });
      if (error) expect(res.json(), label).toEqual({ error });
      expect(changedTables(before, await snapshotDatabase(t.db)), label).toEqual([]);
    }
  });

  it('an amount-differs line with a note: the bill received from the statement, the note kept and audited', async () => {
    const res = await settle(event, up.id, { mapping, line: 4, registrationId: bills.short.id, note });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.settled });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, bills.short.id));
    expect(row).toMatchObject({
      paymentState: 'received',
      paymentReceivedVia: 'statement',
      paymentNote: note,
    });
    const [evidence] = await t.db
      .select()
      .from(statementLines)
      .where(and(eq(statementLines.uploadSha256, up.id), eq(statementLines.lineNumber, 4)));
    expect(evidence).toMatchObject({
      registrationId: bills.short.id,
      amountPaise: 34_900,
      settledNote: note,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.statement_settle'), eq(auditLog.targetId, bills.short.id)));
    expect(audit!.details).toMatchObject({ line: 4, outcome: 'amountDiffers', amountPaise: 34_900, note });
    expect(await lineOf(4)).toMatchObject({ outcome: 'alreadyReceived', settledNote: note });
    // Used once: not again, for this bill or any.
    const again = await settle(event, up.id, { mapping, line: 4, registrationId: bills.short.id, note });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { error: m.lineUsed },
    });
  });

  it('an ambiguous line pays one of the bills it fits, once, even when two treasurers race', async () => {
    const [a, b] = await Promise.all(
      [bills.twinA, bills.twinB].map((bill) =>
        settle(event, up.id, { mapping, line: 5, registrationId: bill.id, note: '' }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect(loser.json()).toEqual({ error: m.lineUsed });
    const rows = await t.db
      .select({ id: registrations.id, state: registrations.paymentState, note: registrations.paymentNote })
      .from(registrations)
      .where(inArray(registrations.id, [bills.twinA.id, bills.twinB.id]));
    const received = rows.filter((r) => r.state === 'received');
    expect(received).toHaveLength(1);
    // Equal amounts need no note: the statement and the line stand for it.
    expect(received[0]!.note).toBe(m.settleDefaultNote('statement.csv', 5));
    const evidence = await t.db
      .select()
      .from(statementLines)
      .where(and(eq(statementLines.uploadSha256, up.id), eq(statementLines.lineNumber, 5)));
    expect(evidence).toHaveLength(1);
  });

  it('apply then takes the matched line only; the settled ones stay as they are', async () => {
    const res = await apply(event, up.id, mapping);
    expect(res.json()).toEqual({ message: m.applied, applied: 1, skipped: 0 });
    const evidence = await t.db.select().from(statementLines).where(eq(statementLines.uploadSha256, up.id));
    expect(evidence.map((e) => [e.lineNumber, e.settledNote === null]).sort()).toEqual([
      [4, false],
      [5, false],
      [6, true],
    ]);
  });
});

describe('an XLSX statement', () => {
  const event = 'Statement Workbook Conference 2026';
  it('reads dates and amounts as cells and matches by reference', async () => {
    await createEventWithCommittees(t.db, event);
    const bill = await createBill(t.db, {
      eventName: event,
      amountDue: 1500,
      registeredAt: at('2026-11-10'),
    });
    const bytes = await xlsxBytes([
      ['State Bank of India'],
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      [
        new Date(Date.UTC(2026, 10, 11)),
        new Date(Date.UTC(2026, 10, 11)),
        `TO TRANSFER-UPI/CR/${bill.reference}`,
        'TRF123',
        null,
        1500,
        20000,
      ],
    ]);
    const res = await upload(event, csvDataUrl(bytes, xlsxType), admin, 'sbi.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const up: StatementUpload = res.json().upload;
    expect(up).toMatchObject({
      kind: 'xlsx',
      headerLine: 2,
      mapping: { date: 0, valueDate: 1, narration: 2, reference: 3, debit: 4, credit: 5 },
    });
    const shown: StatementPreview = (await preview(event, up.id, up.mapping)).json();
    expect(shown.lines[0]).toMatchObject({
      date: '2026-11-11',
      amountPaise: 150_000,
      outcome: 'matched',
      via: 'reference',
    });
    expect((await apply(event, up.id, up.mapping)).json()).toMatchObject({ applied: 1 });
  });
});

describe("a statement's rows", () => {
  const event = 'Statement Rows Conference 2026';
  let bills: Bill[];
  beforeAll(async () => {
    await createEventWithCommittees(t.db, event);
    bills = [
      await createBill(t.db, { eventName: event, amountDue: 1500, registeredAt: at('2026-11-10') }),
      await createBill(t.db, { eventName: event, amountDue: 1500, registeredAt: at('2026-11-10') }),
    ];
  });

  /** The numbers and outcomes the preview lists. */
  async function previewed(file: string, fileName: string) {
    const res = await upload(event, file, admin, fileName);
    expect(res.statusCode, res.body).toBe(200);
    const up: StatementUpload = res.json().upload;
    const shown: StatementPreview = (await preview(event, up.id, up.mapping)).json();
    return { up, lines: shown.lines.map((l) => [l.line, l.outcome]) };
  }

  it("are numbered as the spreadsheet numbers them, and the bank's summary rows under the table are left out", async () => {
    // Rows 1-2 account details, 3 the header, 4 a line, 5 empty, 6 a dateless line, 7 a line, 8 empty,
    // 9-11 the bank's totals and closing words.
    const csv = [
      statementCsv([
        line('11/11/2026', `UPI/CR/${bills[0]!.reference}`, '1,500.00'),
        ['', '', '', '', '', '', ''],
        ['', 'OPENING BALANCE CARRIED', '', '', '', '', '98500.00'],
        line('12/11/2026', `UPI/CR/${bills[1]!.reference}`, '1,500.00'),
      ]),
      '',
      ',STATEMENT SUMMARY,,,,,',
      ',Total,,,500.00,"3,000.00",',
      ',** End of statement **,,,,,',
    ].join('\r\n');
    const { up, lines } = await previewed(csvDataUrl(csv), 'hdfc.csv');
    expect(up.headerLine).toBe(3);
    expect(lines).toEqual([
      [4, 'matched'],
      [6, 'skipped'],
      [7, 'matched'],
    ]);
  });

  it('of a workbook keep their row numbers across an empty row', async () => {
    const bytes = await xlsxBytes([
      ['State Bank of India'],
      [],
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      [new Date(Date.UTC(2026, 10, 11)), null, `UPI/CR/${bills[0]!.reference}`, 'T1', null, 1500, 20000],
      [],
      [new Date(Date.UTC(2026, 10, 12)), null, `UPI/CR/${bills[1]!.reference}`, 'T2', null, 1500, 21500],
      [null, null, 'Closing Balance', null, null, null, 21500],
    ]);
    const { up, lines } = await previewed(csvDataUrl(bytes, xlsxType), 'sbi.xlsx');
    expect(up.headerLine).toBe(3);
    expect(lines).toEqual([
      [4, 'matched'],
      [6, 'matched'],
    ]);
  });
});

describe('bad files', () => {
  const event = 'Statement Refusals 2026';
  let good: Buffer;
  beforeAll(async () => {
    await createEventWithCommittees(t.db, event);
    good = await xlsxBytes([hdfcHeader, ['01/11/2026', 'UPI', '', '', '', '399', '']]);
  });

  const withPart = (zip: Buffer, name: string, data: Uint8Array) =>
    Buffer.from(zipSync({ ...unzipSync(zip), [name]: data }));

  const cases: [string, () => string, string][] = [
    [
      'a PNG',
      () => csvDataUrl(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image/png'),
      m.notStatement,
    ],
    [
      'a ZIP that is not a workbook',
      () => csvDataUrl(Buffer.from(zipSync({ 'a.txt': strToU8('hello') }))),
      m.notStatement,
    ],
    [
      'a file over 5 MB',
      () => csvDataUrl(`Date,Narration,Credit\n${'x'.repeat(5 * 1024 * 1024)}`),
      m.tooLarge,
    ],
    [
      'more than 20,000 lines',
      () => csvDataUrl(`Date,Narration,Credit\n${'01/11/2026,UPI,1\n'.repeat(20_000)}`),
      m.tooManyLines,
    ],
    [
      'a workbook with macros',
      () => csvDataUrl(withPart(good, 'xl/vbaProject.bin', new Uint8Array(64))),
      m.macros,
    ],
    [
      'a password-protected workbook (a CFB container)',
      () => csvDataUrl(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512, 1)])),
      m.encrypted,
    ],
    [
      'binary garbage',
      () => csvDataUrl(Buffer.from([0x44, 0x61, 0x74, 0x65, 0x00, 0x01, 0x02, 0xfe, 0x03, 0x9c])),
      m.undecodable,
    ],
    [
      'a formula in a text cell',
      () => csvDataUrl(statementCsv([line('01/11/2026', '=HYPERLINK("http://evil.example","x")', '399.00')])),
      m.formula(4),
    ],
    [
      '+cmd formula',
      () => csvDataUrl(statementCsv([line('01/11/2026', "@SUM(1+1)*cmd|' /C calc'!A0", '399.00')])),
      m.formula(4),
    ],
    ['no header row', () => csvDataUrl('a,b,c\n1,2,3\n'), m.noHeader],
    ['an empty file', () => 'data:text/csv;base64,', m.empty],
    ['a data URL that is not base64', () => 'data:text/csv;base64,@@@@', m.notStatement],
  ];

  it.each(cases)('%s: 400 with its message, nothing stored', async (_, file, message) => {
    const before = await snapshotDatabase(t.db);
    const res = await upload(event, file());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('reads Windows-1252 text (an accented payer name) when it is not UTF-8', async () => {
    const text = statementCsv([line('01/11/2026', 'UPI/CR/RENÉ', '399.00')]);
    const res = await upload(event, csvDataUrl(Buffer.from(text, 'latin1')));
    expect(res.statusCode, res.body).toBe(200);
    const up: StatementUpload = res.json().upload;
    const shown: StatementPreview = (await preview(event, up.id, up.mapping)).json();
    expect(shown.lines[0]!.text).toBe('UPI/CR/RENÉ');
  });

  it('refuses a mapping naming one column twice, or a column the statement lacks', async () => {
    const up: StatementUpload = (await upload(event, csvDataUrl(good, xlsxType))).json().upload;
    const same = await preview(event, up.id, { ...up.mapping!, narration: up.mapping!.date });
    expect(same.json()).toEqual({ error: m.badMapping });
    const outside = await preview(event, up.id, { ...up.mapping!, debit: 40 });
    expect(outside.json()).toEqual({ error: m.mappingColumn });
  });

  it('an unknown event is 404', async () => {
    const res = await upload('No Such Conference', csvDataUrl(statementCsv([])));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: m.noSuchEvent });
  });
});

describe('the treasurer capability', () => {
  const event = 'Statement Treasury 2026';
  it('a superadmin grants it (audited); the treasurer imports but cannot review registrations or accounts', async () => {
    await createEventWithCommittees(t.db, event);
    const registration = await createRegistration(t.db, { eventName: event });
    const treasurer = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, treasurer));
    const file = csvDataUrl(statementCsv([line('01/11/2026', 'UPI/CR/PAYER', '399.00')]));
    const capability = `/v1/api/superadmin/accounts/${treasurer.id}/capabilities/treasurer`;

    expect((await upload(event, file, headers)).json()).toEqual({ error: messages.generic.notAuthorized });
    const granted = await request(t.app, { method: 'PUT', url: capability, headers: superadmin });
    expect(granted.json()).toEqual({ message: m.granted });
    const detail = await request(t.app, {
      method: 'GET',
      url: `/v1/api/superadmin/accounts/${treasurer.id}`,
      headers: superadmin,
    });
    expect(detail.json().account.capabilities).toEqual(['treasurer']);
    const me = await request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers });
    expect(me.json()).toMatchObject({ role: 'client', capabilities: ['treasurer'] });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.grant_capability'), eq(auditLog.targetId, treasurer.id)));
    expect(audit[0]!.details).toMatchObject({ email: treasurer.email, capability: 'treasurer' });

    expect((await upload(event, file, headers)).statusCode).toBe(200);
    // The ledger of the event and its CSV are the treasurer's too.
    for (const url of [
      `/v1/api/admin/events/${encodeURIComponent(event)}/ledger`,
      `/v1/api/admin/events/${encodeURIComponent(event)}/ledger.csv`,
    ]) {
      expect((await request(t.app, { method: 'GET', url, headers })).statusCode, url).toBe(200);
    }
    for (const url of [
      `/v1/api/admin/events/${encodeURIComponent(event)}/registrations`,
      `/v1/api/admin/registrations/${registration.id}`,
      '/v1/api/admin/getregistered',
      '/v1/api/superadmin/getallaccounts',
    ]) {
      const res = await request(t.app, { method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(403);
    }

    await request(t.app, { method: 'DELETE', url: capability, headers: superadmin });
    expect((await upload(event, file, headers)).statusCode).toBe(403);
    const revoked = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.revoke_capability'), eq(auditLog.targetId, treasurer.id)));
    expect(revoked).toHaveLength(1);
  });

  it('granting twice writes one grant and one audit entry; an unknown capability or account is refused', async () => {
    const account = await createUser(t.db);
    const url = `/v1/api/superadmin/accounts/${account.id}/capabilities/treasurer`;
    await request(t.app, { method: 'PUT', url, headers: superadmin });
    await request(t.app, { method: 'PUT', url, headers: superadmin });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.grant_capability'), eq(auditLog.targetId, account.id)));
    expect(entries).toHaveLength(1);
    const unknown = await request(t.app, {
      method: 'PUT',
      url: `/v1/api/superadmin/accounts/${account.id}/capabilities/editor`,
      headers: superadmin,
    });
    expect(unknown.json()).toEqual({ error: m.noSuchCapability });
    const noAccount = await request(t.app, {
      method: 'PUT',
      url: '/v1/api/superadmin/accounts/00000000-0000-4000-8000-000000000000/capabilities/treasurer',
      headers: superadmin,
    });
    expect(noAccount.statusCode).toBe(404);
  });

  it('a plain client and an anonymous caller are refused; an admin may import', async () => {
    const file = csvDataUrl(statementCsv([line('01/11/2026', 'UPI/CR/PAYER', '399.00')]));
    const client = bearer(await sessionFor(t.db, await createUser(t.db)));
    expect((await upload(event, file, client)).statusCode).toBe(403);
    expect((await upload(event, file, {})).statusCode).toBe(401);
    expect((await upload(event, file, superadmin)).statusCode).toBe(200);
    expect(await t.db.select().from(statementLayouts)).toBeDefined();
  });
});
