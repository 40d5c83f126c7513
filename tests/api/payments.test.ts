/**
 * Payments matched, not eyeballed (docs/decisions/0053-payment-model.md): the bill's payment reference, the
 * payer's transaction id (unique across events, by the database under a race, unless an admin shares it),
 * duplicate screenshots (byte-identical refused, near ones flagged), the payment state, confirmations that
 * need the money received or an audited override, and bulk confirmation.
 */
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { referenceAlphabet } from '~/shared/payments';
import { dateInIndia } from '~/shared/conference-day';
import { auditLog } from '../../src/server/modules/audit/table';
import { paymentImages, registrations } from '../../src/server/modules/registration/table';
import { statementLines } from '../../src/server/modules/statements/table';
import { screenshotReadings } from '../../src/server/modules/ocr/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { adminGet, adminPut, createEventWithCommittees, createRegistration, listUrl } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl } from '../support/images';
import {
  EVENT_NAME,
  type Registrant,
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

const m = messages.registration;
const a = messages.admin;
const OTHER_EVENT = 'Winter Conference 2026';
let t: TestApp;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
  await createEventWithCommittees(t.db, OTHER_EVENT);
  await setRegistrationOpen(t.db, true, OTHER_EVENT);
  adminHeaders = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
afterAll(() => t?.close());

let utrSeed = 100_000_000_000;
/** A fresh 12-digit UTR. */
const newUtr = () => String(utrSeed++);

async function register(registrant: Registrant, overrides: Record<string, unknown> = {}) {
  return postRegistration(t.app, registrant.headers, await individualBody(overrides));
}

async function registrationOf(userId: string) {
  const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, userId));
  return row!;
}

/**
 * A payment receipt as a UPI app draws it: a header band, the amount, the payee and the UTR. `amount` and
 * `utr` change the text only; `theme` redraws the whole receipt in another app's layout.
 */
