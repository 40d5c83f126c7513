/**
 * Hostile image uploads for the image fields (profile photo, payment screenshot), as data URLs:
 * - `refusedImages`: malformed base64 and wrong data-URL shapes, polyglots whose image part is not a
 *   whole image (a PNG/JPEG/WebP header followed by HTML, JS or a ZIP), SVG/HTML/ZIP/PDF/EXE bytes declared
 *   as PNG, GIF/HTML polyglots, GIF and TIFF images, truncated and corrupted images, a pixel bomb and an
 *   image one byte over the size limit. The server must refuse every one.
 * - `sanitisedImages`: whole images that carry something extra (HTML, JS or a ZIP appended; EXIF; a
 *   declared type that is not theirs). By design (docs/decisions/0009) the server accepts them and stores
 *   a re-encoded WebP that no longer holds the extra: each carries a `marker` that must not survive.
 */
import { dataUrl, jpegWithExif, EXIF_MARKER, makeImage } from './images';

export interface HostileImage {
  name: string;
  dataUrl: string;
  /** What is wrong is in the bytes, so any declared type may replace the URL's (`data:<type>;base64,`). */
  retypable?: true;
}

export interface SanitisedImage extends HostileImage {
  /** Bytes of the original that must not appear in what is stored. */
  marker: string;
}

