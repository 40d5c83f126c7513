import { guardRoute } from '~/web/components/app/Guard';
import '~/web/features/admin/admin.css';

/** The superadmin pages, with the admin pages' styles they share: anyone but a superadmin goes to /. */
const superadmin = guardRoute(
  { kind: 'role', role: 'superadmin' },
  { variant: 'admin', eyebrow: 'Superadmin' },
);
export const clientLoader = superadmin.clientLoader;
export const HydrateFallback = superadmin.HydrateFallback;
export default superadmin.Layout;
