/**
 * Addresses that name an event (an emailed invite, an admin's or the editor's bookmark) may carry a name the
 * event had before a rename. The server answers such a name with the event as it is called now; the guard
 * of the page then replaces the address with the current name (src/web/components/app/Guard.tsx).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { messages } from '~/shared/messages';
import type { ConferenceEvent, EventResponse } from '~/shared/schemas/events';
import { apiRequest } from './api';
import { getQueryClient } from './query-client';

/** The route parameters that name an event. */
const eventParamNames = ['event', 'eventName', 'eventNameIn'] as const;

/** GET /events/:eventName: the event's current name, for a current or former one. */
const currentNameQuery = (name: string) =>
  queryOptions({
    queryKey: ['eventCurrentName', name],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<EventResponse>(`/events/${encodeURIComponent(name)}`, {
          signal,
          fallbackError: messages.generic.somethingWentWrong,
        })
      ).event.name,
    // Asked afresh each time: a name can come back to the event, and an answer kept from before could then
    // send the page back and forth between two addresses.
    staleTime: 0,
  });

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page's address with the event's current name, when the address names it by a former one; null when
 * it names no event, the current name, or an unknown one (the page then says 'No such event exists').
 */
export async function addressWithCurrentEventName(params: Params, request: Request): Promise<string | null> {
  const key = eventParamNames.find((name) => params[name]);
  if (!key) return null;
  const name = params[key]!;
  // The events list (the registration screen's and the dashboard's query) already names it: current.
  const listed = getQueryClient().getQueryData<ConferenceEvent[]>(['events']);
  if (listed?.some((event) => event.name === name)) return null;
  let current: string;
  try {
    current = await getQueryClient().fetchQuery(currentNameQuery(name));
  } catch {
    return null;
  }
  if (current === name) return null;
  const url = new URL(request.url);
  const segments = url.pathname.split('/');
  const at = segments.findIndex((segment, i) => i > 0 && decoded(segment) === name);
  if (at < 0) return null;
  segments[at] = encodeURIComponent(current);
  return segments.join('/') + url.search + url.hash;
}
