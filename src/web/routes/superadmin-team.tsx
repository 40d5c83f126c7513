import type { MetaArgs } from 'react-router';
import { accountMeta } from '~/web/lib/meta';
import { TeamTenuresPage } from '~/web/features/superadmin/team/TeamTenuresPage';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Team' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Team tenures',
    "The NITSMUN team's tenures, to start and edit, for superadmins.",
  );
}

export default function SuperadminTeam() {
  return <TeamTenuresPage />;
}
