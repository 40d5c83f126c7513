import type { MetaArgs } from 'react-router';
import { AdminDashboard } from '~/web/features/admin/components/AdminDashboard';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Admin Dashboard' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Admin',
    'The NITSMUN admin dashboard: registrations, contact-us responses and an overview.',
  );
}

export default function Admin() {
  return <AdminDashboard />;
}
