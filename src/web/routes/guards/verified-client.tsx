import type { Params } from 'react-router';
import { invitePath } from '~/shared/schemas/registration';
import { guardRoute } from '~/web/components/app/Guard';

/** The invite link's email and own address, when the page is one. */
function inviteOf(params: Params) {
  const { grpLeaderEmail, memberEmail, uniqueToken, eventNameIn, grpName } = params;
  if (!grpLeaderEmail || !memberEmail || !uniqueToken || !eventNameIn || !grpName) {
    return { inviteEmail: memberEmail };
  }
  const path = invitePath({
    leaderEmail: grpLeaderEmail,
    memberEmail,
    token: uniqueToken,
    eventName: eventNameIn,
    grpName,
  });
  return { inviteEmail: memberEmail, invitePath: path };
}

/**
 * Registration and its invite link: a client with a verified email, and through an invite link only the
 * invited account (docs/requirements.md#access-rules). A visitor without a session who opens an invite link logs in and comes
 * back to it.
 */
const verifiedClient = guardRoute((params) => ({ kind: 'verifiedClient', ...inviteOf(params) }), {
  variant: 'registration',
  title: 'Registration',
  eyebrow: 'Conference registration',
});
export const clientLoader = verifiedClient.clientLoader;
export const HydrateFallback = verifiedClient.HydrateFallback;
export default verifiedClient.Layout;