async function receipt({ amount = '399', utr = '412345678901', theme = 'light' as 'light' | 'dark' } = {}) {
  const light = theme === 'light';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">
    <rect width="360" height="640" fill="${light ? '#ffffff' : '#101828'}"/>
    <rect width="360" height="${light ? 140 : 320}" y="${light ? 0 : 320}" fill="${light ? '#1a73e8' : '#f59e0b'}"/>
    <circle cx="${light ? 180 : 60}" cy="${light ? 230 : 120}" r="${light ? 40 : 30}" fill="${light ? '#34a853' : '#ffffff'}"/>
    <text x="40" y="330" font-size="48" fill="${light ? '#000' : '#fff'}">Rs ${amount}</text>
    <text x="40" y="400" font-size="20" fill="#555">Paid to NITSMUN</text>
    <text x="40" y="460" font-size="16" fill="#555">UPI transaction ID ${utr}</text>
  </svg>`;
  return dataUrl('image/png', await sharp(Buffer.from(svg)).png().toBuffer());
}

describe('the payment reference', () => {
  it('is issued once per account and event, before paying, and kept by the registration', async () => {
    const registrant = await createRegistrant(t.db);
    const url = `/v1/api/reg/payment-reference/${encodeURIComponent(EVENT_NAME)}`;
    const first = await request(t.app, { method: 'GET', url, headers: registrant.headers });
    expect(first.statusCode).toBe(200);
    const reference = first.json().reference as string;
    expect(reference).toMatch(new RegExp(`^AC24-[${referenceAlphabet}]{4}$`));
    const again = await request(t.app, { method: 'GET', url, headers: registrant.headers });
    expect(again.json().reference).toBe(reference);

    expect((await register(registrant, { transactionId: newUtr() })).statusCode).toBe(200);
    const events = await request(t.app, {
      method: 'GET',
      url: '/v1/api/client/allevents',
      headers: registrant.headers,
    });
    expect(events.json().ypEvents[0]).toMatchObject({
      paymentReference: reference,
      paymentState: 'submitted',
    });

    // Admins find the registration by its reference.
    const found = await adminGet(t.app, listUrl(EVENT_NAME, `q=${reference.toLowerCase()}`), adminHeaders);
    expect(found.json().registrations.map((r: { _id: string }) => r._id)).toEqual([
      (await registrationOf(registrant.user.id)).id,
    ]);
    expect(found.json().registrations[0]).toMatchObject({ paymentReference: reference });
  });

  it('is issued on registration when the form never asked for it, with the event prefix', async () => {
    const registrant = await createRegistrant(t.db);
    expect((await register(registrant, { eventName: OTHER_EVENT })).statusCode).toBe(200);
    const events = await request(t.app, {
      method: 'GET',
      url: '/v1/api/client/allevents',
      headers: registrant.headers,
    });
    expect(events.json().ypEvents[0].paymentReference).toMatch(/^WC26-/);
  });
});

describe("the payer's transaction id", () => {
  it('is stored normalised; one already used is refused with 409, also for another event', async () => {
    const utr = newUtr();
    const first = await createRegistrant(t.db);
    const spaced = `${utr.slice(0, 4)} ${utr.slice(4, 8)}-${utr.slice(8)}`;
    expect((await register(first, { transactionId: spaced })).statusCode).toBe(200);
    expect((await registrationOf(first.user.id)).transactionId).toBe(utr);

    const second = await createRegistrant(t.db);
    const again = await register(second, { transactionId: utr });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { error: m.transactionIdTaken },
    });
    const elsewhere = await register(second, { transactionId: utr, eventName: OTHER_EVENT });
    expect({ status: elsewhere.statusCode, body: elsewhere.json() }).toEqual({
      status: 409,
      body: { error: m.transactionIdTaken },
    });
    // A bank reference is compared in capitals.
    const bank = 'sbin0123abc';
    expect((await register(await createRegistrant(t.db), { transactionId: bank })).statusCode).toBe(200);
    expect((await register(second, { transactionId: 'SBIN0123ABC' })).statusCode).toBe(409);
  });

  it('is refused when malformed', async () => {
    const registrant = await createRegistrant(t.db);
    for (const transactionId of ['12345', '1234567890123', 'AB12', 'ABC_123456', 'A'.repeat(23)]) {
      const res = await register(registrant, { transactionId });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error: m.invalidTransactionId },
      });
    }
  });

  it('is optional for the API: a registration without it is evidence submitted, with no transaction id', async () => {
    const registrant = await createRegistrant(t.db);
    expect((await register(registrant)).statusCode).toBe(200);
    const row = await registrationOf(registrant.user.id);
    expect({ state: row.paymentState, transactionId: row.transactionId }).toEqual({
      state: 'submitted',
      transactionId: null,
    });
  });

  it('goes to exactly one of two registrations racing with it (the unique index decides)', async () => {
    const utr = newUtr();
    const [one, two] = [await createRegistrant(t.db), await createRegistrant(t.db)];
    const bodies = [
      await individualBody({ transactionId: utr }),
      await individualBody({ transactionId: utr }),
    ];
    const results = await Promise.all([
      postRegistration(t.app, one.headers, bodies[0]),
      postRegistration(t.app, two.headers, bodies[1]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: m.transactionIdTaken });
    const [row] = await t.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.transactionId, utr));
    expect(row!.n).toBe(1);
  });

  it('may be used by a second registration an admin named (audited), once', async () => {
    const utr = newUtr();
    const payer = await createRegistrant(t.db);
    expect((await register(payer, { transactionId: utr })).statusCode).toBe(200);
    const payerReg = await registrationOf(payer.user.id);
    const friend = await createRegistrant(t.db);
    expect((await register(friend, { transactionId: utr })).statusCode).toBe(409);

    const share = await request(t.app, {
      method: 'POST',
      url: `/v1/api/admin/registrations/${payerReg.id}/transaction-shares`,
      headers: adminHeaders,
      json: { email: friend.user.email },
    });
    expect(share.json()).toEqual({ message: a.transactionShared });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.share_transaction'), eq(auditLog.targetId, payerReg.id)));
    expect(entry!.details).toMatchObject({ transactionId: utr, sharedWith: friend.user.email });

    expect((await register(friend, { transactionId: utr })).statusCode).toBe(200);
    // Nobody else.
    expect((await register(await createRegistrant(t.db), { transactionId: utr })).statusCode).toBe(409);
    const detail = await adminGet(
      t.app,
      `/admin/registrations/${(await registrationOf(friend.user.id)).id}`,
      adminHeaders,
    );
    expect(detail.json().registration.paymentInfo).toMatchObject({
      transactionId: utr,
      transactionShared: true,
    });
  });
});

describe('duplicate screenshots', () => {
  it('refuses a byte-identical screenshot of another registration, of any event', async () => {
    const payment = await receipt({ utr: '400000000001' });
    expect((await register(await createRegistrant(t.db), { payment })).statusCode).toBe(200);
    const res = await register(await createRegistrant(t.db), { payment, eventName: OTHER_EVENT });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { error: m.duplicateScreenshot },
    });
  });

  it("does not flag five receipts of one app's template once what was read from them tells them apart; says why a flag stands", async () => {
    const amounts = ['1449', '1047', '399', '2547', '1798'];
    const ids: string[] = [];
    for (const [i, amount] of amounts.entries()) {
      const registrant = await createRegistrant(t.db);
      const utr = `5123456789${String(i).padStart(2, '0')}`;
      expect((await register(registrant, { payment: await receipt({ amount, utr }) })).statusCode).toBe(200);
      ids.push((await registrationOf(registrant.user.id)).id);
    }
    const similarOf = async (id: string) =>
      (await adminGet(t.app, `/admin/registrations/${id}`, adminHeaders)).json().registration.paymentInfo
        .similar as { _id: string; reason: string }[];
    // Unread, the pictures alone match: each is flagged with the others, saying why.
    const before = await similarOf(ids[0]!);
    expect(before.map((s) => s._id)).toEqual(expect.arrayContaining(ids.slice(1)));
    expect(before[0]!.reason).toMatch(
      /^The pictures match \(\d+ of 64 bits differ\) and no reading of both tells them apart$/,
    );
    // Read (as the OCR worker writes its reading): five amounts, five UTRs. None is flagged any more.
    for (const [i, id] of ids.entries()) {
      const [reg] = await t.db
        .select({ image: registrations.paymentImageId })
        .from(registrations)
        .where(eq(registrations.id, id));
      await t.db
        .update(screenshotReadings)
        .set({
          state: 'read',
          amount: Number(amounts[i]),
          transactionId: `5123456789${String(i).padStart(2, '0')}`,
          text: 'receipt',
        })
        .where(eq(screenshotReadings.paymentImageId, reg!.image!));
    }
    for (const id of ids) {
      const flagged = (await similarOf(id)).map((s) => s._id);
      expect(flagged.filter((other) => ids.includes(other))).toEqual([]);
    }
  });

  it('flags a near-duplicate (the same receipt with a small change) for the admin, and not a different one', async () => {
    const original = await createRegistrant(t.db);
    expect((await register(original, { payment: await receipt({ amount: '1047' }) })).statusCode).toBe(200);
    const copy = await createRegistrant(t.db);
    // The same receipt with one digit of the UTR changed: other bytes, nearly the same picture.
    const near = await receipt({ amount: '1047', utr: '412345678902' });
    expect((await register(copy, { payment: near })).statusCode).toBe(200);
    const other = await createRegistrant(t.db);
    expect(
      (await register(other, { payment: await receipt({ amount: '2547', theme: 'dark' }) })).statusCode,
    ).toBe(200);

    const originalId = (await registrationOf(original.user.id)).id;
    const copyId = (await registrationOf(copy.user.id)).id;
    const otherId = (await registrationOf(other.user.id)).id;
    const similarOf = async (id: string) =>
      (await adminGet(t.app, `/admin/registrations/${id}`, adminHeaders)).json().registration.paymentInfo
        .similar as { _id: string; distance: number }[];
    expect((await similarOf(copyId)).map((s) => s._id)).toContain(originalId);
    expect((await similarOf(originalId)).map((s) => s._id)).toContain(copyId);
    const forOther = (await similarOf(otherId)).map((s) => s._id);
    expect(forOther).not.toContain(originalId);
    expect(forOther).not.toContain(copyId);
    // Both hashes are stored.
    const images = await t.db
      .select({ sha: paymentImages.sha256, dhash: paymentImages.dhash })
      .from(paymentImages);
    expect(images.every((i) => i.sha !== null && /^[0-9a-f]{64}$/.test(i.sha) && i.dhash !== null)).toBe(
      true,
    );
  });
});

describe('the payment state and confirmations', () => {
  const confirm = (json: Record<string, unknown>) => adminPut(t.app, '/confirm/reg', adminHeaders, json);

  it("confirms a registration from its screenshot (the spec's call): the payment is marked received by the confirmation, audited", async () => {
    const registrant = await createRegistrant(t.db);
    await register(registrant, { transactionId: newUtr() });
    const { id, paymentState } = await registrationOf(registrant.user.id);
    expect(paymentState).toBe('submitted');
    const ok = await confirm({ regID: id });
    expect({ status: ok.statusCode, body: ok.json() }).toEqual({
      status: 200,
      body: { message: a.confirmed },
    });
    const after = await registrationOf(registrant.user.id);
    expect(after).toMatchObject({
      status: 'confirmed',
      paymentState: 'received',
      paymentReceivedVia: 'manual',
      paymentNote: a.receivedOnConfirm,
    });
    const entries = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          action: 'payment.received',
          details: {
            via: 'confirm',
            note: a.receivedOnConfirm,
            amountPaise: after!.amountDue * 100,
            receivedOn: dateInIndia(new Date()),
          },
        },
        expect.objectContaining({
          action: 'registration.confirm',
          details: expect.objectContaining({ paymentReceived: true }),
        }),
      ]),
    );
  });

  it('refuses a confirmation the treasury holds evidence against, naming it; the override confirms it, audited', async () => {
    const registrant = await createRegistrant(t.db);
    await register(registrant, { transactionId: newUtr() });
    const { id } = await registrationOf(registrant.user.id);
    // Refunded: the money went back.
    await t.db
      .update(registrations)
      .set({
        paymentState: 'refunded',
        refundAmount: 399,
        refundedOn: '2026-11-20',
        refundNote: 'Paid twice',
      })
      .where(eq(registrations.id, id));
    const detail = await adminGet(t.app, `/admin/registrations/${id}`, adminHeaders);
    expect(detail.json().registration.paymentInfo.objections).toEqual([a.objectionRefunded]);
    const refused = await confirm({ regID: id });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { error: a.objectionRefunded },
    });
    expect((await registrationOf(registrant.user.id)).status).toBe('pending');
    const blank = await confirm({ regID: id, paymentOverride: '  ' });
    expect(blank.statusCode).toBe(400);

    const reason = 'Treasurer saw the second credit on the bank app';
    const ok = await confirm({ regID: id, paymentOverride: reason });
    expect(ok.json()).toEqual({ message: a.confirmed });
    expect(await registrationOf(registrant.user.id)).toMatchObject({
      paymentState: 'received',
      paymentNote: reason,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.confirm'), eq(auditLog.targetId, id)));
    expect(entry!.details).toMatchObject({ paymentOverride: reason });
  });

  it('refuses when the transaction ID is on a statement line applied to another bill, or the bank shows another amount for the reference', async () => {
    const [first, second] = [await createRegistrant(t.db), await createRegistrant(t.db)];
    const utr = newUtr();
    await register(first, { transactionId: utr });
    await register(second, { transactionId: newUtr() });
    const a1 = await registrationOf(first.user.id);
    const a2 = await registrationOf(second.user.id);
    const line = (values: Partial<typeof statementLines.$inferInsert>) =>
      t.db.insert(statementLines).values({
        uploadSha256: 'f'.repeat(64),
        lineNumber: Math.floor(Math.random() * 1e6),
        eventId: a1.eventId,
        transactionDate: '2026-11-20',
        amountPaise: 39_900,
        narration: '',
        fileName: 'sbi-november.csv',
        ...values,
      });
    // The UTR a1 gave is on a line that paid a2's bill.
    await line({ registrationId: a2.id, narration: `UPI/${utr}/PAYMENT`, lineNumber: 7 });
    const refused = await confirm({ regID: a1.id });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { error: a.objectionTransactionIdOnStatement(utr, 'sbi-november.csv', 7) },
    });
    // a2's reference is on a line of Rs 300, not its Rs 399 (a2's own line above names no reference).
    const reference = (await adminGet(t.app, `/admin/registrations/${a2.id}`, adminHeaders)).json()
      .registration.paymentInfo.reference as string;
    await line({ narration: `UPI/NEFT ${reference} SHORT`, amountPaise: 30_000, lineNumber: 8 });
    const short = await confirm({ regID: a2.id });
    expect({ status: short.statusCode, body: short.json() }).toEqual({
      status: 409,
      body: { error: a.objectionStatementAmount(reference, 300, a2.amountDue) },
    });
    expect((await registrationOf(first.user.id)).status).toBe('pending');
    expect((await registrationOf(second.user.id)).status).toBe('pending');
  });

  it('confirms once the payment is marked received (audited), and refunds only a received payment', async () => {
    const registrant = await createRegistrant(t.db);
    await register(registrant, { transactionId: newUtr() });
    const { id } = await registrationOf(registrant.user.id);
    const refundUrl = `/admin/registrations/${id}/payment/refunded`;
    const refund = { amount: 399, refundedOn: '2026-11-20', note: 'Paid twice' };
    expect((await adminPut(t.app, refundUrl, adminHeaders, refund)).json()).toEqual({
      error: a.paymentNotRefundable,
    });
    const received = await adminPut(t.app, `/admin/registrations/${id}/payment/received`, adminHeaders, {
      note: 'UTR matched on the statement of 20 Nov',
    });
    expect(received.json()).toEqual({ message: a.paymentMarkedReceived });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.received'), eq(auditLog.targetId, id)));
    expect(entry!.details).toMatchObject({
      note: 'UTR matched on the statement of 20 Nov',
      previousState: 'submitted',
    });
    expect((await confirm({ regID: id })).json()).toEqual({ message: a.confirmed });

    expect((await adminPut(t.app, refundUrl, adminHeaders, refund)).json()).toEqual({
      message: a.paymentMarkedRefunded,
    });
    const detail = await adminGet(t.app, `/admin/registrations/${id}`, adminHeaders);
    expect(detail.json().registration.paymentInfo).toMatchObject({
      state: 'refunded',
      receivedVia: 'manual',
      refund,
    });
  });

  it('filters the list by payment state, and bulk-confirms only the registrations whose money is received', async () => {
    const event = 'Bulk Conference 2026';
    await createEventWithCommittees(t.db, event);
    const received = await createRegistration(t.db, { eventName: event, paymentState: 'received' });
    const submitted = await createRegistration(t.db, { eventName: event, paymentState: 'submitted' });
    const due = await createRegistration(t.db, { eventName: event, paymentState: 'due', payment: false });
    const list = await adminGet(t.app, listUrl(event, 'payment=submitted'), adminHeaders);
    expect(list.json().registrations.map((r: { _id: string }) => r._id)).toEqual([submitted.id]);

    const res = await request(t.app, {
      method: 'POST',
      url: `/v1/api/admin/events/${encodeURIComponent(event)}/bulk-confirm`,
      headers: adminHeaders,
      json: {},
    });
    expect(res.json()).toEqual({ message: a.bulkConfirmed, confirmed: 1 });
    const statuses = await t.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, (await registrationOf(received.user.id)).eventId));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [received.id]: 'confirmed',
      [submitted.id]: 'pending',
      [due.id]: 'pending',
    });
  });
});
