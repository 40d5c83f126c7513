import { accountMeta } from '~/web/lib/meta';
import { EventEditor } from '~/web/features/superadmin/events/EventEditor';
import type { Route } from './+types/superadmin-events-edit';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: (params) => ({ title: params.eventName ?? '' }) };

export function meta() {
  return accountMeta('Edit Event', 'Edit a NITSMUN conference, for superadmins.');
}

export default function SuperadminEventEdit({ params }: Route.ComponentProps) {
  return <EventEditor name={params.eventName} />;
}
