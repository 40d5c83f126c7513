import type { MetaArgs } from 'react-router';
import type { Route } from './+types/reset-password';
import { PageFrame } from '~/web/components/app/PageFrame';
import { ResetPasswordForm } from '~/web/features/accounts/components/ResetPasswordForm';
import { accountMeta } from '~/web/lib/meta';

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Reset Password', 'Choose a new password for your NITSMUN account.');
}

export default function ResetPassword({ params }: Route.ComponentProps) {
  return (
    <PageFrame title="Reset Password" lead="Choose a new password for your account.">
      <ResetPasswordForm token={params.token} />
    </PageFrame>
  );
}
