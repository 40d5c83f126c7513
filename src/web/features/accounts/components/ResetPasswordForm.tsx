import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { redirectDelays } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '~/shared/schemas/accounts';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { resetPassword } from '../api';
import { useRedirectAfter } from '~/web/components/app/useRedirectAfter';
import { Field } from '~/web/components/app/Field';
import { PasswordInput } from '~/web/components/app/PasswordInput';
import { SubmitButton } from '~/web/components/app/SubmitButton';

/** Reset password: the new password twice; on success, /login after 5 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newpwd: '', cnewpwd: '' },
  });
  const [newpwd, cnewpwd] = useWatch({ control, name: ['newpwd', 'cnewpwd'] });

  const send = useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => notify('success', message || messages.reset.success),
    onError: (error) => notify('error', errorMessage(error, messages.reset.unknownError)),
  });
  useRedirectAfter(send.isSuccess, paths.login, redirectDelays.afterPasswordReset);

  if (send.isSuccess) {
    return (
      <div className="acc-status" role="status">
        <p className="acc-note">
          {messages.reset.success}. Taking you to the login page in {redirectDelays.afterPasswordReset / 1000}{' '}
          seconds.
        </p>
        <Link to={paths.login} className="acc-link">
          Log in now
        </Link>
      </div>
    );
  }

  return (
    <form
      className="acc-form"
      noValidate
      aria-label="Choose a new password"
      onSubmit={handleSubmit((values) => send.mutate({ token, ...values }))}
    >
      <Field
        id="reset-password"
        label="New password"
        hint="At least 8 characters."
        error={errors.newpwd?.message}
      >
        {(a11y) => <PasswordInput {...register('newpwd')} {...a11y} autoComplete="new-password" required />}
      </Field>
      <Field id="reset-confirm-password" label="Confirm new password" error={errors.cnewpwd?.message}>
        {(a11y) => <PasswordInput {...register('cnewpwd')} {...a11y} autoComplete="new-password" required />}
      </Field>
      <SubmitButton pending={send.isPending} disabled={!newpwd || !cnewpwd}>
        Reset Password
      </SubmitButton>
    </form>
  );
}
