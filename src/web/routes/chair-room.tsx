import { AUTH_COOKIE } from '~/shared/constants';
import { chairRoomQuery } from '~/web/features/chairs/api';
import { ChairRoomPage } from '~/web/features/chairs/ChairRoomPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { readCookie } from '~/web/lib/api';
import { getQueryClient } from '~/web/lib/query-client';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/chair-room';

export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.committee} roll call`, variant: 'admin' }),
};

/**
 * Starts the room's call (which brings the first session's roll call) beside the guard's session check,
 * which React Router runs at the same time, rather than after it: the page's useQuery joins the call or
 * finds its answer. Not awaited, so a refusal shows in the page as before; no call without a session.
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (readCookie(AUTH_COOKIE))
    void getQueryClient().prefetchQuery(chairRoomQuery(params.event, params.committee));
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
