import { guardRoute } from '~/web/components/app/Guard';

/**
 * Registration and its invite link: a client with a verified email, and through an invite link only the
 * invited account (docs/requirements.md#access-rules).
 */
const verifiedClient = guardRoute((params) => ({ kind: 'verifiedClient', inviteEmail: params.memberEmail }), {
  variant: 'registration',
  title: 'Registration',
  eyebrow: 'Conference registration',
});
export const clientLoader = verifiedClient.clientLoader;
export const HydrateFallback = verifiedClient.HydrateFallback;
export default verifiedClient.Layout;
