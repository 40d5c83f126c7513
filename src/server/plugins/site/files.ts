/**
 * Files served from memory: every file of SITE_DIR (the built client: assets and what public/ holds) read
 * once at start-up, and each rendered page (render.ts), with its content type, caching policy, ETag and,
 * for a page, its Content-Security-Policy. Compressed variants (br, gzip) are made on first use and kept,
 * so each file is compressed once rather than once per request.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.data',
  '.svg',
  '.ico',
  '.ttf',
]);

export const cacheControl = {
  /** Vite puts a content hash in every file name under /assets/, so those never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and route data must be revalidated so a new deploy shows at once (ETag makes that cheap). */
  revalidate: 'no-cache',
  /** Un-hashed public files (favicon, blog thumbnails): cache briefly. */
  short: 'public, max-age=3600',
} as const;

export interface Compressed {
  body: Buffer;
  /** Distinguishes the quick first-request variant from the best one in the ETag. */
  tag: string;
}

export class SiteFile {
  readonly etag: string;
  private readonly best = new Map<Encoding, Promise<Buffer | null>>();
  private readonly bestDone = new Map<Encoding, Buffer | null>();
  private readonly quick = new Map<Encoding, Promise<Buffer | null>>();

  constructor(
    readonly urlPath: string,
    readonly body: Buffer,
    readonly contentType: string,
    readonly cacheControl: string,
    readonly compressible: boolean,
    readonly csp: string | undefined,
  ) {
    this.etag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  }

  /**
   * The body compressed with `encoding`, or null when compression does not make it smaller. Maximum
   * compression takes up to a second for a large bundle, so until it is ready a quick variant is served.
   */
  async compressed(encoding: Encoding): Promise<Compressed | null> {
    const best = this.bestIfReady(encoding);
    if (best !== undefined) return best;
    this.compressBest(encoding).catch(() => undefined);
    let quick = this.quick.get(encoding);
    if (!quick) {
      quick = this.smaller(compress(this.body, encoding, 'quick'));
      this.quick.set(encoding, quick);
    }
    const out = await quick;
    return out && { body: out, tag: `${encoding}q` };
  }

  /**
   * The maximum-compression variant if it is made (null: compression does not make the body smaller),
   * undefined until then.
   */
  bestIfReady(encoding: Encoding): Compressed | null | undefined {
    const done = this.bestDone.get(encoding);
    if (done === undefined) return undefined;
    return done && { body: done, tag: encoding };
  }

  /** Produces (once) the maximum-compression variant; later requests get it. */
  compressBest(encoding: Encoding): Promise<Buffer | null> {
    let best = this.best.get(encoding);
    if (!best) {
      best = this.smaller(compress(this.body, encoding, 'best')).then((out) => {
        this.bestDone.set(encoding, out);
        this.quick.delete(encoding);
        return out;
      });
      this.best.set(encoding, best);
    }
    return best;
  }

  private async smaller(compressed: Promise<Buffer>): Promise<Buffer | null> {
    const out = await compressed;
    return out.length < this.body.length ? out : null;
  }
}

function compress(body: Buffer, encoding: Encoding, level: 'quick' | 'best'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: level === 'best' ? 9 : 6 });
  return brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: level === 'best' ? zlibConstants.BROTLI_MAX_QUALITY : 5,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Every file of the built client (SITE_DIR) by URL path ('/assets/x.js', '/favicon.svg', ...). */
export async function loadSite(dir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  for await (const full of walk(dir)) {
    const rel = relative(dir, full).split(sep).join('/');
    const ext = extname(rel).toLowerCase();
    const body = await readFile(full);
    const file = new SiteFile(
      `/${rel}`,
      body,
      contentTypes[ext] ?? 'application/octet-stream',
      rel.startsWith('assets/') ? cacheControl.immutable : cacheControl.short,
      compressibleExtensions.has(ext),
      undefined,
    );
    files.set(`/${rel}`, file);
  }
  return files;
}
