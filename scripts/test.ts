/**
 * The whole test suite (`npm test`, after `npm run build`):
 *   1. the unit project, and the api project on one database: PGlite, or the PostgreSQL server of
 *      TEST_DATABASE_URL when it is set (CI sets it; docs/decisions/0064-ci-api-suite-on-one-database.md);
 *   2. with TEST_DATABASE_URL, the system project (server processes on that PostgreSQL and on Redis:
 *      TEST_REDIS_URL or REDIS_URL, default redis://127.0.0.1:6379);
 *   3. the e2e project with Chromium (CHROMIUM_PATH, else Debian's chromium-headless-shell, else /usr/bin/chromium,
 *      tests/support/browser.ts) on PGlite, the embedded database
 *      `npm start` runs on. Without a browser the e2e step is skipped with a notice, unless CI=true, where a
 *      missing browser is a failure.
 * Exits non-zero when any step fails. Extra arguments are passed to every vitest run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../tests/support/browser';

const root = fileURLToPath(new URL('../', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const extraArgs = process.argv.slice(2);
const isCi = process.env.CI === 'true';

interface Step {
  title: string;
  projects: string[];
  env: NodeJS.ProcessEnv;
}

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const steps: Step[] = [
  postgres
    ? { title: 'unit + api on PostgreSQL (TEST_DATABASE_URL)', projects: ['unit', 'api'], env: process.env }
    : { title: 'unit + api on PGlite', projects: ['unit', 'api'], env: withoutPostgres },
];
if (postgres) {
  steps.push({ title: 'system: processes on PostgreSQL + Redis', projects: ['system'], env: process.env });
}

const failures: string[] = [];
let e2eSkipped = false;
if (existsSync(chromiumPath)) {
  steps.push({ title: `e2e with ${chromiumPath} on PGlite`, projects: ['e2e'], env: withoutPostgres });
} else if (isCi) {
  failures.push(`e2e: no Chromium at ${chromiumPath} (set CHROMIUM_PATH); CI=true requires it`);
} else {
  e2eSkipped = true;
}

for (const step of steps) {
  console.log(`\n=== ${step.title}\n`);
  const args = [
    vitest,
    'run',
    ...step.projects.flatMap((p) => ['--project', p]),
    '--passWithNoTests',
    ...extraArgs,
  ];
  const result = spawnSync(process.execPath, args, { cwd: root, env: step.env, stdio: 'inherit' });
  if (result.status !== 0) failures.push(`${step.title} (exit ${result.status ?? result.signal})`);
}

console.log('\n=== summary');
for (const step of steps)
  console.log(`${failures.some((f) => f.startsWith(step.title)) ? 'FAIL' : 'ok  '}  ${step.title}`);
if (!postgres) {
  console.log(
    'note  api on PostgreSQL and system skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
}
if (e2eSkipped) {
  console.log(
    `NOTICE  e2e skipped: no Chromium at ${chromiumPath}. Install chromium-headless-shell (or chromium) or set CHROMIUM_PATH.`,
  );
}
for (const failure of failures) console.error(`FAIL  ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
