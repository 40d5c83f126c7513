import { Outlet, useMatches } from 'react-router';
import type { GuardHandle } from './Guard';
import { AppLoading } from './AppLoading';

/**
 * The layout of the app routes (account, registration and admin pages), which render in the browser only:
 * they read the session cookie and call the API. The server renders this layout's HydrateFallback inside
 * the site's header and footer (with the page's own title); in the browser the clientLoader below, which
 * has nothing to load, runs first, then the guard layout below it (src/web/components/app/Guard.tsx)
 * checks the visitor's access, and the page renders once it has.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const Frame = (useMatches().at(-1)?.handle as Partial<GuardHandle> | undefined)?.loadingFrame ?? AppLoading;
  return <Frame />;
}

export default function AppShell() {
  return <Outlet />;
}
