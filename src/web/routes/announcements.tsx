import { AnnouncementsPage } from '~/web/features/admin/announcements/AnnouncementsPage';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/announcements';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Announcements` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Announcements` : 'Announcements',
    "Announcements to one event's registrants, for NITSMUN admins.",
  );
}

export default function Announcements({ params }: Route.ComponentProps) {
  return <AnnouncementsPage key={params.event} eventName={params.event} />;
}
