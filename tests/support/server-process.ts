/**
 * `spawnServer()`: the real server (`src/server/main.ts` through tsx) as a child process, for fault tests
 * (tests/system) and the load bench (bench/). Unlike startTestServer() (server.ts), nothing runs in the
 * caller's process: the child reads its configuration from the environment, migrates, listens, runs its
 * mail worker and jobs, and can be killed with any signal (SIGKILL for a crash, SIGTERM for a graceful
 * stop) and started again on the same database and DATA_DIR.
 *
 *   const server = await spawnServer({ env: { DATABASE_URL, REDIS_URL, SMTP_URL, DATA_DIR } });
 *   await fetch(`${server.url}/v1/api/events`);
 *   await server.kill('SIGKILL');
 *   const again = await server.restart(); // same env, port and DATA_DIR
 *   await again.stop();
 *
 * The child's environment is `options.env` over a few defaults (see `defaultEnv`), never the caller's own
 * configuration variables: a DATABASE_URL of the shell cannot leak into a test. Its stdout and stderr (the
 * JSON logs) are kept, the last `OUTPUT_LIMIT` characters of them, for `output()`; a start that fails
 * throws with that output. Every child still alive when the caller's process exits is killed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, siteDir } from './paths';
import { freePort } from './smtp';

/** Characters of output kept per process (the newest). */
const OUTPUT_LIMIT = 2_000_000;
/** How long a start may take: tsx compiles the server on first use, and CPUs are shared. */
const DEFAULT_START_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 100;
/** After this long a child that ignored its signal is killed with SIGKILL. */
const KILL_TIMEOUT_MS = 15_000;

export interface SpawnServerOptions {
  /**
   * The server's configuration (src/server/config.ts), as strings: DATABASE_URL, REDIS_URL, SMTP_URL,
   * DATA_DIR, SITE_DIR, PUBLIC_URL, TRUST_PROXY, NODE_ENV, LOG_LEVEL... Unset keys get `defaultEnv`.
   */
  env?: Record<string, string>;
  /** The port to listen on (default: a free one). restart() reuses it. */
  port?: number;
  /** Give up waiting for /healthz 200 after this long (default 60 s). */
  startTimeoutMs?: number;
  /** A name for error messages and output dumps (default: `server`). */
  name?: string;
  /** Extra options for node, before the script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  pid: number;
  name: string;
  /** The environment the child was started with (restart() uses it again). */
  env: Record<string, string>;
  /** Whether the child is still running. */
  readonly alive: boolean;
  /** Settles when the child exits. */
  exited: Promise<ExitStatus>;
  /** What the child printed so far (stdout and stderr interleaved, newest `OUTPUT_LIMIT` characters). */
  output(): string;
  /** Sends `signal` (default SIGTERM) and waits for the exit; SIGKILL follows if it does not exit in time. */
  kill(signal?: NodeJS.Signals): Promise<ExitStatus>;
  /** Graceful stop: SIGTERM and wait (no-op once exited). */
  stop(): Promise<ExitStatus>;
  /** Starts a new process with the same env, port and DATA_DIR once this one has exited (kill it first). */
  restart(options?: { env?: Record<string, string> }): Promise<ServerProcess>;
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

/**
 * The defaults under `options.env`: quiet logs (warnings and errors), the cheap test password hashing
 * (NODE_ENV=test; pass NODE_ENV=production for the real cost and the site's pre-compression), the built
 * site, PUBLIC_URL pointing at the child so emailed links open it, and unless `env` has one, a fresh
 * DATA_DIR under the temp directory (the caller removes it). Also the variables `npm run serve` sets for the
 * server (the memory allocator's settings, docs/decisions/0030), so a child runs as the real server does.
 */
async function defaultEnv(port: number, env: Record<string, string>): Promise<Record<string, string>> {
  return {
    ...serveScriptEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SITE_DIR: siteDir,
    DATA_DIR: env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'nitsmun-server-'))),
  };
}

/** The `KEY=value` pairs `cross-env` sets in package.json's `serve` script. */
export function serveScriptEnv(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const [, assignments = ''] = /^cross-env ((?:\w+=\S+ )+)/.exec(pkg.scripts.serve) ?? [];
  return Object.fromEntries(
    assignments
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** What the child needs from the caller's environment to run node at all; nothing of the server's config. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT'];
  const env: Record<string, string> = {};
  for (const key of keep) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

export async function spawnServer(options: SpawnServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? Number(options.env?.PORT ?? (await freePort()));
  const env = { ...(await defaultEnv(port, options.env ?? {})), ...options.env, PORT: String(port) };
  const name = options.name ?? 'server';
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;

  installExitHook();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: repoRoot,
      env: { ...baseEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);

  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_LIMIT * 1.5) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);

  let alive = true;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      alive = false;
      children.delete(child);
      resolve({ code, signal });
    });
  });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  await spawned;

  const url = `http://127.0.0.1:${port}`;
  const kill = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<ExitStatus> => {
    if (!alive) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_TIMEOUT_MS);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    name,
    env,
    get alive() {
      return alive;
    },
    exited,
    output: () => output,
    kill,
    stop: () => kill('SIGTERM'),
    async restart(restartOptions = {}) {
      if (alive) throw new Error(`${name}: restart() needs the process to have exited (kill it first)`);
      return spawnServer({
        env: { ...env, ...restartOptions.env },
        port,
        startTimeoutMs,
        name,
      });
    },
  };

  try {
    await waitForHealth(server, startTimeoutMs);
  } catch (error) {
    await kill('SIGKILL');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${name} did not start: ${message}\n--- ${name} output ---\n${output}`);
  }
  return server;
}

async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!server.alive) {
      const status = await server.exited;
      throw new Error(`exited (code ${status.code}, signal ${status.signal})`);
    }
    try {
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
      last = `/healthz answered ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`no /healthz 200 within ${timeoutMs} ms (last: ${last})`);
}
