import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Profile } from '~/shared/schemas/accounts';
import { ApiError, apiRequest, readCookie, removeAuthCookie } from './api';
import { getQueryClient } from './query-client';
import { notify } from './toast';

export { readCookie } from './api';

/** Loading at start-up, logged in when the authToken cookie exists, role 'client' by default. */
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

const sessionEndListeners = new Set<() => void>();

/** Calls `listener` whenever a session ends (see endSession); returns the unsubscribe function. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => void sessionEndListeners.delete(listener);
}

/**
 * Forgets a session the server no longer accepts (401: expired, revoked): the cookie and the profile go, and
 * the visitor is logged out without a reload. Callable outside React (the guard loaders call it); a guarded
 * page then checks its access again and leaves (src/web/components/app/Guard.tsx).
 */
export function endSession(): void {
  removeAuthCookie();
  getQueryClient().removeQueries({ queryKey: profileQuery.queryKey });
  for (const listener of sessionEndListeners) listener();
}

/** Whether an API failure is a refused session (401). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * For the error handler of an authenticated call: a 401 means the session is gone, so the visitor is
 * logged out (and the guard of the page sends them on). Returns whether it handled the error.
 */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  return handleUnauthorized;
}

function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  endSession();
  return true;
}

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

  useEffect(() => {
    setIsLoggedIn(Boolean(readCookie(AUTH_COOKIE)));
    setLoading(false);
    showPendingToast();
    return onSessionEnd(() => {
      setIsLoggedIn(false);
      setRole(null);
    });
  }, []);

  const { data, error } = useQuery({ ...profileQuery, enabled: isLoggedIn });
  useEffect(() => {
    // A refused session (401: expired, revoked) is a normal event, already handled by ending it.
    if (error && !isUnauthorized(error)) {
      console.error('Could not load the profile:', error.message);
    }
  }, [error]);

  const profile = isLoggedIn ? (data ?? null) : null;
  const role = roleOverride ?? profile?.role ?? 'client';

  const value = useMemo(
    () => ({ isLoggedIn, role, loading, profile, setRole, endSession }),
    [isLoggedIn, role, loading, profile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * Log Out: revokes the session on the server (a failure there changes nothing for the visitor), removes the
 * cookie, then goes to / and reloads (with `toast` after the reload).
 */
export async function logOut(toast?: string): Promise<void> {
  await apiRequest('/logout', { method: 'POST', body: {}, auth: true }).catch(() => undefined);
  removeAuthCookie();
  if (toast) notifyAfterReload('success', toast);
  window.location.assign(paths.home);
}

/** Log Out for a button: `pending` from the click until the page reloads. */
export function useLogOut(): { logOut: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const run = useCallback(() => {
    setPending(true);
    void logOut(messages.account.loggedOut);
  }, []);
  return { logOut: run, pending };
}
