/**
 * `startTestServer()`: the real server (API + built site) on a fresh database, listening on an ephemeral
 * port of 127.0.0.1, for end-to-end tests driving a browser. Its mail worker runs (polling every 200 ms and
 * woken by each request that mails), so pass `env: { SMTP_URL: capture.url }` (tests/support/smtp.ts) to
 * receive the mail; PUBLIC_URL defaults to the server's own address so emailed links open it, and
 * API_PUBLIC_URL (where image URLs in API answers point) too.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../src/server/db/client';
import { type TestAppOptions, createTestApp } from './app';
import { assertSiteBuilt } from './paths';
import { freePort } from './smtp';

const MAIL_POLL_MS = 200;

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

export async function startTestServer(options: Omit<TestAppOptions, 'site'> = {}): Promise<TestServer> {
  assertSiteBuilt();
  // The port is chosen first so that PUBLIC_URL (links in emails) can point at this server.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // API_PUBLIC_URL too: image URLs in API answers point here even when a test sets PUBLIC_URL elsewhere.
  const testApp = await createTestApp({
    ...options,
    env: { PUBLIC_URL: url, API_PUBLIC_URL: url, ...options.env },
    site: true,
  });
  try {
    await testApp.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await testApp.close();
    throw error;
  }
  testApp.app.mailer.start(MAIL_POLL_MS);
  return {
    url,
    app: testApp.app,
    db: testApp.db,
    database: testApp.database,
    close: testApp.close,
  };
}
