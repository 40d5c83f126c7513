import { guardRoute } from '~/web/components/app/Guard';
import '~/web/features/admin/admin.css';

/** The bank statement pages: admins, superadmins and treasurers; anyone else goes to /. */
const treasurer = guardRoute(
  { kind: 'capability', capability: 'treasurer' },
  { variant: 'admin', eyebrow: 'Treasury' },
);
export const clientLoader = treasurer.clientLoader;
export const HydrateFallback = treasurer.HydrateFallback;
export default treasurer.Layout;
