import type { MetaArgs } from 'react-router';
import { AllAccounts } from '~/web/features/superadmin/components/AllAccounts';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'All Accounts' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'All Accounts', 'Every NITSMUN account, for superadmins.');
}

export default function AllAccountsRoute() {
  return <AllAccounts />;
}
