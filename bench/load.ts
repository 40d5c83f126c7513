/**
 * The load bench: the real server (src/server/main.ts in its own process, NODE_ENV=production,
 * LOG_LEVEL=warn) on a fresh database, driven with autocannon through realistic traffic, scenario by
 * scenario: public pages and assets, public API reads, logins, logged-in dashboards, registrations with a
 * ~500 KB payment screenshot, and a mix of them all. An empty Fastify route in a process of its own is
 * measured in the same run with the same settings, and the API bars of docs/requirements.md#quality-bars are
 * checked against it: the dashboard keeps >= 40% of its throughput, with p99 <= 25 ms at 50 connections.
 *
 * Per scenario and overall: throughput (req/s), p50 and p99 latency, answers by outcome (2xx, 429 from a
 * rate limit, anything else unexpected), socket errors, and the server's memory (RSS and peak RSS from
 * /proc/<pid>/status; the peak is reset before each scenario where the kernel allows it). After the run,
 * every registration a 200 acknowledged is looked up in the database. After the image attack
 * (bench/load-image-attack.ts) comes the OCR burst (bench/load-ocr.ts): page latency while six registrations
 * submitted at once have their screenshots read.
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped
 * afterwards), else the embedded PGlite in a temporary DATA_DIR (what `npm start` uses).
 *
 *   npx tsx bench/load.ts [--duration 10] [--warmup 2] [--connections 50] [--strict]
 *
 * `npm run bench` calls `runLoadBench()` and `printLoadReport()` (skip with --skip-load).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SEEDED_EVENT as EVENT_NAME } from '../tests/support/seeded-event';
import { type Database, createDatabase, createPostgresDatabase, poolOptions } from '../src/server/db/client';
import { repoRoot, siteDir as defaultSiteDir } from '../tests/support/paths';
import {
  createDatabase as createPgDatabase,
  dropDatabase,
  withDatabaseName,
} from '../tests/support/pg-admin';
import { type ServerProcess, serveScriptEnv, spawnServer } from '../tests/support/server-process';
import { freePort } from '../tests/support/smtp';
import {
  type RegistrationCheck,
  type SeedCounts,
  checkRegistrations,
  paymentScreenshot,
  uniqueUploadBody,
  seedLoadData,
} from './load-seed';
import {
  type ImageAttackReport,
  imageAttackBodies,
  printImageAttack,
  runImageAttack,
} from './load-image-attack';
import { type OcrBurstReport, printOcrBurst, readingsOf, runOcrBurst } from './load-ocr';
import { type Kind, type KindFigures, type Mix, Traffic, runScenario } from './load-traffic';
import { quantile } from './stats';

/** The logged-in dashboard keeps this share of an empty Fastify route's throughput... */
export const MIN_DASHBOARD_RATIO = 0.4;
/** ...with a p99 latency at most this (ms) at 50 connections. */
export const MAX_DASHBOARD_P99_MS = 25;
/** Public pages and assets are served at this share of the empty route's throughput or more... */
export const MIN_PAGES_RATIO = 0.5;
/** ...and in the mixed rush, page answers keep p99 at most this (ms). */
export const MAX_MIXED_PAGE_P99_MS = 100;

export interface LoadBenchOptions {
  /** Measured seconds per scenario (default 10). */
  durationSec?: number;
  /** Unmeasured seconds of the same traffic before each scenario (default 2). */
  warmupSec?: number;
  /**
   * Connections of the read scenarios, the empty route and the mix (default 50, as the dashboard bar says).
   */
  connections?: number;
  /** Connections of the login and registration scenarios (defaults 16 and 8: each costs tens to hundreds of ms of CPU). */
  loginConnections?: number;
  registrationConnections?: number;
  /**
   * Send this many registrations (after the warm-up) instead of registering for `durationSec`: a short run
   * then still completes some, whatever the machine's speed (the system test).
   */
  registrationRequests?: number;
  /** PostgreSQL server URL (a database is created on it); default BENCH_DATABASE_URL or TEST_DATABASE_URL, else PGlite. */
  databaseUrl?: string;
  siteDir?: string;
  seed?: Partial<SeedCounts>;
  /**
   * Wait until the server is idle before measuring (default true): in production it pre-compresses the
   * site once it listens. The system test skips the wait; it asserts no timing.
   */
  settle?: boolean;
  /** Run only these scenarios (default all; the bars need 'empty' and 'dashboard'). */
  only?: (ScenarioKey | 'image-attack' | 'ocr')[];
  /** Seconds of the image attack (default 30; its quiet reference runs min(10, this) s before it). */
  imageAttackSec?: number;
  /** Write a V8 CPU profile of the server (the whole run) into this directory when it stops. */
  cpuProfileDir?: string;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
}

