/**
 * The admin calls (src/server/modules/admin/routes.ts): the events with their counts and committees, one
 * event's registrations (filtered, paginated, never carrying payment images), one registration, the payment
 * image, Confirm, Decline, the assignment, the overview numbers, the contact-us responses and the CSV export.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { ledgerMessages } from '~/shared/desk-messages';
import type { MessageResponse } from '~/shared/schemas/accounts';
import type {
  AdminEventsResponse,
  BulkConfirmResponse,
  ContactUsResponses,
  NextPendingResponse,
  OverviewResponse,
  PaymentReceivedBody,
  PaymentTopUpBody,
  RegistrationDetailResponse,
  RegistrationListResponse,
  ReopenResponse,
} from '~/shared/schemas/admin';
import type { LedgerResponse } from '~/shared/schemas/ledger';
import { apiBaseUrl, apiFileRequest, apiRequest } from '~/web/lib/api';
import { fileNameOf, saveFile } from '~/web/lib/download';

export type {
  AdminCommittee,
  AdminCommitteeRef,
  AdminEventSummary,
  ContactUsResponseItem,
  OverviewResponse,
  RegistrationDetail,
  RegistrationListItem,
} from '~/shared/schemas/admin';

const fetchError: string = messages.admin.errorFetchingData;

function get<T>(path: string, signal: AbortSignal, fallbackError = fetchError): Promise<T> {
  return apiRequest<T>(path, { auth: true, signal, fallbackError });
}

/** The filters of an event's list; empty values are left out of the query. */
export interface RegistrationFilters {
  q?: string;
  status?: string;
  committee?: string;
  /** The bill's payment state. */
  payment?: string;
  limit?: number;
}

