import { AllAccounts } from '~/web/features/superadmin/components/AllAccounts';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta('All Accounts', 'Every NITSMUN account, for superadmins.');
}

export default function AllAccountsRoute() {
  return <AllAccounts />;
}
