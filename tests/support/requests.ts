/**
 * Every request a component test makes is answered by the test. In a jsdom test file the platform's `fetch`
 * and `XMLHttpRequest` are replaced (tests/support/component-setup.ts) by a switchboard: a request that a
 * test answered with `answer()` gets that answer; any other is refused as the platform refuses a request to
 * a server that is down, and fails the test when it ends, named by method and address. So no component test
 * reaches the network, and none passes while its page sends something nobody expected.
 */

export interface SentRequest {
  method: string;
  /** The address as the page asked for it (relative to the page: `/v1/api/...`). */
  url: string;
  /** The parsed JSON body, when the request had one. */
  body: unknown;
}

/** The answer of a request: a Response, or `networkError` (the platform's failure: no server answered). */
export type Reply = Response | typeof networkError;
export const networkError = Symbol('network error');
type Answerer = (request: SentRequest) => Reply | Promise<Reply>;

interface Route {
  method: string;
  path: string;
  answerer: Answerer;
}

const routes: Route[] = [];
const log: SentRequest[] = [];
const unanswered: string[] = [];

/** A JSON answer (status 200 unless given). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Answers every later request of `route` ('METHOD /path', the path without its query) with `reply` (a
 * Response is cloned for each request) or what `answerer` returns. The latest answer of a route wins.
 */
export function answer(route: string, reply: Reply | Answerer): void {
  const [method, path] = route.split(' ');
  if (!method || !path) throw new Error(`answer: '${route}' is not 'METHOD /path'`);
  const answerer: Answerer =
    typeof reply === 'function' ? reply : () => (reply === networkError ? reply : reply.clone());
  routes.unshift({ method, path, answerer });
}

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

async function replyTo(request: SentRequest): Promise<Reply> {
  log.push(request);
  const route = routes.find((r) => r.method === request.method && r.path === pathOf(request.url));
  if (!route) {
    unanswered.push(`${request.method} ${request.url}`);
    return networkError;
  }
  return route.answerer(request);
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const guardedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const reply = await replyTo({ method, url, body: parseBody(init?.body) });
  if (init?.signal?.aborted) throw init.signal.reason ?? new DOMException('Aborted', 'AbortError');
  if (reply === networkError) throw new TypeError('Failed to fetch');
  return reply;
}) as typeof fetch;

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * The part of XMLHttpRequest the app's uploads use (src/web/lib/api.ts: open, headers, upload progress,
 * load, error, abort), answered from the same switchboard.
 */
class GuardedXMLHttpRequest {
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  status = 0;
  responseText = '';
  readyState = 0;
  private request: { method: string; url: string } = { method: 'GET', url: '' };
  private aborted = false;

  open(method: string, url: string | URL): void {
    this.request = { method: method.toUpperCase(), url: String(url) };
    this.readyState = 1;
  }

  setRequestHeader(): void {}

  send(body?: unknown): void {
    const size = typeof body === 'string' ? body.length : 0;
    void replyTo({ ...this.request, body: parseBody(body) }).then(async (reply) => {
      if (this.aborted) return;
      const progress = (type: string) =>
        new ProgressEvent(type, { lengthComputable: size > 0, loaded: size, total: size });
      if (reply === networkError) {
        this.readyState = 4;
        this.onerror?.(progress('error'));
        return;
      }
      this.upload.onprogress?.(progress('progress'));
      this.status = reply.status;
      this.responseText = await reply.text();
      this.readyState = 4;
      this.onload?.(progress('load'));
    });
  }

  abort(): void {
    this.aborted = true;
    this.readyState = 4;
    this.onabort?.(new ProgressEvent('abort'));
  }
}

/** Puts the switchboard in place of the platform's fetch and XMLHttpRequest (once per jsdom test file). */
export function installRequestGuard(): void {
  globalThis.fetch = guardedFetch;
  globalThis.XMLHttpRequest = GuardedXMLHttpRequest as unknown as typeof XMLHttpRequest;
  if (typeof window !== 'undefined') {
    window.fetch = guardedFetch;
    window.XMLHttpRequest = GuardedXMLHttpRequest as unknown as typeof XMLHttpRequest;
  }
}

/**
 * The end of a test: forgets its answers and requests, and throws, naming them, when a request went
 * unanswered.
 */
export function endRequestsOfTest(): void {
  const missed = unanswered.splice(0);
  routes.splice(0);
  log.splice(0);
  if (missed.length > 0) {
    throw new Error(`requests no test answered (answer them with answer()):\n  ${missed.join('\n  ')}`);
  }
}

export interface RequestWatch {
  /** The requests sent since the watch began, fetch and XMLHttpRequest alike. */
  sent: SentRequest[];
  /** The requests that change something (any method but GET), as 'METHOD url'. */
  writes(): string[];
}

/** The requests the component sends from now on (answered or not). */
export function watchRequests(): RequestWatch {
  const start = log.length;
  const watch: RequestWatch = {
    get sent() {
      return log.slice(start);
    },
    writes: () => watch.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.url}`),
  };
  return watch;
}
