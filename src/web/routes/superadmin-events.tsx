import type { MetaArgs } from 'react-router';
import { accountMeta } from '~/web/lib/meta';
import { EventsPage } from '~/web/features/superadmin/events/EventsPage';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Events' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Events', 'Every NITSMUN conference, to set up and run, for superadmins.');
}

export default function SuperadminEvents() {
  return <EventsPage />;
}
