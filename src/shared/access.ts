/**
 * Who may see an app page: the one decision behind every guard layout of src/web/routes.ts
 * (docs/requirements.md#access-rules). Pure: what is known of the visitor and what the page requires, in;
 * allow, a redirect (with its toast) or an error, out. The loaders of the web app's guard (src/web/components/app/Guard.tsx) carry
 * it out.
 */
import { type Capability, hasCapability } from '~/shared/capabilities';
import { redirectDelays, toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths, withRedirect } from '~/shared/paths';
import { type Profile, holdsRole } from '~/shared/schemas/accounts';

/** What a guard needs of the profile. */
export type GuardProfile = Pick<Profile, 'role' | 'isVerified' | 'email' | 'capabilities'>;

/** What is known of the visitor when a guarded page is entered. */
export type Visitor =
  /** No session cookie. */
  | { kind: 'anonymous' }
  /** The profile call answered 401: the session expired or was revoked (it is ended). */
  | { kind: 'expired' }
  /** A session cookie whose profile was not asked for: the guest-only pages decide on the cookie alone. */
  | { kind: 'cookie' }
  /** The profile call failed otherwise (network, 5xx). */
  | { kind: 'failed' }
  | { kind: 'signedIn'; profile: GuardProfile };

/** What a page requires. */
export type Requirement =
  /** Login and sign-up: for visitors without a session. */
  | { kind: 'guest' }
  /** The dashboard and its profile editor: any account. */
  | { kind: 'signedIn' }
  | { kind: 'role'; role: 'admin' | 'superadmin' }
  /** The pages of a capability (src/shared/capabilities.ts): its roles, or an account granted it. */
  | { kind: 'capability'; capability: Capability }
  /**
   * Registration: a client with a verified email; through an invite link (`invitePath`, its own address),
   * the invited account only.
   */
  | { kind: 'verifiedClient'; inviteEmail?: string | undefined; invitePath?: string | undefined };

/** The error toast raised on the way out (the default duration when none is given). */
export interface GuardToast {
  message: string;
  id: string;
  duration?: number;
}

export type Decision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      toast: GuardToast | null;
      /** Shown in the page's frame for `delayMs` before the toast and the redirect (null: at once). */
      hold: { notice: string; delayMs: number } | null;
    }
  /** The access cannot be known: this text in the page's frame instead of the page. */
  | { kind: 'error'; message: string };

/** Whether deciding needs the profile (GET /dashboard) when there is a session cookie. */
export function needsProfile(requirement: Requirement): boolean {
  return requirement.kind !== 'guest';
}

const allow: Decision = { kind: 'allow' };
const error: Decision = { kind: 'error', message: messages.dashboard.error };
const redirect = (to: string, toast: GuardToast | null = null): Decision => ({
  kind: 'redirect',
  to,
  toast,
  hold: null,
});

const r = messages.registration;
/** Shown for the 5 s before an invite link meant for another account leaves for /applynow. */
export const inviteNotForYouNotice =
  'This invite was sent to another email address. Log in with the invited account to accept it.';

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Where a visitor without a valid session goes, and with which toast. */
function leaveWhenLoggedOut(requirement: Requirement): Decision {
  switch (requirement.kind) {
    case 'guest':
      return allow;
    case 'signedIn':
      return redirect(paths.home, {
        message: messages.auth.notLoggedIn,
        id: 'not-logged-in',
        duration: toastDurations.key,
      });
    case 'role':
    case 'capability':
      return redirect(paths.home);
    case 'verifiedClient':
      // An invite link goes to login and comes back to the invite: the link in the mail is the way in.
      return redirect(
        requirement.invitePath ? withRedirect(paths.login, requirement.invitePath) : paths.apply,
        {
          message: r.loginFirst,
          id: 'registration-login-first',
          duration: toastDurations.key,
        },
      );
  }
}

function decideSignedIn(profile: GuardProfile, requirement: Requirement): Decision {
  switch (requirement.kind) {
    case 'guest':
      return redirect(paths.dashboard);
    case 'signedIn':
      return allow;
    case 'role':
      return holdsRole(profile.role, requirement.role) ? allow : redirect(paths.home);
    case 'capability':
      return hasCapability(profile, requirement.capability) ? allow : redirect(paths.home);
    case 'verifiedClient':
      if (profile.role !== 'client')
        return redirect(paths.dashboard, { message: r.adminsNotAllowed, id: 'registration-admins' });
      if (!profile.isVerified)
        return redirect(paths.dashboard, { message: r.verifyFirst, id: 'registration-verify-first' });
      if (requirement.inviteEmail !== undefined && !sameEmail(requirement.inviteEmail, profile.email))
        return {
          kind: 'redirect',
          to: paths.apply,
          toast: { message: r.inviteNotForYou, id: 'registration-invite-not-for-you' },
          hold: { notice: inviteNotForYouNotice, delayMs: redirectDelays.inviteMismatch },
        };
      return allow;
  }
}

/**
 * The guards (docs/requirements.md#access-rules): guest pages send a visitor with a session to /dashboard; signed-in pages send a
 * visitor without one to / with 'You have not logged in!'; admin and superadmin pages send anyone of another
 * role to /; registration sends a visitor without a session to /applynow (an invite link: to /login, and
 * back to the invite once logged in), admins and superadmins and
 * unverified clients to /dashboard, and an invite link meant for another email to /applynow after 5 s.
 * An expired or revoked session counts as none; a profile that could not be read is an error.
 */
export function decideAccess(visitor: Visitor, requirement: Requirement): Decision {
  switch (visitor.kind) {
    case 'anonymous':
    case 'expired':
      return leaveWhenLoggedOut(requirement);
    case 'cookie':
    case 'failed':
      // A session cookie is enough to leave a guest page; any other page needs the profile.
      return requirement.kind === 'guest' ? redirect(paths.dashboard) : error;
    case 'signedIn':
      return decideSignedIn(visitor.profile, requirement);
  }
}
