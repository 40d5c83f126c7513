import type { MetaArgs } from 'react-router';
import { useLocation } from 'react-router';
import { RegistrationDetail } from '~/web/features/admin/components/RegistrationDetail';
import { reviewParam } from '~/web/features/admin/review';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/eventreg';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Registration' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Registration', 'One event registration, for NITSMUN admins.');
}

export default function EventReg({ params }: Route.ComponentProps) {
  const review = new URLSearchParams(useLocation().search).get(reviewParam) === '1';
  return <RegistrationDetail key={params.eventID} id={params.eventID} review={review} />;
}
