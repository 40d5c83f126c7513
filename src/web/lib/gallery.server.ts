/**
 * The gallery's current album for the loader of /photo. Server only (`.server`): client-side navigations get
 * the loader's answer as React Router data.
 */
import { type AppLoadContext, data } from 'react-router';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type PublicAlbum, galleryResponseSchema } from '~/shared/schemas/content';

/** `npm run dev`: Vite renders the pages and the API runs beside it (scripts/dev.ts), so ask the API. */
async function albumFromApi(): Promise<PublicAlbum | null> {
  if (!import.meta.env.DEV) throw new Error('The server passed no site data to the page loaders');
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? '3001'}${apiBase}/gallery`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${apiBase}/gallery answered ${response.status}`);
  return galleryResponseSchema.parse(await response.json()).album;
}

/** The current published album, or null when there is none; when it cannot be read, the page is a 503. */
export async function requireGalleryRead(context: AppLoadContext | undefined): Promise<PublicAlbum | null> {
  try {
    return context?.site ? await context.site.gallery() : await albumFromApi();
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
}
