/**
 * The treasurer's ledger of an event (docs/decisions/0077-ledger-counts-the-money.md), against the real database: its totals
 * by kind with their hospitality part (individuals, a group leader paying for two members), received,
 * refunded and outstanding bills, declined registrations left out, money received per day on India's
 * dates, and the CSV of its lines.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { ledgerMessages } from '~/shared/desk-messages';
import type { AmountLine } from '~/shared/fees';
import { auditLog } from '../../src/server/modules/audit/table';
import { groups, paymentReferences } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import {
  adminGet,
  adminPut,
  createEventWithCommittees,
  createRegistration,
  parseCsv,
} from '../support/admin';
import { type TestApp, createTestApp } from '../support/app';

const EVENT = 'Ledger Conference 2026';
const r = messages.registration;
const fee = (amount: number): AmountLine => ({ label: r.feeIndividual, amount });
const hospitality = (amount: number, label: string = r.feeHospitality): AmountLine => ({ label, amount });

let t: TestApp;
let adminHeaders: Record<string, string>;
let eventId: string;
const ledgerUrl = `/admin/events/${encodeURIComponent(EVENT)}/ledger`;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  eventId = await createEventWithCommittees(t.db, EVENT);
  adminHeaders = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));

  const bill = (fields: Parameters<typeof createRegistration>[1]) =>
    createRegistration(t.db, { eventName: EVENT, ...fields });
  // Received on 20 Nov in India (15:30 there).
  await bill({
    fields: { amountDue: 399, amountLines: [fee(399)], paymentReceivedAt: new Date('2026-11-20T10:00:00Z') },
  });
  // A non-institute student with accommodation, nothing paid yet.
  await bill({
    paymentState: 'due',
    fields: { amountDue: 1899, amountLines: [fee(399), hospitality(1500)], accommodation: true },
  });
  // Evidence sent, not checked yet.
  await bill({ paymentState: 'submitted', fields: { amountDue: 399, amountLines: [fee(399)] } });
  // Received on 20 Nov, then 200 of it refunded (through the admin's call below).
  const refunded = await bill({
    fields: {
      amountDue: 399,
      amountLines: [fee(399)],
      paymentReceivedAt: new Date('2026-11-20T12:00:00Z'),
      paymentReceivedVia: 'manual',
    },
  });
  const refund = await adminPut(t.app, `/admin/registrations/${refunded.id}/payment/refunded`, adminHeaders, {
    amount: 200,
    refundedOn: '2026-11-25',
    note: 'Paid twice',
  });
  expect(refund.statusCode).toBe(200);

  // A group leader paying for two members (one with accommodation): 349 x 3 + 1500, received at 01:30 on
  // 21 Nov in India (still 20 Nov in UTC).
  const leader = await createUser(t.db, { name: '=HYPERLINK("http://evil.example","Pay")' });
  const [group] = await t.db
    .insert(groups)
    .values({ eventId, leaderId: leader.id, name: 'Delegation of Silchar' })
    .returning({ id: groups.id });
  await t.db.insert(paymentReferences).values({ eventId, userId: leader.id, reference: 'LC26-7Q3K' });
  await bill({
    user: leader,
    fields: {
      kind: 'leader',
      groupId: group!.id,
      amountDue: 2547,
      amountLines: [
        { label: `${r.feeGroup} (349 x 3)`, amount: 1047 },
        hospitality(1500, `${r.feeHospitality} (1500 x 1)`),
      ],
      transactionId: '412345678901',
      paymentReceivedAt: new Date('2026-11-20T20:00:00Z'),
      paymentReceivedVia: 'statement',
    },
  });
  for (const accommodation of [true, false]) {
    await bill({
      paymentState: null,
      payment: false,
      fields: { kind: 'member', groupId: group!.id, amountDue: 0, amountLines: [], accommodation },
    });
  }
  // Declined without paying: left out of the totals.
  await bill({
    status: 'declined',
    paymentState: 'due',
    fields: { amountDue: 399, amountLines: [fee(399)] },
  });
  // Received before breakdowns were stored (no lines), on 21 Nov.
  await bill({
    fields: { amountDue: 399, amountLines: null, paymentReceivedAt: new Date('2026-11-21T05:00:00Z') },
  });
  // A bill of another event never counts here.
  await createRegistration(t.db, { fields: { amountDue: 5000 } });
});
afterAll(() => t?.close());

describe('GET /admin/events/:eventName/ledger', () => {
  it('totals due, received, outstanding and refunded, by kind, with the hospitality part', async () => {
    const res = await adminGet(t.app, ledgerUrl, adminHeaders);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ledgerMessages.fetched);
    expect(body.eventName).toBe(EVENT);
    expect(body.totals).toEqual({
      bills: 6,
      due: 399 + 1899 + 399 + 399 + 2547 + 399,
      received: 399 + 399 + 2547 + 399,
      outstanding: 1899 + 399,
      short: 0,
      over: 0,
      waived: 0,
      submitted: 399,
      refunded: 200,
      net: 399 + 399 + 2547 + 399 - 200,
      hospitality: { due: 3000, received: 1500, outstanding: 1500 },
    });
    expect(body.byKind).toEqual([
      {
        kind: 'individual',
        bills: 5,
        due: 3495,
        received: 1197,
        outstanding: 2298,
        short: 0,
        over: 0,
        waived: 0,
        submitted: 399,
        refunded: 200,
        net: 997,
        hospitality: { due: 1500, received: 0, outstanding: 1500 },
      },
      {
        kind: 'group',
        bills: 1,
        due: 2547,
        received: 2547,
        outstanding: 0,
        short: 0,
        over: 0,
        waived: 0,
        submitted: 0,
        refunded: 0,
        net: 2547,
        hospitality: { due: 1500, received: 1500, outstanding: 0 },
      },
    ]);
    expect(body.declinedUnpaid).toEqual({ bills: 1, amount: 399 });
    expect(body.withoutBreakdown).toBe(1);
  });

  it("adds up the money received per day on India's dates", async () => {
    const body = (await adminGet(t.app, ledgerUrl, adminHeaders)).json();
    expect(body.byDay).toEqual([
      { date: '2026-11-20', amount: 798, bills: 2 },
      { date: '2026-11-21', amount: 2946, bills: 2 },
    ]);
    expect(body.receivedUndated).toBe(0);
  });

  it('answers zeros for an event without bills, and 404 for an unknown event', async () => {
    const empty = 'Quiet Session 2027';
    await createEventWithCommittees(t.db, empty);
    const res = await adminGet(t.app, `/admin/events/${encodeURIComponent(empty)}/ledger`, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toMatchObject({ bills: 0, due: 0, received: 0, outstanding: 0, refunded: 0 });
    expect(res.json().byKind.map((k: { kind: string; bills: number }) => [k.kind, k.bills])).toEqual([
      ['individual', 0],
      ['group', 0],
    ]);
    expect(res.json().byDay).toEqual([]);
    const missing = await adminGet(t.app, '/admin/events/No%20Such%20Event/ledger', adminHeaders);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: messages.admin.noSuchEvent });
  });
});

describe('GET /admin/events/:eventName/ledger.csv', () => {
  it('has one line per bill under its header, formula-safe, and leaves an audit entry', async () => {
    const res = await adminGet(t.app, `${ledgerUrl}.csv`, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('Ledger Conference 2026-ledger.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Payment reference',
      'Payer',
      'Payer email',
      'Kind',
      'Group',
      'Amount due',
      'Of which hospitality',
      'Payment state',
      'Transaction ID',
      'Amount received',
      'Short',
      'Over',
      'Waived',
      'Waiver note',
      'Received on',
      'Received via',
      'Refunded amount',
      'Refunded on',
      'Registration status',
    ]);
    // Every bill, the declined one too (its status says so); members carry none.
    expect(lines).toHaveLength(7);
    const group = lines.find((line) => line[3] === 'Group')!;
    expect(group).toEqual([
      'LC26-7Q3K',
      `'=HYPERLINK("http://evil.example","Pay")`,
      group[2],
      'Group',
      'Delegation of Silchar',
      '2547',
      '1500',
      'received',
      '412345678901',
      '2547',
      '0',
      '0',
      '',
      '',
      '2026-11-21',
      'statement',
      '',
      '',
      'pending',
    ]);
    const refundedLine = lines.find((line) => line[7] === 'refunded')!;
    expect(refundedLine.slice(9)).toEqual([
      '399',
      '0',
      '0',
      '',
      '',
      '2026-11-20',
      'manual',
      '200',
      '2026-11-25',
      'pending',
    ]);
    expect(lines.filter((line) => line[18] === 'declined').map((line) => line[7])).toEqual(['due']);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.export'));
    expect(entry).toMatchObject({ targetType: 'event', targetId: EVENT });
  });

  it('answers 404 for an unknown event before any CSV', async () => {
    const res = await adminGet(t.app, '/admin/events/No%20Such%20Event/ledger.csv', adminHeaders);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.admin.noSuchEvent });
  });
});
