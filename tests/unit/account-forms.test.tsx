// @vitest-environment jsdom
/**
 * The account forms' own rules (src/web/features/accounts/components), rendered as the pages render them:
 * sign-up, login, forgot and reset password and the profile editor check every field in the browser with the
 * messages of docs/requirements.md#validation, send nothing while a rule fails and keep what was typed.
 * What the server answers is the API suite's; the whole journeys are the end-to-end tests'.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import { EditProfileForm } from '~/web/features/accounts/components/EditProfileForm';
import { ForgotPasswordForm } from '~/web/features/accounts/components/ForgotPasswordForm';
import { LoginForm } from '~/web/features/accounts/components/LoginForm';
import { ResetPasswordForm } from '~/web/features/accounts/components/ResetPasswordForm';
import { SignupForm } from '~/web/features/accounts/components/SignupForm';
import { renderInApp } from '../support/render';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

let requests: RequestWatch;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => {
  cleanup();
});

function renderForm(form: ReactNode, path = '/') {
  return renderInApp(form, { path }).user;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const button = (name: string) => screen.getByRole('button', { name });
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

describe('sign-up', () => {
  it('asks first whether the visitor studies at the institute: no fields and no Sign Up before the answer', async () => {
    const user = renderForm(<SignupForm />);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(field('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Scholar ID')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(field('Personal email')).toBeTruthy();
    expect(field('Scholar ID')).toBeTruthy();
  });

  it('checks every rule with its message, sends nothing and keeps what was typed', async () => {
    const user = renderForm(<SignupForm />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(field('Email'), 'asha@cse.nits.ac.in');
    await user.type(field('Phone number'), '12345');
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm password'), 'different');
    await user.click(button('Sign Up'));

    await waitFor(() => expect(errorOf('signup-name')).toBe(messages.signup.allFieldsRequired));
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('signup-email')).toBe(messages.signup.personalEmailRequired);
    expect(errorOf('signup-phone')).toBe(messages.signup.invalidPhone);
    expect(errorOf('signup-password')).toBe(messages.signup.passwordTooShort);
    expect(errorOf('signup-confirm-password')).toBe(messages.signup.passwordsDoNotMatch);
    expect(field('Email').getAttribute('aria-describedby')).toBe('signup-email-error');

    // Once shown, a message follows what is typed.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha.example.com');
    await waitFor(() => expect(errorOf('signup-email')).toBe(messages.signup.invalidEmailBrowser));

    expect(requests.sent).toEqual([]);
    expect((field('Phone number') as HTMLInputElement).value).toBe('12345');
  });

  it('a student: the personal email in its own field, the institute fields required, the institute address checked', async () => {
    const user = renderForm(<SignupForm />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(field('Personal email'), 'rohan@ece.nits.ac.in');
    await user.click(button('Sign Up'));
    await waitFor(() => expect(errorOf('signup-email')).toBe(messages.signup.personalEmailInSecondField));
    expect(errorOf('signup-institute-email')).toBe(messages.signup.instituteEmailRequired);
    expect(errorOf('signup-scholar-id')).toBe(messages.signup.studentFieldsRequired);
    await user.type(field('Institute email'), 'rohan@gmail.com');
    await waitFor(() =>
      expect(errorOf('signup-institute-email')).toBe(messages.signup.invalidInstituteEmail),
    );
    expect(requests.sent).toEqual([]);
  });

  it('a student sends the institute fields with the common ones', async () => {
    // Answered as for an address already signed up: the success answer leads on to /login, which this
    // page alone does not route.
    answer('POST /v1/api/signup', json({ error: messages.signup.emailExists }, 409));
    const user = renderForm(<SignupForm />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(field('Full name'), 'Rohan Das');
    await user.type(field('Personal email'), 'rohan@example.com');
    await user.type(field('Phone number'), '9876543210');
    await user.type(field('Password'), 'correct horse');
    await user.type(field('Confirm password'), 'correct horse');
    await user.type(field('Scholar ID'), '2112345');
    await user.selectOptions(field('Year of study'), '2');
    await user.type(field('Branch'), 'Electronics and Communication Engineering');
    await user.type(field('Institute email'), 'rohan_2112345@ece.nits.ac.in');
    await user.click(button('Sign Up'));
    await waitFor(() => expect(requests.sent).toHaveLength(1));
    expect(requests.sent[0]).toMatchObject({ method: 'POST', url: '/v1/api/signup' });
    expect(requests.sent[0]!.body).toEqual({
      name: 'Rohan Das',
      email: 'rohan@example.com',
      phone: '9876543210',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      isStudentOfNITS: true,
      scholarID: '2112345',
      branch: 'Electronics and Communication Engineering',
      instituteEmail: 'rohan_2112345@ece.nits.ac.in',
      year: '2',
    });
  });
});

describe('login', () => {
  it('Log In waits for both fields; each is checked with its message; the links lead on', async () => {
    const user = renderForm(<LoginForm />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    await waitFor(() => expect((field('Email') as HTMLInputElement).disabled).toBe(false));
    await user.type(field('Email'), 'nobody');
    expect((button('Log In') as HTMLButtonElement).disabled).toBe(true);
    await user.type(field('Password'), 'short');
    await user.click(button('Log In'));
    await waitFor(() => expect(errorOf('login-email')).toBe(messages.login.invalidEmail));
    expect(errorOf('login-password')).toBe(messages.login.passwordTooShort);
    expect(requests.sent).toEqual([]);
  });
});

describe('forgot password', () => {
  it('Send waits for an address with an @ and a dot', async () => {
    const user = renderForm(<ForgotPasswordForm />, '/forgotPassword');
    await waitFor(() => expect((field('Email') as HTMLInputElement).disabled).toBe(false));
    expect((button('Send') as HTMLButtonElement).disabled).toBe(true);
    await user.type(field('Email'), 'asha@example');
    expect((button('Send') as HTMLButtonElement).disabled).toBe(true);
    await user.type(field('Email'), '.com');
    expect((button('Send') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('reset password', () => {
  it('checks that the two passwords match and are long enough before sending', async () => {
    const user = renderForm(<ResetPasswordForm token="some-token" />, '/resetpassword/some-token');
    await user.type(field('New password'), 'brand new pass');
    await user.type(field('Confirm new password'), 'brand new pasS');
    await user.click(button('Reset Password'));
    await waitFor(() =>
      expect(errorOf('reset-confirm-password')).toBe(messages.reset.passwordsDoNotMatchBrowser),
    );
    await user.clear(field('New password'));
    await user.type(field('New password'), 'short');
    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'short');
    await user.click(button('Reset Password'));
    await waitFor(() => expect(errorOf('reset-password')).toBe(messages.reset.passwordTooShort));
    expect(requests.sent).toEqual([]);
  });
});

describe('the profile editor', () => {
  const profile = {
    name: 'Meera Das',
    email: 'meera@example.com',
    phone: '9876543210',
    photo: null,
    role: 'client',
    isVerified: true,
    isStudentOfNITS: false,
  } as unknown as Profile;

  const png = () =>
    new File(
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4OcPv5Aw/BggFADEeBr3D7uNzAAAAAElFTkSuQmCC',
          'base64',
        ),
      ],
      'me.png',
      { type: 'image/png' },
    );

  it('refuses a photo over 300 KB or of another type, previews an accepted one, and checks a new password', async () => {
    const user = renderForm(<EditProfileForm profile={profile} />, '/dashboard/edit');
    expect((field('Name') as HTMLInputElement).value).toBe('Meera Das');
    const photo = screen.getByLabelText('Photo', { exact: true }) as HTMLInputElement;
    const upload = (file: File) => user.upload(photo, file);

    await upload(new File([new Uint8Array(301 * 1024)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(errorOf('edit-photo')).toBe(messages.profile.invalidPhoto));
    await user.upload(photo, new File(['GIF89a'], 'notes.gif', { type: 'image/gif' }));
    await waitFor(() => expect(errorOf('edit-photo')).toBe(messages.profile.invalidPhoto));
    await upload(png());
    await waitFor(() => expect(errorOf('edit-photo')).toBeNull());
    expect(
      (await screen.findByRole('img', { name: 'Preview of your new photo' })).getAttribute('src'),
    ).toMatch(/^data:image\/png;base64,/);

    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'short');
    await user.click(button('Save changes'));
    await waitFor(() => expect(errorOf('edit-password')).toBe(messages.profile.passwordTooShort));
    expect(requests.sent).toEqual([]);
  });
});
