/**
 * The registration calls (SPEC section 7 and the registration contract): the event with its committees and
 * portfolios, POST /reg/yp (with upload progress), POST /sendinvite, and the queries they refresh.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '~/shared/messages';
import type {
  EventResponse,
  RegistrationInput,
  RegistrationResponse,
  SendInviteInput,
} from '~/shared/schemas/registration';
import type { MessageResponse } from '~/shared/schemas/accounts';
import { ApiError, apiBaseUrl, apiErrorFrom, apiRequest, authHeaders } from '~/web/lib/api';
import { profileQuery } from '~/web/lib/session';
import { registeredEventsQuery } from '~/web/features/accounts/api';

const fallback = messages.registration.unknownError;

/** GET /events/:eventName: the event, whether registration is open, its committees and portfolio lists. */
export const eventQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['event', eventName],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<EventResponse>(`/events/${encodeURIComponent(eventName)}`, {
          signal,
          fallbackError: messages.generic.somethingWentWrongBang,
        })
      ).event,
    // The registration state may change while the form is open: refetch it whenever the screen mounts.
    staleTime: 0,
    refetchOnMount: 'always',
  });

/**
 * POST /reg/yp through XMLHttpRequest, whose upload events report progress (a payment screenshot makes the
 * body up to ~700 KB, which takes a while on a phone).
 */
export function submitRegistration(
  body: RegistrationInput,
  onProgress: (fraction: number) => void,
): Promise<RegistrationResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl}/reg/yp`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as RegistrationResponse);
      else reject(apiErrorFrom(xhr.status, data, fallback, true));
    };
    xhr.onerror = () => reject(new ApiError(fallback, 0));
    xhr.onabort = () => reject(new ApiError(fallback, 0));
    xhr.send(JSON.stringify(body));
  });
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

/** Refetches the profile (its sendInviteToWhom lists each invite's state). */
export function useRefreshInvites(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: profileQuery.queryKey }), [queryClient]);
}

/** After a registration: the profile (invites) and the registered events change. */
export function useAfterRegistration(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: registeredEventsQuery.queryKey }),
    ]);
  }, [queryClient]);
}

/** The message of a failed call, or the registration screens' fallback. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : fallback;
}
