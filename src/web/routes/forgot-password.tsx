import type { MetaArgs } from 'react-router';
import { PageFrame } from '~/web/components/app/PageFrame';
import { ForgotPasswordForm } from '~/web/features/accounts/components/ForgotPasswordForm';
import { accountMeta } from '~/web/lib/meta';

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Forgot Password',
    'Get a link to choose a new password for your NITSMUN account.',
    {
      index: true,
    },
  );
}

export default function ForgotPassword() {
  return (
    <PageFrame
      title="Forgot Password"
      lead="Enter your email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </PageFrame>
  );
}
