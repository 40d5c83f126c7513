import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { AccountPage } from '~/web/features/accounts/components/AccountPage';
import { EditProfileForm } from '~/web/features/accounts/components/EditProfileForm';
import { useLoggedInProfile } from '~/web/features/accounts/components/Guards';
import { accountMeta } from '~/web/features/accounts/meta';

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
  else if (profile.isError && !profile.unauthorized)
    body = (
      <p className="acc-status__error" role="alert">
        {messages.dashboard.error}
      </p>
    );
  else
    body = (
      <p className="acc-loading" role="status">
        {messages.generic.loading}
      </p>
    );

  return (
    <AccountPage title="Edit Profile" lead="Change only what you need: everything else stays as it is." wide>
      <Link to={paths.dashboard} className="acc-link acc-back">
        ← Back to dashboard
      </Link>
      {body}
    </AccountPage>
  );
}
