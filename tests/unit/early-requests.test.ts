/** The page's first GETs started from its HTML (src/web/lib/early-requests.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropEarlyResponses,
  earlyRequestsScript,
  keptForMs,
  takeEarlyResponse,
} from '../../src/web/lib/early-requests';

type FakeWindow = { __nitsmunEarly?: unknown; fetch?: unknown };

function runScript(cookie: string, pathname: string): { win: FakeWindow; fetched: [string, RequestInit][] } {
  const win: FakeWindow = {};
  const fetched: [string, RequestInit][] = [];
  const fetch = (url: string, init: RequestInit) => {
    fetched.push([url, init]);
    return Promise.resolve(new Response('{}'));
  };
  new Function('window', 'document', 'location', 'fetch', earlyRequestsScript('/v1/api'))(
    win,
    { cookie },
    { pathname },
    fetch,
  );
  return { win, fetched };
}

describe('earlyRequestsScript', () => {
  it('sends nothing without a session cookie', () => {
    const { win, fetched } = runScript('other=1', '/registration');
    expect(fetched).toEqual([]);
    expect(win.__nitsmunEarly).toBeUndefined();
  });

  it("sends /registration's first GETs, the bearer header only where apiRequest sends it", () => {
    const { fetched } = runScript('a=1; authToken=tok%2Ben', '/registration');
    expect(fetched.map(([url, init]) => [url, init.headers])).toEqual([
      ['/v1/api/dashboard', { Accept: 'application/json', Authorization: 'Bearer tok+en' }],
      ['/v1/api/events', { Accept: 'application/json' }],
      ['/v1/api/client/allevents', { Accept: 'application/json', Authorization: 'Bearer tok+en' }],
    ]);
  });

  it('sends only the profile on the other app pages', () => {
    expect(runScript('authToken=t', '/dashboard').fetched.map(([url]) => url)).toEqual(['/v1/api/dashboard']);
  });
});

describe('takeEarlyResponse', () => {
  const response = Promise.resolve(new Response('{}'));
  beforeEach(() => {
    vi.stubGlobal('window', {
      __nitsmunEarly: {
        token: 'tok',
        at: Date.now(),
        responses: { '/dashboard': { auth: true, response }, '/events': { auth: false, response } },
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives a kept response once, for the same token', () => {
    expect(takeEarlyResponse('/dashboard', true, 'other')).toBeUndefined();
    expect(takeEarlyResponse('/dashboard', false, 'tok')).toBeUndefined();
    expect(takeEarlyResponse('/dashboard', true, 'tok')).toBe(response);
    expect(takeEarlyResponse('/dashboard', true, 'tok')).toBeUndefined();
    expect(takeEarlyResponse('/events', false, undefined)).toBe(response);
  });

  it('gives none once something was written, or after a while', () => {
    dropEarlyResponses();
    expect(takeEarlyResponse('/events', false, undefined)).toBeUndefined();
    vi.stubGlobal('window', {
      __nitsmunEarly: {
        token: 'tok',
        at: Date.now() - keptForMs - 1,
        responses: { '/events': { auth: false, response } },
      },
    });
    expect(takeEarlyResponse('/events', false, undefined)).toBeUndefined();
  });
});
