/** The superadmin's event calls: the events with their registration state, and opening or closing it. */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type { MessageResponse } from '~/shared/schemas/accounts';
import type { EventsResponse, RegistrationToggleInput } from '~/shared/schemas/registration';
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
