import { statusLabel } from '~/web/components/app/format';
import type { GuardHandle } from '~/web/components/app/Guard';
import { StatusRegistrations, statusPageTitle } from '~/web/features/admin/components/StatusRegistrations';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/reg-status';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: statusPageTitle(params.status ?? '') }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${statusLabel(params.status)} registrations · ${params.eventName}` : 'Registrations by status',
    "One event's registrations of one status, for NITSMUN admins.",
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
