import type { MetaArgs } from 'react-router';
import { DashboardLoading, Dashboard as DashboardScreen } from '~/web/features/accounts/components/Dashboard';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line; the server renders the page's frame while it checks. */
export const handle: GuardHandle = {
  guardFrame: { title: 'Dashboard', eyebrow: 'Your account' },
  loadingFrame: DashboardLoading,
};

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Dashboard',
    'Your NITSMUN dashboard: your profile, your event registrations and upcoming events.',
  );
}

export default function Dashboard() {
  return <DashboardScreen />;
}
