import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { ApiError } from '~/web/lib/api';
import { profileQuery, useSession } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { Loading } from '~/web/components/app/PageFrame';

/** Login and sign-up are for visitors: a logged-in visitor goes to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { loading, isLoggedIn } = useSession();
  if (loading) return <Loading text={messages.generic.loading} />;
  if (isLoggedIn) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/** Sends a visitor who is not logged in to / with the 'You have not logged in!' toast (10 s). */
export function useRequireLogin(): void {
  const { loading, isLoggedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (loading || isLoggedIn) return;
    notify('error', messages.auth.notLoggedIn, { duration: toastDurations.key, id: 'not-logged-in' });
    void navigate(paths.home, { replace: true });
  }, [loading, isLoggedIn, navigate]);
}

/**
 * The profile of a page that needs a login: not logged in -> / with the toast; a 401 (session expired or
 * revoked) ends the session, which leads there too.
 */
export function useLoggedInProfile() {
  const session = useSession();
  useRequireLogin();
  const query = useQuery({ ...profileQuery, enabled: session.isLoggedIn });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  const { endSession } = session;
  useEffect(() => {
    if (unauthorized) endSession();
  }, [unauthorized, endSession]);
  return { ...query, unauthorized };
}

/**
 * For the error handler of an authenticated call: a 401 means the session is gone, so the visitor is
 * logged out (and a page that needs a login sends them to /). Returns whether it handled the error.
 */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const { endSession } = useSession();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) return false;
      endSession();
      return true;
    },
    [endSession],
  );
}
