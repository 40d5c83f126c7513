/**
 * Uploaded images (profile photos; later payment screenshots). They arrive as `data:<mime>;base64,...`
 * URLs. The declared type is ignored: the decoded bytes must be at most `maxBytes`, be PNG, JPEG, WebP or
 * AVIF by their magic bytes, and decode completely; the image is then re-encoded to WebP, which drops
 * every metadata block (EXIF, GPS, comments) and anything appended to the file.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;

/** Decoding bombs: refuse images of more pixels than this before decoding them. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

const dataUrlPattern = /^data:([^,;]{0,100})((?:;[^,;]{0,100}){0,5});base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decodes a base64 data URL strictly (canonical base64 only); throws InvalidImageError otherwise. */
export function decodeDataUrl(value: string): Buffer {
  const match = dataUrlPattern.exec(value);
  const payload = match?.[3];
  if (!payload || payload.length % 4 !== 0) throw new InvalidImageError('malformed data URL');
  const bytes = Buffer.from(payload, 'base64');
  // Buffer.from skips what it cannot decode; a round trip that differs means the input was not canonical.
  if (bytes.toString('base64') !== payload) throw new InvalidImageError('malformed base64');
  return bytes;
}

export interface ProcessImageOptions {
  maxBytes: number;
  /** The longest side of the stored image; larger images are scaled down. */
  maxDimension: number;
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** Checks and re-encodes an uploaded image; any problem is an InvalidImageError. */
export async function processImage(dataUrl: string, options: ProcessImageOptions): Promise<ProcessedImage> {
  const input = decodeDataUrl(dataUrl);
  if (input.length === 0 || input.length > options.maxBytes) throw new InvalidImageError('size');
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !(acceptedImageTypes as readonly string[]).includes(detected.mime)) {
    throw new InvalidImageError('type');
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({
        width: options.maxDimension,
        height: options.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError('decode', { cause: error });
  }
}
