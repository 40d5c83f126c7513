import { accountMeta } from '~/web/lib/meta';
import { TeamPreview } from '~/web/features/superadmin/team/TeamPreview';
import type { Route } from './+types/superadmin-team-preview';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `Preview of ${params.tenure ?? ''}` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `Preview of tenure ${params.tenure}` : 'Preview of a tenure',
    "The draft of a tenure of the team as its page will show it, for the team's editors.",
  );
}

export default function SuperadminTeamPreview({ params }: Route.ComponentProps) {
  return <TeamPreview label={params.tenure} />;
}
