/**
 * Reading a QR code from the camera's video: the browser's BarcodeDetector where it has one that reads QR
 * codes, otherwise jsQR, imported on demand so that only the /checkin page loads it.
 */

/** Reads the current frame of a playing video: the QR code's text, or null. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this width before jsQR reads them (fast enough on a phone). */
const MAX_WIDTH = 640;

async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsqrDecoder(): Promise<FrameDecoder> {
  const module = await import('jsqr');
  // A CommonJS package: the function is the default export or sits on it, depending on interop.
  const jsQR =
    typeof module.default === 'function'
      ? module.default
      : (module as unknown as { default: { default: typeof module.default } }).default.default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best decoder this browser has. */
export async function loadDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? (await jsqrDecoder());
}
