import { AdminDashboard } from '~/web/features/admin/components/AdminDashboard';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta(
    'Admin',
    'The NITSMUN admin dashboard: registrations, contact-us responses and an overview.',
  );
}

export default function Admin() {
  return <AdminDashboard />;
}
