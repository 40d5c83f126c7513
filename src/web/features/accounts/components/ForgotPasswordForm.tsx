import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { forgotPasswordSchema, type ForgotPasswordInput } from '~/shared/schemas/accounts';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { useHydrated } from '~/web/lib/use-hydrated';
import { sendResetLink } from '../api';
import { Field } from '~/web/components/app/Field';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { EmailInput } from '~/web/components/app/EmailInput';

/** Forgot password: emails a reset link. Send needs an email with an '@' and a '.'. */
export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  // The server's HTML shows the form; it takes input once the page runs (nothing typed earlier is lost).
  const hydrated = useHydrated();
  const email = useWatch({ control, name: 'email' });

  const send = useMutation({
    mutationFn: sendResetLink,
    onSuccess: ({ message }) => notify('success', message || messages.forgot.success),
    onError: (error) => notify('error', errorMessage(error, messages.forgot.unknownError)),
  });

  return (
    <form
      className="acc-form"
      noValidate
      aria-label="Reset your password"
      onSubmit={handleSubmit((values) => send.mutate(values))}
    >
      <fieldset className="acc-fieldset" disabled={!hydrated}>
        <Field
          id="forgot-email"
          label="Email"
          hint="The personal email of your account. We will send a link to choose a new password."
          error={errors.email?.message}
        >
          {(a11y) => <EmailInput {...register('email')} {...a11y} />}
        </Field>
        <SubmitButton pending={send.isPending} disabled={!(email.includes('@') && email.includes('.'))}>
          Send
        </SubmitButton>
        {send.isSuccess ? (
          <p className="acc-note" role="status">
            {messages.forgot.success}. Check your inbox (and the spam folder): the link works once, for one
            hour.
          </p>
        ) : null}
        <p className="acc-aside">
          Remembered it?{' '}
          <Link to={paths.login} className="acc-link">
            Back to login
          </Link>
        </p>
      </fieldset>
    </form>
  );
}
