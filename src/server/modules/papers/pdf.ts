/**
 * A position paper is a PDF by its bytes, whatever the browser said: the `%PDF-` signature, then a parse
 * with pdf-lib (which yields to the event loop every hundred objects, so a large paper does not stall other
 * requests). A password-protected PDF is refused (chairs could not read it); so is one pdf-lib cannot read or
 * that has no page. Each refusal is an HttpError with its message; nothing is kept of a refused file.
 */
import { PDFDocument } from 'pdf-lib';
import { paperMessages } from '~/shared/paper-messages';
import { paperRules } from '~/shared/schemas/papers';
import { HttpError } from '../../http';
import { decodeDataUrl } from '../../images';

const m = paperMessages;
const signature = Buffer.from('%PDF-', 'latin1');

/** The bytes of an uploaded paper (a base64 data URL), checked; throws a 400 HttpError otherwise. */
export async function checkedPaper(dataUrl: string): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = decodeDataUrl(dataUrl);
  } catch {
    throw new HttpError(400, m.notPdf);
  }
  if (bytes.length > paperRules.maxBytes) throw new HttpError(400, m.tooLarge);
  if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature))
    throw new HttpError(400, m.notPdf);
  let encrypted: boolean;
  let pages: number;
  try {
    // Loaded with its encryption ignored, then asked: pdf-lib's own EncryptedPDFError is compiled to ES5 and
    // cannot be told apart by instanceof.
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    encrypted = document.isEncrypted;
    pages = encrypted ? 1 : document.getPageCount();
  } catch {
    throw new HttpError(400, m.unreadable);
  }
  if (encrypted) throw new HttpError(400, m.encrypted);
  if (pages < 1) throw new HttpError(400, m.unreadable);
  return bytes;
}
