/**
 * A registration drive on the institute's Wi-Fi: hundreds of students behind one public address sign up and
 * log in within the hour, with the limits kept in memory and in Redis (REDIS_URL; Redis runs on this
 * machine). Guessing from that address stays bounded per (email, address), and the sign-up mail per inbox
 * and per domain (docs/decisions/0048-device-cookies-and-campus-limits.md).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { DEVICE_COOKIE } from '../../src/server/modules/accounts/device-cookie';
import { rateLimits } from '../../src/server/plugins/security';
import { signupBody } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STUDENTS = 300;

// Random addresses and domains per run, so counters an earlier run left in Redis never matter.
const randomAddress = () => `100.${64 + (randomBytes(1)[0]! % 64)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const randomDomain = () => `campus-${randomBytes(5).toString('hex')}.example`;

describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: redisUrl }],
])('a campus drive behind one address (limits %s)', (_store, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ site: false, env });
  });
  afterAll(() => t?.close());

  const post = (url: string, json: unknown, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: JSON.stringify(json),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    });
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  it(`lets ${STUDENTS} students sign up and log in from one address; a campus guesser stays bounded`, async () => {
    expect(STUDENTS).toBeLessThanOrEqual(rateLimits.signupPerAddress.max);
    const campus = randomAddress();
    const domain = randomDomain();
    const students = Array.from({ length: STUDENTS }, (_, i) =>
      signupBody({ email: `student${i}@${domain}`, name: `Student ${i}` }),
    );
    for (const student of students) {
      const res = await post('/v1/api/signup', student, campus);
      expect(res.statusCode, student.email).toBe(200);
    }

    // Every student logs in; one in five mistypes the password first.
    const cookies: string[] = [];
    for (const [i, student] of students.entries()) {
      if (i % 5 === 0) {
        const typo = await post('/v1/api/login', { email: student.email, password: 'mistyped pw' }, campus);
        expect(typo.statusCode).toBe(401);
      }
      const res = await post('/v1/api/login', { email: student.email, password: student.password }, campus);
      expect(res.statusCode, student.email).toBe(200);
      expect(res.json().message).toBe(messages.login.success);
      cookies.push(deviceCookie(res));
    }
    expect(cookies[0]).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));

    // Someone on the same Wi-Fi guesses one student's password: refused after the per-(email, address) limit.
    const victim = students[7]!;
    const guesses: number[] = [];
    for (let i = 0; i <= rateLimits.loginPerEmailAndAddress.max; i++) {
      guesses.push(
        (await post('/v1/api/login', { email: victim.email, password: `guess ${i}xx` }, campus)).statusCode,
      );
    }
    expect(guesses).toEqual([...Array<number>(rateLimits.loginPerEmailAndAddress.max).fill(401), 429]);
    // The student's own browser (its device cookie) still logs in from that address; the others too.
    expect(
      (await post('/v1/api/login', { email: victim.email, password: victim.password }, campus, cookies[7]))
        .statusCode,
    ).toBe(200);
    const classmate = students[8]!;
    expect(
      (await post('/v1/api/login', { email: classmate.email, password: classmate.password }, campus))
        .statusCode,
    ).toBe(200);
  }, 180_000);

  it(`refuses sign-up number ${rateLimits.signupPerAddress.max + 1} from one address in an hour`, async () => {
    const address = randomAddress();
    // Several domains, so that the per-domain limit is not what refuses.
    const domains = Array.from(
      { length: Math.ceil(rateLimits.signupPerAddress.max / 100) + 1 },
      randomDomain,
    );
    for (let i = 0; i < rateLimits.signupPerAddress.max; i++) {
      const body = signupBody({ email: `s${i}@${domains[i % domains.length]}` });
      expect((await post('/v1/api/signup', body, address)).statusCode).toBe(200);
    }
    const refused = await post('/v1/api/signup', signupBody({ email: `late@${domains[0]}` }), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.generic.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/v1/api/signup', signupBody({ email: `late@${domains[0]}` }), randomAddress())).statusCode,
    ).toBe(200);
  }, 180_000);
});

describe('sign-up mail to one domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ site: false });
  });
  afterAll(() => t?.close());

  it(`stops at ${rateLimits.signupPerDomain.max} sign-ups per email domain in an hour, from any addresses`, async () => {
    const domain = randomDomain();
    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/api/signup',
        remoteAddress: randomAddress(),
        payload: signupBody({ email }),
      });
    for (let i = 0; i < rateLimits.signupPerDomain.max; i++) {
      expect((await signUp(`victim${i}@${domain}`)).statusCode).toBe(200);
    }
    const refused = await signUp(`victim.late@${domain.toUpperCase()}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.generic.tooManyRequests });
    // Another domain is not affected.
    expect((await signUp(`someone@${randomDomain()}`)).statusCode).toBe(200);
  }, 180_000);
});
