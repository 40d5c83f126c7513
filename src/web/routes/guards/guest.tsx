import { guardRoute } from '~/web/components/app/Guard';

/** Login and sign-up: a visitor with a session cookie goes to /dashboard. */
const guest = guardRoute({ kind: 'guest' }, { variant: 'account' });
export const clientLoader = guest.clientLoader;
export const HydrateFallback = guest.HydrateFallback;
export default guest.Layout;
