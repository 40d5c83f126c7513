/**
 * The events for the loaders of the pages that speak of them: the featured event (the conference and Apply
 * pages, the navigation label) and every event (the Archive page). Server only (`.server`): the browser's
 * code never holds them, and client-side navigations get the loaders' answers as React Router data.
 */
import { type AppLoadContext, data } from 'react-router';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type ConferenceEvent, eventsResponseSchema } from '~/shared/schemas/events';

/** `npm run dev`: Vite renders the pages and the API runs beside it (scripts/dev.ts), so ask the API. */
async function eventsFromApi(): Promise<ConferenceEvent[]> {
  if (!import.meta.env.DEV) throw new Error('The server passed no site data to the page loaders');
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? '3001'}${apiBase}/events`);
  if (!response.ok) throw new Error(`GET ${apiBase}/events answered ${response.status}`);
  return eventsResponseSchema.parse(await response.json()).events;
}

export async function loadFeaturedEvent(
  context: AppLoadContext | undefined,
): Promise<ConferenceEvent | null> {
  if (context?.site) return context.site.featuredEvent();
  return (await eventsFromApi()).find((event) => event.featured) ?? null;
}

/** Every event in its public shape. */
export async function loadEvents(context: AppLoadContext | undefined): Promise<ConferenceEvent[]> {
  if (context?.site) return context.site.events();
  return eventsFromApi();
}

/** For a page that shows the event: when it cannot be read, the page is a 503 error page. */
export async function requireFeaturedEventRead(
  context: AppLoadContext | undefined,
): Promise<ConferenceEvent | null> {
  try {
    return await loadFeaturedEvent(context);
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
}
