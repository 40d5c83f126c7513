/**
 * POST /reg/yp for individuals and the rules every variant shares: the closed state, the event, committee
 * and portfolio selection, required fields, the payment screenshot (checked by its bytes), the amount the
 * server computes, one registration per account per event under concurrency, the confirmation mail and
 * GET /client/allevents.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { outbox } from '../../src/server/mail/table';
import { paymentImages, registrations } from '../../src/server/modules/registration/table';
import { bearer, sessionFor } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage } from '../support/images';
import {
  EVENT_NAME,
  createRegistrant,
  individualBody,
  outsiderFields,
  postInvite,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { seededFees, seededPortfolios } from '../support/seeded-event';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = messages.registration;
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

async function counts() {
  const [r] = await t.db.select({ n: count() }).from(registrations);
  const [p] = await t.db.select({ n: count() }).from(paymentImages);
  const [o] = await t.db.select({ n: count() }).from(outbox);
  return { registrations: r!.n, paymentImages: p!.n, outbox: o!.n };
}

async function expectRefused(
  headers: Record<string, string>,
  body: Record<string, unknown>,
  status: number,
  error: string,
) {
  const before = await counts();
  const res = await postRegistration(t.app, headers, body);
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
  expect(await counts()).toEqual(before);
}

describe('while registration is closed (as seeded)', () => {
  it('refuses registrations and invites with 403 and stores nothing', async () => {
    const { headers } = await createRegistrant(t.db);
    const member = await createRegistrant(t.db);
    await expectRefused(headers, await individualBody(), 403, m.eventClosed);
    const invite = await postInvite(t.app, headers, {
      email: member.user.email,
      eventName: EVENT_NAME,
      grpName: 'Closed Group',
    });
    expect({ status: invite.statusCode, body: invite.json() }).toEqual({
      status: 403,
      body: { error: m.eventClosed },
    });
    expect((await counts()).outbox).toBe(0);
  });
});

describe('once open', () => {
  beforeAll(() => setRegistrationOpen(t.db, true));

  it("registers an institute student: the event's individual fee, pending, payment stored re-encoded, confirmation mailed", async () => {
    const { user, headers } = await createRegistrant(t.db);
    // A client's amount is refused like any unknown field (decision 0017).
    const withAmount = await postRegistration(t.app, headers, await individualBody({ amountDue: 1 }));
    expect({ status: withAmount.statusCode, body: withAmount.json() }).toEqual({
      status: 400,
      body: { error: m.allFieldsRequired },
    });
    // Fields the server ignores: college and accommodation from an institute student.
    const res = await postRegistration(
      t.app,
      headers,
      await individualBody({ college: 'Elsewhere', accomodation: 'Yes' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: m.success,
      registration: { _id: expect.any(String), status: 'pending', amountDue: seededFees.individual },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, body.registration._id));
    expect(row).toMatchObject({
      userId: user.id,
      kind: 'individual',
      amountDue: seededFees.individual,
      status: 'pending',
      college: null,
      accommodation: false,
      groupId: null,
      committeePreference: ['UNHRC', 'IB'],
      previousMunExperience: 'Two MUNs as a delegate',
      assignedCommittee: null,
      assignedPortfolio: null,
      confirmedAt: null,
    });
    expect(row!.portfolioPreference).toHaveLength(4);
    const [image] = await t.db.select().from(paymentImages).where(eq(paymentImages.id, row!.paymentImageId!));
    expect(image!.contentType).toBe('image/webp');
    expect(image!.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    await t.app.mailer.drain();
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toContain(`${EVENT_NAME} registration completed`);
    expect(mail.text).toContain(`Rs ${seededFees.individual}`);
    expect(mail.text).toContain('/dashboard');
  });

  it.each([
    ['Yes', seededFees.individual + seededFees.hospitality],
    ['No', seededFees.individual],
  ] as const)(
    'charges a non-institute student choosing accommodation %s: %i',
    async (accomodation, amount) => {
      const { user, headers } = await createRegistrant(t.db, { student: false });
      const res = await postRegistration(t.app, headers, await individualBody(outsiderFields(accomodation)));
      expect(res.statusCode).toBe(200);
      expect(res.json().registration.amountDue).toBe(amount);
      const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, user.id));
      expect(row).toMatchObject({
        amountDue: amount,
        college: 'Assam Engineering College',
        accommodation: accomodation === 'Yes',
      });
    },
  );

  it('answers 404 for an unknown event', async () => {
    const { headers } = await createRegistrant(t.db);
    await expectRefused(
      headers,
      await individualBody({ eventName: 'Annual Conference 2099' }),
      404,
      m.noSuchEvent,
    );
  });

  describe('required fields', () => {
    it.each([
      ['no event name', { eventName: undefined }],
      ['an empty event name', { eventName: '  ' }],
      ['no previous MUN experience', { previousMunExperience: undefined }],
      ['a blank previous MUN experience', { previousMunExperience: '   ' }],
      ['no payment', { payment: undefined }],
      ['an empty payment', { payment: '' }],
      ['no isGroupRegistration', { isGroupRegistration: undefined }],
      ['an unknown accommodation answer', { accomodation: 'Maybe' }],
    ])('refuses %s: Please fill all required fields', async (_case, overrides) => {
      const { headers } = await createRegistrant(t.db);
      await expectRefused(headers, await individualBody(overrides), 400, m.allFieldsRequired);
    });

    it.each([
      ['college', { accomodation: 'No' }],
      ['accommodation', { college: 'Assam Engineering College' }],
      ['a blank college', { college: ' ', accomodation: 'No' }],
    ])('requires %s of a non-institute student', async (_case, fields) => {
      const { headers } = await createRegistrant(t.db, { student: false });
      await expectRefused(headers, await individualBody(fields), 400, m.allFieldsRequired);
    });

    it('refuses a body that is not an object', async () => {
      const { headers } = await createRegistrant(t.db);
      await expectRefused(headers, [] as unknown as Record<string, unknown>, 400, m.allFieldsRequired);
    });
  });

  describe('committees and portfolios', () => {
    const { UNHRC: unhrc, IB: ib, IPC: ipc, Mahabharat: mahabharat } = seededPortfolios;

    it.each([
      ['none', []],
      ['four', ['UNHRC', 'IB', 'IPC', 'Mahabharat']],
      ['a repeated one', ['UNHRC', 'UNHRC']],
      ['an unknown code', ['UNSC']],
      ['a display name instead of the code', ['Hastinapur Special Council']],
      ['not a list', 'UNHRC'],
      ['a list of non-strings', [1, 2]],
    ])('refuses %s: invalid committee selection', async (_case, committeePreference) => {
      const { headers } = await createRegistrant(t.db);
      const body = await individualBody({ committeePreference, portfolioPreference: [] });
      await expectRefused(headers, body, 400, m.invalidCommittee);
    });

    it.each([
      ['ten', ['UNHRC', 'IB', 'IPC'], [...unhrc.slice(0, 3), ...ib.slice(0, 3), ...ipc.slice(0, 4)]],
      ['four of one committee', ['UNHRC'], unhrc.slice(0, 4)],
      ['one of a committee not chosen', ['UNHRC'], [unhrc[0], ib[0]]],
      ['an unknown one', ['UNHRC'], ['Atlantis']],
      ['a repeated one', ['UNHRC', 'IB'], [unhrc[0], unhrc[0]]],
      ['not a list', ['UNHRC'], unhrc[0]],
    ])('refuses %s: invalid portfolio selection', async (_case, committeePreference, portfolioPreference) => {
      const { headers } = await createRegistrant(t.db);
      const body = await individualBody({ committeePreference, portfolioPreference });
      await expectRefused(headers, body, 400, m.invalidPortfolio);
    });

    it('accepts 1 to 3 committees with up to 3 portfolios each (9 in all)', async () => {
      for (const [committeePreference, portfolioPreference] of [
        [['IPC'], []],
        [
          ['Mahabharat', 'IPC'],
          [mahabharat[0], ipc[0]],
        ],
        [
          ['UNHRC', 'IB', 'Mahabharat'],
          [...unhrc.slice(0, 3), ...ib.slice(0, 3), ...mahabharat.slice(0, 3)],
        ],
      ] as const) {
        const { headers } = await createRegistrant(t.db);
        const res = await postRegistration(
          t.app,
          headers,
          await individualBody({ committeePreference, portfolioPreference }),
        );
        expect(res.statusCode).toBe(200);
      }
    });
  });

  describe('the payment screenshot', () => {
    const invalid = async (payment: string) => {
      const { headers } = await createRegistrant(t.db);
      await expectRefused(headers, await individualBody({ payment }), 400, m.invalidPayment);
    };

    it('refuses a text file declared as image/png, and stores nothing', async () => {
      await invalid(
        dataUrl('image/png', Buffer.from('this is not an image, only text pretending to be one\n')),
      );
    });

    it('refuses an image over 500 KB once decoded (a data URL under the length limit)', async () => {
      const png = await makeImage('png');
      const oversized = Buffer.concat([png, Buffer.alloc(imageRules.paymentMaxBytes + 1 - png.length, 7)]);
      await invalid(dataUrl('image/png', oversized));
    });

    it('refuses a data URL longer than a 500 KB file can make', async () => {
      await invalid(dataUrl('image/png', Buffer.alloc(imageRules.paymentMaxBytes + 4096, 1)));
    });

    it.each([
      ['a GIF', async () => dataUrl('image/gif', await makeImage('gif'))],
      ['a truncated PNG', async () => dataUrl('image/png', (await makeImage('png')).subarray(0, 60))],
      ['malformed base64', async () => 'data:image/png;base64,@@@notbase64'],
      ['a plain URL', async () => 'https://example.com/payment.png'],
    ])('refuses %s', async (_case, make) => {
      await invalid(await make());
    });

    it.each(['jpeg', 'webp', 'avif'] as const)('accepts a %s screenshot', async (format) => {
      const { headers } = await createRegistrant(t.db);
      const payment = dataUrl(`image/${format}`, await makeImage(format));
      const res = await postRegistration(t.app, headers, await individualBody({ payment }));
      expect(res.statusCode).toBe(200);
    });
  });

  describe('one registration per account per event', () => {
    it('refuses a second registration', async () => {
      const { headers } = await createRegistrant(t.db);
      expect((await postRegistration(t.app, headers, await individualBody())).statusCode).toBe(200);
      await expectRefused(headers, await individualBody(), 409, m.alreadyRegistered);
    });

    it('lets exactly one of 20 concurrent submissions through', async () => {
      const { user, headers } = await createRegistrant(t.db);
      const body = await individualBody();
      const before = await counts();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => postRegistration(t.app, headers, body)),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
      for (const res of results.filter((r) => r.statusCode !== 200)) {
        expect(res.json()).toEqual({ error: m.alreadyRegistered });
      }
      const rows = await t.db.select().from(registrations).where(eq(registrations.userId, user.id));
      expect(rows).toHaveLength(1);
      // Exactly one payment image and one confirmation mail: the losers left nothing behind.
      expect(await counts()).toEqual({
        registrations: before.registrations + 1,
        paymentImages: before.paymentImages + 1,
        outbox: before.outbox + 1,
      });
    });
  });

  describe('GET /client/allevents', () => {
    it("lists the caller's registrations as ypEvents", async () => {
      const { headers } = await createRegistrant(t.db);
      const empty = await request(t.app, { method: 'GET', url: '/v1/api/client/allevents', headers });
      expect(empty.json()).toEqual({ message: m.registeredEventsFetched, ypEvents: [] });
      const registered = await postRegistration(t.app, headers, await individualBody());
      const res = await request(t.app, { method: 'GET', url: '/v1/api/client/allevents', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().ypEvents).toEqual([
        {
          eventName: EVENT_NAME,
          _id: registered.json().registration._id,
          status: 'pending',
          assignedCommittee: null,
          assignedPortfolio: null,
          groupPayment: null,
          paymentReference: expect.stringMatching(/^AC24-[2-9A-HJKMNP-Z]{4}$/),
          paymentState: 'submitted',
        },
      ]);
    });

    it('shows the assigned committee by its display name and the assigned portfolio', async () => {
      const { id, user } = await createRegistration(t.db, {
        status: 'confirmed',
        assignedCommittee: 'Mahabharat',
        assignedPortfolio: 'Vidura',
      });
      const res = await request(t.app, {
        method: 'GET',
        url: '/v1/api/client/allevents',
        headers: bearer(await sessionFor(t.db, user)),
      });
      expect(res.json().ypEvents).toEqual([
        {
          eventName: EVENT_NAME,
          _id: id,
          status: 'confirmed',
          assignedCommittee: 'Hastinapur Special Council',
          assignedPortfolio: 'Vidura',
          groupPayment: null,
          // Written straight to the database: no reference issued, its payment marked received.
          paymentReference: null,
          paymentState: 'received',
        },
      ]);
    });
  });
});
