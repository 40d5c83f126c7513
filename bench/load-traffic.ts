/**
 * The load bench's traffic: what each kind of request sends (page, asset, public API read, login, dashboard,
 * registration, empty route), how its answer is judged, and `runScenario()`, which drives a weighted mix of
 * kinds with autocannon and collects per-kind figures.
 *
 * Every request comes from one of many client addresses (X-Forwarded-For; the server trusts it with
 * TRUST_PROXY=true), as traffic from many people would. Logins take the next account and the next address
 * in turn so that the per-email and per-address login limits are met only if the load really exceeds them;
 * a 429 is the server being right, so it is counted apart from unexpected answers.
 */
import { createRequire } from 'node:module';
import autocannon, { type RequestData, type Result } from 'autocannon';
import type { Registrant } from './load-seed';

/**
 * autocannon 9 appends every response body to a string as it arrives, which costs the load generator (on the
 * same 2 cores as the server) time in proportion to the bytes: a 10 KB page costs it far more than the empty
 * route's 2 bytes, and the page-to-empty-route ratio then measures the client. Its queue keeps the chunks
 * instead, and hands on a body that is decoded only when turned into a string (`received()` parses only
 * logins and registrations).
 */
class LazyBody {
  constructor(private readonly chunks: Buffer[]) {}
  toString() {
    return Buffer.concat(this.chunks).toString();
  }
}
interface PendingResponse {
  chunks?: Buffer[];
  body?: string | LazyBody;
}
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: {
    peek(): PendingResponse | undefined;
    addBody(data: Buffer): void;
    terminateRequest(): PendingResponse | undefined;
  };
};
const terminateRequest = PipelinedRequestsQueue.prototype.terminateRequest;
PipelinedRequestsQueue.prototype.addBody = function (data) {
  const pending = this.peek();
  if (pending) (pending.chunks ??= []).push(data);
};
PipelinedRequestsQueue.prototype.terminateRequest = function () {
  const done = terminateRequest.call(this);
  if (!done) return done;
  done.body = new LazyBody(done.chunks ?? []);
  delete done.chunks;
  return done;
};

export const kinds = [
  'page',
  'asset',
  'api-read',
  'login',
  'dashboard',
  'registration',
  'empty',
  'photo',
  'heavy-photo',
] as const;
export type Kind = (typeof kinds)[number];

export type Mix = Partial<Record<Kind, number>>;

/** What the traffic needs to know about the server and its data. */
export interface TrafficInput {
  pages: string[];
  assets: string[];
  apiReads: string[];
  loginEmails: string[];
  password: string;
  dashboardTokens: string[];
  registrants: Registrant[];
  /**
   * POST /reg/yp bodies (with the payment screenshot) of a student of the institute and of anyone else, the
   * nth with a screenshot file of its own.
   */
  registrationBody: { student: (n: number) => Buffer; outsider: (n: number) => Buffer };
  /** PUT /all/edit/profile bodies: an ordinary photo and a decode-heavy one (the image attack). */
  photoBody?: { normal: Buffer; heavy: Buffer };
}

export interface KindFigures {
  requests: number;
  ok: number;
  /** 429: a rate limit doing its job. */
  limited: number;
  /** Any other non-2xx answer. */
  unexpected: number;
  serverErrors: number;
  statuses: Record<string, number>;
  latencies: number[];
}

export interface ScenarioRun {
  /** autocannon's own figures. */
  result: Result;
  byKind: Partial<Record<Kind, KindFigures>>;
  /** Latencies (ms) of every answer of the run, whatever the kind. */
  latencies: number[];
}

interface Flight {
  kind: Kind;
  registrant?: Registrant;
}

const GENERAL_ADDRESSES = 2048;
/** Login limits are per address (30 per 15 minutes): logins rotate through an address pool of their own. */
const LOGIN_ADDRESSES = 8192;
const address = (pool: number, n: number) => `10.${pool}.${(n >> 8) & 255}.${n & 255}`;

/** Shared by every scenario of a run: account and address counters, acknowledged registrations. */
export class Traffic {
  readonly acknowledged = new Map<string, Registrant>();
  /** Registration requests that had to reuse an account because all had registered (a 409 then). */
  reusedRegistrants = 0;
  private n = {
    general: 0,
    login: 0,
    loginAddress: 0,
    dashboard: 0,
    registration: 0,
    page: 0,
    asset: 0,
    photo: 0,
  };
  private apiRead = 0;

  constructor(readonly input: TrafficInput) {}

