/**
 * Uploaded images (profile photos, payment screenshots, event pictures). They arrive as
 * `data:<mime>;base64,...` URLs. The declared type is ignored: the decoded bytes must be at most `maxBytes`,
 * be PNG, JPEG, WebP or AVIF by their magic bytes, and decode completely; the image is then re-encoded to
 * WebP, which drops every metadata block (EXIF, GPS, comments) and anything appended to the file.
 *
 * Decoding is the expensive part (a small file can hold a huge image), so before it:
 * - the header alone (sharp's metadata) must announce at most MAX_INPUT_PIXELS pixels and at most
 *   MAX_DECODED_BYTES of decoded pixels (width x height x channels x bytes per sample);
 * - the decode waits for a slot of the process-wide decode gate (`decodeGate`): a few decodes at a time,
 *   images heavier than HEAVY_DECODE_BYTES limited to fewer slots so that ordinary uploads keep one, and
 *   a short queue; a request that finds the queue full, or waits too long, answers 503 (ImageBusyError).
 * Callers run every cheap check (auth, event open, group rules, limits, duplicates) before calling
 * processImage (docs/decisions/0024-abuse-limits-and-timeouts.md).
 */
import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { messages } from '~/shared/messages';
import { HttpError } from '../http';

export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;

/** Decoding bombs: refuse images of more pixels than this before decoding them. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The most decoded pixel data an upload may announce: 64 MiB (a 1080x2340 RGBA screenshot is 10 MB, a
 * 12-megapixel RGB photo 36 MB; a 40-megapixel 16-bit RGB PNG, 310 KB on disk, would be 240 MB).
 */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

/** Images above this decoded size count as heavy for the decode gate (at most `heavySlots` at once). */
export const HEAVY_DECODE_BYTES = 24 * 1024 * 1024;

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
  constructor(
    /** Which check refused it (for tests and logs; the answer is the field's message whatever the reason). */
    readonly reason: 'malformed' | 'size' | 'type' | 'pixels' | 'budget' | 'decode',
    options?: ErrorOptions,
  ) {
    super(`invalid image: ${reason}`, options);
  }
}

/** Too many images are being decoded: 503 with a message to try again, not a long wait. */
export class ImageBusyError extends HttpError {
  override name = 'ImageBusyError';
  constructor() {
    super(503, messages.generic.imagesBusy);
  }
}

