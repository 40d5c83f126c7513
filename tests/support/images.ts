/** Test images made with sharp, and data URLs as the forms send them. */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

export type Format = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'tiff';

/** A small gradient image; `noise` makes a PNG that does not compress (for size limits). */
export async function makeImage(
  format: Format,
  {
    width = 64,
    height = 48,
    noise = false,
    seed,
  }: { width?: number; height?: number; noise?: boolean; seed?: Buffer } = {},
): Promise<Buffer> {
  const raw = noise
    ? randomBytes(width * height * 3)
    : Buffer.from(
        Array.from({ length: width * height * 3 }, (_, i) =>
          i % 3 === 0 ? (i / 3) % 256 : i % 3 === 1 ? 90 : 160,
        ),
      );
  // A seed overwrites the first pixels: other bytes, the same picture to the eye.
  seed?.copy(raw);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF metadata with a recognisable marker (as a phone photo carries its GPS position). */
export const EXIF_MARKER = 'SECRET-EXIF-MARKER-42';
export async function jpegWithExif(): Promise<Buffer> {
  return sharp(await makeImage('jpeg'))
    .withExif({ IFD0: { Copyright: EXIF_MARKER, ImageDescription: EXIF_MARKER } })
    .jpeg()
    .toBuffer();
}

/**
 * A PNG of one colour, built chunk by chunk without sharp, so a huge image costs little to make: 16 bits
 * per sample and `channels` 1 (grey), 2 (grey + alpha), 3 (RGB) or 4 (RGBA). Small on disk (deflate
 * shrinks repeated rows about a thousandfold), large decoded: 8000 x 5000 RGB is about 230 KB as a file
 * and 240 MB of pixels.
 */
export async function uniformPng16(width: number, height: number, channels = 3): Promise<Buffer> {
  const colourType = { 1: 0, 2: 4, 3: 2, 4: 6 }[channels];
  if (colourType === undefined) throw new Error('channels must be 1 to 4');
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, colourType, 0, 0, 0], 8);
  // Each row: filter byte 0, then the samples (a mid grey, so not all zeros).
  const row = Buffer.alloc(1 + width * channels * 2, 0x7f);
  row[0] = 0;
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = once(deflate, 'end');
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A UPI receipt as a PNG, 1080 px wide, white, in a large clear font: header band, payee, amount and UTR (as
 * a UPI app shows one, for OCR to read).
 */
export async function receiptPng({ amount, utr }: { amount: string; utr: string }): Promise<Buffer> {
  const text = (y: number, size: number, value: string, weight = 'normal') =>
    `<text x="80" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="#202124">${value}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1600">
    <rect width="1080" height="1600" fill="#ffffff"/>
    <rect width="1080" height="220" fill="#1a73e8"/>
    ${text(420, 56, 'Paid to NITSMUN')}
    ${text(600, 120, `₹${amount}`, 'bold')}
    ${text(760, 44, 'UPI transaction ID')}
    ${text(830, 48, utr)}
    ${text(980, 40, 'Completed')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
