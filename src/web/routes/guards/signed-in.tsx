import { guardRoute } from '~/web/components/app/Guard';

/** The dashboard and the profile editor: a visitor without a session goes to / with 'You have not logged in!'. */
const signedIn = guardRoute({ kind: 'signedIn' }, { variant: 'account' });
export const clientLoader = signedIn.clientLoader;
export const HydrateFallback = signedIn.HydrateFallback;
export default signedIn.Layout;
