import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { users } from '../../src/server/db/schema';
import { signupBody, studentSignupBody, uniqueScholarId } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const url = '/v1/api/signup';
const m = messages.signup;

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

const signUp = (json: unknown) => request(t.app, { method: 'POST', url, json });

async function findUser(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

describe('POST /v1/api/signup', () => {
  it('creates a non-student account (email lowercased, argon2id hash, unverified client) and mails a welcome', async () => {
    const body = signupBody({ email: '  Asha.Mixed@Example.COM ', name: '  Asha Das ' });
    const res = await signUp(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.success });

    const row = await findUser('asha.mixed@example.com');
    expect(row).toMatchObject({
      name: 'Asha Das',
      email: 'asha.mixed@example.com',
      phone: '9876543210',
      isStudentOfNits: false,
      scholarId: null,
      branch: null,
      instituteEmail: null,
      year: null,
      isVerified: false,
      role: 'client',
      photoId: null,
      deletionScheduledAt: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(body.password);

    expect(await t.app.mailer.drain()).toBe(1);
    const mail = await smtp.waitFor('asha.mixed@example.com');
    expect(mail.subject).toBe('Welcome to NITSMUN');
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/login`);
    expect(mail.html).toContain(`href="${t.config.PUBLIC_URL}/login"`);
  });

  it('creates a student account with scholar ID, branch, institute email and year', async () => {
    const body = studentSignupBody({ instituteEmail: 'Rohan.K@CSE.nits.ac.in' });
    const res = await signUp(body);
    expect(res.statusCode).toBe(200);
    expect(await findUser(body.email)).toMatchObject({
      isStudentOfNits: true,
      scholarId: body.scholarID,
      branch: body.branch,
      instituteEmail: 'rohan.k@cse.nits.ac.in',
      year: '2',
    });
  });

  it('ignores student fields sent by a non-student', async () => {
    const body = signupBody({
      scholarID: '1234567',
      branch: 'CSE',
      instituteEmail: 'x@nits.ac.in',
      year: '3',
    });
    expect((await signUp(body)).statusCode).toBe(200);
    expect(await findUser(body.email)).toMatchObject({
      scholarId: null,
      branch: null,
      instituteEmail: null,
      year: null,
    });
  });

  const noEmail = signupBody();
  delete (noEmail as Partial<typeof noEmail>).email;
  it.each([
    ['email is missing', noEmail, m.emailRequired],
    ['email is empty', signupBody({ email: '  ' }), m.emailRequired],
    ['email has no at-sign', signupBody({ email: 'asha.example.com' }), m.invalidEmail],
    ['email has no domain', signupBody({ email: 'asha@' }), m.invalidEmail],
    ['name is missing', signupBody({ name: undefined }), m.allFieldsRequired],
    ['name is blank', signupBody({ name: '   ' }), m.allFieldsRequired],
    ['phone is empty', signupBody({ phone: '' }), m.allFieldsRequired],
    ['password is missing', signupBody({ password: undefined }), m.allFieldsRequired],
    ['confirmPassword is empty', signupBody({ confirmPassword: '' }), m.allFieldsRequired],
    ['isStudentOfNITS is missing', signupBody({ isStudentOfNITS: undefined }), m.allFieldsRequired],
    ['isStudentOfNITS is a string', signupBody({ isStudentOfNITS: 'yes' }), m.allFieldsRequired],
    ['name is a number', signupBody({ name: 42 }), m.allFieldsRequired],
    [
      'a student gives no institute email',
      studentSignupBody({ instituteEmail: undefined }),
      m.instituteEmailRequired,
    ],
    [
      'a student gives a blank institute email',
      studentSignupBody({ instituteEmail: ' ' }),
      m.instituteEmailRequired,
    ],
    [
      'the institute email is elsewhere',
      studentSignupBody({ instituteEmail: 'rohan@gmail.com' }),
      m.invalidInstituteEmail,
    ],
    [
      'the institute email has a bad subdomain',
      studentSignupBody({ instituteEmail: 'rohan@c-s.nits.ac.in' }),
      m.invalidInstituteEmail,
    ],
    [
      'the institute email has a bad local part',
      studentSignupBody({ instituteEmail: 'ro han@nits.ac.in' }),
      m.invalidInstituteEmail,
    ],
    ['a student gives no scholar ID', studentSignupBody({ scholarID: undefined }), m.studentFieldsRequired],
    ['a student gives no branch', studentSignupBody({ branch: '' }), m.studentFieldsRequired],
    ['a student gives no year', studentSignupBody({ year: null }), m.studentFieldsRequired],
    [
      'a non-student gives an institute email',
      signupBody({ email: 'asha@nits.ac.in' }),
      m.personalEmailRequired,
    ],
    [
      'a non-student gives an institute subdomain email',
      signupBody({ email: 'asha@ece.nits.ac.in' }),
      m.personalEmailRequired,
    ],
    [
      'a student gives the institute email as personal',
      studentSignupBody({ email: 'rohan@cse.nits.ac.in' }),
      m.personalEmailInSecondField,
    ],
    [
      'the password is short',
      signupBody({ password: 'short12', confirmPassword: 'short12' }),
      m.passwordTooShort,
    ],
    ['the passwords differ', signupBody({ confirmPassword: 'correct horsE' }), m.passwordsDoNotMatch],
    ['the phone is short', signupBody({ phone: '987654321' }), m.invalidPhone],
    ['the phone has letters', signupBody({ phone: 'call me now!' }), m.invalidPhone],
    ['the scholar ID is not 7 digits', studentSignupBody({ scholarID: '12345' }), m.invalidScholarId],
    ['the scholar ID has letters', studentSignupBody({ scholarID: '12345ab' }), m.invalidScholarId],
    ['the name is too long', signupBody({ name: 'x'.repeat(101) }), m.tooLong],
    [
      'the password is too long',
      signupBody({ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }),
      m.tooLong,
    ],
  ])('answers 400 when %s, creating nothing', async (_case, body, error) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    if (typeof body.email === 'string' && body.email.includes('@'))
      expect(await findUser(body.email.trim())).toBeUndefined();
  });

  it('reports the required fields before anything else', async () => {
    const res = await signUp({ email: 'bad', password: 'x', isStudentOfNITS: true });
    expect(res.json()).toEqual({ error: m.allFieldsRequired });
  });

  it.each([
    ['an array', [signupBody()]],
    ['a string', 'hello'],
    ['null', null],
  ])('answers 400 for %s as the body', async (_case, body) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.allFieldsRequired });
  });

  it('answers 400 {error} for an extra field', async () => {
    const res = await signUp(signupBody({ role: 'superadmin' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['error']);
  });

  describe('uniqueness', () => {
    it('refuses a second account with the same email, in any case: 409', async () => {
      const body = signupBody();
      expect((await signUp(body)).statusCode).toBe(200);
      const res = await signUp(signupBody({ email: body.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.emailExists });
    });

    it('refuses a taken institute email: 409', async () => {
      const first = studentSignupBody();
      expect((await signUp(first)).statusCode).toBe(200);
      const res = await signUp(studentSignupBody({ instituteEmail: first.instituteEmail.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.instituteEmailExists });
    });

    it('refuses a taken scholar ID: 409', async () => {
      const first = studentSignupBody();
      expect((await signUp(first)).statusCode).toBe(200);
      const res = await signUp(studentSignupBody({ scholarID: first.scholarID }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.scholarIdExists });
    });

    it('names the email first when several fields are taken', async () => {
      const first = studentSignupBody();
      expect((await signUp(first)).statusCode).toBe(200);
      const res = await signUp({ ...first });
      expect(res.json()).toEqual({ error: m.emailExists });
      const res2 = await signUp(
        studentSignupBody({ instituteEmail: first.instituteEmail, scholarID: first.scholarID }),
      );
      expect(res2.json()).toEqual({ error: m.instituteEmailExists });
    });

    it('lets exactly one of 10 racing sign-ups with one email through', async () => {
      const email = signupBody().email;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signUp(signupBody({ email, name: `Racer ${i}` }))),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      for (const r of results.filter((r) => r.statusCode === 409)) {
        expect(r.json()).toEqual({ error: m.emailExists });
      }
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    });

    it('lets exactly one of 10 racing sign-ups with one scholar ID through', async () => {
      const scholarID = uniqueScholarId();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => signUp(studentSignupBody({ scholarID }))),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(r.json()).toEqual({ error: m.scholarIdExists });
      }
    });
  });

  it('answers 500 with its failure message and keeps no account when the welcome mail cannot be queued', async () => {
    const body = signupBody();
    await t.db.execute(sql`alter table outbox rename to outbox_moved`);
    try {
      const res = await signUp(body);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: m.failed });
    } finally {
      await t.db.execute(sql`alter table outbox_moved rename to outbox`);
    }
    expect(await findUser(body.email)).toBeUndefined();
  });
});

describe('POST /v1/api/signup with INSTITUTE_EMAIL_DOMAIN set', () => {
  it('checks institute emails against the configured domain', async () => {
    const other = await createTestApp({ site: false, env: { INSTITUTE_EMAIL_DOMAIN: 'example.edu' } });
    try {
      const ok = await request(other.app, {
        method: 'POST',
        url,
        json: studentSignupBody({ instituteEmail: 'rohan@cse.example.edu' }),
      });
      expect(ok.statusCode).toBe(200);
      const refused = await request(other.app, {
        method: 'POST',
        url,
        json: studentSignupBody({ instituteEmail: 'rohan@nits.ac.in' }),
      });
      expect(refused.json()).toEqual({ error: m.invalidInstituteEmail });
      const personal = await request(other.app, {
        method: 'POST',
        url,
        json: signupBody({ email: 'asha@example.edu' }),
      });
      expect(personal.json()).toEqual({ error: m.personalEmailRequired });
    } finally {
      await other.close();
    }
  });
});
