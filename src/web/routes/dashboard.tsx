import { Dashboard as DashboardScreen } from '~/web/features/accounts/components/Dashboard';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta(
    'Dashboard',
    'Your NITSMUN dashboard: your profile, your event registrations and upcoming events.',
  );
}

export default function Dashboard() {
  return <DashboardScreen />;
}
