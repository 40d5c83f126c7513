/** Where tests find the repository and the built site. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The built site: SITE_DIR when set (e.g. /tmp/build-x/client), else build/client of `npm run build`. */
export const siteDir = resolve(repoRoot, process.env.SITE_DIR ?? 'build/client');

/** The server bundle the same build wrote beside it, which renders the pages. */
export const serverBundle = resolve(siteDir, '..', 'server', 'index.js');

export function assertSiteBuilt(): void {
  if (!existsSync(resolve(siteDir, 'assets')) || !existsSync(serverBundle)) {
    throw new Error(
      `No built site at ${siteDir} (with its server bundle ${serverBundle}): run \`npm run build\` first (or point SITE_DIR at a build).`,
    );
  }
}
