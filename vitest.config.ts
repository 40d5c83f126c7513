import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const databaseSetup = ['tests/support/global-setup.ts'];

/**
 * Four projects: unit (no I/O), api (the real app and a real database per test file), e2e (the real
 * server and Chromium per test file, two files at a time) and system (server processes on PostgreSQL and Redis, killed
 * and faulted; needs TEST_DATABASE_URL). `npm test` runs them through scripts/test.ts.
 */
export default defineConfig({
  resolve: {
    alias: {
      '~/shared': r('./src/shared'),
      '~/web': r('./src/web'),
      '~/content': r('./content'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Two files at a time on every project: vitest's default is one fewer than the cores, one worker on
        // this 2-core host (docs/decisions/0068-unit-and-api-files-two-at-a-time.md).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Component tests (jsdom) answer every request themselves; one nobody answers fails the test.
          setupFiles: ['tests/support/component-setup.ts'],
          maxWorkers: 2,
          // A worker keeps its modules from one file to the next (docs/decisions/0076-unit-and-api-files-share-modules.md).
          isolate: false,
          // A component test of a large form (the home page's document) takes 3-5 s on jsdom when the API files
          // beside it load both cores; the default 5 s cut them off.
          testTimeout: 20_000,
          // react-router-output imports the built server bundle in its beforeAll: 10-12 s on a loaded host.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: databaseSetup,
          maxWorkers: 2,
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: databaseSetup,
          // Two files at a time: each has its own server, database and browser (tests/e2e/support/harness.ts),
          // and much of an e2e test is waiting (docs/decisions/0042-e2e-files-two-at-a-time.md).
          maxWorkers: 2,
          // Modules kept from one file to the next (docs/decisions/0078-e2e-tabs-and-shared-modules.md).
          isolate: false,
          // A whole journey takes 20-40 s on a quiet 2-core host and over 90 s on a loaded one; the bound
          // only ends a test that is stuck, it is never waited out.
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes on PostgreSQL and Redis: faults, crashes, several instances (and the load bench).
        extends: true,
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: databaseSetup,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
