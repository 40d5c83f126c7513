import { guestGuardRoute } from '~/web/components/app/Guard';

/**
 * Login and sign-up, rendered by the server with their form (docs/decisions/0035): a visitor with a session
 * cookie goes to /dashboard once the page has hydrated (or before it renders, on a client-side navigation).
 */
const guest = guestGuardRoute({ variant: 'account' });
export const loader = guest.loader;
export const clientLoader = guest.clientLoader;
export default guest.Layout;
