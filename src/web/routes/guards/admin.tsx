import { guardRoute } from '~/web/components/app/Guard';
import '~/web/features/admin/admin.css';

/** The admin pages, with their styles: anyone but an admin goes to /. */
const admin = guardRoute({ kind: 'role', role: 'admin' }, { variant: 'admin', eyebrow: 'Admin' });
export const clientLoader = admin.clientLoader;
export const HydrateFallback = admin.HydrateFallback;
export default admin.Layout;
