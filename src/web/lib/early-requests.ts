/**
 * The first API requests of a signed-in page, started by the browser as it parses the server's HTML rather
 * than after the scripts have loaded and run (docs/decisions/0037-signed-in-pages-first-content.md).
 *
 * The server renders `earlyRequestsScript` in the loading state of the app routes (AppShell). When the
 * visitor has a session cookie, it sends the GETs the page asks for first (the profile the guard reads, and
 * for /registration the events and the visitor's registrations) exactly as apiRequest would, and keeps
 * their responses. apiRequest then takes a kept response instead of sending the same request again: once,
 * with the same session token, within `keptForMs` of its start, and only while nothing was written (any
 * other request drops them all). Failures take apiRequest's own path (a 401 ends the session as before).
 * No cookie, or another page: the script sends nothing. The token is read from the cookie in the browser;
 * the HTML carries none (one rendering serves everyone).
 */
import { AUTH_COOKIE } from '~/shared/constants';
import { paths } from '~/shared/paths';

/** An early GET: its path under the API base, and whether it carries the session's bearer header. */
type EarlyRequest = readonly [path: string, auth: boolean];

const profile: EarlyRequest = ['/dashboard', true];

/** What each page asks for first; every app page reads the profile (the guards and the session do). */
export const earlyRequests: Readonly<Record<string, readonly EarlyRequest[]>> = {
  [paths.registration]: [profile, ['/events', false], ['/client/allevents', true]],
};
export const defaultEarlyRequests: readonly EarlyRequest[] = [profile];

export const keptForMs = 20_000;

const globalName = '__nitsmunEarly';

interface Kept {
  token: string;
  at: number;
  responses: Record<string, { auth: boolean; response: Promise<Response | null> } | undefined>;
}

declare global {
  interface Window {
    [globalName]?: Kept | undefined;
  }
}

/** The inline script, for the API at `apiBase` (the build's VITE_API_BASE, same origin by default). */
export function earlyRequestsScript(apiBase: string): string {
  const prefix = `${AUTH_COOKIE}=`;
  return (
    `(function(){var t;try{document.cookie.split('; ').forEach(function(c){if(c.indexOf(${JSON.stringify(prefix)})===0)t=decodeURIComponent(c.slice(${prefix.length}))})}catch(e){return}` +
    `if(!t)return;var l=${JSON.stringify(earlyRequests)}[location.pathname]||${JSON.stringify(defaultEarlyRequests)},r={};` +
    `l.forEach(function(q){var h={Accept:'application/json'};if(q[1])h.Authorization='Bearer '+t;` +
    `r[q[0]]={auth:q[1],response:fetch(${JSON.stringify(apiBase)}+q[0],{headers:h}).catch(function(){return null})}});` +
    `window.${globalName}={token:t,at:Date.now(),responses:r}})()`
  );
}

/**
 * The kept response of an early `GET path` (with the bearer header of `token` when `auth`), taken at most
 * once; undefined when there is none to take. A null response is a request that failed on the network.
 */
export function takeEarlyResponse(
  path: string,
  auth: boolean,
  token: string | undefined,
): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const kept = window[globalName];
  if (!kept) return undefined;
  if (Date.now() - kept.at > keptForMs) {
    dropEarlyResponses();
    return undefined;
  }
  const entry = kept.responses[path];
  if (!entry || entry.auth !== auth || (auth && token !== kept.token)) return undefined;
  kept.responses[path] = undefined;
  return entry.response;
}

/** Forgets every kept response (something was written: what they say may no longer hold). */
export function dropEarlyResponses(): void {
  if (typeof window !== 'undefined') window[globalName] = undefined;
}
