import { guardRoute } from '~/web/components/app/Guard';
import '~/web/features/admin/admin.css';

/**
 * The blogs editor: superadmins and accounts granted content:blogs (docs/decisions/0063-content-editing.md);
 * anyone else goes to /.
 */
const editor = guardRoute(
  { kind: 'capability', capability: 'content:blogs' },
  { variant: 'admin', eyebrow: 'Content' },
);
export const clientLoader = editor.clientLoader;
export const HydrateFallback = editor.HydrateFallback;
export default editor.Layout;