export function filterQuery(filters: RegistrationFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const eventPath = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}`;

/** GET /admin/events: every event with its counts, open state and committees (under 'admin': decisions refresh it). */
export const adminEventsQuery = queryOptions({
  queryKey: ['admin', 'events'],
  queryFn: async ({ signal }) => (await get<AdminEventsResponse>('/admin/events', signal)).events,
  staleTime: 0,
  refetchOnMount: 'always',
});

/** GET /admin/events/:eventName/registrations */
export function eventRegistrationsQuery(eventName: string, filters: RegistrationFilters) {
  return queryOptions({
    queryKey: ['admin', 'registrations', eventName, filters],
    queryFn: ({ signal }) =>
      get<RegistrationListResponse>(`${eventPath(eventName)}/registrations${filterQuery(filters)}`, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

/** How often an open registration whose screenshot is being read is fetched again. */
const READING_POLL_MS = 5000;

/** GET /admin/events/:eventName/ledger: the event's money (under 'admin': payment changes refresh it). */
export function ledgerQuery(eventName: string) {
  return queryOptions({
    queryKey: ['admin', 'ledger', eventName],
    queryFn: ({ signal }) =>
      get<LedgerResponse>(`${eventPath(eventName)}/ledger`, signal, ledgerMessages.errorFetching),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /admin/registrations/:id */
export function registrationQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'registration', id],
    queryFn: async ({ signal }) =>
      (await get<RegistrationDetailResponse>(`/admin/registrations/${encodeURIComponent(id)}`, signal))
        .registration,
    staleTime: 0,
    refetchOnMount: 'always',
    // While the screenshot waits for OCR, the page asks again until the reading is in.
    refetchInterval: (query) =>
      query.state.data?.paymentInfo.screenshotReading?.state === 'pending' ? READING_POLL_MS : false,
  });
}

/** GET /admin/registrations/:id/next-pending: the review loop's next registration and the count left. */
export function nextPendingQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'next-pending', id],
    queryFn: ({ signal }) =>
      get<NextPendingResponse>(`/admin/registrations/${encodeURIComponent(id)}/next-pending`, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /admin/overview */
export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) => get<OverviewResponse>('/admin/overview', signal),
  staleTime: 0,
  refetchOnMount: 'always',
});

/** GET /getcontactusres (query key contactUsData, as the original names it). */
export const contactResponsesQuery = queryOptions({
  queryKey: ['contactUsData'],
  queryFn: async ({ signal }) =>
    (await get<ContactUsResponses>('/getcontactusres', signal, messages.generic.somethingWentWrong))
      .allResponses,
  staleTime: 0,
  refetchOnMount: 'always',
});

function put(path: string, body: unknown): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(path, {
    method: 'PUT',
    body,
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
}

/** PUT /confirm/reg; `paymentOverride` is the reason for confirming without the money received. */
export const confirmRegistration = (regID: string, paymentOverride?: string) =>
  put('/confirm/reg', paymentOverride ? { regID, paymentOverride } : { regID });
const registrationPath = (id: string) => `/admin/registrations/${encodeURIComponent(id)}`;
/** PUT /admin/registrations/:id/payment/received */
export const markPaymentReceived = (id: string, body: PaymentReceivedBody) =>
  put(`${registrationPath(id)}/payment/received`, body);
/** PUT /admin/registrations/:id/payment/waiver */
export const waivePaymentShortfall = (id: string, note: string) =>
  put(`${registrationPath(id)}/payment/waiver`, { note });
/** POST /admin/registrations/:id/payment/receipts: more money for a short payment. */
export const topUpPayment = (id: string, body: PaymentTopUpBody) =>
  apiRequest<MessageResponse>(`${registrationPath(id)}/payment/receipts`, {
    method: 'POST',
    body,
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
/** PUT /admin/registrations/:id/payment/refunded */
export const markPaymentRefunded = (id: string, body: { amount: number; refundedOn: string; note: string }) =>
  put(`${registrationPath(id)}/payment/refunded`, body);
/** POST /admin/registrations/:id/transaction-shares */
export const shareTransactionId = (id: string, email: string) =>
  apiRequest<MessageResponse>(`${registrationPath(id)}/transaction-shares`, {
    method: 'POST',
    body: { email },
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
/** POST /admin/events/:eventName/bulk-confirm */
export const bulkConfirm = (eventName: string) =>
  apiRequest<BulkConfirmResponse>(`${eventPath(eventName)}/bulk-confirm`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
/** PUT /decline/reg */
export const declineRegistration = (regID: string) => put('/decline/reg', { regID });
/** PUT /admin/registrations/:id/reopen: undo a decline. */
export const reopenRegistration = (id: string) =>
  apiRequest<ReopenResponse>(`/admin/registrations/${encodeURIComponent(id)}/reopen`, {
    method: 'PUT',
    auth: true,
    fallbackError: messages.generic.somethingWentWrong,
  });
/** PUT /admin/assign/portfolios: `eventID` is the registration's id, as the original names it. */
export const assignPortfolio = (body: { eventID: string; portfolio: string; committee: string }) =>
  put('/admin/assign/portfolios', body);

/**
 * A private image (a payment screenshot) fetched with the bearer header, which an <img> cannot send. The
 * URL is the API's (absolute, maybe on another origin: a CORS request then, allowed by CORS_ORIGINS).
 */
export async function fetchPrivateImage(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await apiFileRequest(path, { signal, fallbackError: messages.generic.somethingWentWrong })).blob();
}

/**
 * A CSV the API answers to a call with the bearer header (GET, or POST with a JSON body), saved through a
 * Blob download under the server's file name (`fallbackName` when it gives none).
 */
export async function downloadCsv(
  url: string,
  fallbackName: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<void> {
  const response = await apiFileRequest(url, { ...init, fallbackError: messages.generic.somethingWentWrong });
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** GET /admin/events/:eventName/registrations.csv (the list's filters, every row), saved as a file. */
export function downloadRegistrationsCsv(eventName: string, filters: RegistrationFilters): Promise<void> {
  const { limit: _limit, ...csvFilters } = filters;
  return downloadCsv(
    `${apiBaseUrl}${eventPath(eventName)}/registrations.csv${filterQuery(csvFilters)}`,
    `${eventName} registrations.csv`,
  );
}

/** GET /admin/events/:eventName/ledger.csv (one line per bill), saved as a file. */
export function downloadLedgerCsv(eventName: string): Promise<void> {
  return downloadCsv(`${apiBaseUrl}${eventPath(eventName)}/ledger.csv`, `${eventName} ledger.csv`);
}
