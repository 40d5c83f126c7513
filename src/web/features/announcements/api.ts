/**
 * The announcement calls (src/server/modules/announcements/routes.ts): the admin's preview, send
 * and list with live progress, and the announcements a delegate received (the dashboard).
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { announcementMessages } from '~/shared/desk-messages';
import type {
  AdminAnnouncementsResponse,
  AnnouncementPreview,
  AnnouncementPreviewBody,
  AnnouncementSendBody,
  AnnouncementSendResponse,
  ReceivedAnnouncementsResponse,
} from '~/shared/schemas/announcements';
import { apiRequest } from '~/web/lib/api';

const m = announcementMessages;
const base = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}/announcements`;

/** How often the admin's list refreshes while some emails are still queued. */
export const PROGRESS_POLL_MS = 2000;

export function previewAnnouncement(eventName: string, body: AnnouncementPreviewBody) {
  return apiRequest<AnnouncementPreview>(`${base(eventName)}/preview`, {
    method: 'POST',
    body,
    auth: true,
    fallbackError: messages.admin.errorFetchingData,
  });
}

export function sendAnnouncement(eventName: string, body: AnnouncementSendBody) {
  return apiRequest<AnnouncementSendResponse>(base(eventName), {
    method: 'POST',
    body,
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
}

/** The event's announcements; refetched every few seconds while any of them still has queued emails. */
export function eventAnnouncementsQuery(eventName: string) {
  return queryOptions({
    queryKey: ['admin', 'announcements', eventName],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AdminAnnouncementsResponse>(base(eventName), {
          auth: true,
          signal,
          fallbackError: m.errorFetching,
        })
      ).announcements,
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.delivery.queued > 0) ? PROGRESS_POLL_MS : false,
  });
}

/** GET /client/announcements: what reached the signed-in delegate, newest first. */
export const receivedAnnouncementsQuery = queryOptions({
  queryKey: ['announcements', 'received'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<ReceivedAnnouncementsResponse>('/client/announcements', {
        auth: true,
        signal,
        fallbackError: m.errorFetching,
      })
    ).announcements,
});
