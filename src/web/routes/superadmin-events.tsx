import { accountMeta } from '~/web/lib/meta';
import { EventsPage } from '~/web/features/superadmin/events/EventsPage';

export function meta() {
  return accountMeta('Events', 'Every NITSMUN conference, to set up and run, for superadmins.');
}

export default function SuperadminEvents() {
  return <EventsPage />;
}
