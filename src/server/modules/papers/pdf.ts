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
  if ((await hasActiveContent(pdf)) || hasActiveToken(bytes)) throw new HttpError(400, m.activeContent);
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

const hexEscape = /#([0-9a-f]{2})/gi;
const unescapeName = (text: string) =>
  text.replace(hexEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A name as a reader sees it, `#xx` escapes decoded. pdf-lib decodes them only in upper case and keeps the
 * `#` of a lower-case one as `#23` (so `/#4as` would hide `/JS`): hence two passes.
 */
function nameText(name: PDFName): string {
  const written = name.asString().slice(1);
  return written.includes('#') ? unescapeName(unescapeName(written)) : written;
}

/** Objects walked between two yields to the event loop (pdf-lib's parse yields every hundred). */
const objectsPerTurn = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Whether any object of the document (those of compressed object streams included: pdf-lib unpacks them on
 * load) has a script, an action that launches, opens or submits, or an embedded file. Direct dictionaries
 * and arrays inside each object are walked too (an `/OpenAction` is often written inline in the catalog);
 * references need not be followed, every indirect object is visited anyway.
 */
async function hasActiveContent(pdf: PDFDocument): Promise<boolean> {
  const pending: PDFObject[] = pdf.context.enumerateIndirectObjects().map(([, object]) => object);
  let walked = 0;
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (++walked % objectsPerTurn === 0) await nextTurn();
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
