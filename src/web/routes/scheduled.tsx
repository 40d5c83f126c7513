import { Scheduled } from '~/web/features/superadmin/components/Scheduled';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta(
    'Scheduled for deletion',
    'The NITSMUN accounts scheduled for deletion, for superadmins.',
  );
}

export default function ScheduledRoute() {
  return <Scheduled />;
}
