/**
 * Anonymous visitors asking for app pages with long, ever-different parameters must not grow the server's
 * memory: an app page's shell never depends on its parameters (one rendering per page, kept once), a URL
 * longer than the server's limit is refused with 414 before any route runs, and the kept renderings are
 * bounded in bytes. A bounded soak against a real server process (production mode, PostgreSQL): eight
 * connections from eight client addresses send long addresses under /registrations and /eventreg, and the
 * server's RSS (from /proc) must stay within a small margin of where it started.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../src/server/app';
import { type SystemDatabase, call, clientAddress, createSystemDatabase, serverProcesses } from './helpers';

/** Requests in the soak, and connections (each its own client address). */
const REQUESTS = 1600;
const CONNECTIONS = 8;
/** Growth of the server's RSS allowed over the soak: rendering and keeping a page per address grows it by hundreds. */
const RSS_GROWTH_LIMIT_MB = 64;

let database: SystemDatabase;
const servers = serverProcesses();

beforeAll(async () => {
  database = await createSystemDatabase();
});

afterAll(async () => {
  await servers.stopAll();
  await database?.destroy();
});

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** The i-th address of the soak: alternately over the URL limit, and just under it with a new parameter. */
function soakPath(i: number): { path: string; tooLong: boolean } {
  const prefix = i % 4 < 2 ? '/registrations/' : '/eventreg/';
  const tooLong = i % 2 === 0;
  const filler = 'Y'.repeat(tooLong ? 15_000 : MAX_URL_LENGTH - prefix.length - 8);
  return { path: `${prefix}${i}${filler}`.slice(0, tooLong ? undefined : MAX_URL_LENGTH), tooLong };
}

describe('long app page addresses', () => {
  it('answer cheaply and leave the memory where it was', async () => {
    const server = await servers.spawn({
      name: 'server',
      env: { DATABASE_URL: database.url, NODE_ENV: 'production', TRUST_PROXY: 'true' },
    });
    // The pages every visitor sees, rendered once before the soak starts.
    for (const path of ['/', '/registrations/x', '/eventreg/x', '/nowhere']) {
      await call(server.url, path, { headers: { 'x-forwarded-for': clientAddress() } });
    }
    const start = await rssMb(server.pid);
    let peak = start;
    const sampler = setInterval(() => {
      void rssMb(server.pid).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => undefined,
      );
    }, 100);

    const statuses = new Map<number, number>();
    const wrong: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const headers = { 'x-forwarded-for': clientAddress() };
        while (next < REQUESTS) {
          const { path, tooLong } = soakPath(next++);
          const answer = await call(server.url, path, { headers });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const expected = tooLong ? 414 : 200;
          if (answer.status !== expected) wrong.push(`${answer.status} for ${path.length} characters`);
        }
      }),
    );
    clearInterval(sampler);
    const end = await rssMb(server.pid);
    peak = Math.max(peak, end);
    console.log(
      `soak: ${REQUESTS} requests over ${CONNECTIONS} addresses; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `RSS start ${start.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, end ${end.toFixed(1)} MB`,
    );

    expect(wrong.slice(0, 5)).toEqual([]);
    expect(server.alive).toBe(true);
    expect(peak - start).toBeLessThan(RSS_GROWTH_LIMIT_MB);
  });
});
