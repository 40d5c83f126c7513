/** The part of autocannon 9's programmatic API the load bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface Request extends RequestData {
    /** Called before each request is written; returns the request to send. */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData | null;
    /** Called with each response of this request, before autocannon's own 'response' event. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests instead (takes precedence over duration). */
    amount?: number;
    /** Seconds to wait for a response. */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  export interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    requests: Stats & { sent: number };
    latency: Stats;
    throughput: Stats;
    /** Socket errors and timeouts. */
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    /** Seconds. */
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