export interface Figures {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  /** 429 answers: a rate limit doing its job (expected under a login burst). */
  limited: number;
  /** Non-2xx answers other than 429 (and 2xx answers without what they promise). */
  unexpected: number;
  /** 5xx answers (included in `unexpected`). */
  serverErrors: number;
  /** Socket errors and timeouts reported by autocannon (no answer at all). */
  socketErrors: number;
  timeouts: number;
}

export interface ScenarioReport extends Figures {
  key: ScenarioKey;
  name: string;
  /** The process measured: the real server, or the empty Fastify route. */
  target: 'server' | 'empty-fastify';
  connections: number;
  durationSec: number;
  statuses: Record<string, number>;
  rssMb: number;
  peakRssMb: number;
  /** Per kind of request (the mixed scenario has several). */
  kinds: ({ kind: Kind; share: number } & Figures)[];
}

export interface LoadReport {
  database: 'postgres' | 'pglite';
  node: string;
  cpus: number;
  durationSec: number;
  warmupSec: number;
  /** The image attack, when it ran. */
  imageAttack?: ImageAttackReport;
  /** Pages while six registrations' screenshots are read by OCR (bench/load-ocr.ts). */
  ocrBurst?: OcrBurstReport;
  scenarios: ScenarioReport[];
  /** Every scenario against the real server together. */
  overall: Figures & { rssMb: number; peakRssMb: number; idleRssMb: number };
  /**
   * The API bars of docs/requirements.md#quality-bars (absent when the empty route or the dashboard was not
   * run).
   */
  bars?: {
    dashboardReqPerSec: number;
    emptyReqPerSec: number;
    ratio: number;
    ratioPass: boolean;
    dashboardP99Ms: number;
    p99Pass: boolean;
    connections: number;
  };
  /**
   * The page bars of docs/requirements.md#quality-bars: throughput (needs 'empty' and 'pages'), p99 in the
   * mix (needs 'mixed').
   */
  pageBars?: {
    throughput?: { pagesReqPerSec: number; emptyReqPerSec: number; ratio: number; pass: boolean };
    mixed?: { pageP50Ms: number; pageP99Ms: number; pass: boolean };
  };
  registrations: RegistrationCheck;
  /** Registration requests that found every bench account already registered (409s, not errors). */
  reusedRegistrants: number;
  paymentBytes: number;
}

export const scenarioKeys = [
  'empty',
  'dashboard',
  'pages',
  'api',
  'logins',
  'registrations',
  'mixed',
] as const;
export type ScenarioKey = (typeof scenarioKeys)[number];

interface ScenarioSpec {
  key: ScenarioKey;
  name: string;
  target: 'server' | 'empty-fastify';
  mix: Mix;
  connections: number;
  amount?: number;
}

/**
 * The mixed traffic, per 1000 requests: what a day of the registration season looks like from the server.
 * Most requests are page views and their (first-visit) assets and the public lists; a logged-in person
 * reads their dashboard many times per login (sessions last a week); a registration, the costliest call by
 * far, is rare.
 */
