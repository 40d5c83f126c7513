/**
 * The account calls (requests, query options and hooks). Every failure is an ApiError
 * carrying the server's `{ error }` string or the screen's fallback message.
 */
import type { PaymentState } from '~/shared/payments';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '~/shared/messages';
import type {
  DeleteAccountResponse,
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  MessageResponse,
  ResetPasswordInput,
  SendLinkResponse,
  SignupInput,
} from '~/shared/schemas/accounts';
import type { GroupPaymentState } from '~/shared/schemas/registration';
import { apiRequest, apiUpload } from '~/web/lib/api';
import { profileQuery } from '~/web/lib/session';

export { profileQuery };

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/login', {
    method: 'POST',
    body: input,
    fallbackError: messages.login.unknownError,
  });
}

export function signup(input: SignupInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/signup', {
    method: 'POST',
    body: input,
    fallbackError: messages.signup.unknownError,
  });
}

export function sendVerificationLink(): Promise<SendLinkResponse> {
  return apiRequest<SendLinkResponse>('/sendlink', {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: messages.sendLink.unknownError,
  });
}

export function verifyEmailToken(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/verifytoken/${encodeURIComponent(token)}`, {
    method: 'PUT',
    fallbackError: messages.generic.somethingWentWrong,
  });
}

export function sendResetLink(input: ForgotPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/sendresetpwdlink', {
    method: 'POST',
    body: input,
    fallbackError: messages.forgot.unknownError,
  });
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/resetpassword', {
    method: 'PUT',
    body: input,
    fallbackError: messages.reset.unknownError,
  });
}

export function deleteOwnAccount(): Promise<DeleteAccountResponse> {
  return apiRequest<DeleteAccountResponse>('/account', {
    method: 'DELETE',
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
}

/** The body of PUT /all/edit/profile: only the fields that change. */
export interface ProfileEditBody {
  newName?: string;
  phone?: string;
  newPwd?: string;
  confirmNewPwd?: string;
  photo?: string;
}

/**
 * PUT /all/edit/profile through XMLHttpRequest, whose upload events report progress (a photo makes the
 * body up to ~400 KB, which takes a while on a phone).
 */
export function editProfile(
  body: ProfileEditBody,
  onProgress: (fraction: number) => void,
): Promise<MessageResponse> {
  return apiUpload<MessageResponse>('PUT', '/all/edit/profile', body, {
    onProgress,
    fallbackError: messages.profile.unknownError,
  });
}

/** One of the client's event registrations (GET /client/allevents, list `ypEvents`). */
export interface RegisteredEvent {
  _id: string;
  eventName: string;
  status: string;
  assignedCommittee?: string | null;
  assignedPortfolio?: string | null;
  /** A group member's registration: where the group's payment (the leader's registration) stands. */
  groupPayment?: GroupPaymentState | null;
  /** The bill's payment reference and state (none for a member or a free event). */
  paymentReference?: string | null;
  paymentState?: PaymentState | null;
}

/**
 * The client's event registrations. The call belongs to the registration feature; until it answers (or
 * when it fails) the dashboard simply shows an empty list.
 */
export const registeredEventsQuery = queryOptions({
  queryKey: ['registeredEvents'],
  queryFn: async ({ signal }): Promise<RegisteredEvent[]> => {
    try {
      const data = await apiRequest<{ ypEvents?: unknown }>('/client/allevents', { auth: true, signal });
      return Array.isArray(data.ypEvents) ? (data.ypEvents as RegisteredEvent[]) : [];
    } catch (error) {
      console.warn('Could not load the registered events:', error instanceof Error ? error.message : error);
      return [];
    }
  },
});

export function useRegisteredEvents(enabled: boolean) {
  return useQuery({ ...registeredEventsQuery, enabled });
}

/** After a change to the account (verified, edited): refetch the shared profile. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }), [queryClient]);
}
