/** The site's pages from the route config (src/web/routes.ts), as the server bundle derives them. */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { type ManifestRoute, pageTable } from '~/shared/page-table';
import routes from '~/web/routes';

/** The route config in React Router's manifest form (an id defaults to the file without its extension). */
function manifest(entries: readonly RouteConfigEntry[], parentId?: string): ManifestRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '');
    const own: ManifestRoute = { id, path: entry.path, index: entry.index, parentId };
    return [own, ...manifest(entry.children ?? [], id)];
  });
}

export const pages = pageTable(manifest(routes));
/** The public pages ('/', '/about', ...), in the route table's order. */
export const publicPages = pages.public;
/** The public pages with parameters ('/team/:tenure'), rendered per address whose data exists. */
export const publicPatterns = pages.publicPatterns;
/** The app pages' patterns ('/dashboard', '/user/:id', ...). */
export const appPages = pages.app;