export const MIXED: Mix = {
  page: 420,
  asset: 150,
  'api-read': 150,
  dashboard: 250,
  login: 25,
  registration: 5,
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (kb: number) => round(kb / 1024);

/** VmRSS and VmHWM (peak) of a process, in KB; undefined once it has exited. */
async function memoryOf(pid: number): Promise<{ rssKb: number; hwmKb: number } | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Resets the peak RSS of a process we own (Linux: `echo 5 > /proc/<pid>/clear_refs`). */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples RSS while a scenario runs; `stop()` returns the end RSS and the peak (KB). */
async function watchMemory(pid: number) {
  const peakWasReset = await resetPeak(pid);
  let maxRss = (await memoryOf(pid))?.rssKb ?? 0;
  const timer = setInterval(() => {
    void memoryOf(pid).then((m) => {
      if (m) maxRss = Math.max(maxRss, m.rssKb);
    });
  }, 200);
  return {
    async stop() {
      clearInterval(timer);
      const m = await memoryOf(pid);
      const rssKb = m?.rssKb ?? 0;
      // Without the reset VmHWM is the peak since start; the samples still bound this scenario's.
      const peakKb = Math.max(maxRss, rssKb, peakWasReset ? (m?.hwmKb ?? 0) : 0);
      return { rssKb, peakKb };
    },
  };
}

/** CPU time (user + system, clock ticks) a process has used so far. */
async function cpuTicksOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at ')'; utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the process is idle (under 5% of a CPU for a second): in production the server compresses
 * the whole site at maximum quality once it listens, which would otherwise be measured with the first scenario.
 */
async function waitForIdle(pid: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await cpuTicksOf(pid);
  let quiet = 0;
  while (Date.now() < deadline && quiet < 2) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await cpuTicksOf(pid);
    // 100 ticks per second: under 2.5 ticks in half a second is under 5% of a CPU.
    quiet = now - last < 2.5 ? quiet + 1 : 0;
    last = now;
  }
}

async function startEmptyFastify(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-empty-server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never outlive the bench, even when it fails.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the empty Fastify server did not start in 30 s'));
    }, 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the empty Fastify server exited with code ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh, migrated and seeded database; `open()` reconnects once the server has stopped. */
