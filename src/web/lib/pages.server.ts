/**
 * The pages' published documents for the loaders of the public pages (docs/decisions/0071-pages-as-data-every-page.md).
 * Server only (`.server`): client-side navigations get the loaders' answers as React Router data.
 */
import { type AppLoadContext, data } from 'react-router';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type PageDocuments, type PageKey, publicPageResponseSchema } from '~/shared/schemas/pages';

/** `npm run dev`: Vite renders the pages and the API runs beside it (scripts/dev.ts), so ask the API. */
async function pageFromApi<K extends PageKey>(key: K): Promise<PageDocuments[K]> {
  if (!import.meta.env.DEV) throw new Error('The server passed no site data to the page loaders');
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? '3001'}${apiBase}/pages/${key}`);
  if (!response.ok) throw new Error(`GET ${apiBase}/pages/${key} answered ${response.status}`);
  return publicPageResponseSchema.parse(await response.json()).document as PageDocuments[K];
}

/** A page's published document; when it cannot be read, the page is a 503 error page. */
export async function requirePage<K extends PageKey>(
  context: AppLoadContext | undefined,
  key: K,
): Promise<PageDocuments[K]> {
  try {
    return await (context?.site ? context.site.page(key) : pageFromApi(key));
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
}
