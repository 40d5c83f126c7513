import type { MetaArgs } from 'react-router';
import { Scheduled } from '~/web/features/superadmin/components/Scheduled';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Scheduled for deletion' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Scheduled for deletion',
    'The NITSMUN accounts scheduled for deletion, for superadmins.',
  );
}

export default function ScheduledRoute() {
  return <Scheduled />;
}
