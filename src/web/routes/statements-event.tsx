import { StatementPage } from '~/web/features/statements/StatementPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/statements-event';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Bank statement` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Bank statement` : 'Bank statement',
    "Import the bank statement and mark one event's payments received, for NITSMUN treasurers and admins.",
  );
}

export default function StatementsEvent({ params }: Route.ComponentProps) {
  return <StatementPage key={params.event} eventName={params.event} />;
}