  /** The request of `kind` to send next. */
  next(kind: Kind, flight: Flight): RequestData {
    const i = this.input;
    const headers: Record<string, string> = {
      'x-forwarded-for': address(1, this.n.general++ % GENERAL_ADDRESSES),
      'accept-encoding': 'br, gzip',
    };
    switch (kind) {
      case 'page':
        return { method: 'GET', path: i.pages[this.n.page++ % i.pages.length]!, headers };
      case 'asset':
        return { method: 'GET', path: i.assets[this.n.asset++ % i.assets.length]!, headers };
      case 'api-read':
        return { method: 'GET', path: i.apiReads[this.apiRead++ % i.apiReads.length]!, headers };
      case 'empty':
        return { method: 'GET', path: '/', headers };
      case 'dashboard': {
        const token = i.dashboardTokens[this.n.dashboard++ % i.dashboardTokens.length]!;
        return {
          method: 'GET',
          path: '/v1/api/dashboard',
          headers: { ...headers, authorization: `Bearer ${token}` },
        };
      }
      case 'login': {
        const email = i.loginEmails[this.n.login++ % i.loginEmails.length]!;
        headers['x-forwarded-for'] = address(2, this.n.loginAddress++ % LOGIN_ADDRESSES);
        return {
          method: 'POST',
          path: '/v1/api/login',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: i.password }),
        };
      }
      case 'photo':
      case 'heavy-photo': {
        if (!i.photoBody) throw new Error('no photo bodies');
        const token = i.dashboardTokens[this.n.photo++ % i.dashboardTokens.length]!;
        return {
          method: 'PUT',
          path: '/v1/api/all/edit/profile',
          headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: kind === 'photo' ? i.photoBody.normal : i.photoBody.heavy,
        };
      }
      case 'registration': {
        const index = this.n.registration++;
        if (index >= i.registrants.length) this.reusedRegistrants++;
        const registrant = i.registrants[index % i.registrants.length]!;
        flight.registrant = registrant;
        return {
          method: 'POST',
          path: '/v1/api/reg/yp',
          headers: {
            ...headers,
            'content-type': 'application/json',
            authorization: `Bearer ${registrant.token}`,
          },
          body: (registrant.student ? i.registrationBody.student : i.registrationBody.outsider)(index),
        };
      }
    }
  }

  /** Reads what an answer proves: a login's token, a registration's id (kept for the database check). */
  received(flight: Flight, status: number, body: string | LazyBody): boolean {
    // Only these two answers carry something to keep; parsing the others would load the load generator.
    if (status !== 200 || (flight.kind !== 'login' && flight.kind !== 'registration')) return true;
    try {
      const json = JSON.parse(String(body)) as { token?: unknown; registration?: { _id?: unknown } };
      if (flight.kind === 'login') return typeof json.token === 'string';
      if (flight.kind === 'registration') {
        const id = json.registration?._id;
        if (typeof id !== 'string' || !flight.registrant) return false;
        this.acknowledged.set(id, flight.registrant);
      }
      return true;
    } catch {
      return false;
    }
  }
}

/** A repeating sequence of kinds in the proportions of `mix`, interleaved rather than in blocks. */
export function sequenceOf(mix: Mix): Kind[] {
  const entries = Object.entries(mix).filter(([, w]) => w && w > 0) as [Kind, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const sequence: Kind[] = [];
  const credit = new Map<Kind, number>(entries.map(([k]) => [k, 0]));
  // Smooth weighted round robin: each step every kind earns its weight; the richest is sent and pays the total.
  for (let step = 0; step < total; step++) {
    let best: Kind | undefined;
    for (const [kind, weight] of entries) {
      credit.set(kind, credit.get(kind)! + weight);
      if (best === undefined || credit.get(kind)! > credit.get(best)!) best = kind;
    }
    credit.set(best!, credit.get(best!)! - total);
    sequence.push(best!);
  }
  return sequence;
}

const emptyFigures = (): KindFigures => ({
  requests: 0,
  ok: 0,
  limited: 0,
  unexpected: 0,
  serverErrors: 0,
  statuses: {},
  latencies: [],
});

export interface ScenarioOptions {
  url: string;
  mix: Mix;
  connections: number;
  durationSec: number;
  /** Send exactly this many requests instead of running for `durationSec` (none is cut off at the end). */
  amount?: number;
  /** Seconds per request before autocannon counts a timeout. */
  timeoutSec?: number;
}

export async function runScenario(traffic: Traffic, options: ScenarioOptions): Promise<ScenarioRun> {
  const sequence = sequenceOf(options.mix);
  let position = 0;
  const byKind: Partial<Record<Kind, KindFigures>> = {};
  const latencies: number[] = [];
  // autocannon calls onResponse and then emits 'response' for the same answer, synchronously: the first
  // notes which request it was, the second brings the latency.
  let answered: { flight: Flight; status: number; valid: boolean } | undefined;

  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSec,
    ...(options.amount ? { amount: options.amount } : {}),
    timeout: options.timeoutSec ?? 30,
    requests: [
      {
        setupRequest: (_request, context) => {
          const kind = sequence[position++ % sequence.length]!;
          const flight: Flight = { kind };
          context.flight = flight;
          return traffic.next(kind, flight);
        },
        onResponse: (status, body, context) => {
          const flight = context.flight as Flight;
          answered = { flight, status, valid: traffic.received(flight, status, body) };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    const kind = answered?.flight.kind ?? 'empty';
    const figures = (byKind[kind] ??= emptyFigures());
    const status = answered?.status ?? statusCode;
    figures.requests++;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300 && answered?.valid !== false) figures.ok++;
    else if (status === 429) figures.limited++;
    else if (status === 409 && kind === 'registration' && traffic.reusedRegistrants > 0) figures.limited++;
    else figures.unexpected++;
    if (status >= 500) figures.serverErrors++;
    figures.latencies.push(responseTimeMs);
    latencies.push(responseTimeMs);
    answered = undefined;
  });
  const result = await instance;
  return { result, byKind, latencies };
}
