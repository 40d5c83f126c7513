/**
 * Initial JS and CSS (gzip) of each public page and of the 404 page: what the browser must fetch before the
 * page is interactive. The pages are rendered by the server, so their HTML is read from a running one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { notFoundPath } from '../src/shared/paths';
import { publicPages } from '../tests/support/route-table';

export interface BundleFigures {
  route: string;
  jsFiles: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

function gzipKb(siteDir: string, files: Set<string>): number {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(siteDir, f)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

/** `serverUrl`: a server serving the build in `siteDir` (bench/server.ts). */
export async function measureBundles(siteDir: string, serverUrl: string): Promise<BundleFigures[]> {
  if (!existsSync(join(siteDir, 'assets')))
    throw new Error(`No build in ${siteDir}: run npm run build first`);
  const figures: BundleFigures[] = [];
  for (const route of [...publicPages, notFoundPath]) {
    const html = await (await fetch(`${serverUrl}${route}`)).text();
    // Every script the page loads: the inline bootstrap names them all (its preload list and imports).
    const js = new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    const css = new Set([...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
    figures.push({ route, jsFiles: js.size, jsGzipKb: gzipKb(siteDir, js), cssGzipKb: gzipKb(siteDir, css) });
  }
  return figures;
}
