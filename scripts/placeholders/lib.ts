/**
 * Placeholder image generation. Real photos are not available, so the site ships tasteful generated
 * stand-ins (initials portraits, abstract posters). Each area script under scripts/placeholders/
 * calls these helpers; `npm run placeholders` regenerates everything into content/images/.
 * The club replaces a placeholder by overwriting the file with a real photo of the same name and size.
 */
import { register } from 'node:module';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const imagesDir = fileURLToPath(new URL('../../content/images/', import.meta.url));

const palette = ['#12214a', '#1b2f63', '#203a74', '#2a2350', '#1d3b4f', '#3a2a1e', '#23324f', '#2f1f3f'];

/** A small deterministic hash so the same name always gets the same colours. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function initials(name: string): string {
  const parts = name
    .replace(/[^\p{L}\s.-]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

type Format = 'webp' | 'avif';

async function write(svg: string, file: string, format: Format, quality = 70): Promise<string> {
  const out = join(imagesDir, file);
  await mkdir(dirname(out), { recursive: true });
  const img = sharp(Buffer.from(svg));
  await (format === 'avif' ? img.avif({ quality: quality - 20 }) : img.webp({ quality })).toFile(out);
  return out;
}

/** A portrait placeholder: initials in gold on a navy gradient with a soft silhouette. */
export function portrait(name: string, file: string, size = 400, format: Format = 'webp') {
  const h = hash(name);
  const a = palette[h % palette.length]!;
  const b = palette[(h >> 3) % palette.length]!;
  const s = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${s}" height="${s}" fill="url(#g)"/>
  <circle cx="${s / 2}" cy="${s * 1.08}" r="${s * 0.46}" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="${s / 2}" cy="${s * 0.4}" r="${s * 0.2}" fill="#ffffff" fill-opacity="0.07"/>
  <text x="50%" y="47%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${s * 0.28}" fill="#c9984e">${escapeXml(initials(name))}</text>
</svg>`;
  return write(svg, file, format);
}

/** An abstract poster: layered arcs and a title, for banners, hero posters and event photos. */
export function poster(
  title: string,
  file: string,
  width: number,
  height: number,
  opts: { subtitle?: string; format?: Format; quality?: number } = {},
) {
  const h = hash(title + file);
  const a = palette[h % palette.length]!;
  const b = palette[(h >> 5) % palette.length]!;
  const cx = (h % 100) / 100;
  const arcs = Array.from({ length: 6 }, (_, i) => {
    const r = Math.max(width, height) * (0.25 + i * 0.14);
    return `<circle cx="${width * cx}" cy="${height * 0.85}" r="${r}" fill="none" stroke="#c9984e" stroke-opacity="${0.28 - i * 0.04}" stroke-width="${2 + i}"/>`;
  }).join('');
  const fontSize = Math.min((width / Math.max(title.length, 8)) * 1.5, height * 0.16);
  const sub = opts.subtitle
    ? `<text x="50%" y="${height / 2 + fontSize * 0.95}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize * 0.38}" fill="#e7ebf5" fill-opacity="0.85">${escapeXml(opts.subtitle)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>${arcs}
  <text x="50%" y="${height / 2}" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${fontSize}" fill="#c9984e">${escapeXml(title)}</text>${sub}
</svg>`;
  return write(svg, file, opts.format ?? 'webp', opts.quality ?? 68);
}

/** Writes an SVG string of your own design (for example the logo) as a raster file. */
export function fromSvg(svg: string, file: string, format: Format = 'webp', quality = 80) {
  return write(svg, file, format, quality);
}

/**
 * Content modules import their images the Vite way (`import x from './images/team/a.webp'`), which Node
 * cannot load, and the files may not exist yet. This resolve hook answers every image import with an
 * empty module so the roster itself can be read here.
 */
const imageStubHook = `
export async function resolve(specifier, context, next) {
  if (/\\.(webp|avif|png|jpe?g|svg)$/i.test(specifier)) {
    return { url: 'data:text/javascript,export default ""', shortCircuit: true };
  }
  return next(specifier, context);
}`;

let hookRegistered = false;

/** Imports a content module (which may import images) from a placeholder script. */
export async function importContent<T>(load: () => Promise<T>): Promise<T> {
  if (!hookRegistered) {
    register(`data:text/javascript,${encodeURIComponent(imageStubHook)}`);
    hookRegistered = true;
  }
  return load();
}
