/**
 * Payment screenshots read by OCR (docs/decisions/0057-payment-screenshot-ocr.md): a registration stores its
 * screenshot with a pending reading and answers at once; the background worker reads it with the real
 * tesseract.js engine; the admin's detail shows the amount and transaction ID read, and warns where they
 * differ from the bill. A screenshot without text, or one OCR cannot read, is "not read", and the
 * registration is unaffected. Before submitting, the form may have the chosen screenshot read
 * (POST /reg/screenshot-reading) to offer its transaction ID; nothing is stored then. The receipts are drawn
 * in the test (sharp, from SVG), as a UPI app shows them.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screenshotReadings } from '../../src/server/modules/ocr/table';
import { MAX_ATTEMPTS } from '../../src/server/modules/ocr/service';
import { paymentImages, registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { adminGet, listUrl } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { changedTables, snapshotDatabase } from '../support/db-snapshot';
import { messages } from '~/shared/messages';
import { dataUrl, makeImage, receiptPng } from '../support/images';
import { rateLimits } from '../../src/server/plugins/security';
import {
  createRegistrant,
  individualBody,
  postRegistration,
  setEventFees,
  setRegistrationOpen,
} from '../support/registration';
import { seededFees } from '../support/seeded-event';

let t: TestApp;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
  await setEventFees(t.db, { ...seededFees, individual: 449 });
  adminHeaders = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
afterAll(() => t?.close());

/** A UPI receipt as a data URL (tests/support/images.ts). */
const receipt = async (paid: { amount: string; utr: string }) => dataUrl('image/png', await receiptPng(paid));

