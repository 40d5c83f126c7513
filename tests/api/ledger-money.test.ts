/**
 * The ledger counts the money the bank holds (docs/decisions/0077-ledger-counts-the-money.md): a bill paid
 * short and settled from the statement, a bill marked received by hand with the amount and day typed, and a
 * bill applied from the statement keep the money that arrived and its day; the ledger's received, short,
 * outstanding and per-day figures and its CSV equal the bank's lines; the shortfall stays outstanding until
 * it is waived with a reason (audited) or the rest arrives (a top-up, counted on its own day:
 * docs/decisions/0080-one-row-per-receipt.md); and the requests a cheater would send change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInIndia } from '~/shared/conference-day';
import { messages } from '~/shared/messages';
import type { LedgerResponse } from '~/shared/schemas/ledger';
import type { StatementUpload } from '~/shared/schemas/statements';
import { auditLog } from '../../src/server/modules/audit/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import {
  adminGet,
  adminPut,
  createEventWithCommittees,
  createRegistration,
  parseCsv,
} from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { changedTables, snapshotDatabase } from '../support/db-snapshot';
import { type Bill, createBill, csvDataUrl, statementCsv } from '../support/statements';

const m = messages.admin;
const EVENT = 'Money Conference 2026';
const ledgerUrl = `/admin/events/${encodeURIComponent(EVENT)}/ledger`;
const statements = `/v1/api/admin/events/${encodeURIComponent(EVENT)}/statements`;
const at = (day: string) => new Date(`${day}T10:00:00+05:30`);
/** An HDFC-like line: date, narration, reference, value date, withdrawal, deposit, balance. */
const line = (date: string, narration: string, deposit: string) => [
  date,
  narration,
  '',
  date,
  '',
  deposit,
  '100000.00',
];

let t: TestApp;
let admin: Record<string, string>;
let bills: Record<'short' | 'byHand' | 'imported', Bill>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
  await createEventWithCommittees(t.db, EVENT);
  bills = {
    short: await createBill(t.db, { eventName: EVENT, amountDue: 1449, registeredAt: at('2026-11-10') }),
    byHand: await createBill(t.db, { eventName: EVENT, amountDue: 399, registeredAt: at('2026-11-10') }),
    imported: await createBill(t.db, { eventName: EVENT, amountDue: 1899, registeredAt: at('2026-11-10') }),
  };
});
afterAll(() => t?.close());

const post = (url: string, json: unknown) => request(t.app, { method: 'POST', url, headers: admin, json });
const ledger = async () => (await adminGet(t.app, ledgerUrl, admin)).json<LedgerResponse>();
const topUp = (id: string, body: Record<string, unknown>, headers = admin) =>
  request(t.app, {
    method: 'POST',
    url: `/v1/api/admin/registrations/${id}/payment/receipts`,
    headers,
    json: body,
  });
const waive = (id: string, body: Record<string, unknown>, headers = admin) =>
  adminPut(t.app, `/admin/registrations/${id}/payment/waiver`, headers, body);

