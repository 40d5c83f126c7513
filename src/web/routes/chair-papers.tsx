import { ChairPapersPage } from '~/web/features/papers/ChairPapersPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/chair-papers';

export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.committee} position papers`, variant: 'admin' }),
};

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.committee} position papers` : 'Position papers',
    "A committee's position papers, for its chairs.",
  );
}

export default function ChairPapers({ params }: Route.ComponentProps) {
  return (
    <ChairPapersPage
      key={`${params.event}/${params.committee}`}
      eventName={params.event}
      committee={params.committee}
    />
  );
}
