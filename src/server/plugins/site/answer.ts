/** What an answer with a site file carries (index.ts sends it): its headers, encoding and ETag. */
import type { Compressed, Encoding, SiteFile } from './files';
import { cacheControl } from './files';

/** Picks br, then gzip, from Accept-Encoding (honouring q=0); null means identity. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface FileAnswer {
  /** The headers after the security headers, in the order they are set (Content-Length aside). */
  headers: [string, string][];
  /** Set on a 200 only. */
  etag: string | undefined;
  body: Buffer;
}

/** The headers and body of `file` answered with `status`, in `compressed` (with `encoding`) or as it is. */
export function fileAnswer(
  file: SiteFile,
  status: number,
  compressed: Compressed | null,
  encoding: Encoding | null,
): FileAnswer {
  const headers: [string, string][] = [
    ['content-type', file.contentType],
    ['cache-control', status === 200 ? file.cacheControl : cacheControl.revalidate],
  ];
  if (file.csp) headers.push(['content-security-policy', file.csp]);
  if (file.compressible) headers.push(['vary', 'Accept-Encoding']);
  let etag: string | undefined;
  if (status === 200) {
    etag = compressed ? `"${file.etag}-${compressed.tag}"` : `"${file.etag}"`;
    headers.push(['etag', etag]);
  }
  if (compressed && encoding) headers.push(['content-encoding', encoding]);
  return { headers, etag, body: compressed ? compressed.body : file.body };
}

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function decodePath(url: string): string {
  const path = pathOf(url);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
