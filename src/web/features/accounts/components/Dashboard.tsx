import { Navigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { Loading } from '~/web/components/app/PageFrame';
import type { Profile } from '~/shared/schemas/accounts';
import { useProfile } from '~/web/components/app/Guard';
import { DashboardCertificates } from '~/web/features/certificates/DashboardCertificates';
import { useRegisteredEvents } from '../api';
import { useLogOut } from '~/web/lib/session';
import { DashboardAnnouncements } from '~/web/features/announcements/DashboardAnnouncements';
import { hasCapability } from '~/shared/capabilities';
import { contentEditorLinks } from '~/web/features/content/editor-links';
import { DashboardAttendance, DashboardChairs } from '~/web/features/chairs/DashboardChairs';
import '~/web/features/chairs/chairs.css';
import { DashboardPapers } from '~/web/features/papers/DashboardPapers';
import { DashboardMenu } from './DashboardMenu';
import { DeleteAccount } from './DeleteAccount';
import { RegisteredEventsList, UpcomingEventsList } from './EventLists';
import { ProfileCard } from './ProfileCard';
import { UnverifiedNotice } from './UnverifiedNotice';
import { CheckinPass } from '~/web/features/checkin/components/CheckinPass';
import { DashboardPendingInvites } from '~/web/features/registration/components/PendingInvites';
import '~/web/styles/app.css';
import '../dashboard.css';

const roleHome: Record<string, string> = { admin: paths.admin, superadmin: paths.superadmin };

/** The dashboard's frame before the visitor's access is known: what the server renders (routes/dashboard.tsx). */
export function DashboardLoading() {
  return (
    <DashboardFrame>
      <Loading text={messages.generic.loading} />
    </DashboardFrame>
  );
}

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
      <DashboardMenu
        events={events}
        onLogOut={logOut}
        loggingOut={pending}
        treasurer={hasCapability(profile, 'treasurer')}
        editors={contentEditorLinks(profile)}
      />
      <div className="dash-main">
        {isClient ? <DashboardChairs /> : null}
        {profile.isVerified ? (
          <>
            {isClient ? <DashboardPendingInvites /> : null}
            <ProfileCard profile={profile} />
            <RegisteredEventsList events={events} />
            {isClient ? <DashboardAnnouncements /> : null}
            <CheckinPass />
            {isClient ? <DashboardAttendance /> : null}
            {isClient ? <DashboardPapers /> : null}
            {isClient ? <DashboardCertificates /> : null}
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
 * /dashboard (below the signed-in guard): the profile (verified email) or the unverified-email page; admins
 * and superadmins go to their own dashboards.
 */
export function Dashboard() {
  const profile = useProfile();
  const home = roleHome[profile.role];
  if (home) return <Navigate to={home} replace />;
  return (
    <DashboardFrame name={profile.name}>
      <DashboardContent profile={profile} />
    </DashboardFrame>
  );
}
