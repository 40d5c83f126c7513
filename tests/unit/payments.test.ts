/**
 * The payment rules of src/shared/payments.ts (docs/decisions/0053-payment-model.md): references without
 * look-alike characters, unique when drawn many times, the event prefix; the UPI link carrying the exact
 * amount and the reference; the transaction id rule; the difference hash of near and different pictures.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upiPaymentUri } from '~/shared/fees';
import {
  newReference,
  normaliseTransactionId,
  referenceAlphabet,
  referencePrefix,
  transactionIdProblem,
} from '~/shared/payments';
import { makeRegistrationSchema } from '~/shared/schemas/registration';
import { differenceHash, hammingDistance } from '../../src/server/images/dhash';

describe('payment references', () => {
  it('use no look-alike characters', () => {
    for (const c of ['0', 'O', '1', 'I', 'L', 'S', 'B', 'Z']) expect(referenceAlphabet).not.toContain(c);
    for (const c of ['2', '5', '8']) expect(referenceAlphabet).toContain(c);
    for (let i = 0; i < 1000; i++)
      expect(newReference('AC26')).toMatch(/^AC26-[2-9ACDEFGHJKMNPQRTUVWXY]{4}$/);
  });

  it('rarely collide, and the database retries those that do (unique across 2,000 draws of 5)', () => {
    const drawn = new Set(Array.from({ length: 2000 }, () => newReference('AC26', 5)));
    expect(drawn.size).toBeGreaterThan(1995);
  });

  it("take the event's initials and 2-digit year", () => {
    const createdAt = new Date('2025-06-01T00:00:00Z');
    expect(referencePrefix({ name: 'Annual Conference 2024', startsOn: '2026-02-01', createdAt })).toBe(
      'AC26',
    );
    expect(referencePrefix({ name: 'Annual Conference 2024', startsOn: null, createdAt })).toBe('AC24');
    expect(referencePrefix({ name: 'mock mun', startsOn: null, createdAt })).toBe('MM25');
  });
});

describe('the UPI link', () => {
  it('carries the exact amount and the reference as the note', () => {
    const uri = new URL(upiPaymentUri(2547, { upiId: 'nitsmun@sbi', name: 'NITSMUN' }, 'AC26-7Q3K'));
    expect(uri.protocol).toBe('upi:');
    expect(uri.searchParams.get('am')).toBe('2547.00');
    expect(uri.searchParams.get('tn')).toBe('AC26-7Q3K');
    expect(uri.searchParams.get('pa')).toBe('nitsmun@sbi');
  });
});

describe('the transaction id', () => {
  it('is a 12-digit UTR or a 6-22 character bank reference with a letter, spaces and dashes ignored', () => {
    expect(normaliseTransactionId(' 4123-4567 8901 ')).toBe('412345678901');
    expect(transactionIdProblem('412345678901')).toBeNull();
    expect(transactionIdProblem('SBIN0123ABC')).toBeNull();
    expect(transactionIdProblem('')).toBe('missing');
    for (const bad of ['12345678901', '1234567890123', 'AB12', 'A'.repeat(23), 'ABC_123']) {
      expect(transactionIdProblem(bad)).toBe('format');
    }
  });

  it('is required by the form of a paid event, optional for the API, refused for a free event', () => {
    const body = {
      eventName: 'E',
      previousMunExperience: 'None',
      committeePreference: ['A'],
      portfolioPreference: [],
      isGroupRegistration: false,
      payment: 'data:image/png;base64,AAAA',
    };
    const issues = (options: Parameters<typeof makeRegistrationSchema>[0], extra = {}) => {
      const parsed = makeRegistrationSchema(options).safeParse({ ...body, ...extra });
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(issues({ free: false })).toContain(
      'Enter the UPI transaction ID (UTR) or the bank transfer reference number of your payment',
    );
    expect(issues({ audience: 'server' })).toEqual([]);
    expect(issues({ audience: 'server' }, { transactionId: '123' })).toHaveLength(1);
    expect(issues({ free: true }, { payment: undefined, transactionId: '412345678901' })).toEqual([
      'This event is free: send no transaction ID',
    ]);
  });
});

describe('the difference hash', () => {
  const picture = async (shift: number, dark = false) =>
    sharp({
      create: { width: 90, height: 80, channels: 3, background: dark ? '#102030' : '#ffffff' },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="80"><rect x="${10 + shift}" y="10" width="30" height="50" fill="${dark ? '#fff' : '#000'}"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();

  it('is close for a slightly changed picture and far for another', async () => {
    const base = await differenceHash(await picture(0));
    expect(hammingDistance(base, await differenceHash(await picture(1)))).toBeLessThanOrEqual(6);
    expect(hammingDistance(base, await differenceHash(await picture(30, true)))).toBeGreaterThan(6);
  });
});
