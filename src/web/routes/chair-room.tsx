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
 * Fetches the room (which brings the first session's roll call) beside the guard's session check, which
 * React Router runs at the same time, so the page opens whole: its title and list in one frame, nothing
 * moving under the heading. A refusal is left to the page, which shows it as before; no call without a
 * session.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (readCookie(AUTH_COOKIE))
    await getQueryClient()
      .ensureQueryData(chairRoomQuery(params.event, params.committee))
      .catch(() => undefined);
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
