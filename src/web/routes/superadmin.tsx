import type { MetaArgs } from 'react-router';
import { accountMeta } from '~/web/lib/meta';
import { SuperadminDashboard } from '~/web/features/superadmin/components/SuperadminDashboard';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Superadmin Dashboard' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Superadmin', 'The NITSMUN superadmin dashboard.');
}

export default function Superadmin() {
  return <SuperadminDashboard />;
}
