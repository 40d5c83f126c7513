import { accountMeta } from '~/web/lib/meta';
import { TenureEditor } from '~/web/features/superadmin/team/TenureEditor';
import type { Route } from './+types/superadmin-team-edit';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: (params) => ({ title: `Tenure ${params.tenure ?? ''}` }) };

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `Edit tenure ${params.tenure}` : 'Edit tenure',
    'Edit a tenure of the NITSMUN team, for superadmins.',
  );
}

export default function SuperadminTeamEdit({ params }: Route.ComponentProps) {
  return <TenureEditor label={params.tenure} />;
}