async function prepareDatabase(adminUrl: string | undefined, seed: SeedCounts, dataDir: string) {
  let name: string | undefined;
  let url: string | undefined;
  const open = async (): Promise<Database> => {
    if (url) return createPostgresDatabase(new pg.Pool({ ...poolOptions(url), max: 2 }));
    return createDatabase({ DATA_DIR: dataDir });
  };
  if (adminUrl) {
    name = `nitsmun_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createPgDatabase(adminUrl, name);
    url = withDatabaseName(adminUrl, name);
  }
  const database = await open();
  try {
    await database.migrate();
    const data = await seedLoadData(database.db, seed);
    return {
      kind: database.kind,
      data,
      env: (url ? { DATABASE_URL: url } : {}) as Record<string, string>,
      open,
      async drop() {
        if (adminUrl && name) await dropDatabase(adminUrl, name);
      },
    };
  } finally {
    await database.close();
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The hashed assets the home page references (scripts, styles, fonts, images): a first visit loads them. */
async function assetsOf(serverUrl: string): Promise<string[]> {
  const html = await (await fetch(`${serverUrl}/`)).text();
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
  if (assets.length === 0) throw new Error('the home page references no /assets/ file');
  return assets;
}

async function registrationBodies(serverUrl: string, screenshot: Buffer) {
  const { events } = await getJson<{
    events: { name: string; committees: { code: string; portfolios: string[] }[] }[];
  }>(`${serverUrl}/v1/api/events`);
  const event = events.find((e) => e.name === EVENT_NAME);
  if (!event || event.committees.length < 2) throw new Error(`no event ${EVENT_NAME} with committees`);
  const [first, second] = event.committees as [
    { code: string; portfolios: string[] },
    { code: string; portfolios: string[] },
  ];
  const body = (payment: string) => ({
    eventName: EVENT_NAME,
    payment,
    previousMunExperience: 'Two MUNs as a delegate, one verbal mention',
    committeePreference: [first.code, second.code],
    portfolioPreference: [...first.portfolios.slice(0, 2), ...second.portfolios.slice(0, 2)],
    isGroupRegistration: false,
  });
  return {
    student: uniqueUploadBody(screenshot, body),
    outsider: uniqueUploadBody(screenshot, (payment) => ({
      ...body(payment),
      college: 'Assam Engineering College',
      accomodation: 'Yes',
    })),
  };
}

function figuresOf(
  parts: KindFigures[],
  latencies: number[],
  durationSec: number,
  socket: { errors: number; timeouts: number },
  reqPerSec?: number,
): Figures {
  const sum = (key: 'requests' | 'ok' | 'limited' | 'unexpected' | 'serverErrors') =>
    parts.reduce((total, p) => total + p[key], 0);
  const requests = sum('requests');
  return {
    requests,
    reqPerSec: round(reqPerSec ?? requests / durationSec, 0),
    p50Ms: round(quantile(latencies, 0.5)),
    p99Ms: round(quantile(latencies, 0.99)),
    ok: sum('ok'),
    limited: sum('limited'),
    unexpected: sum('unexpected'),
    serverErrors: sum('serverErrors'),
    socketErrors: socket.errors,
    timeouts: socket.timeouts,
  };
}

export async function runLoadBench(options: LoadBenchOptions = {}): Promise<LoadReport> {
  const durationSec = options.durationSec ?? 10;
  const warmupSec = options.warmupSec ?? 2;
  const connections = options.connections ?? 50;
  const loginConnections = options.loginConnections ?? 16;
  const registrationConnections = options.registrationConnections ?? 8;
  const log = options.log ?? ((line: string) => console.error(line));
  const adminUrl =
    options.databaseUrl ?? (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined);
  const runSec = durationSec + warmupSec;
  // Enough accounts that no login meets the per-email limit (5 per 15 min) and no registrant registers twice,
  // even on a machine several times faster than the one this was written on.
  const seed: SeedCounts = {
    background: 2000,
    login: Math.max(200, Math.ceil(runSec * 2 * 150)),
    dashboard: 1000,
    registration: Math.max(100, Math.ceil(runSec * 2 * 40)),
    ...options.seed,
  };

  const dataDir = await mkdtemp(join(tmpdir(), 'nitsmun-load-'));
  let server: ServerProcess | undefined;
  let empty: Awaited<ReturnType<typeof startEmptyFastify>> | undefined;
  let db: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
  try {
    log(`load: seeding ${adminUrl ? 'PostgreSQL' : 'PGlite'} (${JSON.stringify(seed)})`);
    const [prepared, screenshot] = await Promise.all([
      prepareDatabase(adminUrl, seed, dataDir),
      paymentScreenshot(),
    ]);
    db = prepared;
    log(
      `load: starting the server (NODE_ENV=production, ${Object.entries(serveScriptEnv())
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} as \`npm run serve\`) and the empty Fastify route`,
    );
    server = await spawnServer({
      name: 'load-bench server',
      nodeArgs: options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [],
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        DATA_DIR: dataDir,
        SITE_DIR: options.siteDir ?? defaultSiteDir,
        ...db.env,
      },
    });
    empty = await startEmptyFastify();
    if (options.settle !== false) {
      log('load: waiting for the server to finish its start-up work (site pre-compression)');
      await waitForIdle(server.pid);
    }
    const idle = await memoryOf(server.pid);
    const attackWanted = !options.only || options.only.includes('image-attack');
    const attackImages = attackWanted ? await imageAttackBodies() : undefined;
    const photos = attackImages && { normal: attackImages.normal, heavy: attackImages.heavy };

    const traffic = new Traffic({
      // Server-rendered pages kept in memory (the event pages among them) and a client-side navigation's data.
      pages: ['/', '/team', '/annualconf', '/applynow', '/annualconf.data?_routes=routes%2Fannualconf'],
      // Only the page scenarios need the built site's assets (the image attack runs without a build).
      assets:
        !options.only || options.only.some((k) => k === 'pages' || k === 'mixed')
          ? await assetsOf(server.url)
          : [],
      apiReads: ['/v1/api/events', '/v1/api/blog/read'],
      loginEmails: db.data.loginEmails,
      password: db.data.password,
      dashboardTokens: db.data.dashboardTokens,
      registrants: db.data.registrants,
      registrationBody: await registrationBodies(server.url, screenshot),
      photoBody: photos,
    });

    const specs: ScenarioSpec[] = [
      { key: 'empty', name: 'empty Fastify route', target: 'empty-fastify', mix: { empty: 1 }, connections },
      {
        key: 'dashboard',
        name: 'dashboard (logged in)',
        target: 'server',
        mix: { dashboard: 1 },
        connections,
      },
      {
        key: 'pages',
        name: 'public pages + assets',
        target: 'server',
        mix: { page: 3, asset: 1 },
        connections,
      },
      { key: 'api', name: 'public API reads', target: 'server', mix: { 'api-read': 1 }, connections },
      { key: 'logins', name: 'logins', target: 'server', mix: { login: 1 }, connections: loginConnections },
      {
        key: 'registrations',
        name: 'registrations (500 KB)',
        target: 'server',
        mix: { registration: 1 },
        connections: registrationConnections,
        amount: options.registrationRequests,
      },
      { key: 'mixed', name: 'mixed', target: 'server', mix: MIXED, connections },
    ];

    const scenarios: ScenarioReport[] = [];
    const serverLatencies: number[] = [];
    const serverKinds: KindFigures[] = [];
    const serverSocket = { errors: 0, timeouts: 0 };
    let serverSeconds = 0;
    let peakKb = idle?.hwmKb ?? 0;
    for (const spec of specs.filter((s) => !options.only || options.only.includes(s.key))) {
      const target = spec.target === 'server' ? server : empty;
      const scenario = { url: target.url, mix: spec.mix, connections: spec.connections };
      log(
        `load: ${spec.name}: ${warmupSec} s warm-up, ${durationSec} s measured, ${spec.connections} connections`,
      );
      if (warmupSec > 0) await runScenario(traffic, { ...scenario, durationSec: warmupSec });
      const memory = await watchMemory(target.pid);
      const run = await runScenario(traffic, { ...scenario, durationSec, amount: spec.amount });
      const { rssKb, peakKb: scenarioPeakKb } = await memory.stop();
      if (!server.alive)
        throw new Error(`the server exited during "${spec.name}":\n${server.output().slice(-4000)}`);

      const parts = Object.values(run.byKind);
      const seconds = run.result.duration;
      const socket = { errors: run.result.errors, timeouts: run.result.timeouts };
      const statuses: Record<string, number> = {};
      for (const part of parts) {
        for (const [status, n] of Object.entries(part.statuses))
          statuses[status] = (statuses[status] ?? 0) + n;
      }
      const total = parts.reduce((sum, p) => sum + p.requests, 0);
      scenarios.push({
        key: spec.key,
        name: spec.name,
        target: spec.target,
        connections: spec.connections,
        durationSec: seconds,
        ...figuresOf(parts, run.latencies, seconds, socket, run.result.requests.average),
        statuses,
        rssMb: mb(rssKb),
        peakRssMb: mb(scenarioPeakKb),
        kinds: (Object.entries(run.byKind) as [Kind, KindFigures][]).map(([kind, part]) => ({
          kind,
          share: round((part.requests / Math.max(1, total)) * 100),
          ...figuresOf([part], part.latencies, seconds, { errors: 0, timeouts: 0 }),
        })),
      });
      if (spec.target === 'server') {
        serverSeconds += seconds;
        for (const l of run.latencies) serverLatencies.push(l);
        serverKinds.push(...parts);
        serverSocket.errors += socket.errors;
        serverSocket.timeouts += socket.timeouts;
        peakKb = Math.max(peakKb, scenarioPeakKb);
      }
    }

    let imageAttack: ImageAttackReport | undefined;
    if (attackImages) {
      const attackSec = options.imageAttackSec ?? 30;
      const running = server;
      imageAttack = await runImageAttack(traffic, server.url, {
        attackSec,
        quietSec: Math.min(10, attackSec),
        sizes: { normalBytes: attackImages.normalBytes, attackBytes: attackImages.attackBytes },
        watch: () => watchMemory(running.pid),
        log,
      });
      if (!server.alive)
        throw new Error(`the server exited during the image attack:\n${server.output().slice(-4000)}`);
      peakKb = Math.max(peakKb, imageAttack.peakRssMb * 1024);
    }

    // Last, so that no later scenario's registrations queue readings behind the burst's.
    let ocrBurst: OcrBurstReport | undefined;
    if (!options.only || options.only.includes('ocr')) {
      ocrBurst = await runOcrBurst(traffic, server.url, {
        quietSec: Math.min(10, durationSec),
        busySec: Math.max(20, durationSec),
        connections: 8,
        log,
      });
      if (!server.alive)
        throw new Error(`the server exited during the OCR burst:\n${server.output().slice(-4000)}`);
    }

    const end = await memoryOf(server.pid);
    log('load: stopping; checking every acknowledged registration in the database');
    await server.stop();
    await empty.stop();
    empty = undefined;
    const check = await db.open();
    let registrations: RegistrationCheck;
    try {
      registrations = await checkRegistrations(check.db, traffic.acknowledged, db.data.registrants);
      if (ocrBurst) ocrBurst.readings = await readingsOf(check.db, ocrBurst.registrationIds);
    } finally {
      await check.close();
    }

    const dashboard = scenarios.find((s) => s.key === 'dashboard');
    const emptyRoute = scenarios.find((s) => s.key === 'empty');
    return {
      database: db.kind,
      node: process.version,
      cpus: cpus().length,
      durationSec,
      warmupSec,
      scenarios,
      imageAttack,
      ocrBurst,
      overall: {
        ...figuresOf(serverKinds, serverLatencies, serverSeconds, serverSocket),
        rssMb: mb(end?.rssKb ?? 0),
        peakRssMb: mb(peakKb),
        idleRssMb: mb(idle?.rssKb ?? 0),
      },
      bars: dashboard && emptyRoute ? barsOf(dashboard, emptyRoute) : undefined,
      pageBars: pageBarsOf(scenarios),
      registrations,
      reusedRegistrants: traffic.reusedRegistrants,
      paymentBytes: screenshot.length,
    };
  } finally {
    if (server?.alive) await server.kill('SIGKILL');
    if (empty) await empty.stop();
    await db
      ?.drop()
      .catch((error: unknown) => log(`load: could not drop the bench database: ${String(error)}`));
    await rm(dataDir, { recursive: true, force: true });
  }
}

