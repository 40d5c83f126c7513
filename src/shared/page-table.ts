/**
 * The site's pages as the server answers them, derived from the one route table (`src/web/routes.ts`):
 * the server bundle computes them from React Router's route manifest (`server-build.ts`), and the tests
 * from the route config itself (`tests/support/route-table.ts`), so no list of pages is written twice.
 */

/** A route as React Router's manifest has it: flat, each with its parent's id. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface PageTable {
  /** Pages rendered with their content on the server and kept until their data changes ('/', '/team'). */
  public: string[];
  /**
   * Public pages with parameters ('/team/:tenure'): rendered with their content per address, for the
   * addresses whose data exists only (the server asks before rendering; any other address is the 404 page).
   */
  publicPatterns: string[];
  /**
   * App pages (below the `AppShell` layout): the server answers their addresses with the page's shell.
   * Patterns use React Router's `:param` segments ('/user/:id').
   */
  app: string[];
}

/** The layout of the app pages (a route id is its file without the extension). */
export const appShellRouteId = 'components/app/AppShell';

function join(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent;
  return `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** Every page route's full pattern, sorted into public and app pages; the catch-all `*` is not a page. */
export function pageTable(routes: readonly ManifestRoute[]): PageTable {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const parentIds = new Set(routes.map((route) => route.parentId).filter((id) => id !== undefined));
  const table: PageTable = { public: [], publicPatterns: [], app: [] };
  for (const route of routes) {
    // Layouts (routes with children) are not pages of their own.
    if (parentIds.has(route.id)) continue;
    let pattern = '';
    let inApp = false;
    const chain: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined)
      chain.unshift(at);
    for (const link of chain) {
      pattern = join(pattern || '/', link.path);
      if (link.id === appShellRouteId) inApp = true;
    }
    if (pattern.includes('*')) continue;
    table[inApp ? 'app' : pattern.includes(':') ? 'publicPatterns' : 'public'].push(pattern || '/');
  }
  return table;
}
