/**
 * Decoding uploads costs CPU and memory out of proportion to their size on disk: the decode budget read
 * from the header, the decode gate (concurrency, a short queue, 503 when full) and the order of checks that
 * spares decoding when a cheap check refuses (docs/decisions/0024-abuse-limits-and-timeouts.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import {
  DecodeGate,
  ImageBusyError,
  InvalidImageError,
  MAX_DECODED_BYTES,
  MAX_INPUT_PIXELS,
  announcedSize,
  decodeGate,
  processImage,
} from '../../src/server/images';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage, uniformPng16 } from '../support/images';
import {
  createRegistrant,
  individualBody,
  leaderBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

let t: TestApp;
/** 7999 x 5000 16-bit RGB: just under the pixel cap, 240 MB decoded, about 240 KB on disk. */
let overBudget: string;
/** 2800 x 2000 16-bit RGB: 34 MB decoded, within the budget but heavy. */
let heavy: string;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
  overBudget = dataUrl('image/png', await uniformPng16(7999, 5000, 3));
  heavy = dataUrl('image/png', await uniformPng16(2800, 2000, 3));
});
afterAll(() => t?.close());

const editProfile = (headers: Record<string, string>, json: unknown) =>
  request(t.app, { method: 'PUT', url: '/v1/api/all/edit/profile', headers, json });
const decodesStarted = () => decodeGate.stats().started;

describe('the decode budget', () => {
  it('reads the decoded size from the header: the 40-megapixel 16-bit PNG is 240 MB', async () => {
    const bytes = Buffer.from(overBudget.split(',')[1]!, 'base64');
    expect(bytes.length).toBeLessThan(300 * 1024);
    const size = await announcedSize(bytes);
    expect(size.pixels).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    expect(size.bytes).toBe(7999 * 5000 * 3 * 2);
    expect(size.bytes).toBeGreaterThan(MAX_DECODED_BYTES);
  });

  it('refuses an image over the decode budget before decoding it (profile photo and payment)', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, user));
    const before = decodesStarted();
    const photo = await editProfile(headers, { photo: overBudget });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toEqual({ error: messages.profile.invalidPhoto });
    await expect(processImage(overBudget, { maxBytes: 500 * 1024, maxDimension: 512 })).rejects.toMatchObject(
      {
        name: 'InvalidImageError',
        reason: 'budget',
      },
    );

    const registrant = await createRegistrant(t.db);
    const payment = await postRegistration(
      t.app,
      registrant.headers,
      await individualBody({ payment: overBudget }),
    );
    expect(payment.statusCode).toBe(400);
    expect(payment.json()).toEqual({ error: messages.registration.invalidPayment });
    // None of the three reached a decode.
    expect(decodesStarted()).toBe(before);
  });

  it('accepts a heavy image within the budget (decoded once)', async () => {
    const user = await createUser(t.db);
    const before = decodesStarted();
    const res = await editProfile(bearer(await sessionFor(t.db, user)), { photo: heavy });
    expect(res.statusCode).toBe(200);
    expect(decodesStarted()).toBe(before + 1);
  });
});

