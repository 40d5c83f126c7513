import { guardRoute } from '~/web/components/app/Guard';
import '~/web/features/admin/admin.css';

/**
 * The page editor: superadmins and accounts granted content:pages (docs/decisions/0071-pages-as-data-every-page.md);
 * anyone else goes to /.
 */
const editor = guardRoute(
  { kind: 'capability', capability: 'content:pages' },
  { variant: 'admin', eyebrow: 'Content' },
);
export const clientLoader = editor.clientLoader;
export const HydrateFallback = editor.HydrateFallback;
export default editor.Layout;
