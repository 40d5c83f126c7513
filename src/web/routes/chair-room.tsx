import { ChairRoomPage } from '~/web/features/chairs/ChairRoomPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/chair-room';

export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.committee} roll call`, variant: 'admin' }),
};

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.committee} roll call` : 'Roll call',
    "A committee's roll call, for its chairs.",
  );
}

export default function ChairRoom({ params }: Route.ComponentProps) {
  return (
    <ChairRoomPage
      key={`${params.event}/${params.committee}`}
      eventName={params.event}
      committee={params.committee}
    />
  );
}
