import { describe, expect, it } from 'vitest';
import { checkImageFile, imageRules, maxDataUrlLength } from '~/shared/images';
import { messages } from '~/shared/messages';
import {
  instituteEmailPattern,
  isInstituteDomainEmail,
  loginSchema,
  makeResetPasswordSchema,
  makeSignupSchema,
  profileChanges,
  profileEditSchema,
  resetPasswordFormSchema,
  signupSchema,
} from '~/shared/schemas/accounts';

const valid = {
  name: 'Asha Das',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  isStudentOfNITS: false,
};
const student = {
  ...valid,
  isStudentOfNITS: true,
  scholarID: '2112045',
  branch: 'CSE',
  instituteEmail: 'asha_d@cse.nits.ac.in',
  year: '3',
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('institute email', () => {
  it.each([
    ['a@nits.ac.in', true],
    ['first.last_1-x@cse.nits.ac.in', true],
    ['a@cse.ece.nits.ac.in', false],
    ['a@nits.ac.in.evil.com', false],
    ['a@notnits.ac.in', false],
    ['a b@nits.ac.in', false],
    ['a@c5e.nits.ac.in', false],
  ])('%s matches the pattern: %s', (email, expected) => {
    expect(instituteEmailPattern().test(email)).toBe(expected);
  });

  it('follows a configured domain', () => {
    expect(instituteEmailPattern('example.edu').test('a@cs.example.edu')).toBe(true);
    expect(instituteEmailPattern('example.edu').test('a@examplexedu')).toBe(false);
  });

  it.each([
    ['a@nits.ac.in', true],
    ['a@ece.nits.ac.in', true],
    ['A@NITS.AC.IN', true],
    ['a@notnits.ac.in', false],
    ['a@gmail.com', false],
    ['nits.ac.in', false],
  ])('%s is on the institute domain: %s', (email, expected) => {
    expect(isInstituteDomainEmail(email)).toBe(expected);
  });
});

describe('signupSchema (browser) and the server version', () => {
  const server = makeSignupSchema('nits.ac.in', 'server');

  it('accepts a non-student and a student, trimming and lowercasing emails', () => {
    expect(signupSchema.parse({ ...valid, email: ' Asha@Example.com ' }).email).toBe('asha@example.com');
    expect(server.parse({ ...student, instituteEmail: 'ASHA_D@cse.nits.ac.in' }).instituteEmail).toBe(
      'asha_d@cse.nits.ac.in',
    );
  });

  it('words a missing or malformed email for its audience', () => {
    expect(issues(signupSchema.safeParse({ ...valid, email: '' }))).toEqual([
      ['email', messages.signup.allFieldsRequired],
    ]);
    expect(issues(server.safeParse({ ...valid, email: '' }))).toEqual([
      ['email', messages.signup.emailRequired],
    ]);
    expect(issues(signupSchema.safeParse({ ...valid, email: 'nope' }))).toEqual([
      ['email', messages.signup.invalidEmailBrowser],
    ]);
    expect(issues(server.safeParse({ ...valid, email: 'nope' }))).toEqual([
      ['email', messages.signup.invalidEmail],
    ]);
  });

  it('reports every failing rule on its own field, required fields first', () => {
    const result = signupSchema.safeParse({
      ...student,
      name: '',
      email: 'x@nits.ac.in',
      password: 'short',
      confirmPassword: 'other',
      instituteEmail: 'x@gmail.com',
      branch: '',
      phone: '123',
      scholarID: '12',
    });
    expect(issues(result)).toEqual([
      ['name', messages.signup.allFieldsRequired],
      ['email', messages.signup.personalEmailInSecondField],
      ['password', messages.signup.passwordTooShort],
      ['confirmPassword', messages.signup.passwordsDoNotMatch],
      ['instituteEmail', messages.signup.invalidInstituteEmail],
      ['branch', messages.signup.studentFieldsRequired],
      ['phone', messages.signup.invalidPhone],
      ['scholarID', messages.signup.invalidScholarId],
    ]);
  });

  it('does not ask non-students for the student fields', () => {
    expect(signupSchema.safeParse({ ...valid, scholarID: '', branch: null }).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it.each([
    [
      { email: '', password: '' },
      [
        ['email', messages.login.allFieldsRequired],
        ['password', messages.login.allFieldsRequired],
      ],
    ],
    [{ email: 'abc', password: 'password1' }, [['email', messages.login.invalidEmail]]],
    [{ email: 'a@b', password: 'seven77' }, [['password', messages.login.passwordTooShort]]],
    [{ email: 'a@b', password: 'password1' }, []],
  ])('%j', (input, expected) => {
    expect(issues(loginSchema.safeParse(input))).toEqual(expected);
  });
});

describe('reset password schemas', () => {
  it('words a mismatch for its audience', () => {
    const input = { token: 't', newpwd: 'password1', cnewpwd: 'password2' };
    expect(issues(makeResetPasswordSchema('server').safeParse(input))).toEqual([
      ['cnewpwd', messages.reset.passwordsDoNotMatch],
    ]);
    expect(issues(resetPasswordFormSchema.safeParse({ newpwd: 'password1', cnewpwd: 'password2' }))).toEqual([
      ['cnewpwd', messages.reset.passwordsDoNotMatchBrowser],
    ]);
  });
});

describe('profileEditSchema', () => {
  it('treats empty fields as unchanged', () => {
    const input = { newName: ' New ', newPwd: '', confirmNewPwd: '', phone: '', photo: '' };
    expect(profileEditSchema.safeParse(input).success).toBe(true);
    expect(profileChanges(input)).toEqual({ name: 'New' });
  });

  it('needs at least one change', () => {
    expect(issues(profileEditSchema.safeParse({}))).toEqual([['newName', messages.profile.noEntries]]);
  });

  it('limits the photo data URL to what 300 KB needs', () => {
    const max = maxDataUrlLength(imageRules.profilePhotoMaxBytes);
    const photo = `data:image/png;base64,${'A'.repeat(max)}`;
    expect(issues(profileEditSchema.safeParse({ photo }))).toEqual([
      ['photo', messages.profile.invalidPhoto],
    ]);
  });
});

describe('checkImageFile', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, true],
    [{ type: 'image/jpg', size: 1000 }, true],
    [{ type: 'image/avif', size: 300 * 1024 }, true],
    [{ type: 'image/avif', size: 300 * 1024 + 1 }, false],
    [{ type: 'image/gif', size: 1000 }, false],
    [{ type: 'image/png', size: 0 }, false],
  ])('%j -> %s', (file, expected) => {
    expect(checkImageFile(file, imageRules.profilePhotoMaxBytes)).toBe(expected);
  });
});
