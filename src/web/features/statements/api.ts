/**
 * The bank statement calls (src/server/modules/statements/routes.ts): upload (with its progress), preview
 * and apply; and the events to choose from (the public list).
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import type { EventsResponse } from '~/shared/schemas/events';
import type { StatementApplyResult, StatementPreview, StatementUpload } from '~/shared/schemas/statements';
import type { StatementMapping } from '~/shared/statements';
import { apiRequest, apiUpload } from '~/web/lib/api';

const m = statementMessages;
const base = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}/statements`;

export const statementEventsQuery = queryOptions({
  queryKey: ['statement-events'],
  queryFn: ({ signal }) =>
    apiRequest<EventsResponse>('/events', { signal, fallbackError: messages.admin.errorFetchingData }),
  select: (data) => data.events.map((event) => event.name),
});

export async function uploadStatement(
  eventName: string,
  file: { fileName: string; dataUrl: string },
  onProgress: (fraction: number) => void,
): Promise<StatementUpload> {
  const answer = await apiUpload<{ upload: StatementUpload }>(
    'POST',
    base(eventName),
    { fileName: file.fileName, file: file.dataUrl },
    { onProgress, fallbackError: m.error },
  );
  return answer.upload;
}

export function previewStatement(
  eventName: string,
  uploadId: string,
  mapping: StatementMapping,
): Promise<StatementPreview> {
  return apiRequest<StatementPreview>(`${base(eventName)}/${uploadId}/preview`, {
    method: 'POST',
    body: { mapping },
    auth: true,
    fallbackError: m.error,
  });
}

export function applyStatement(
  eventName: string,
  uploadId: string,
  mapping: StatementMapping,
): Promise<StatementApplyResult> {
  return apiRequest<StatementApplyResult>(`${base(eventName)}/${uploadId}/apply`, {
    method: 'POST',
    body: { mapping },
    auth: true,
    fallbackError: m.error,
  });
}

export function settleStatementLine(
  eventName: string,
  uploadId: string,
  body: { mapping: StatementMapping; line: number; registrationId: string; note: string },
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${base(eventName)}/${uploadId}/settle`, {
    method: 'POST',
    body,
    auth: true,
    fallbackError: m.error,
  });
}
