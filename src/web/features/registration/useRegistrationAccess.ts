import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { redirectDelays, toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Profile } from '~/shared/schemas/accounts';
import { ApiError } from '~/web/lib/api';
import { profileQuery, useSession } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';

export type Access =
  | { state: 'checking' }
  | { state: 'error' }
  /** On the way elsewhere (the toast is already raised). */
  | { state: 'leaving' }
  /** An invite link meant for another account: /applynow after 5 s. */
  | { state: 'notForYou' }
  | { state: 'allowed'; profile: Profile };

const m = messages.registration;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The guards of SPEC section 5, decided only once the profile (role, verification) is known so the form
 * never flashes: not logged in -> /applynow; admins and superadmins -> /dashboard; unverified -> /dashboard;
 * an invite link for another email -> after 5 s the toast and /applynow.
 */
export function useRegistrationAccess(inviteEmail?: string): Access {
  const session = useSession();
  const navigate = useNavigate();
  const query = useQuery({ ...profileQuery, enabled: session.isLoggedIn });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  const profile = query.data;
  const { endSession } = session;

  let access: Access;
  if (session.loading || (session.isLoggedIn && query.isPending)) access = { state: 'checking' };
  else if (!session.isLoggedIn || unauthorized) access = { state: 'leaving' };
  else if (!profile) access = { state: 'error' };
  else if (profile.role !== 'client' || !profile.isVerified) access = { state: 'leaving' };
  else if (inviteEmail !== undefined && !sameEmail(inviteEmail, profile.email))
    access = { state: 'notForYou' };
  else access = { state: 'allowed', profile };

  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (left || access.state !== 'leaving') return;
    setLeft(true);
    if (unauthorized) endSession();
    if (!session.isLoggedIn || unauthorized) {
      notify('error', m.loginFirst, { duration: toastDurations.key, id: 'registration-login-first' });
      void navigate(paths.apply, { replace: true });
    } else if (profile && profile.role !== 'client') {
      notify('error', m.adminsNotAllowed, { id: 'registration-admins' });
      void navigate(paths.dashboard, { replace: true });
    } else {
      notify('error', m.verifyFirst, { id: 'registration-verify-first' });
      void navigate(paths.dashboard, { replace: true });
    }
  }, [left, access.state, unauthorized, endSession, session.isLoggedIn, profile, navigate]);

  const notForYou = access.state === 'notForYou';
  useEffect(() => {
    if (!notForYou) return;
    const timer = window.setTimeout(() => {
      notify('error', m.inviteNotForYou, { id: 'registration-invite-not-for-you' });
      void navigate(paths.apply, { replace: true });
    }, redirectDelays.inviteMismatch);
    return () => window.clearTimeout(timer);
  }, [notForYou, navigate]);

  return access;
}