describe('cheap checks before any decode', () => {
  it('refuses a leader without a group, or with too few members, without decoding the payment', async () => {
    const leader = await createRegistrant(t.db);
    const before = decodesStarted();
    const res = await postRegistration(
      t.app,
      leader.headers,
      await leaderBody('Lonely', ['a@example.com'], { payment: heavy }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.registration.minMembers });
    expect(decodesStarted()).toBe(before);
  });

  it('refuses a second registration without decoding its payment', async () => {
    const registrant = await createRegistrant(t.db);
    expect((await postRegistration(t.app, registrant.headers, await individualBody())).statusCode).toBe(200);
    const before = decodesStarted();
    const again = await postRegistration(t.app, registrant.headers, await individualBody({ payment: heavy }));
    expect(again.statusCode).toBe(409);
    expect(decodesStarted()).toBe(before);
  });

  it('refuses a closed event and an anonymous caller without decoding', async () => {
    const registrant = await createRegistrant(t.db);
    const before = decodesStarted();
    const anonymous = await postRegistration(t.app, {}, await individualBody({ payment: heavy }));
    expect(anonymous.statusCode).toBe(401);
    await setRegistrationOpen(t.db, false);
    try {
      const closed = await postRegistration(
        t.app,
        registrant.headers,
        await individualBody({ payment: heavy }),
      );
      expect(closed.statusCode).toBe(403);
    } finally {
      await setRegistrationOpen(t.db, true);
    }
    expect(decodesStarted()).toBe(before);
  });

  it('refuses an anonymous or logged-out profile edit without decoding the photo', async () => {
    const user = await createUser(t.db);
    const token = await sessionFor(t.db, user);
    expect(
      (await request(t.app, { method: 'POST', url: '/v1/api/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const before = decodesStarted();
    expect((await editProfile({}, { photo: heavy })).statusCode).toBe(401);
    expect((await editProfile(bearer(token), { photo: heavy })).statusCode).toBe(401);
    expect(decodesStarted()).toBe(before);
  });
});

describe('the decode gate', () => {
  /** A task that runs until released. */
  function held() {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { task: () => done, release };
  }

  it('runs at most `slots` decodes, heavy ones at most `heavySlots`, and lets light images pass heavy ones', async () => {
    const gate = new DecodeGate({ slots: 2, heavySlots: 1, maxQueued: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    const run = (name: string, isHeavy: boolean) => {
      const h = held();
      const promise = gate.run(isHeavy, () => {
        order.push(name);
        return h.task();
      });
      return { ...h, promise };
    };
    const heavyA = run('heavy A', true);
    const heavyB = run('heavy B', true);
    const lightA = run('light A', false);
    await Promise.resolve();
    // heavy B waits for the heavy slot; light A takes the other slot.
    expect(order).toEqual(['heavy A', 'light A']);
    expect(gate.stats()).toMatchObject({ active: 2, queued: 1 });
    const lightB = run('light B', false);
    // A slot frees: the waiting light image goes before the older heavy one.
    lightA.release();
    await lightA.promise;
    expect(order).toEqual(['heavy A', 'light A', 'light B']);
    lightB.release();
    await lightB.promise;
    // The free slot is not for heavy B while heavy A runs.
    expect(gate.stats()).toMatchObject({ active: 1, queued: 1 });
    heavyA.release();
    await heavyA.promise;
    expect(order.at(-1)).toBe('heavy B');
    heavyB.release();
    await heavyB.promise;
    expect(gate.stats()).toMatchObject({ active: 0, queued: 0, started: 4, peakActive: 2 });
  });

  it('refuses with 503 when the queue is full or the wait too long', async () => {
    const gate = new DecodeGate({ slots: 1, heavySlots: 1, maxQueued: 1, maxWaitMs: 200 });
    const first = held();
    const running = gate.run(false, first.task);
    const waiting = gate.run(false, async () => 'second');
    const refused = gate.run(false, async () => 'third');
    await expect(refused).rejects.toBeInstanceOf(ImageBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: messages.generic.imagesBusy });
    // The one in the queue gives up after maxWaitMs.
    await expect(waiting).rejects.toBeInstanceOf(ImageBusyError);
    first.release();
    await running;
    expect(gate.stats()).toMatchObject({ active: 0, queued: 0, busy: 2 });
  });

  it('answers 503 with its message when the process-wide gate is full', async () => {
    const saved = decodeGate.stats();
    expect(saved.active).toBe(0);
    const previous = decodeGate.configure({ slots: 1, heavySlots: 1, maxQueued: 0 });
    try {
      const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db)));
      const headers = await Promise.all(users.map(async (u) => bearer(await sessionFor(t.db, u))));
      const answers = await Promise.all(headers.map((h) => editProfile(h, { photo: heavy })));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      for (const busy of answers.filter((a) => a.statusCode === 503)) {
        expect(busy.json()).toEqual({ error: messages.generic.imagesBusy });
      }
      expect(decodeGate.stats().peakActive).toBe(Math.max(saved.peakActive, 1));
    } finally {
      decodeGate.configure(previous);
    }
  });

  it('decodes ordinary images as before', async () => {
    const image = await processImage(dataUrl('image/png', await makeImage('png')), {
      maxBytes: 300 * 1024,
      maxDimension: 512,
    });
    expect(image.contentType).toBe('image/webp');
    expect(InvalidImageError).toBeDefined();
  });
});
