/**
 * The requests a component under test sends, seen through the platform's fetch (watched, not replaced in
 * behaviour: in a component test no server answers, so each request then fails as the platform fails it).
 */
export interface SentRequest {
  method: string;
  url: string;
  /** The parsed JSON body, when the request had one. */
  body: unknown;
}

export interface RequestWatch {
  sent: SentRequest[];
  /** The requests that change something (any method but GET). */
  writes(): string[];
  restore(): void;
}

export function watchRequests(): RequestWatch {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? 'GET', url: String(input), body });
    return original(input, init);
  }) as typeof fetch;
  return {
    sent,
    writes: () => sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.url}`),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/**
 * The uploads a component under test sends with XMLHttpRequest (the forms with a progress bar), seen by
 * watching the platform's `open` and `send`: each still goes out as the platform sends it, and fails as it
 * fails when no server answers.
 */
export interface UploadWatch {
  sent: SentRequest[];
  restore(): void;
}

export function watchUploads(): UploadWatch {
  const sent: SentRequest[] = [];
  const proto = XMLHttpRequest.prototype;
  const { open, send } = proto;
  const opened = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  proto.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    opened.set(this, { method, url: String(url) });
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof proto.open;
  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = opened.get(this) ?? { method: 'GET', url: '' };
    sent.push({ ...request, body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined });
    return send.call(this, body);
  };
  return {
    sent,
    restore: () => {
      proto.open = open;
      proto.send = send;
    },
  };
}
