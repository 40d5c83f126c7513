/**
 * The OCR engine: tesseract.js with its English model from the npm package @tesseract.js-data/eng, read
 * from node_modules (never downloaded, never cached to disk). Its worker is a worker thread, so recognition
 * never holds the event loop; one worker, created at the first reading, reused, and terminated by close()
 * (or after a reading that fails or takes too long, to start clean at the next one).
 *
 * Before recognition the screenshot is made greyscale and a phone screenshot brought to OCR_WIDTH pixels
 * wide (sharp, on libuv's pool): a receipt's large amount is then within the sizes the model reads best,
 * and its small print still legible.
 *
 * The English model does not know the rupee sign: it drops it, reads it as a letter or '%' (which the text
 * rules take), or as a digit glued to the amount ('3199' for ₹199). That last reading comes with a low word
 * confidence (under 65 where a printed 3199 gets 96), so such a word is written back with the rupee sign
 * (`restoreRupeeSign`).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { type Block, OEM, PSM, createWorker, type Worker } from 'tesseract.js';

/** The width a portrait screenshot is brought to before recognition (never enlarged). */
export const OCR_WIDTH = 720;
/** A recognition that takes longer is abandoned (the worker terminated) and counts as a failed attempt. */
export const RECOGNITION_TIMEOUT_MS = 60_000;

const require = createRequire(import.meta.url);
/** The integer LSTM model (smaller and faster than the float one, the same text on receipts). */
const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrEngine {
  /** The text of an image (any format sharp decodes). */
  recognize(image: Buffer): Promise<string>;
  /** Terminates the worker (a later recognize() starts a new one). */
  close(): Promise<void>;
}

/** The image as the model reads it best: greyscale PNG, a portrait screenshot OCR_WIDTH wide at most. */
export async function prepareImage(image: Buffer): Promise<Buffer> {
  const picture = sharp(image, { limitInputPixels: 40_000_000 });
  const { width = 0, height = 0 } = await picture.metadata();
  const resized = height >= width ? picture.resize({ width: OCR_WIDTH, withoutEnlargement: true }) : picture;
  return resized.greyscale().png({ compressionLevel: 1 }).toBuffer();
}

/** Below this word confidence, a figure led by '2', '3' or '7' is taken as the rupee sign and the amount. */
export const GLUED_SIGN_CONFIDENCE = 80;

/** A word of the recognised text as the page layout gives it. */
interface RecognisedWord {
  text: string;
  confidence: number;
}

/** A figure whose first digit is the rupee sign misread, with the sign written back (else the word as read). */
export function restoreRupeeSign(word: RecognisedWord): string {
  return word.confidence < GLUED_SIGN_CONFIDENCE && /^[237]\d[\d,]*(?:\.\d{1,2})?$/.test(word.text)
    ? `₹${word.text.slice(1)}`
    : word.text;
}

/** The text of the recognised layout: its words joined by spaces, lines by line breaks, blocks by a blank line. */
export function layoutText(blocks: Block[]): string {
  return blocks
    .map((block) =>
      block.paragraphs
        .flatMap((paragraph) => paragraph.lines)
        .map((line) => line.words.map(restoreRupeeSign).join(' '))
        .join('\n'),
    )
    .join('\n\n');
}

export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  /** Recognitions run one after another on the one worker. */
  let queue: Promise<unknown> = Promise.resolve();

  async function start(): Promise<Worker> {
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      errorHandler: () => {},
    });
    await created.setParameters({
      // Receipts are text scattered over the screen, not paragraphs.
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      // Screenshots carry no resolution; this is what their text sizes correspond to.
      user_defined_dpi: '300',
    });
    return created;
  }

  async function discard() {
    const current = worker;
    worker = undefined;
    if (current) await current.then((w) => w.terminate()).catch(() => {});
  }

  async function recognizeNow(image: Buffer): Promise<string> {
    const prepared = await prepareImage(image);
    worker ??= start();
    const current = worker;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError('OCR took too long')), RECOGNITION_TIMEOUT_MS);
      });
      const { data } = await Promise.race([
        current.then((w) => w.recognize(prepared, {}, { text: true, blocks: true })),
        timeout,
      ]);
      return data.blocks ? layoutText(data.blocks) : data.text;
    } catch (error) {
      // A worker that failed or hung is not trusted with the next screenshot.
      await discard();
      throw error instanceof Error ? error : new Error(String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    recognize(image) {
      const run = queue.then(() => recognizeNow(image));
      queue = run.catch(() => {});
      return run;
    },
    async close() {
      await queue;
      await discard();
    },
  };
}
