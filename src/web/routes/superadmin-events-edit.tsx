import { accountMeta } from '~/web/lib/meta';
import { EventEditor } from '~/web/features/superadmin/events/EventEditor';
import type { Route } from './+types/superadmin-events-edit';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: (params) => ({ title: params.eventName ?? '' }) };

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `Edit ${params.eventName}` : 'Edit Event',
    'Edit a NITSMUN conference, for superadmins.',
  );
}

export default function SuperadminEventEdit({ params }: Route.ComponentProps) {
  return <EventEditor name={params.eventName} />;
}