/** A plain picture without any writing (a photo of a wall, say); each call's differs a little. */
let pictures = 0;
async function blankPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1600">
    <rect width="1080" height="1600" fill="#ffffff"/>
    <circle cx="${400 + 10 * pictures++}" cy="700" r="300" fill="#c8d7ea"/>
  </svg>`;
  return dataUrl('image/png', await sharp(Buffer.from(svg)).png().toBuffer());
}

async function registerWith(payment: string, transactionId: string) {
  const registrant = await createRegistrant(t.db);
  const res = await postRegistration(
    t.app,
    registrant.headers,
    await individualBody({ payment, transactionId }),
  );
  expect(res.statusCode).toBe(200);
  return res.json().registration._id as string;
}

/** POST /reg/screenshot-reading: the form's reading of a chosen screenshot, before submitting. */
async function readBeforeSubmitting(
  payment: string,
  headers: Record<string, string>,
  app: TestApp['app'] = t.app,
) {
  return request(app, { method: 'POST', url: '/v1/api/reg/screenshot-reading', headers, json: { payment } });
}

async function readingOf(registrationId: string) {
  const res = await adminGet(t.app, `/admin/registrations/${registrationId}`, adminHeaders);
  expect(res.statusCode).toBe(200);
  return res.json().registration.paymentInfo.screenshotReading;
}

async function imageIdOf(registrationId: string) {
  const [row] = await t.db
    .select({ id: registrations.paymentImageId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row!.id!;
}

/** OCR runs for real: a few seconds a screenshot on a busy host, and the first starts the engine. */
const OCR_TIMEOUT = { timeout: 120_000 };

describe('reading a payment screenshot', () => {
  it(
    'registers at once with the reading pending; the worker reads the amount and UTR for the admin',
    OCR_TIMEOUT,
    async () => {
      const id = await registerWith(await receipt({ amount: '449', utr: '412345678901' }), '412345678901');
      expect(await readingOf(id)).toMatchObject({ state: 'pending', amount: null, transactionId: null });

      // The running server's worker, woken by the next registration's answer, reads both screenshots.
      t.app.ocr.start();
      const second = await registerWith(
        await receipt({ amount: '449', utr: '598765432101' }),
        '598765432101',
      );
      await vi.waitFor(async () => expect((await readingOf(second)).state).toBe('read'), {
        timeout: 60_000,
        interval: 200,
      });
      await t.app.ocr.stop();

      const reading = await readingOf(id);
      expect(reading).toMatchObject({
        state: 'read',
        amount: 449,
        transactionId: '412345678901',
        differs: { amount: false, transactionId: false },
      });
      expect(reading.text).toContain('NITSMUN');
      expect(await readingOf(second)).toMatchObject({ amount: 449, transactionId: '598765432101' });

      // Never in the list answers.
      const list = await adminGet(t.app, listUrl(), adminHeaders);
      expect(JSON.stringify(list.json())).not.toContain('screenshotReading');
    },
  );

  it(
    'warns when the amount read differs from the amount due and the UTR from the one entered',
    OCR_TIMEOUT,
    async () => {
      const id = await registerWith(await receipt({ amount: '199', utr: '487654321098' }), '412300000001');
      expect(await t.app.ocr.drain()).toBe(1);
      expect(await readingOf(id)).toMatchObject({
        state: 'read',
        amount: 199,
        transactionId: '487654321098',
        differs: { amount: true, transactionId: true },
      });
    },
  );

  it('gives "not read" for a picture without text, the registration unaffected', OCR_TIMEOUT, async () => {
    const id = await registerWith(await blankPicture(), '412300000002');
    expect(await t.app.ocr.drain()).toBe(1);
    expect(await readingOf(id)).toMatchObject({
      state: 'not_read',
      amount: null,
      transactionId: null,
      differs: { amount: false, transactionId: false },
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      paymentState: 'submitted',
      transactionId: '412300000002',
    });
  });

  it('retries a screenshot OCR cannot open, then gives up as "not read"', OCR_TIMEOUT, async () => {
    const id = await registerWith(await blankPicture(), '412300000003');
    // The stored bytes made unreadable: every attempt fails at decoding.
    const imageId = await imageIdOf(id);
    await t.db
      .update(paymentImages)
      .set({ bytes: Buffer.from('not an image') })
      .where(eq(paymentImages.id, imageId));

    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await t.app.ocr.runOnce(now)).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'not_read');
      // Not due again before its retry time.
      expect(await t.app.ocr.runOnce(now)).toBeNull();
      now = new Date(now.getTime() + 10 * 60_000);
    }
    const [row] = await t.db
      .select()
      .from(screenshotReadings)
      .where(eq(screenshotReadings.paymentImageId, imageId));
    expect(row).toMatchObject({ state: 'not_read', attempts: MAX_ATTEMPTS, lockedBy: null });
    expect(row!.lastError).toBeTruthy();
    expect(await readingOf(id)).toMatchObject({ state: 'not_read', amount: null });
  });

  it('reports a pending reading as "not read" on a server with OCR off', OCR_TIMEOUT, async () => {
    const off = await createTestApp({ site: false, env: { OCR: 'off' } });
    try {
      await setRegistrationOpen(off.db, true);
      const registrant = await createRegistrant(off.db);
      const res = await postRegistration(
        off.app,
        registrant.headers,
        await individualBody({ transactionId: '412300000004' }),
      );
      expect(res.statusCode).toBe(200);
      const admin = bearer(await sessionFor(off.db, await createUser(off.db, { role: 'admin' })));
      const detail = await adminGet(off.app, `/admin/registrations/${res.json().registration._id}`, admin);
      expect(detail.json().registration.paymentInfo.screenshotReading).toMatchObject({ state: 'not_read' });
      const [pending] = await off.db.select().from(screenshotReadings);
      expect(pending).toMatchObject({ state: 'pending', attempts: 0 });
      // Nothing is read before submitting either: the delegate types the transaction ID.
      const read = await readBeforeSubmitting(
        await receipt({ amount: '449', utr: '412345678901' }),
        (await createRegistrant(off.db)).headers,
        off.app,
      );
      expect({ status: read.statusCode, body: read.json() }).toEqual({
        status: 200,
        body: { message: messages.registration.screenshotRead, transactionId: null, amount: null },
      });
    } finally {
      await off.close();
    }
  });
});

describe('reading a payment screenshot before submitting', () => {
  it(
    'answers the transaction ID and amount the screenshot shows, and stores nothing',
    OCR_TIMEOUT,
    async () => {
      const { headers } = await createRegistrant(t.db);
      const before = await snapshotDatabase(t.db);
      const res = await readBeforeSubmitting(await receipt({ amount: '449', utr: '412345678901' }), headers);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: { message: messages.registration.screenshotRead, transactionId: '412345678901', amount: 449 },
      });
      const blank = await readBeforeSubmitting(await blankPicture(), headers);
      expect(blank.json()).toMatchObject({ transactionId: null, amount: null });
      expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    },
  );

  it("limits each account's readings; a file refused before OCR does not count", OCR_TIMEOUT, async () => {
    const { headers } = await createRegistrant(t.db);
    const { max } = rateLimits.screenshotReadingsPerUser;
    const picture = dataUrl('image/png', await makeImage('png'));
    const pdf = `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`;
    for (let i = 0; i < 3; i++) expect((await readBeforeSubmitting(pdf, headers)).statusCode).toBe(400);
    for (let i = 0; i < max; i++) expect((await readBeforeSubmitting(picture, headers)).statusCode).toBe(200);
    const over = await readBeforeSubmitting(picture, headers);
    expect({ status: over.statusCode, body: over.json() }).toEqual({
      status: 429,
      body: { error: messages.generic.tooManyRequests },
    });
    // Another delegate behind the same address is not held up.
    const other = await readBeforeSubmitting(picture, (await createRegistrant(t.db)).headers);
    expect(other.statusCode).toBe(200);
  });

  it('refuses what a registration would refuse: another file, a stranger, an admin', async () => {
    const { headers } = await createRegistrant(t.db);
    const admin = await readBeforeSubmitting(
      await receipt({ amount: '449', utr: '412345678901' }),
      adminHeaders,
    );
    const cases: [string, Awaited<ReturnType<typeof readBeforeSubmitting>>, number, string][] = [
      [
        'a PDF',
        await readBeforeSubmitting(
          `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`,
          headers,
        ),
        400,
        messages.registration.invalidPayment,
      ],
      [
        'no account',
        await readBeforeSubmitting(await receipt({ amount: '449', utr: '412345678901' }), {}),
        401,
        messages.auth.unauthorized,
      ],
      ['an admin', admin, 403, messages.registration.adminsNotAllowed],
    ];
    for (const [label, res, status, error] of cases) {
      expect({ label, status: res.statusCode, body: res.json() }).toEqual({ label, status, body: { error } });
    }
  });
});
