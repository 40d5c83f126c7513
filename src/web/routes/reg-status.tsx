import { StatusRegistrations } from '~/web/features/admin/components/StatusRegistrations';
import { statusLabel } from '~/web/features/admin/format';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/reg-status';

export function meta({ params }: Route.MetaArgs) {
  return accountMeta(
    `${statusLabel(params.status)} registrations · ${params.eventName}`,
    `The ${params.status} registrations of ${params.eventName}, for NITSMUN admins.`,
  );
}

export default function RegStatus({ params }: Route.ComponentProps) {
  return (
    <StatusRegistrations
      key={`${params.eventName}/${params.status}`}
      eventName={params.eventName}
      status={params.status}
    />
  );
}
