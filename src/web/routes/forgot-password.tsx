import { AccountPage } from '~/web/features/accounts/components/AccountPage';
import { ForgotPasswordForm } from '~/web/features/accounts/components/ForgotPasswordForm';
import { accountMeta } from '~/web/features/accounts/meta';

export function meta() {
  return accountMeta('Forgot Password', 'Get a link to choose a new password for your NITSMUN account.');
}

export default function ForgotPassword() {
  return (
    <AccountPage
      title="Forgot Password"
      lead="Enter your email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
