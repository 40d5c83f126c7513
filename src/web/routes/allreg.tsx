import type { MetaArgs } from 'react-router';
import { AllRegistrations } from '~/web/features/admin/components/AllRegistrations';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'All Registrations' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'All Registrations', 'Every event with its registrations, for NITSMUN admins.');
}

export default function AllReg() {
  return <AllRegistrations />;
}
