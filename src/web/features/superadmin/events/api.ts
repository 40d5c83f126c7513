/**
 * The superadmin's event calls (docs/decisions/0022-conferences-as-data.md): the summaries, one editable
 * event, and every editing call. Each editing call answers the event as it is afterwards; `useEventMutation`
 * puts that answer in the cache, so every section of the editor builds its next request on the newest state.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type {
  BoardInput,
  CoSponsorsInput,
  CommitteeInput,
  CreateEventInput,
  EditableEvent,
  EditableEventResponse,
  EventDetails,
  EventFileResponse,
  EventFileUpload,
  EventSummariesResponse,
  WindowAction,
} from '~/shared/schemas/events';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { apiRequest, apiUpload, errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';

const fallbackError = messages.generic.somethingWentWrong;
const base = (name: string) => `/superadmin/events/${encodeURIComponent(name)}`;

/** GET /superadmin/events */
export const eventSummariesQuery = queryOptions({
  queryKey: ['superadmin', 'events'],
  queryFn: async ({ signal }) =>
    (await apiRequest<EventSummariesResponse>('/superadmin/events', { auth: true, signal, fallbackError }))
      .events,
  staleTime: 0,
  refetchOnMount: 'always',
});

export const editableEventKey = (name: string) => ['superadmin', 'event', name] as const;

/** GET /superadmin/events/:eventName */
export function editableEventQuery(name: string) {
  return queryOptions({
    queryKey: editableEventKey(name),
    queryFn: async ({ signal }) =>
      (await apiRequest<EditableEventResponse>(base(name), { auth: true, signal, fallbackError })).event,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

function send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return apiRequest<EditableEventResponse>(path, { method, body, auth: true, fallbackError });
}

/** DELETE /superadmin/events/:eventName: only an event without registrations. */
export const deleteEvent = (name: string) =>
  apiRequest<{ message: string }>(base(name), { method: 'DELETE', auth: true, fallbackError });

/** POST /superadmin/events */
export const createEvent = (body: CreateEventInput) => send('POST', '/superadmin/events', body);

/** Every editing call of one event, by what it changes. */
export const eventCalls = {
  details: (name: string, body: EventDetails) => send('PUT', base(name), body),
  feature: (name: string) => send('PUT', `${base(name)}/featured`),
  window: (name: string, body: WindowAction) => send('PUT', `${base(name)}/registration`, body),
  addCommittee: (name: string, body: CommitteeInput) => send('POST', `${base(name)}/committees`, body),
  saveCommittee: (name: string, id: string, body: CommitteeInput) =>
    send('PUT', `${base(name)}/committees/${encodeURIComponent(id)}`, body),
  deleteCommittee: (name: string, id: string) =>
    send('DELETE', `${base(name)}/committees/${encodeURIComponent(id)}`),
  orderCommittees: (name: string, committeeIds: string[]) =>
    send('PUT', `${base(name)}/committees-order`, { committeeIds }),
  savePortfolios: (name: string, committeeId: string, portfolios: string[]) =>
    send('PUT', `${base(name)}/committees/${encodeURIComponent(committeeId)}/portfolios`, { portfolios }),
  renamePortfolio: (name: string, portfolioId: string, newName: string) =>
    send('PUT', `${base(name)}/portfolios/${encodeURIComponent(portfolioId)}`, { name: newName }),
  board: (name: string, body: BoardInput) => send('PUT', `${base(name)}/board`, body),
  coSponsors: (name: string, body: CoSponsorsInput) => send('PUT', `${base(name)}/cosponsors`, body),
};

/** POST /superadmin/events/:eventName/files, reporting the upload's progress. */
export function uploadEventFile(
  name: string,
  body: EventFileUpload,
  onProgress: (fraction: number) => void,
): Promise<EventFileResponse> {
  return apiUpload<EventFileResponse>('POST', `${base(name)}/files`, body, { onProgress, fallbackError });
}

/** Puts an editing call's answer in the cache and refreshes the lists and public reads that show it. */
export function useStoreEvent() {
  const queryClient = useQueryClient();
  return (event: EditableEvent, previousName?: string) => {
    queryClient.setQueryData(editableEventKey(event.name), event);
    if (previousName && previousName !== event.name) {
      queryClient.removeQueries({ queryKey: editableEventKey(previousName) });
    }
    void queryClient.invalidateQueries({ queryKey: eventSummariesQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['events'] });
    void queryClient.invalidateQueries({ queryKey: ['event'] });
  };
}

/**
 * A mutation of one event: on success the answer goes into the cache and its message is toasted; a failure is
 * toasted unless `onFailure` takes it (returns true), e.g. to show it next to the form.
 */
export function useEventMutation<TVariables>(
  call: (variables: TVariables) => Promise<EditableEventResponse>,
  options: {
    onSaved?: (event: EditableEvent, variables: TVariables) => void;
    onFailure?: (message: string, error: unknown) => boolean;
    previousName?: string;
  } = {},
) {
  const store = useStoreEvent();
  const unauthorized = useUnauthorizedHandler();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message, event }, variables) => {
      store(event, options.previousName);
      notify('success', message);
      options.onSaved?.(event, variables);
    },
    onError: (error) => {
      if (unauthorized(error)) return;
      const message = errorMessage(error, fallbackError);
      if (!options.onFailure?.(message, error)) notify('error', message);
    },
  });
}