const MARKER = 'HOSTILE-PAYLOAD-7f3a';
const html = Buffer.from(`<html><body><script>alert('${MARKER}')</script></body></html>`);
const js = Buffer.from(`/*${MARKER}*/;alert(document.cookie);//`);
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert('${MARKER}')</script></svg>`,
);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A one-file ZIP archive (stored, not deflated) holding `evil.html`. */
export function zipArchive(): Buffer {
  const name = Buffer.from('evil.html');
  const crc = crc32(html);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(html.length, 18);
  local.writeUInt32LE(html.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(html.length, 20);
  central.writeUInt32LE(html.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + html.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, html, central, name, end]);
}

/** The PNG with its IHDR width and height replaced (CRC recomputed): a decoding bomb in a few hundred bytes. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** The PNG with a byte of its image data flipped (its chunk CRC no longer matches). */
function corruptedPng(png: Buffer): Buffer {
  const out = Buffer.from(png);
  const idat = out.indexOf('IDAT');
  out[idat + 8] = out[idat + 8]! ^ 0xff;
  return out;
}

const b64 = (bytes: Buffer) => bytes.toString('base64');

export interface HostileImageSet {
  refused: HostileImage[];
  sanitised: SanitisedImage[];
}

/** The hostile images for an image field whose decoded size limit is `maxBytes`. */
export async function hostileImages(maxBytes: number): Promise<HostileImageSet> {
  const png = await makeImage('png');
  const jpeg = await makeImage('jpeg');
  const webp = await makeImage('webp');
  const avif = await makeImage('avif');
  const zip = zipArchive();
  const p = b64(png);
  const url = (mime: string, bytes: Buffer) => dataUrl(mime, bytes);

  const shapes: HostileImage[] = [
    ['base64 one character short', `data:image/png;base64,${p.slice(0, -1)}`],
    ['base64 with extra padding', `data:image/png;base64,${p}=`],
    ['base64 padding only', 'data:image/png;base64,===='],
    ['URL-safe base64 alphabet', `data:image/png;base64,${p.replace(/\+/g, '-').replace(/\//g, '_')}-_`],
    ['base64 with a line break', `data:image/png;base64,${p.slice(0, 12)}\n${p.slice(12)}`],
    ['base64 with spaces', `data:image/png;base64,${p.slice(0, 12)}    ${p.slice(12)}`],
    [
      'base64 with a character outside the alphabet',
      `data:image/png;base64,${p.slice(0, 12)}!${p.slice(13)}`,
    ],
    ['percent-encoded base64', `data:image/png;base64,${encodeURIComponent(p)}%`],
    ['base64 with non-canonical trailing bits', 'data:image/png;base64,QR=='],
    ['no base64 marker', `data:image/png,${p}`],
    ['no comma', `data:image/png;base64${p}`],
    ['two commas', `data:image/png;base64,,${p}`],
    ['upper-case scheme', `DATA:image/png;BASE64,${p}`],
    ['leading space', ` data:image/png;base64,${p}`],
    ['trailing space', `data:image/png;base64,${p} `],
    ['empty payload', 'data:image/png;base64,'],
    ['scheme only', 'data:'],
    ['no scheme', `image/png;base64,${p}`],
    ['bare base64', p],
    ['too many parameters', `data:image/png;a=1;b=2;c=3;d=4;e=5;f=6;base64,${p}`],
    ['an over-long media type', `data:image/${'x'.repeat(120)};base64,${p}`],
    ['an http URL', 'http://127.0.0.1:1/photo.png'],
    ['a file URL', 'file:///etc/passwd'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['zero bytes', `data:image/png;base64,${'A'.repeat(4000)}`],
  ].map(([name, value]) => ({ name: name!, dataUrl: value! }));

  const polyglots: HostileImage[] = [
    ['PNG signature and header, then HTML', url('image/png', Buffer.concat([png.subarray(0, 33), html]))],
    ['PNG signature, then JS', url('image/png', Buffer.concat([png.subarray(0, 8), js]))],
    ['PNG signature and header, then a ZIP', url('image/png', Buffer.concat([png.subarray(0, 33), zip]))],
    ['JPEG header, then HTML', url('image/jpeg', Buffer.concat([jpeg.subarray(0, 20), html]))],
    ['JPEG header, then JS', url('image/jpeg', Buffer.concat([jpeg.subarray(0, 20), js]))],
    ['WebP header, then HTML', url('image/webp', Buffer.concat([webp.subarray(0, 16), html]))],
    ['SVG declared as PNG', url('image/png', svg)],
    [
      'SVG with an XML prolog declared as PNG',
      url('image/png', Buffer.concat([Buffer.from('<?xml version="1.0"?>'), svg])),
    ],
    ['SVG declared as SVG', url('image/svg+xml', svg)],
    ['HTML declared as PNG', url('image/png', html)],
    ['HTML declared as HTML', url('text/html', html)],
    ['a ZIP declared as JPEG', url('image/jpeg', zip)],
    [
      'a PDF declared as PNG',
      url('image/png', Buffer.from(`%PDF-1.4\n%${MARKER}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF`)),
    ],
    [
      'a Windows executable declared as PNG',
      url('image/png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), js])),
    ],
    [
      'a GIF/HTML polyglot',
      url(
        'image/gif',
        Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(8), Buffer.from('*/=1;'), js, html]),
      ),
    ],
    ['a GIF/HTML polyglot declared as PNG', url('image/png', Buffer.concat([Buffer.from('GIF89a'), html]))],
    ['a GIF image', url('image/gif', await makeImage('gif'))],
    ['a TIFF image', url('image/png', await makeImage('tiff'))],
    ['a truncated PNG', url('image/png', png.subarray(0, Math.floor(png.length / 2)))],
    ['a truncated JPEG', url('image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)))],
    ['a truncated WebP', url('image/webp', webp.subarray(0, Math.floor(webp.length / 2)))],
    ['a truncated AVIF', url('image/avif', avif.subarray(0, Math.floor(avif.length / 2)))],
    ['a PNG with corrupted image data', url('image/png', corruptedPng(png))],
    ['a PNG claiming 100000 x 100000 pixels', url('image/png', withPngSize(png, 100_000, 100_000))],
    [
      'an image one byte over the size limit',
      url('image/png', Buffer.concat([png, Buffer.alloc(maxBytes + 1 - png.length, 0x20)])),
    ],
  ].map(([name, value]) => ({ name: name!, dataUrl: value!, retypable: true as const }));

  const sanitised: SanitisedImage[] = [
    {
      name: 'a PNG with HTML appended',
      dataUrl: url('image/png', Buffer.concat([png, html])),
      marker: MARKER,
    },
    {
      name: 'a JPEG with JS appended',
      dataUrl: url('image/jpeg', Buffer.concat([jpeg, js])),
      marker: MARKER,
    },
    {
      name: 'a PNG with a ZIP appended',
      dataUrl: url('image/png', Buffer.concat([png, zip])),
      marker: 'evil.html',
    },
    {
      name: 'a JPEG with EXIF metadata',
      dataUrl: url('image/jpeg', await jpegWithExif()),
      marker: EXIF_MARKER,
    },
    {
      name: 'a JPEG declared as PNG',
      dataUrl: url('image/png', Buffer.concat([jpeg, html])),
      marker: MARKER,
    },
    {
      name: 'a WebP declared as SVG',
      dataUrl: url('image/svg+xml', Buffer.concat([webp, js])),
      marker: MARKER,
    },
  ];

  return { refused: [...shapes, ...polyglots], sanitised };
}
