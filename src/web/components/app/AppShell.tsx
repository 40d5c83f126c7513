import { Outlet } from 'react-router';
import { messages } from '~/shared/messages';
import './app-shell.css';

/**
 * The layout of the app routes (account, registration and admin pages), which render in the browser only:
 * they read the session cookie and call the API. The server renders this layout's HydrateFallback inside
 * the site's header and footer (with the page's own title); in the browser the clientLoader below, which
 * has nothing to load, runs first and the page renders once it has.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <main className="fallback app-shell-fallback" id="main">
      <p role="status">{messages.generic.loading}</p>
    </main>
  );
}

export default function AppShell() {
  return <Outlet />;
}
