/** Initial JS and CSS (gzip) of each prerendered public page: what the browser must fetch before it is interactive. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { notFoundPrerenderPath, publicRoutes } from '../src/shared/paths';

export interface BundleFigures {
  route: string;
  jsFiles: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

function htmlFor(siteDir: string, route: string): string {
  const file = route === '/' ? join(siteDir, 'index.html') : join(siteDir, route, 'index.html');
  return readFileSync(file, 'utf8');
}

function gzipKb(siteDir: string, files: Set<string>): number {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(siteDir, f)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

export function measureBundles(siteDir: string): BundleFigures[] {
  if (!existsSync(join(siteDir, 'index.html')))
    throw new Error(`No build in ${siteDir}: run npm run build first`);
  return [...publicRoutes, notFoundPrerenderPath].map((route) => {
    const html = htmlFor(siteDir, route);
    // modulepreload links, module script src and the dynamic imports of the inline hydration script
    const js = new Set(
      [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"|import\("\/(assets\/[^"]+\.js)"\)/g)].map(
        (m) => (m[1] ?? m[2])!,
      ),
    );
    const css = new Set([...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
    return { route, jsFiles: js.size, jsGzipKb: gzipKb(siteDir, js), cssGzipKb: gzipKb(siteDir, css) };
  });
}
