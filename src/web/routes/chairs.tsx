import { ChairsPage } from '~/web/features/chairs/ChairsPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/chairs';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Chairs and sessions` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Chairs and sessions` : 'Chairs and sessions',
    "An event's committee chairs and sessions, for NITSMUN admins.",
  );
}

export default function Chairs({ params }: Route.ComponentProps) {
  return <ChairsPage key={params.event} eventName={params.event} />;
}
