/**
 * npm run superadmin -- you@example.org
 *
 * Promotes the account with that email to superadmin (and marks its email verified), or, when there is
 * none, creates it with the password in SUPERADMIN_PASSWORD or a random one printed once. Uses the same
 * database as the server (DATABASE_URL, or the PGlite database under DATA_DIR: stop the server first, a
 * PGlite directory serves one process at a time).
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/client';
import { passwordHasher } from '../src/server/modules/accounts/passwords';
import { ensureSuperadmin } from '../src/server/modules/accounts/superadmin';

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!email) {
    console.error('Usage: npm run superadmin -- you@example.org');
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const password = process.env.SUPERADMIN_PASSWORD?.trim() || undefined;
    const result = await ensureSuperadmin(database.db, passwordHasher(config.NODE_ENV), email, password);
    if (result.action === 'promoted') {
      console.info(`${email} is now a superadmin.`);
    } else if (result.generated) {
      console.info(
        `Created the superadmin ${email} with this password (shown once, change it after logging in):`,
      );
      console.info(`  ${result.password}`);
    } else {
      console.info(`Created the superadmin ${email} with the password of SUPERADMIN_PASSWORD.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
