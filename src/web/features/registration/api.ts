/**
 * The registration calls (the original ones and ours): the events with their committees,
 * portfolios, fees and payment details, POST /reg/yp (with upload progress), POST /sendinvite, and the queries they refresh.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '~/shared/messages';
import type { ConferenceEvent, EventsResponse } from '~/shared/schemas/events';
import type {
  GroupBillResponse,
  InviteLinkResponse,
  PendingInvite,
  PendingInvitesResponse,
  PaymentReferenceResponse,
  RegistrationInput,
  RegistrationResponse,
  ScreenshotReadingAnswer,
  SendInviteInput,
} from '~/shared/schemas/registration';
import type { MessageResponse } from '~/shared/schemas/accounts';
import { apiRequest, apiUpload, errorMessage } from '~/web/lib/api';
import { profileQuery } from '~/web/lib/session';
import { registeredEventsQuery } from '~/web/features/accounts/api';

const fallback = messages.registration.unknownError;

/**
 * GET /events: every event with its fees, payment details, committees and portfolio lists, and whether
 * registration is open now. One query for the registration screen (the featured event, or the event an
 * invite names) and the dashboard (upcoming events, the unverified-email notice); same key and data as the
 * superadmin's list, so their changes refresh it.
 */
export const eventsQuery = queryOptions({
  queryKey: ['events'],
  queryFn: async ({ signal }): Promise<ConferenceEvent[]> =>
    (
      await apiRequest<EventsResponse>('/events', {
        signal,
        fallbackError: messages.generic.somethingWentWrongBang,
      })
    ).events,
  staleTime: 60_000,
});

/**
 * The one event the site speaks of (the registration screen, the dashboard; docs/requirements.md#events), or
 * null.
 */
export const featuredOf = (events: readonly ConferenceEvent[]): ConferenceEvent | null =>
  events.find((event) => event.featured) ?? null;

/** The featured event, from the shared events query. */
export function useFeaturedEvent() {
  return useQuery({ ...eventsQuery, select: featuredOf });
}

/**
 * POST /reg/yp through XMLHttpRequest, whose upload events report progress (a payment screenshot makes the
 * body up to ~700 KB, which takes a while on a phone).
 */
export function submitRegistration(
  body: RegistrationInput,
  onProgress: (fraction: number) => void,
): Promise<RegistrationResponse> {
  return apiUpload<RegistrationResponse>('POST', '/reg/yp', body, { onProgress, fallbackError: fallback });
}

/**
 * POST /reg/screenshot-reading: the transaction ID and amount OCR finds in the chosen payment screenshot,
 * before submitting (nothing is stored). Any failure finds nothing: the delegate types the ID.
 */
export async function readScreenshot(
  payment: string,
  signal: AbortSignal,
): Promise<ScreenshotReadingAnswer | null> {
  try {
    return await apiRequest<ScreenshotReadingAnswer>('/reg/screenshot-reading', {
      method: 'POST',
      body: { payment },
      auth: true,
      signal,
      fallbackError: fallback,
    });
  } catch {
    return null;
  }
}

/** POST /sendinvite: the leader invites (or re-invites) an account to the group. */
export function sendInvite(body: SendInviteInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/sendinvite', {
    method: 'POST',
    body,
    auth: true,
    fallbackError: fallback,
  });
}

/**
 * GET /reg/group/:eventName: the leader's group for the event and what the leader pays now, with the
 * breakdown, as the server computes it (the registration computes it again when submitted).
 */
export function groupBillQuery(eventName: string) {
  return queryOptions({
    queryKey: ['groupBill', eventName],
    queryFn: ({ signal }): Promise<GroupBillResponse> =>
      apiRequest<GroupBillResponse>(`/reg/group/${encodeURIComponent(eventName)}`, {
        auth: true,
        signal,
        fallbackError: fallback,
      }),
    staleTime: 0,
  });
}

/**
 * GET /reg/payment-reference/:eventName: the caller's payment reference for the event, shown (and put in the
 * UPI note) before paying; the server issues it once and the registration keeps it.
 */
export function paymentReferenceQuery(eventName: string) {
  return queryOptions({
    queryKey: ['paymentReference', eventName],
    queryFn: async ({ signal }): Promise<string> =>
      (
        await apiRequest<PaymentReferenceResponse>(
          `/reg/payment-reference/${encodeURIComponent(eventName)}`,
          { auth: true, signal, fallbackError: fallback },
        )
      ).reference,
    staleTime: Infinity,
  });
}

/** GET /reg/invites: the group invites waiting for the signed-in member's answer, newest first. */
export const pendingInvitesQuery = queryOptions({
  queryKey: ['pendingInvites'],
  queryFn: async ({ signal }): Promise<PendingInvite[]> =>
    (
      await apiRequest<PendingInvitesResponse>('/reg/invites', {
        auth: true,
        signal,
        fallbackError: fallback,
      })
    ).invites,
  staleTime: 30_000,
});

/** The pending invites for one event (the choice screen's), from the shared query. */
export function usePendingInvites(enabled: boolean, eventName?: string) {
  return useQuery({
    ...pendingInvitesQuery,
    enabled,
    select: (invites) =>
      eventName === undefined ? invites : invites.filter((invite) => invite.eventName === eventName),
  });
}

/** POST /reg/invites/:inviteId/decline. */
export function declineInvite(inviteId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/reg/invites/${encodeURIComponent(inviteId)}/decline`, {
    method: 'POST',
    auth: true,
    fallbackError: fallback,
  });
}

/** POST /reg/invites/:inviteId/link: the member form's address for the invite. */
export async function inviteFormPath(inviteId: string): Promise<string> {
  return (
    await apiRequest<InviteLinkResponse>(`/reg/invites/${encodeURIComponent(inviteId)}/link`, {
      method: 'POST',
      auth: true,
      fallbackError: fallback,
    })
  ).path;
}

/** Refetches the profile (its sendInviteToWhom lists each invite's state) and the leader's group bill. */
export function useRefreshInvites(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: profileQuery.queryKey }),
      queryClient.refetchQueries({ queryKey: ['groupBill'] }),
    ]);
  }, [queryClient]);
}

/** After a registration: the profile (invites) and the registered events change. */
export function useAfterRegistration(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: registeredEventsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['groupBill'] }),
      queryClient.invalidateQueries({ queryKey: pendingInvitesQuery.queryKey }),
    ]);
  }, [queryClient]);
}

/** The message of a failed call, or the registration screens' fallback. */
export function failureMessage(error: unknown): string {
  return errorMessage(error, fallback);
}
