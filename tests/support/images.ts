/** Test images made with sharp, and data URLs as the forms send them. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

export type Format = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'tiff';

/** A small gradient image; `noise` makes a PNG that does not compress (for size limits). */
export async function makeImage(
  format: Format,
  { width = 64, height = 48, noise = false }: { width?: number; height?: number; noise?: boolean } = {},
): Promise<Buffer> {
  const raw = noise
    ? randomBytes(width * height * 3)
    : Buffer.from(
        Array.from({ length: width * height * 3 }, (_, i) =>
          i % 3 === 0 ? (i / 3) % 256 : i % 3 === 1 ? 90 : 160,
        ),
      );
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
