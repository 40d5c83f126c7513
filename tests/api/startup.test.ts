/** The real entry point (src/server/main.ts) as a child process: configuration errors, start-up, shutdown. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, withDatabaseName } from '../support/pg-admin';
import { repoRoot, siteDir } from '../support/paths';

const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function runServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [tsx, 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitFor(check: () => boolean, ms: number, what: () => string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; output:\n${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('configuration errors', () => {
  it.each([
    ['PORT', 'not-a-port', 'Invalid configuration: PORT: expected a number between 1 and 65535'],
    [
      'DATABASE_URL',
      'mysql://localhost/nitsmun',
      'Invalid configuration: DATABASE_URL: expected a URL starting with postgres://',
    ],
    // Emailed links and certificates' QR codes built from a guessed address would be dead forever.
    ['NODE_ENV', 'production', 'Invalid configuration: PUBLIC_URL: required with NODE_ENV=production'],
  ])(
    '%s=%s stops the server with exit code 1 and a message naming it (PUBLIC_URL unset)',
    async (name, value, message) => {
      const run = runServer({ [name]: value });
      expect(await run.exit).toBe(1);
      expect(run.output()).toContain(message);
    },
  );
});

describe('start-up and graceful shutdown', () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dbName = `nitsmun_startup_${randomBytes(4).toString('hex')}`;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nitsmun-startup-'));
    if (pgUrl) await createDatabase(pgUrl, dbName);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (pgUrl) await dropDatabase(pgUrl, dbName);
  });

  // The embedded database always (what `npm start` runs on), and PostgreSQL too when the run has one.
  const databases = pgUrl ? (['embedded', 'PostgreSQL'] as const) : (['embedded'] as const);
  it.each(databases)(
    'on the %s database: migrates an empty database, serves, logs request ids without secrets, and exits 0 on SIGTERM',
    async (database) => {
      const port = await freePort();
      const run = runServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, database),
        SITE_DIR: siteDir,
        ...(pgUrl && database === 'PostgreSQL' ? { DATABASE_URL: withDatabaseName(pgUrl, dbName) } : {}),
      });
      try {
        await waitFor(() => run.output().includes('server ready'), 90_000, run.output);
        const base = `http://127.0.0.1:${port}`;
        const health = await fetch(`${base}/healthz`);
        expect(health.status).toBe(200);
        const blogs = await fetch(`${base}/v1/api/blog/read`, {
          headers: { authorization: 'Bearer t0psecret-token', cookie: 'authToken=c00kie-value' },
        });
        expect(((await blogs.json()) as unknown[]).length).toBe(6);
        const requestId = blogs.headers.get('x-request-id');
        expect(requestId).toBeTruthy();

        run.child.kill('SIGTERM');
        expect(await run.exit).toBe(0);
        const log = run.output();
        expect(log).toContain(`"reqId":"${requestId}"`);
        expect(log).toContain('shutting down');
        // A fresh database has no superadmin: the log says how to create one.
        expect(log).toContain('npm run superadmin -- you@example.org');
        expect(log).not.toContain('SHOW_VERIFY_LINK is on in production');
        expect(log).not.toContain('t0psecret-token');
        expect(log).not.toContain('c00kie-value');
        // Every line on stdout is one JSON object (structured logs).
        for (const line of log.split('\n').filter((l) => l.startsWith('{')))
          expect(() => JSON.parse(line)).not.toThrow();
      } finally {
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
      }
    },
    150_000,
  );

  it('warns at start-up when SHOW_VERIFY_LINK is set on with NODE_ENV=production, and not by default', async () => {
    const start = async (env: Record<string, string>) => {
      const port = await freePort();
      const dir = await mkdtemp(join(tmpdir(), 'nitsmun-startup-'));
      const run = runServer({
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        SITE_DIR: join(dir, 'no-site'),
        ...env,
      });
      try {
        await waitFor(() => run.output().includes('server ready'), 90_000, run.output);
        // The warnings come right after the ready line.
        await waitFor(() => run.output().includes('superadmin'), 10_000, run.output);
        run.child.kill('SIGTERM');
        await run.exit;
        return run.output();
      } finally {
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      }
    };
    // Both servers start at once: each migrates its own empty database.
    const [shown, quiet] = await Promise.all([start({ SHOW_VERIFY_LINK: 'true' }), start({})]);
    const warning = shown
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => entry.msg.includes('SHOW_VERIFY_LINK is on in production'));
    expect(warning).toBeDefined();
    expect(warning!.level).toBe(40); // warn
    expect(warning!.msg).toContain('anyone can verify any email address');
    // Unset, production keeps the link in the inbox: nothing to warn about.
    expect(quiet).toContain('server ready');
    expect(quiet).not.toContain('SHOW_VERIFY_LINK');
  }, 240_000);
});
