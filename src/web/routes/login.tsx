import type { MetaArgs } from 'react-router';
import { PageFrame } from '~/web/components/app/PageFrame';
import { AccountBenefits } from '~/web/features/accounts/components/AccountBenefits';
import { LoginForm } from '~/web/features/accounts/components/LoginForm';
import { accountMeta } from '~/web/lib/meta';

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Login',
    'Log in to your NITSMUN account to register for the Annual Conference and manage your profile.',
    { index: true },
  );
}

export default function Login() {
  return (
    <PageFrame
      aside={<AccountBenefits />}
      title="Log In"
      lead="Welcome back, delegate. Log in to register for the conference and manage your profile."
    >
      <LoginForm />
    </PageFrame>
  );
}