function barsOf(dashboard: ScenarioReport, emptyRoute: ScenarioReport): LoadReport['bars'] {
  const ratio = emptyRoute.reqPerSec > 0 ? dashboard.reqPerSec / emptyRoute.reqPerSec : 0;
  return {
    dashboardReqPerSec: dashboard.reqPerSec,
    emptyReqPerSec: emptyRoute.reqPerSec,
    ratio: round(ratio, 3),
    ratioPass: ratio >= MIN_DASHBOARD_RATIO,
    dashboardP99Ms: dashboard.p99Ms,
    p99Pass: dashboard.p99Ms <= MAX_DASHBOARD_P99_MS,
    connections: dashboard.connections,
  };
}

function pageBarsOf(scenarios: ScenarioReport[]): LoadReport['pageBars'] {
  const pages = scenarios.find((s) => s.key === 'pages');
  const emptyRoute = scenarios.find((s) => s.key === 'empty');
  const mixedPages = scenarios.find((s) => s.key === 'mixed')?.kinds.find((k) => k.kind === 'page');
  const ratio = pages && emptyRoute && emptyRoute.reqPerSec > 0 ? pages.reqPerSec / emptyRoute.reqPerSec : 0;
  return {
    throughput:
      pages && emptyRoute
        ? {
            pagesReqPerSec: pages.reqPerSec,
            emptyReqPerSec: emptyRoute.reqPerSec,
            ratio: round(ratio, 3),
            pass: ratio >= MIN_PAGES_RATIO,
          }
        : undefined,
    mixed: mixedPages
      ? {
          pageP50Ms: mixedPages.p50Ms,
          pageP99Ms: mixedPages.p99Ms,
          pass: mixedPages.p99Ms <= MAX_MIXED_PAGE_P99_MS,
        }
      : undefined,
  };
}

