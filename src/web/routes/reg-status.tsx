import { statusLabel } from '~/web/components/app/format';
import type { GuardHandle } from '~/web/components/app/Guard';
import { StatusRegistrations, statusPageTitle } from '~/web/features/admin/components/StatusRegistrations';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/reg-status';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: statusPageTitle(params.status ?? '') }),
};

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
