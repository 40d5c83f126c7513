import { EventRegistrations } from '~/web/features/admin/components/EventRegistrations';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/registrations-event';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: (params) => ({ title: `${params.event} Registrations` }) };

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Registrations` : 'Event Registrations',
    'The registrations of one event, for NITSMUN admins.',
  );
}

export default function RegistrationsEvent({ params }: Route.ComponentProps) {
  return <EventRegistrations key={params.event} eventName={params.event} />;
}
