import { AllocationPage } from '~/web/features/admin/allocation/AllocationPage';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/allocation';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Allocation` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Allocation` : 'Allocation',
    "The seat allocation of one event's delegates, for NITSMUN admins.",
  );
}

export default function Allocation({ params }: Route.ComponentProps) {
  return <AllocationPage key={params.event} eventName={params.event} />;
}
