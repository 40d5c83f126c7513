import type { MetaArgs } from 'react-router';
import { PageFrame } from '~/web/components/app/PageFrame';
import { AccountBenefits } from '~/web/features/accounts/components/AccountBenefits';
import { SignupForm } from '~/web/features/accounts/components/SignupForm';
import { accountMeta } from '~/web/lib/meta';

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Sign Up',
    'Create your NITSMUN account to register for the Annual Conference of NIT Silchar Model United Nations.',
    { index: true },
  );
}

export default function Signup() {
  return (
    <PageFrame
      title="Sign Up"
      aside={<AccountBenefits />}
      lead="Create your account to register for the Annual Conference and follow your registrations."
      variant="wide"
    >
      <SignupForm />
    </PageFrame>
  );
}
