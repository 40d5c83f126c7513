import { apiBase } from '~/shared/paths';
import { AUTH_COOKIE } from '~/shared/constants';
import { cookieValue } from '~/shared/cookies';

/**
 * An API failure carrying the server's `{ error }` string (or the fallback when there is none), and the
 * parsed answer for the calls whose failures carry more (the allocation's 409 `{ error, conflicts }`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message of a failed call (the server's `{ error }`), or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The API base; configurable at build time (VITE_API_BASE: `https://api.example.org/v1/api` puts the API on
 * another origin, which lists the site's origin in its CORS_ORIGINS), same origin (`/v1/api`) by default.
 */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE || apiBase).replace(/\/+$/, '');
/** Blogs may live on another host: VITE_BLOG_API_BASE, defaulting to our own API. */
export const blogApiBaseUrl: string = (import.meta.env.VITE_BLOG_API_BASE || apiBaseUrl).replace(/\/+$/, '');

/**
 * The address of something the API serves, as the browser must ask for it: on the API base this site was
 * built with (same origin, or VITE_API_BASE). The API gives its image URLs absolute (from API_PUBLIC_URL, for
 * the original client); our pages take such a URL by its path under `/v1/api`, so a server whose public
 * address is configured wrong cannot break them. A path under `/v1/api` or relative to the API
 * (`/admin/...`) goes on the base; any other absolute URL stays as it is.
 */
export function apiUrl(pathOrUrl: string): string {
  let path = pathOrUrl;
  if (/^https?:\/\//i.test(pathOrUrl)) {
    const url = new URL(pathOrUrl);
    path = `${url.pathname}${url.search}`;
    if (path !== apiBase && !path.startsWith(`${apiBase}/`)) return pathOrUrl;
  }
  if (path === apiBase || path.startsWith(`${apiBase}/`)) return `${apiBaseUrl}${path.slice(apiBase.length)}`;
  return `${apiBaseUrl}${path}`;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookieValue(document.cookie, name);
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

/**
 * Keeps the session token until the session expires on the server (the authToken cookie;
 * docs/requirements.md#token-lifetimes).
 */
export function setAuthCookie(token: string, expiresAt: string): void {
  const seconds = Math.floor((Date.parse(expiresAt) - Date.now()) / 1000);
  const maxAge = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(token)}${cookieAttributes(maxAge)}`;
}

export function removeAuthCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${AUTH_COOKIE}=${cookieAttributes(0)}`;
}

/** The bearer header of the authToken cookie (empty when logged out). */
export function authHeaders(): Record<string, string> {
  const token = readCookie(AUTH_COOKIE);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Turns a failed response into an ApiError with the server's `{ error }` string. A 401 to an
 * authenticated call means the session is gone (expired, revoked): the stale cookie is removed.
 */
export function apiErrorFrom(status: number, data: unknown, fallbackError: string, auth: boolean): ApiError {
  if (auth && status === 401) removeAuthCookie();
  const error = (data as { error?: unknown } | undefined)?.error;
  return new ApiError(typeof error === 'string' && error ? error : fallbackError, status, data);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the authToken cookie as a bearer header. */
  auth?: boolean;
  /** Message used when the server gives no `{ error }` (network failure, HTML error page...). */
  fallbackError?: string;
  base?: string;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    auth = false,
    fallbackError = 'Something went wrong',
    base = apiBaseUrl,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth ? authHeaders() : {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      // Cookies go with same-origin calls only: the login's device cookie (HttpOnly, its Path the login
      // route) comes back with the next login, which keeps this browser from being locked out by
      // failures elsewhere. An API on another origin gets none (CORS without credentials).
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(fallbackError, 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, data, fallbackError, auth);
  return data as T;
}

export interface FileRequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Message used when the server gives no `{ error }`. */
  fallbackError?: string;
  signal?: AbortSignal;
}

/**
 * A call with the session's bearer header (which a link or an <img> cannot send) whose answer is a file, an
 * image or a stream, not JSON: its Response, or the ApiError of its `{ error }`. `path` is relative to the API
 * or one of its absolute URLs (apiUrl).
 */
export async function apiFileRequest(path: string, options: FileRequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, fallbackError = 'Something went wrong', signal } = options;
  const headers = authHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(fallbackError, 0);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw apiErrorFrom(response.status, data, fallbackError, true);
  }
  return response;
}

/**
 * A JSON request sent with the bearer header through XMLHttpRequest, whose upload events report progress
 * (bodies carrying an image take a while on a phone). Errors as for apiRequest.
 */
export function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  options: { onProgress: (fraction: number) => void; fallbackError: string },
): Promise<T> {
  const { onProgress, fallbackError } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBaseUrl}${path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(apiErrorFrom(xhr.status, data, fallbackError, true));
    };
    xhr.onerror = () => reject(new ApiError(fallbackError, 0));
    xhr.onabort = () => reject(new ApiError(fallbackError, 0));
    xhr.send(JSON.stringify(body));
  });
}
