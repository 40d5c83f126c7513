/**
 * Content-Security-Policy. Scripts may only come from our origin or be inline scripts whose exact text
 * was hashed at start-up (React Router's prerendered pages carry several); no 'unsafe-inline' for scripts.
 * Styles allow 'unsafe-inline' because React renders `style` attributes.
 */
import { createHash } from 'node:crypto';

export type CspDirectives = Record<string, string[]>;

export function baseDirectives({
  upgradeInsecureRequests,
}: {
  upgradeInsecureRequests: boolean;
}): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Blog thumbnails may live on the blog host; uploads are previewed from data:/blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...(upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The pages' policy for a build whose API lives on another origin (VITE_API_BASE, VITE_BLOG_API_BASE given
 * as absolute URLs; docs/decisions/0026-cross-origin-site.md): their origins are added to connect-src (the
 * API calls) and img-src (profile photos; http origins are not covered by `https:`). Same-origin bases
 * (`/v1/api`) change nothing.
 */
export function withApiOrigins(
  base: CspDirectives,
  apiBases: readonly (string | undefined)[],
): CspDirectives {
  const origins = new Set<string>();
  for (const apiBase of apiBases) {
    if (!apiBase || !/^https?:\/\//i.test(apiBase)) continue;
    try {
      origins.add(new URL(apiBase).origin);
    } catch {
      // Not a URL: the browser could not call it either.
    }
  }
  if (origins.size === 0) return base;
  const add = (list: string[] | undefined) => [...new Set([...(list ?? ["'self'"]), ...origins])];
  return { ...base, 'connect-src': add(base['connect-src']), 'img-src': add(base['img-src']) };
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The 'sha256-...' sources of every inline <script> of an HTML document, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // Browsers hash the script text after the HTML parser has normalised line endings.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy for one HTML document: the base policy plus the hashes of its inline scripts. */
export function cspForHtml(html: string, base: CspDirectives): string {
  const scriptSrc = [...(base['script-src'] ?? ["'self'"]), ...inlineScriptHashes(html)];
  return serializeCsp({ ...base, 'script-src': scriptSrc });
}
