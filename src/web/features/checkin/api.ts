/**
 * The check-in calls (src/server/modules/checkin/routes.ts): the delegate's passes for the
 * dashboard; the admin's lookup, check-in by code or by registration, search and live counts.
 */
import { queryOptions } from '@tanstack/react-query';
import { checkinMessages } from '~/shared/desk-messages';
import {
  type CheckinCountsResponse,
  type CheckinLookupResponse,
  type CheckinPassesResponse,
  type CheckinResponse,
  type CheckinSearchResponse,
  checkinRules,
} from '~/shared/schemas/checkin';
import { apiRequest } from '~/web/lib/api';

const m = checkinMessages;
const base = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}/checkin`;

/** GET /checkin/passes: the signed-in delegate's codes (made on first sight). */
export const passesQuery = queryOptions({
  queryKey: ['checkin', 'passes'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<CheckinPassesResponse>('/checkin/passes', {
        auth: true,
        signal,
        fallbackError: m.passError,
      })
    ).passes,
  // A pass once shown stays: the door may have no network.
  staleTime: Infinity,
});

export function lookUpCode(eventName: string, code: string): Promise<CheckinLookupResponse> {
  return apiRequest(`${base(eventName)}/lookup`, {
    method: 'POST',
    body: { code },
    auth: true,
    fallbackError: m.error,
  });
}

export type CheckinTarget = { code: string } | { registrationId: string };

export function checkIn(eventName: string, target: CheckinTarget): Promise<CheckinResponse> {
  return apiRequest(`${base(eventName)}/${'code' in target ? 'code' : 'registration'}`, {
    method: 'POST',
    body: target,
    auth: true,
    fallbackError: m.error,
  });
}

/** POST /admin/registrations/:id/checkin-code: the delegate's code revoked, a new one issued. */
export function issueNewCode(registrationId: string): Promise<{ message: string; code: string }> {
  return apiRequest(`/admin/registrations/${encodeURIComponent(registrationId)}/checkin-code`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: m.error,
  });
}

export function searchQuery(eventName: string, q: string) {
  return queryOptions({
    queryKey: ['checkin', eventName, 'search', q],
    queryFn: ({ signal }) =>
      apiRequest<CheckinSearchResponse>(`${base(eventName)}/search?q=${encodeURIComponent(q)}`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
    enabled: q.trim().length >= checkinRules.searchMin,
  });
}

export function countsQuery(eventName: string) {
  return queryOptions({
    queryKey: ['checkin', eventName, 'counts'],
    queryFn: ({ signal }) =>
      apiRequest<CheckinCountsResponse>(`${base(eventName)}/counts`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
    refetchInterval: checkinRules.countsRefreshMs,
  });
}
