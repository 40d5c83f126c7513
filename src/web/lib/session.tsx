import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_COOKIE } from '~/shared/constants';

/** SPEC section 4: loading at start-up, logged in when the authToken cookie exists, role 'client' by default. */
export interface Session {
  isLoggedIn: boolean;
  role: string;
  loading: boolean;
  setRole: (role: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : undefined;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // The prerendered HTML is always the logged-out view; the cookie is read after hydration.
  const [isLoggedIn, setIsLoggedIn] = useState(false);
  const [loading, setLoading] = useState(true);
  const [role, setRole] = useState('client');

  useEffect(() => {
    setIsLoggedIn(Boolean(readCookie(AUTH_COOKIE)));
    setLoading(false);
  }, []);

  const value = useMemo(() => ({ isLoggedIn, role, loading, setRole }), [isLoggedIn, role, loading]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
