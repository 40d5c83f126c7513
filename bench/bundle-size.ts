/**
 * Initial JS and CSS (gzip) of each public page and of the 404 page: what the browser must fetch before the
 * page is interactive. The pages are rendered by the server, so their HTML is read from a running one. And
 * the HTML itself as a phone receives it (brotli, with the response headers), against TCP's initial window.
 */
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { notFoundPath } from '../src/shared/paths';
import { publicPages } from '../tests/support/route-table';

export interface BundleFigures {
  route: string;
  /** The page's response as sent: status line, headers and brotli body, in bytes. */
  htmlBytes: number;
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
    figures.push({
      route,
      htmlBytes: await responseBytes(`${serverUrl}${route}`),
      jsFiles: js.size,
      jsGzipKb: gzipKb(siteDir, js),
      cssGzipKb: gzipKb(siteDir, css),
    });
  }
  return figures;
}

/**
 * A response that fits in TCP's initial congestion window (10 segments of 1,460 bytes, which Lighthouse's
 * simulation uses too) arrives in one round trip; a byte more costs another (docs/decisions/0043).
 */
export const initialWindowBytes = 10 * 1460;

/** The bytes of a GET as a browser asking for brotli receives them (the best compression: asked twice). */
export async function responseBytes(url: string): Promise<number> {
  const once = () =>
    new Promise<number>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      }).on('error', reject);
    });
  await once();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return once();
}
