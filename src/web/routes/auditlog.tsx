import { accountMeta } from '~/web/lib/meta';
import { AuditLog } from '~/web/features/superadmin/components/AuditLog';

export function meta() {
  return accountMeta('Audit log', 'Every admin and superadmin action on the NITSMUN site, for superadmins.');
}

export default function AuditLogRoute() {
  return <AuditLog />;
}
