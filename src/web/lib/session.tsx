import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import { ApiError, apiRequest, readCookie, removeAuthCookie } from './api';
import { notify } from './toast';

export { readCookie } from './api';

/** SPEC section 4: loading at start-up, logged in when the authToken cookie exists, role 'client' by default. */
export interface Session {
  isLoggedIn: boolean;
  role: string;
  loading: boolean;
  /** The profile of GET /dashboard; null while unknown, logged out or when the call failed. */
  profile: Profile | null;
  setRole: (role: string) => void;
  /** Forgets a session the server no longer accepts (its cookie is already gone): logged out, no reload. */
  endSession: () => void;
}

/** GET /dashboard under the shared key 'profile': the start-up role and the dashboard use the same data. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) =>
    apiRequest<Profile>('/dashboard', {
      auth: true,
      signal,
      fallbackError: messages.generic.somethingWentWrongBang,
    }),
});

type ToastKind = Parameters<typeof notify>[0];
const flashKey = 'nitsmun:toast-after-reload';

/** A toast for the next page load, for flows that end with a full navigation (login, log out). */
export function notifyAfterReload(kind: ToastKind, message: string, duration?: number): void {
  try {
    sessionStorage.setItem(flashKey, JSON.stringify({ kind, message, duration }));
  } catch {
    notify(kind, message, duration === undefined ? {} : { duration });
  }
}

function showPendingToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(flashKey);
    sessionStorage.removeItem(flashKey);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { kind, message, duration } = JSON.parse(raw) as {
      kind: ToastKind;
      message: string;
      duration?: number;
    };
    notify(kind, message, duration === undefined ? {} : { duration });
  } catch {
    // A malformed entry is simply dropped.
  }
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // The prerendered HTML is always the logged-out view; the cookie is read after hydration.
  const [isLoggedIn, setIsLoggedIn] = useState(false);
  const [loading, setLoading] = useState(true);
  const [roleOverride, setRole] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    setIsLoggedIn(Boolean(readCookie(AUTH_COOKIE)));
    setLoading(false);
    showPendingToast();
  }, []);

  const { data, error } = useQuery({ ...profileQuery, enabled: isLoggedIn });
  useEffect(() => {
    // A refused session (401: expired, revoked) is a normal event, already handled by ending it.
    if (error && !(error instanceof ApiError && error.status === 401)) {
      console.error('Could not load the profile:', error.message);
    }
  }, [error]);

  const profile = isLoggedIn ? (data ?? null) : null;
  const role = roleOverride ?? profile?.role ?? 'client';

  const endSession = useCallback(() => {
    removeAuthCookie();
    setIsLoggedIn(false);
    setRole(null);
    queryClient.removeQueries({ queryKey: profileQuery.queryKey });
  }, [queryClient]);

  const value = useMemo(
    () => ({ isLoggedIn, role, loading, profile, setRole, endSession }),
    [isLoggedIn, role, loading, profile, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
