import { apiBase } from '~/shared/paths';
import { AUTH_COOKIE } from '~/shared/constants';
import { readCookie } from './session';

/** An API failure carrying the server's `{ error }` string (or the fallback when there is none). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API base; configurable at build time (VITE_API_BASE), same origin by default. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE ?? apiBase;
/** The spec says blogs may live on another host: VITE_BLOG_API_BASE, defaulting to our own API. */
export const blogApiBaseUrl: string = import.meta.env.VITE_BLOG_API_BASE ?? apiBaseUrl;

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
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = readCookie(AUTH_COOKIE);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(fallbackError, 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (data as { error?: unknown } | undefined)?.error;
    throw new ApiError(typeof error === 'string' && error ? error : fallbackError, response.status);
  }
  return data as T;
}
