import type { Route } from './+types/reset-password';
import { AccountPage } from '~/web/features/accounts/components/AccountPage';
import { ResetPasswordForm } from '~/web/features/accounts/components/ResetPasswordForm';
import { accountMeta } from '~/web/features/accounts/meta';

export function meta() {
  return accountMeta('Reset Password', 'Choose a new password for your NITSMUN account.');
}

export default function ResetPassword({ params }: Route.ComponentProps) {
  return (
    <AccountPage title="Reset Password" lead="Choose a new password for your account.">
      <ResetPasswordForm token={params.token} />
    </AccountPage>
  );
}
