import type { Route } from './+types/verify-email';
import { VerifyEmail as VerifyEmailScreen } from '~/web/features/accounts/components/VerifyEmail';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta('Verify Email', 'Verifying the email address of your NITSMUN account.');
}

export default function VerifyEmail({ params }: Route.ComponentProps) {
  return <VerifyEmailScreen key={params.token} token={params.token} />;
}
