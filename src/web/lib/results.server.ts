/**
 * An event's published awards for the loader of /results/:event. Server only (`.server`): client-side
 * navigations get the loader's answer as React Router data.
 */
import { type AppLoadContext, data } from 'react-router';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type Results, resultsResponseSchema } from '~/shared/schemas/awards';

/** `npm run dev`: Vite renders the pages and the API runs beside it (scripts/dev.ts), so ask the API. */
async function resultsFromApi(eventName: string): Promise<Results | null> {
  if (!import.meta.env.DEV) throw new Error('The server passed no site data to the page loaders');
  const path = `/results/${encodeURIComponent(eventName)}`;
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? '3001'}${apiBase}${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${apiBase}${path} answered ${response.status}`);
  return resultsResponseSchema.parse(await response.json()).results;
}

/** The event's results, or null for no such event; when they cannot be read, the page is a 503. */
export async function requireResultsRead(
  context: AppLoadContext | undefined,
  eventName: string,
): Promise<Results | null> {
  try {
    return context?.site ? await context.site.results(eventName) : await resultsFromApi(eventName);
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
}