describe("the ledger's money", () => {
  it('is what the bank holds: a short payment settled, one marked by hand with its day, one imported with the bank’s day', async () => {
    // The bank's statement: Rs 1,400 of the 1,449 due on 17 Nov, and the whole 1,899 on 19 Nov.
    const csv = statementCsv([
      line('17/11/2026', `UPI/CR/611122223333/${bills.short.reference}`, '1,400.00'),
      line('19/11/2026', `UPI/CR/711122223333/${bills.imported.reference}`, '1,899.00'),
    ]);
    const up: StatementUpload = (
      await post(statements, { fileName: 'hdfc.csv', file: csvDataUrl(csv) })
    ).json().upload;
    const settled = await post(`${statements}/${up.id}/settle`, {
      mapping: up.mapping,
      line: 4,
      registrationId: bills.short.id,
      note: 'Paid 1,400: the delegate says the UPI app cut it short',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const applied = await post(`${statements}/${up.id}/apply`, { mapping: up.mapping });
    expect(applied.json()).toMatchObject({ applied: 1 });
    // The treasurer saw 399 arrive in cash on 18 Nov.
    const byHand = await adminPut(t.app, `/admin/registrations/${bills.byHand.id}/payment/received`, admin, {
      note: 'Cash at the desk, receipt 12',
      amount: 399,
      receivedOn: '2026-11-18',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);

    const body = await ledger();
    expect(body.totals).toMatchObject({
      bills: 3,
      due: 1449 + 399 + 1899,
      received: 1400 + 399 + 1899,
      short: 49,
      outstanding: 49,
      over: 0,
      waived: 0,
      net: 1400 + 399 + 1899,
    });
    expect(body.byDay).toEqual([
      { date: '2026-11-17', amount: 1400, bills: 1 },
      { date: '2026-11-18', amount: 399, bills: 1 },
      { date: '2026-11-19', amount: 1899, bills: 1 },
    ]);

    const [header, ...lines] = parseCsv((await adminGet(t.app, `${ledgerUrl}.csv`, admin)).body.slice(1));
    const column = (name: string) => header!.indexOf(name);
    const cells = (reference: string) => {
      const row = lines.find((l) => l[0] === reference)!;
      return ['Amount due', 'Amount received', 'Short', 'Over', 'Waived', 'Received on', 'Received via'].map(
        (name) => row[column(name)],
      );
    };
    expect(cells(bills.short.reference)).toEqual(['1449', '1400', '49', '0', '', '2026-11-17', 'statement']);
    expect(cells(bills.byHand.reference)).toEqual(['399', '399', '0', '0', '', '2026-11-18', 'manual']);
    expect(cells(bills.imported.reference)).toEqual([
      '1899',
      '1899',
      '0',
      '0',
      '',
      '2026-11-19',
      'statement',
    ]);
    // The CSV adds up to the bank's credits.
    const received = lines.reduce((sum, l) => sum + Number(l[column('Amount received')] || 0), 0);
    expect(received).toBe(1400 + 1899 + 399);
  });

  it('keeps a short payment outstanding until the rest is waived with a reason, audited once', async () => {
    const note = 'The club lets the Rs 49 go: the delegate is from a partner college';
    const res = await waive(bills.short.id, { note });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.shortfallWaived },
    });
    expect((await ledger()).totals).toMatchObject({ short: 0, outstanding: 0, waived: 49 });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, bills.short.id));
    expect(row).toMatchObject({ waivedPaise: 4_900, waiverNote: note });
    const entries = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.waived'), eq(auditLog.targetId, bills.short.id)));
    expect(entries).toEqual([{ details: expect.objectContaining({ waivedPaise: 4_900, note }) }]);
    const detail = (await adminGet(t.app, `/admin/registrations/${bills.short.id}`, admin)).json();
    expect(detail.registration.paymentInfo).toMatchObject({
      amountReceived: 1400,
      receivedOn: '2026-11-17',
      short: 0,
      waiver: { amount: 49, note },
    });
  });

  it('counts a top-up of a short payment on the day it arrived, until nothing is short', async () => {
    const bill = await createBill(t.db, { eventName: EVENT, amountDue: 999, registeredAt: at('2026-11-10') });
    const byHand = await adminPut(t.app, `/admin/registrations/${bill.id}/payment/received`, admin, {
      note: 'UPI, seen in the bank app',
      amount: 900,
      receivedOn: '2026-11-20',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect((await ledger()).totals).toMatchObject({ short: 99, outstanding: 99 });

    const note = 'The rest by UPI, UTR 811122223333';
    const res = await topUp(bill.id, { note, amount: 99, receivedOn: '2026-11-22' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: m.topUpRecorded },
    });
    const body = await ledger();
    expect(body.totals).toMatchObject({ short: 0, outstanding: 0, received: 1400 + 399 + 1899 + 999 });
    expect(body.byDay).toEqual(
      expect.arrayContaining([
        { date: '2026-11-20', amount: 900, bills: 1 },
        { date: '2026-11-22', amount: 99, bills: 1 },
      ]),
    );
    const [header, ...lines] = parseCsv((await adminGet(t.app, `${ledgerUrl}.csv`, admin)).body.slice(1));
    const row = lines.find((l) => l[0] === bill.reference)!;
    expect(['Amount received', 'Short', 'Received on'].map((name) => row[header!.indexOf(name)])).toEqual([
      '999',
      '0',
      '2026-11-20; 2026-11-22',
    ]);
    const entries = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.topped_up'), eq(auditLog.targetId, bill.id)));
    expect(entries).toEqual([
      {
        details: expect.objectContaining({
          amountPaise: 9_900,
          receivedOn: '2026-11-22',
          shortBeforePaise: 9_900,
          note,
        }),
      },
    ]);
    const detail = (await adminGet(t.app, `/admin/registrations/${bill.id}`, admin)).json();
    expect(detail.registration.paymentInfo).toMatchObject({
      amountReceived: 999,
      receivedOn: '2026-11-20',
      short: 0,
    });
  });

  it("takes the rest of a short payment from a later statement, on the bank's day, once", async () => {
    const bill = await createBill(t.db, {
      eventName: EVENT,
      amountDue: 1449,
      registeredAt: at('2026-11-10'),
    });
    const upload = async (fileName: string, rows: string[][]): Promise<StatementUpload> =>
      (await post(statements, { fileName, file: csvDataUrl(statementCsv(rows)) })).json().upload;
    const first = await upload('november-1.csv', [
      line('23/11/2026', `UPI/CR/${bill.reference}`, '1,400.00'),
    ]);
    const settled = await post(`${statements}/${first.id}/settle`, {
      mapping: first.mapping,
      line: 4,
      registrationId: bill.id,
      note: 'Paid 1,400: the rest is to follow',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const before = (await ledger()).totals;

    const second = await upload('november-2.csv', [line('25/11/2026', `UPI/CR/${bill.reference}`, '49.00')]);
    const preview = await post(`${statements}/${second.id}/preview`, { mapping: second.mapping });
    expect(preview.json().lines).toEqual([
      expect.objectContaining({ outcome: 'topUp', via: 'reference', amountPaise: 4_900 }),
    ]);
    const applied = await post(`${statements}/${second.id}/apply`, { mapping: second.mapping });
    expect(applied.json()).toMatchObject({ applied: 1, skipped: 0 });

    const after = await ledger();
    expect(after.totals.received - before.received).toBe(49);
    expect(after.totals.short - before.short).toBe(-49);
    expect(after.byDay).toEqual(expect.arrayContaining([{ date: '2026-11-25', amount: 49, bills: 1 }]));
    const detail = (await adminGet(t.app, `/admin/registrations/${bill.id}`, admin)).json();
    expect(detail.registration.paymentInfo).toMatchObject({
      amountReceived: 1449,
      short: 0,
      receipts: [
        { amount: 1400, receivedOn: '2026-11-23', via: 'statement' },
        { amount: 49, receivedOn: '2026-11-25', via: 'statement' },
      ],
    });
    // The same line in another download of the statement pays nothing more.
    const again = await upload('november-2-again.csv', [
      line('25/11/2026', `UPI/CR/${bill.reference}`, '49.00'),
    ]);
    const shown = await post(`${statements}/${again.id}/preview`, { mapping: again.mapping });
    expect(shown.json().lines).toEqual([expect.objectContaining({ outcome: 'alreadyReceived' })]);
  });

  it("refuses the cheater's requests, writing nothing", async () => {
    const client = bearer(await sessionFor(t.db, await createUser(t.db)));
    const due = await createBill(t.db, { eventName: EVENT, amountDue: 399, state: 'due' });
    // Rs 300 of the 399 due received: Rs 99 short.
    const short = (await createRegistration(t.db, { eventName: EVENT, receivedPaise: 30_000 })).id;
    const tomorrow = dateInIndia(new Date(Date.now() + 36 * 60 * 60 * 1000));
    const received = (id: string, body: Record<string, unknown>, headers = admin) =>
      adminPut(t.app, `/admin/registrations/${id}/payment/received`, headers, body);
    const cases: [string, () => ReturnType<typeof waive>, number, string][] = [
      ['a second waiver', () => waive(bills.short.id, { note: 'again' }), 409, m.nothingShort],
      ['a waiver of a bill paid in full', () => waive(bills.imported.id, { note: 'x' }), 409, m.nothingShort],
      ['a waiver of an unpaid bill', () => waive(due.id, { note: 'x' }), 409, m.nothingShort],
      ['a waiver without a reason', () => waive(due.id, { note: '  ' }), 400, m.waiverNoteRequired],
      [
        'a top-up of a bill paid in full',
        () => topUp(bills.imported.id, { note: 'x', amount: 10 }),
        409,
        m.nothingShortToTopUp,
      ],
      [
        'a top-up of an unpaid bill',
        () => topUp(due.id, { note: 'x', amount: 10 }),
        409,
        m.nothingShortToTopUp,
      ],
      ['a top-up without an amount', () => topUp(short, { note: 'x' }), 400, m.invalidReceivedAmount],
      ['a top-up without a note', () => topUp(short, { note: ' ', amount: 99 }), 400, m.noteRequired],
      [
        'a top-up arriving tomorrow',
        () => topUp(short, { note: 'x', amount: 10, receivedOn: tomorrow }),
        400,
        m.invalidReceivedOn,
      ],
      [
        'a top-up by a client',
        () => topUp(short, { note: 'x', amount: 10 }, client),
        403,
        messages.generic.notAuthorized,
      ],
      [
        'a waiver by a client',
        () => waive(due.id, { note: 'x' }, client),
        403,
        messages.generic.notAuthorized,
      ],
      [
        'money arriving tomorrow',
        () => received(due.id, { note: 'x', receivedOn: tomorrow }),
        400,
        m.invalidReceivedOn,
      ],
      ['no money', () => received(due.id, { note: 'x', amount: 0 }), 400, m.invalidReceivedAmount],
      [
        'a negative amount',
        () => received(due.id, { note: 'x', amount: -399 }),
        400,
        m.invalidReceivedAmount,
      ],
      [
        'a thousandth of a rupee',
        () => received(due.id, { note: 'x', amount: 1.005 }),
        400,
        m.invalidReceivedAmount,
      ],
      [
        'an amount as text',
        () => received(due.id, { note: 'x', amount: '399' }),
        400,
        m.invalidReceivedAmount,
      ],
      [
        'a day that is not one',
        () => received(due.id, { note: 'x', receivedOn: '2026-02-30' }),
        400,
        m.invalidReceivedOn,
      ],
    ];
    for (const [label, send, status, error] of cases) {
      const before = await snapshotDatabase(t.db);
      const res = await send();
      expect({ label, status: res.statusCode, body: res.json() }).toEqual({ label, status, body: { error } });
      expect(changedTables(before, await snapshotDatabase(t.db)), label).toEqual([]);
    }
  });
});
