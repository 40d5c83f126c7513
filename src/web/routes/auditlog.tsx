import type { MetaArgs } from 'react-router';
import { accountMeta } from '~/web/lib/meta';
import { AuditLog } from '~/web/features/superadmin/components/AuditLog';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Audit log' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Audit log',
    'Every admin and superadmin action on the NITSMUN site, for superadmins.',
  );
}

export default function AuditLogRoute() {
  return <AuditLog />;
}
