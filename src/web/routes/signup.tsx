import { AccountBenefits, AccountPage } from '~/web/features/accounts/components/AccountPage';
import { GuestOnly } from '~/web/features/accounts/components/Guards';
import { SignupForm } from '~/web/features/accounts/components/SignupForm';
import { accountMeta } from '~/web/features/accounts/meta';

export function meta() {
  return accountMeta(
    'Sign Up',
    'Create your NITSMUN account to register for the Annual Conference of NIT Silchar Model United Nations.',
    { index: true },
  );
}

export default function Signup() {
  return (
    <AccountPage
      title="Sign Up"
      aside={<AccountBenefits />}
      lead="Create your account to register for the Annual Conference and follow your registrations."
      wide
    >
      <GuestOnly>
        <SignupForm />
      </GuestOnly>
    </AccountPage>
  );
}
