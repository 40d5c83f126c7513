/**
 * Entry point: read and validate the configuration, open the database, apply migrations, listen, start the
 * mail worker, the OCR worker and the periodic jobs, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish
 * in-flight requests and mail rounds, close the database).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config, loadConfig, startupWarnings } from './config';
import { type Db, createDatabase } from './db/client';
import { users } from './db/schema';

/** After this long a shutdown that is still waiting on requests gives up and exits. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const database = await createDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await database.migrate();
    app = await buildApp({ config, database });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.mailer.start();
  app.jobs.start();
  app.ocr.start();
  app.log.info(
    {
      database: database.kind,
      site: config.SITE_DIR,
      mail: config.SMTP_URL ? 'smtp' : 'files',
      ocr: config.OCR,
    },
    'server ready',
  );
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  await warnWithoutSuperadmin(database.db, app.log);
}

async function warnWithoutSuperadmin(db: Db, log: FastifyBaseLogger) {
  try {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superadmin')).limit(1);
    if (rows.length > 0) return;
    log.warn(
      'no superadmin account yet: create one with `npm run superadmin -- you@example.org` (promotes that account, or creates it)',
    );
  } catch (err) {
    log.warn({ err }, 'could not check for a superadmin account');
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
