import { EventRegistrations } from '~/web/features/admin/components/EventRegistrations';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/registrations-event';

export function meta({ params }: Route.MetaArgs) {
  return accountMeta(
    `${params.event} Registrations`,
    `The registrations of ${params.event}, for NITSMUN admins.`,
  );
}

export default function RegistrationsEvent({ params }: Route.ComponentProps) {
  return <EventRegistrations key={params.event} eventName={params.event} />;
}
