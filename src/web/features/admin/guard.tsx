import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '~/shared/schemas/accounts';
import { ApiError } from '~/web/lib/api';
import { profileQuery, useSession } from '~/web/lib/session';

export type Access = 'checking' | 'denied' | 'error' | 'allowed';

/**
 * Whether the visitor may see a page of `role`. The role comes from the profile query, so a cold load by URL
 * waits for it ('checking') instead of deciding on the default 'client'; a 401 ends the session (denied).
 */
export function useRoleAccess(role: Role): Access {
  const session = useSession();
  const query = useQuery({ ...profileQuery, enabled: session.isLoggedIn });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  const { endSession } = session;
  useEffect(() => {
    if (unauthorized) endSession();
  }, [unauthorized, endSession]);

  if (session.loading || (session.isLoggedIn && query.isPending)) return 'checking';
  if (!session.isLoggedIn || unauthorized) return 'denied';
  if (!query.data) return 'error';
  return query.data.role === role ? 'allowed' : 'denied';
}
