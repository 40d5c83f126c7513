import { LedgerPage } from '~/web/features/admin/ledger/LedgerPage';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/ledger';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Ledger` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Ledger` : 'Ledger',
    "The money of one event's registrations, for NITSMUN admins.",
  );
}

export default function Ledger({ params }: Route.ComponentProps) {
  return <LedgerPage key={params.event} eventName={params.event} />;
}
