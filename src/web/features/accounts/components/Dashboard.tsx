import { Navigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Profile } from '~/shared/schemas/accounts';
import { useLogOut, useRegisteredEvents } from '../api';
import { DashboardMenu } from './DashboardMenu';
import { DeleteAccount } from './DeleteAccount';
import { useLoggedInProfile } from './Guards';
import { RegisteredEventsList, UpcomingEventsList } from './EventLists';
import { ProfileCard } from './ProfileCard';
import { UnverifiedNotice } from './UnverifiedNotice';
import '~/web/styles/app.css';
import '../dashboard.css';

const roleHome: Record<string, string> = { admin: paths.admin, superadmin: paths.superadmin };

function DashboardFrame({ name, children }: { name?: string; children: React.ReactNode }) {
  return (
    <main id="main" className="dash">
      <header className="acc-intro">
        <div className="container acc-intro__inner dash-intro">
          <p className="acc-intro__eyebrow">Your account</p>
          <h1 className="acc-intro__title">Dashboard</h1>
          {name ? <p className="acc-intro__lead">Welcome, {name}.</p> : null}
        </div>
      </header>
      <div className="container acc-body">{children}</div>
    </main>
  );
}

function DashboardContent({ profile }: { profile: Profile }) {
  const { logOut, pending } = useLogOut();
  const isClient = profile.role === 'client';
  const { data: events = [] } = useRegisteredEvents(isClient);
  return (
    <div className="side-menu-layout dash-layout">
      <DashboardMenu events={events} onLogOut={logOut} loggingOut={pending} />
      <div className="dash-main">
        {profile.isVerified ? (
          <>
            <ProfileCard profile={profile} />
            <RegisteredEventsList events={events} />
          </>
        ) : (
          <UnverifiedNotice email={profile.email} />
        )}
        <UpcomingEventsList />
        {isClient ? <DeleteAccount /> : null}
      </div>
    </div>
  );
}

/**
 * /dashboard: 'Loading...', then the profile (verified email) or the unverified-email page; admins and
 * superadmins go to their own dashboards; a visitor who is not logged in goes to /.
 */
export function Dashboard() {
  const profile = useLoggedInProfile();
  const { unauthorized } = profile;

  if (profile.data && roleHome[profile.data.role])
    return <Navigate to={roleHome[profile.data.role]!} replace />;

  let body: React.ReactNode;
  if (profile.data) body = <DashboardContent profile={profile.data} />;
  else if (profile.isError && !unauthorized)
    body = (
      <p className="dash-error" role="alert">
        {messages.dashboard.error}
      </p>
    );
  else
    body = (
      <p className="acc-loading" role="status">
        {messages.dashboard.loading}
      </p>
    );

  return <DashboardFrame name={profile.data?.name}>{body}</DashboardFrame>;
}
