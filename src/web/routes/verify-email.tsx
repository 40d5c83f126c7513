import type { MetaArgs } from 'react-router';
import type { Route } from './+types/verify-email';
import { VerifyEmail as VerifyEmailScreen } from '~/web/features/accounts/components/VerifyEmail';
import { accountMeta } from '~/web/lib/meta';

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Verify Email', 'Verifying the email address of your NITSMUN account.');
}

export default function VerifyEmail({ params }: Route.ComponentProps) {
  return <VerifyEmailScreen key={params.token} token={params.token} />;
}
