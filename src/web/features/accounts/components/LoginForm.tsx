import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { isInvitePath, paths, redirectTargetOf, withRedirect } from '~/shared/paths';
import { loginSchema, type LoginInput } from '~/shared/schemas/accounts';
import { errorMessage, setAuthCookie } from '~/web/lib/api';
import { notifyAfterReload } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { useHydrated } from '~/web/lib/use-hydrated';
import { login } from '../api';
import { Field } from '~/web/components/app/Field';
import { PasswordInput } from '~/web/components/app/PasswordInput';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { EmailInput } from '~/web/components/app/EmailInput';

/**
 * Where the address asks to go once logged in (`?redirectTo=`, a path of this site), read in the browser:
 * the server renders one login page for everyone.
 */
export function useRedirectTarget(): string | null {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => setTarget(redirectTargetOf(window.location.search)), []);
  return target;
}

/**
 * Login: stores the session token in the authToken cookie, then goes to the page the address names
 * (`?redirectTo=`, e.g. the group invite that sent the visitor here) or /registration, with a full page
 * load (so every part of the site starts logged in). Log In stays disabled until both fields are filled.
 */
export function LoginForm() {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  // The server's HTML shows the form; it takes input once the page runs (nothing typed earlier is lost).
  const hydrated = useHydrated();
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const target = useRedirectTarget();

  const send = useMutation({
    mutationFn: login,
    onSuccess: ({ token, expiresAt }) => {
      setAuthCookie(token, expiresAt);
      notifyAfterReload('success', messages.login.success);
      window.location.assign(redirectTargetOf(window.location.search) ?? paths.registration);
    },
    onError: (error) => notify('error', errorMessage(error, messages.login.unknownError)),
  });
  // After success the page is being replaced: keep the button busy until it is.
  const pending = send.isPending || send.isSuccess;

  return (
    <form
      className="acc-form"
      noValidate
      aria-label="Log in"
      onSubmit={handleSubmit((values) => send.mutate(values))}
    >
      {target && isInvitePath(target) ? (
        <p className="acc-note" role="status">
          Log in to open your group invite. New here? Create your account, verify your email, and the invite
          opens.
        </p>
      ) : null}
      <fieldset className="acc-fieldset" disabled={!hydrated}>
        <Field id="login-email" label="Email" error={errors.email?.message}>
          {(a11y) => <EmailInput {...register('email')} {...a11y} />}
        </Field>
        <Field id="login-password" label="Password" error={errors.password?.message}>
          {(a11y) => (
            <PasswordInput {...register('password')} {...a11y} autoComplete="current-password" required />
          )}
        </Field>
        <SubmitButton pending={pending} disabled={!email || !password}>
          Log In
        </SubmitButton>
        <ul className="acc-links">
          <li>
            <Link to={paths.forgotPassword} className="acc-link">
              Forgot password?
            </Link>
          </li>
          <li>
            New here?{' '}
            <Link to={withRedirect(paths.signup, target)} className="acc-link">
              Create an account
            </Link>
          </li>
        </ul>
      </fieldset>
    </form>
  );
}
