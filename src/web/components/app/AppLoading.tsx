import { messages } from '~/shared/messages';
import './app-shell.css';

/**
 * The loading state of an app page: what the server renders in its place (the HydrateFallback of AppShell and
 * of the guard layouts), shown until the browser has checked the visitor's access.
 */
export function AppLoading() {
  return (
    <main className="fallback app-shell-fallback" id="main">
      <p role="status">{messages.generic.loading}</p>
    </main>
  );
}
