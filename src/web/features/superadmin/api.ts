/**
 * The superadmin's calls: the events with their registration state and opening or closing it; the accounts,
 * one account, elevating, demoting and deleting, and the accounts scheduled for deletion.
 */
import type { Capability } from '~/shared/capabilities';
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type { MessageResponse } from '~/shared/schemas/accounts';
import type {
  AccountResponse,
  AccountsResponse,
  ScheduledDeletionsResponse,
} from '~/shared/schemas/superadmin-accounts';
import type { AuditResponse } from '~/shared/schemas/audit';
import type { EventsResponse } from '~/shared/schemas/events';
import type { RegistrationToggleInput } from '~/shared/schemas/registration';
import { apiRequest } from '~/web/lib/api';

/** GET /events */
export const eventsQuery = queryOptions({
  queryKey: ['events'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<EventsResponse>('/events', {
        signal,
        fallbackError: messages.generic.somethingWentWrong,
      })
    ).events,
  staleTime: 0,
  refetchOnMount: 'always',
});

/** PUT /superadmin/events/registration */
export function setRegistrationOpen(body: RegistrationToggleInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/superadmin/events/registration', {
    method: 'PUT',
    body,
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Accounts

function get<T>(path: string, signal: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { auth: true, signal, fallbackError: messages.generic.somethingWentWrong });
}

/** GET /superadmin/getallaccounts?q= */
export function accountsQuery(q: string) {
  return queryOptions({
    queryKey: ['superadmin', 'accounts', q],
    queryFn: async ({ signal }) =>
      (
        await get<AccountsResponse>(
          `/superadmin/getallaccounts${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`,
          signal,
        )
      ).allAccounts,
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

/** GET /superadmin/accounts/:id */
export function accountQuery(id: string) {
  return queryOptions({
    queryKey: ['superadmin', 'account', id],
    queryFn: async ({ signal }) =>
      (await get<AccountResponse>(`/superadmin/accounts/${encodeURIComponent(id)}`, signal)).account,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /superadmin/getscheduleddeleteaccount */
export const scheduledQuery = queryOptions({
  queryKey: ['superadmin', 'scheduled'],
  queryFn: async ({ signal }) =>
    (await get<ScheduledDeletionsResponse>('/superadmin/getscheduleddeleteaccount', signal))
      .allDeletionScheduledAccounts,
  staleTime: 0,
  refetchOnMount: 'always',
});

/** GET /superadmin/audit: the newest entries of the audit log. */
export const auditQuery = queryOptions({
  queryKey: ['superadmin', 'audit'],
  queryFn: async ({ signal }) => get<AuditResponse>('/superadmin/audit', signal),
  staleTime: 0,
  refetchOnMount: 'always',
});

function accountAction(method: 'PUT' | 'DELETE', path: string, accountID: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(path, {
    method,
    body: { accountID },
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
}

/** PUT /elevate/admin */
export const elevateAccount = (accountID: string) => accountAction('PUT', '/elevate/admin', accountID);
/** PUT /demote/client */
export const demoteAccount = (accountID: string) => accountAction('PUT', '/demote/client', accountID);
/** DELETE /superadmin/deleteaccount */
export const deleteAccount = (accountID: string) =>
  accountAction('DELETE', '/superadmin/deleteaccount', accountID);

/** Grant (PUT) or revoke (DELETE) a capability of an account. */
export function setCapability(
  accountId: string,
  capability: Capability,
  granted: boolean,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(
    `/superadmin/accounts/${encodeURIComponent(accountId)}/capabilities/${capability}`,
    { method: granted ? 'PUT' : 'DELETE', auth: true, fallbackError: messages.generic.somethingWentWrong },
  );
}
