/**
 * `startTestServer()`: the real server (API + built site) on a fresh database, listening on an ephemeral
 * port of 127.0.0.1, for end-to-end tests driving a browser.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../src/server/db/client';
import { type TestAppOptions, createTestApp } from './app';
import { assertSiteBuilt } from './paths';

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
  const testApp = await createTestApp({ ...options, site: true });
  try {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await testApp.close();
    throw error;
  }
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app: testApp.app,
    db: testApp.db,
    database: testApp.database,
    close: testApp.close,
  };
}
