import type { MetaArgs } from 'react-router';
import { Link } from 'react-router';
import { paths } from '~/shared/paths';
import { type GuardHandle, useProfile } from '~/web/components/app/Guard';
import { PageFrame } from '~/web/components/app/PageFrame';
import { EditProfileForm } from '~/web/features/accounts/components/EditProfileForm';
import { accountMeta } from '~/web/lib/meta';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Edit Profile', variant: 'wide' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Edit Profile',
    'Edit the name, phone number, password and photo of your NITSMUN account.',
  );
}

export default function DashboardEdit() {
  const profile = useProfile();
  return (
    <PageFrame
      title="Edit Profile"
      lead="Change only what you need: everything else stays as it is."
      variant="wide"
    >
      <Link to={paths.dashboard} className="acc-link acc-back">
        ← Back to dashboard
      </Link>
      <EditProfileForm profile={profile} />
    </PageFrame>
  );
}
