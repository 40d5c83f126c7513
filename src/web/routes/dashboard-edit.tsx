import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { EditProfileForm } from '~/web/features/accounts/components/EditProfileForm';
import { useLoggedInProfile } from '~/web/features/accounts/components/Guards';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta(
    'Edit Profile',
    'Edit the name, phone number, password and photo of your NITSMUN account.',
  );
}

export default function DashboardEdit() {
  const profile = useLoggedInProfile();
  let body: React.ReactNode;
  if (profile.data) body = <EditProfileForm profile={profile.data} />;
  else if (profile.isError && !profile.unauthorized) body = <ErrorText text={messages.dashboard.error} />;
  else body = <Loading text={messages.generic.loading} />;

  return (
    <PageFrame
      title="Edit Profile"
      lead="Change only what you need: everything else stays as it is."
      variant="wide"
    >
      <Link to={paths.dashboard} className="acc-link acc-back">
        ← Back to dashboard
      </Link>
      {body}
    </PageFrame>
  );
}
