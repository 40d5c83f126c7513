import { accountMeta } from '~/web/lib/meta';
import { SuperadminDashboard } from '~/web/features/superadmin/components/SuperadminDashboard';

export function meta() {
  return accountMeta('Superadmin', 'The NITSMUN superadmin dashboard.');
}

export default function Superadmin() {
  return <SuperadminDashboard />;
}
