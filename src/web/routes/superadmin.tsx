import { accountMeta } from '~/web/lib/meta';
import { SuperadminDashboard } from '~/web/features/superadmin/components/SuperadminDashboard';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Superadmin Dashboard' } };

export function meta() {
  return accountMeta('Superadmin', 'The NITSMUN superadmin dashboard.');
}

export default function Superadmin() {
  return <SuperadminDashboard />;
}