const dataUrlPattern = /^data:([^,;]{0,100})((?:;[^,;]{0,100}){0,5});base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decodes a base64 data URL strictly (canonical base64 only); throws InvalidImageError otherwise. */
export function decodeDataUrl(value: string): Buffer {
  const match = dataUrlPattern.exec(value);
  const payload = match?.[3];
  if (!payload || payload.length % 4 !== 0) throw new InvalidImageError('malformed');
  if (!hasZeroPaddingBits(payload)) throw new InvalidImageError('malformed');
  return Buffer.from(payload, 'base64');
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * With the alphabet, the length and the padding's place already checked, base64 is canonical exactly when
 * the bits the padding leaves unused are zero. Checked here rather than by encoding the bytes again, which
 * would make one more string as large as the upload for every image.
 */
function hasZeroPaddingBits(payload: string): boolean {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (padding === 0) return true;
  const last = base64Alphabet.indexOf(payload.charAt(payload.length - padding - 1));
  return (last & (padding === 2 ? 0x0f : 0x03)) === 0;
}

/** Bytes per sample of libvips band formats (sharp's `metadata().depth`). */
const bytesPerSample: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The decoded size the header announces (bytes), read without decoding the pixels. */
export async function announcedSize(input: Buffer): Promise<{ pixels: number; bytes: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch (error) {
    throw new InvalidImageError('decode', { cause: error });
  }
  const { width, height, channels, depth } = meta;
  const sample = depth === undefined ? undefined : bytesPerSample[depth];
  if (!width || !height || !channels || !sample) throw new InvalidImageError('decode');
  const pixels = width * height;
  return { pixels, bytes: pixels * channels * sample };
}

export interface DecodeGateOptions {
  /** Decodes at once. */
  slots: number;
  /** Heavy decodes at once (at most `slots`; fewer leaves room for ordinary images). */
  heavySlots: number;
  /** Requests waiting for a slot, beyond which the next is refused at once. */
  maxQueued: number;
  /** Longest wait for a slot before refusing. */
  maxWaitMs: number;
}

export interface DecodeGateStats {
  active: number;
  queued: number;
  /** Decodes started since the process began (a refused header never counts). */
  started: number;
  /** Most decodes that ran at once. */
  peakActive: number;
  /** Requests refused with ImageBusyError. */
  busy: number;
}

interface Waiter {
  heavy: boolean;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting gate for image decodes. Light images are let in before heavy ones when a slot frees up, and
 * heavy images never take more than `heavySlots`, so a flood of heavy uploads cannot starve ordinary ones.
 */
export class DecodeGate {
  private active = 0;
  private activeHeavy = 0;
  private readonly waiting: Waiter[] = [];
  private counts = { started: 0, peakActive: 0, busy: 0 };

  constructor(private options: DecodeGateOptions) {}

  /** Changes the settings; returns the previous ones. */
  configure(options: Partial<DecodeGateOptions>): DecodeGateOptions {
    const previous = this.options;
    this.options = { ...this.options, ...options };
    return previous;
  }

  stats(): DecodeGateStats {
    return { active: this.active, queued: this.waiting.length, ...this.counts };
  }

  async run<T>(heavy: boolean, task: () => Promise<T>): Promise<T> {
    await this.acquire(heavy);
    try {
      return await task();
    } finally {
      this.active--;
      if (heavy) this.activeHeavy--;
      this.pump();
    }
  }

  private canStart(heavy: boolean) {
    return this.active < this.options.slots && (!heavy || this.activeHeavy < this.options.heavySlots);
  }

  private take(heavy: boolean) {
    this.active++;
    if (heavy) this.activeHeavy++;
    this.counts.started++;
    this.counts.peakActive = Math.max(this.counts.peakActive, this.active);
  }

  private acquire(heavy: boolean): Promise<void> {
    // A light image waits only behind light ones; a heavy one behind anyone.
    const ahead = this.waiting.some((w) => heavy || !w.heavy);
    if (!ahead && this.canStart(heavy)) {
      this.take(heavy);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueued) {
      this.counts.busy++;
      return Promise.reject(new ImageBusyError());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        heavy,
        start: () => {
          clearTimeout(waiter.timer);
          this.take(heavy);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          this.counts.busy++;
          reject(new ImageBusyError());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Starts waiters while slots are free: the oldest light one first, else the oldest heavy one that fits. */
  private pump() {
    for (;;) {
      let at = this.waiting.findIndex((w) => !w.heavy && this.canStart(false));
      if (at < 0) at = this.waiting.findIndex((w) => w.heavy && this.canStart(true));
      if (at < 0) return;
      const [waiter] = this.waiting.splice(at, 1);
      waiter!.start();
    }
  }
}

// Every upload is a new image: libvips' operation cache would only keep decoded pixels alive (memory).
sharp.cache(false);

const slots = Math.max(1, Math.min(availableParallelism(), 4));

/** The process-wide gate every upload goes through. */
export const decodeGate = new DecodeGate({
  slots,
  heavySlots: Math.max(1, slots - 1),
  maxQueued: 64,
  maxWaitMs: 10_000,
});

/** The WebP quality of every stored image. */
const webpQuality = 82;

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

/**
 * Checks and re-encodes an uploaded image; any problem with the image is an InvalidImageError, a full
 * decode gate an ImageBusyError (503).
 */
export async function processImage(dataUrl: string, options: ProcessImageOptions): Promise<ProcessedImage> {
  const input = decodeDataUrl(dataUrl);
  if (input.length === 0 || input.length > options.maxBytes) throw new InvalidImageError('size');
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !(acceptedImageTypes as readonly string[]).includes(detected.mime)) {
    throw new InvalidImageError('type');
  }
  const size = await announcedSize(input);
  if (size.pixels > MAX_INPUT_PIXELS) throw new InvalidImageError('pixels');
  if (size.bytes > MAX_DECODED_BYTES) throw new InvalidImageError('budget');
  return decodeGate.run(size.bytes > HEAVY_DECODE_BYTES, async () => {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate() // apply the EXIF orientation before the metadata is dropped
        .resize({
          width: options.maxDimension,
          height: options.maxDimension,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: webpQuality })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: 'image/webp' as const, width: info.width, height: info.height };
    } catch (error) {
      throw new InvalidImageError('decode', { cause: error });
    }
  });
}

/**
 * A phone's cut of a wide hero image (docs/decisions/0040-hero-phone-crop.md): on a phone the conference hero
 * covers a tall box with `object-position: right center`, so only the right-hand part of the poster is ever
 * seen. This is that part, at the image's full height and `narrowAspect` (width / height; phones in portrait
 * are narrower still): 28% of the pixels of a 1920x820 poster. None for an image no wider than that.
 */
const narrowAspect = 2 / 3;

function narrowCropBox(width: number, height: number) {
  const narrowWidth = Math.round(height * narrowAspect);
  if (narrowWidth >= width) return null;
  return { left: width - narrowWidth, top: 0, width: narrowWidth, height };
}

/**
 * The cut is a phone's LCP image, on a connection of its own beside the page's font: encoded to arrive in one
 * round trip there (about 14 KB for a poster: docs/decisions/0043-conference-page-data.md).
 */
const narrowWebp = { quality: 75, effort: 6 } as const;

/** The narrow cut of an image already checked and stored by processImage (null when it needs none). */
export async function cropNarrow(image: ProcessedImage): Promise<ProcessedImage | null> {
  const box = narrowCropBox(image.width, image.height);
  if (!box) return null;
  return decodeGate.run(false, async () => {
    const { data, info } = await sharp(image.bytes)
      .extract(box)
      .webp(narrowWebp)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp' as const, width: info.width, height: info.height };
  });
}
