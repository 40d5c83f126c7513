/**
 * The database stops answering without closing its connections (a network partition, a frozen host): one
 * real server process reaches PostgreSQL through a TCP proxy that stops passing data on its open
 * connections and never answers new ones. Proves that requests needing the database then answer 503
 * `{ error }` within DATABASE_QUERY_TIMEOUT_MS (pooled connections) or the pool's connect timeout (new
 * ones) instead of hanging, that /healthz reports it, and that the same process answers 200 again by
 * itself once the database is reachable. The events list and a logged-in dashboard may still be answered
 * from memory, but only while the change feed's last heartbeat is recent enough to trust
 * (docs/decisions/0021-read-caches.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { defaultChangeFeedTimings } from '../../src/server/db/change-feed';
import { RETRY_AFTER_SECONDS } from '../../src/server/plugins/errors';
import { bearer, createUser, sessionFor } from '../support/accounts';
import type { TcpProxy } from '../support/tcp-proxy';
import {
  type Answer,
  type SystemDatabase,
  call,
  createSystemDatabase,
  proxyTo,
  eventually,
  forwardedFor,
  serverProcesses,
} from './helpers';

const QUERY_TIMEOUT_MS = 1000;

let database: SystemDatabase;
let proxy: TcpProxy;
let databaseViaProxy: string;
const servers = serverProcesses();

beforeAll(async () => {
  database = await createSystemDatabase();
  ({ proxy, url: databaseViaProxy } = await proxyTo(database));
});

afterAll(async () => {
  await servers.stopAll();
  await proxy?.close();
  await database?.destroy();
});

describe('PostgreSQL stops answering', () => {
  it('answers 503 instead of hanging, and recovers by itself in the same process', async () => {
    const server = await servers.spawn({
      name: 'server',
      env: {
        DATABASE_URL: databaseViaProxy,
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
        TRUST_PROXY: 'true',
      },
    });
    const token = await sessionFor(database.db, await createUser(database.db));
    const requests: Record<string, () => Promise<Answer>> = {
      healthz: () => call(server.url, '/healthz'),
      events: () => call(server.url, '/v1/api/events', { headers: forwardedFor() }),
      dashboard: () =>
        call(server.url, '/v1/api/dashboard', { headers: { ...forwardedFor(), ...bearer(token) } }),
    };
    const all = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(requests).map(async ([name, send]) => [name, await send()] as const),
        ),
      );

    // Several at once, so that the pool holds open connections when the database stalls.
    for (const answer of Object.values(await all())) expect(answer.status).toBe(200);
    expect(proxy.connections).toBeGreaterThan(0);

    await proxy.setMode('stall');
    const stalledAt = Date.now();
    // At once: /healthz asks the database, so it is refused; the events list and the dashboard may come
    // from memory.
    const first = await all();
    expect(first.healthz!.status).toBe(503);
    expect([200, 503]).toContain(first.events!.status);
    expect([200, 503]).toContain(first.dashboard!.status);
    // Once the last heartbeat is too old to trust, nothing comes from memory any more.
    const untrusted = stalledAt + defaultChangeFeedTimings.trustMs + 100;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, untrusted - Date.now())));
    // Pooled connections wait QUERY_TIMEOUT_MS, new ones the pool's connect timeout: both well inside the
    // client's own limit (REQUEST_TIMEOUT_MS), which turns a hang into a failure of this test.
    for (let round = 0; round < 2; round++) {
      const answers = await all();
      expect(answers.healthz!.status).toBe(503);
      expect(answers.healthz!.body).toEqual({
        status: 'unavailable',
        error: messages.generic.serviceUnavailable,
      });
      for (const name of ['events', 'dashboard']) {
        expect(answers[name]!.status, name).toBe(503);
        expect(answers[name]!.body, name).toEqual({ error: messages.generic.serviceUnavailable });
        expect(answers[name]!.headers.get('retry-after'), name).toBe(String(RETRY_AFTER_SECONDS));
      }
    }
    // Pages no visitor has asked for yet (none is kept from before the stall): each is the error page,
    // 503 with Retry-After like the API, never a 500.
    const pagePaths = ['/', '/archive', '/team/2024-25', '/results/x', '/archive.data', '/nothing-here'];
    const pages = await Promise.all(
      pagePaths.map((path) => call(server.url, path, { headers: forwardedFor() })),
    );
    expect(
      pages.map((page, i) => `${pagePaths[i]} ${page.status} ${page.headers.get('retry-after')}`),
    ).toEqual(pagePaths.map((path) => `${path} 503 ${RETRY_AFTER_SECONDS}`));
    expect(server.alive).toBe(true);

    await proxy.setMode('forward');
    const recovered = await eventually(
      async () => Object.values(await all()).every((answer) => answer.status === 200),
      { attempts: 50, intervalMs: 200 },
    );
    expect(recovered).toBe(true);
    expect(server.alive).toBe(true);
  });
});
