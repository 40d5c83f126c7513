/**
 * The allocation calls of the admin page (src/server/modules/allocation/routes.ts): the preview
 * (writes nothing), the apply (all or none, 409 `{ error, conflicts }` when a seat can no longer be given),
 * and the proposed and applied allocations as CSV files.
 */
import { messages } from '~/shared/messages';
import {
  type AllocationApplyBody,
  type AllocationApplyResponse,
  type AllocationConflict,
  type AllocationPreview,
  type AllocationPreviewBody,
  allocationConflictResponseSchema,
} from '~/shared/schemas/allocation';
import { ApiError, apiBaseUrl, apiRequest } from '~/web/lib/api';
import { downloadCsv } from '../api';

const base = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}/allocation`;

/** POST .../allocation/preview: a seat proposed for each confirmed delegate without one, explained. */
export function previewAllocation(
  eventName: string,
  body: AllocationPreviewBody,
): Promise<AllocationPreview> {
  return apiRequest<AllocationPreview>(`${base(eventName)}/preview`, {
    method: 'POST',
    body,
    auth: true,
    fallbackError: messages.admin.errorFetchingData,
  });
}

/** POST .../allocation/apply: the seats written in one transaction, each delegate emailed. */
export function applyAllocation(
  eventName: string,
  body: AllocationApplyBody,
): Promise<AllocationApplyResponse> {
  return apiRequest<AllocationApplyResponse>(`${base(eventName)}/apply`, {
    method: 'POST',
    body,
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
}

/** The conflicts of a 409 answer (what changed since the preview), or null for any other failure. */
export function conflictsOf(error: unknown): AllocationConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = allocationConflictResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.conflicts : null;
}

/** POST .../allocation/preview.csv with the preview's body: the proposed allocation as a file. */
export function downloadProposedCsv(eventName: string, body: AllocationPreviewBody): Promise<void> {
  return downloadCsv(`${apiBaseUrl}${base(eventName)}/preview.csv`, `${eventName}-allocation-proposed.csv`, {
    method: 'POST',
    body,
  });
}

/** GET .../allocation/applied.csv: the event's seats as assigned now. */
export function downloadAppliedCsv(eventName: string): Promise<void> {
  return downloadCsv(`${apiBaseUrl}${base(eventName)}/applied.csv`, `${eventName}-allocation.csv`);
}
