import { AllRegistrations } from '~/web/features/admin/components/AllRegistrations';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta('All Registrations', 'Every event with its registrations, for NITSMUN admins.');
}

export default function AllReg() {
  return <AllRegistrations />;
}
