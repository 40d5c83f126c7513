/**
 * A position paper is a PDF by its bytes, whatever the browser said: the `%PDF-` signature, then a parse
 * with pdf-lib (which yields to the event loop every hundred objects, so a large paper does not stall other
 * requests). A password-protected PDF is refused (chairs could not read it); so is one pdf-lib cannot read or
 * that has no page, and one carrying scripts or actions that launch, submit or embed files (a chair's reader
 * could run them). Each refusal is an HttpError with its message; nothing is kept of a refused file.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
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
  let pdf: PDFDocument;
  let pages: number;
  try {
    // Loaded with its encryption ignored, then asked: pdf-lib's own EncryptedPDFError is compiled to ES5 and
    // cannot be told apart by instanceof.
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pages = pdf.isEncrypted ? 1 : pdf.getPageCount();
  } catch {
    throw new HttpError(400, m.unreadable);
  }
  if (pdf.isEncrypted) throw new HttpError(400, m.encrypted);
  if (pages < 1) throw new HttpError(400, m.unreadable);
  if (hasActiveContent(pdf) || hasActiveToken(bytes)) throw new HttpError(400, m.activeContent);
  return bytes;
}

/** Keys that only scripts, XFA forms (which carry scripts) and embedded files have. */
const activeKeys = new Set(['JavaScript', 'JS', 'XFA', 'EmbeddedFiles', 'EF']);
/** Action types (`/S`) and object types (`/Type`, `/Subtype`) that run code, open or send something. */
const activeTypes = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
]);
const typeKeys = new Set(['S', 'Type', 'Subtype']);

/**
 * A name as a reader sees it. pdf-lib decodes `#xx` escapes only in upper case, so `/#4as` would hide `/JS`.
 */
function nameText(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether any object of the document (those of compressed object streams included: pdf-lib unpacks them on
 * load) has a script, an action that launches, opens or submits, or an embedded file. Direct dictionaries
 * and arrays inside each object are walked too (an `/OpenAction` is often written inline in the catalog);
 * references need not be followed, every indirect object is visited anyway.
 */
function hasActiveContent(pdf: PDFDocument): boolean {
  const pending: PDFObject[] = pdf.context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) for (const item of object.asArray()) pending.push(item);
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const name = nameText(key);
        if (activeKeys.has(name)) return true;
        if (typeKeys.has(name) && value instanceof PDFName && activeTypes.has(nameText(value))) return true;
        pending.push(value);
      }
    }
  }
  return false;
}

/**
 * The raw bytes, for what pdf-lib's parse may have skipped (an object it could not read, which a reader's own
 * repair might still find). Only long tokens: a short one like `/JS` turns up by chance in compressed data.
 */
function hasActiveToken(bytes: Buffer): boolean {
  return /\/(JavaScript|Launch)[\s/<>[\]()%]/.test(bytes.toString('latin1'));
}