/** Prints the report; returns the quality bars missed (empty when all hold). */
export function printLoadReport(report: LoadReport): string[] {
  const row = (name: string, f: Figures, extra: Record<string, unknown> = {}) => ({
    scenario: name,
    'req/s': f.reqPerSec,
    'p50 ms': f.p50Ms,
    'p99 ms': f.p99Ms,
    requests: f.requests,
    '2xx': f.ok,
    'limited (429)': f.limited,
    'other non-2xx': f.unexpected,
    'socket errors': f.socketErrors,
    ...extra,
  });
  console.log(
    `\nLoad (autocannon; real server, NODE_ENV=production, ${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}; ` +
      `${report.durationSec} s per scenario after ${report.warmupSec} s warm-up; Node ${report.node}, ${report.cpus} CPUs)`,
  );
  console.table([
    ...report.scenarios.map((s) =>
      row(`${s.name} [${s.connections} conn]`, s, { 'RSS MB': s.rssMb, 'peak RSS MB': s.peakRssMb }),
    ),
    // None with `--only image-attack` or `--only ocr`, which print their own.
    ...(report.scenarios.length === 0
      ? []
      : [
          row('overall (server scenarios)', report.overall, {
            'RSS MB': report.overall.rssMb,
            'peak RSS MB': report.overall.peakRssMb,
          }),
        ]),
  ]);
  const mixed = report.scenarios.find((s) => s.name === 'mixed');
  if (mixed) {
    console.log('Mixed scenario by kind of request (share of requests)');
    console.table(mixed.kinds.map((k) => row(`${k.kind} (${k.share}%)`, k)));
  }
  const unusual = report.scenarios.filter((s) => s.unexpected > 0 || s.socketErrors > 0);
  for (const s of unusual) console.log(`${s.name}: status counts ${JSON.stringify(s.statuses)}`);
  const r = report.registrations;
  console.log(
    `Registrations: ${r.acknowledged} acknowledged (payment ${Math.round(report.paymentBytes / 1024)} KB PNG), ` +
      `${r.missing} missing from the database, ${r.incomplete} incomplete; ${r.unacknowledged} more written whose answer was cut off when a run stopped` +
      (report.reusedRegistrants ? `; ${report.reusedRegistrants} requests reused an account (409)` : ''),
  );
  console.log(
    `Server RSS: ${report.overall.idleRssMb} MB idle after start, ${report.overall.rssMb} MB at the end, peak ${report.overall.peakRssMb} MB`,
  );

  const b = report.bars;
  const misses: string[] = [];
  const line = (pass: boolean, text: string) => {
    console.log(`${pass ? 'PASS' : 'FAIL'} ${text}`);
    if (!pass) misses.push(text);
  };
  if (b) {
    line(
      b.ratioPass,
      `dashboard throughput ${b.dashboardReqPerSec} req/s = ${round(b.ratio * 100)}% of the empty Fastify route's ${b.emptyReqPerSec} req/s (bar >= ${MIN_DASHBOARD_RATIO * 100}%)`,
    );
    line(
      b.p99Pass,
      `dashboard p99 ${b.dashboardP99Ms} ms at ${b.connections} connections (bar <= ${MAX_DASHBOARD_P99_MS} ms)`,
    );
  }
  const throughput = report.pageBars?.throughput;
  if (throughput) {
    line(
      throughput.pass,
      `public pages + assets >= ${MIN_PAGES_RATIO * 100}% of the empty route: ${throughput.pagesReqPerSec} req/s = ${round(throughput.ratio * 100)}% of ${throughput.emptyReqPerSec} req/s`,
    );
  }
  const mixedPages = report.pageBars?.mixed;
  if (mixedPages) {
    line(
      mixedPages.pass,
      `mixed: page p99 <= ${MAX_MIXED_PAGE_P99_MS} ms: p99 ${mixedPages.pageP99Ms} ms (p50 ${mixedPages.pageP50Ms} ms) beside logins and registrations`,
    );
  }
  if (report.imageAttack) printImageAttack(report.imageAttack, line);
  if (report.ocrBurst) printOcrBurst(report.ocrBurst, line);
  const errors = report.overall.unexpected + report.overall.socketErrors + r.missing + r.incomplete;
  line(errors === 0, `no unexpected answers, socket errors or lost registrations (found ${errors})`);
  return misses;
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Options from the command line: --duration, --warmup, --connections. */
export function loadOptionsFromArgs(): LoadBenchOptions {
  const number = (name: string) => {
    const value = argument(name);
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} expects a number, got ${value}`);
    return n;
  };
  const only = argument('--only')?.split(',') as LoadBenchOptions['only'];
  const known = [...scenarioKeys, 'image-attack', 'ocr'];
  for (const key of only ?? []) {
    if (!known.includes(key)) throw new Error(`--only: no scenario ${key} (${known.join(', ')})`);
  }
  return {
    durationSec: number('--duration'),
    warmupSec: number('--warmup'),
    connections: number('--connections'),
    only,
    imageAttackSec: number('--image-attack-duration'),
    cpuProfileDir: argument('--cpu-prof'),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const misses = printLoadReport(await runLoadBench(loadOptionsFromArgs()));
  process.exitCode = misses.length && process.argv.includes('--strict') ? 1 : 0;
}
