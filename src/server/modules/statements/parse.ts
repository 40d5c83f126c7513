/**
 * Reading an uploaded bank statement (docs/decisions/0055-statement-import-and-treasurer.md): what the
 * bytes are (an XLSX is a ZIP package; a CFB container is a password-protected workbook or an old .xls;
 * anything else must be text), the text's encoding (UTF-8, else Windows-1252; binary refused), the rows
 * (papaparse; exceljs in a worker thread, xlsx-worker.mjs), the limits, and the refusal of formula-like cells. Every refusal is a 400 with its
 * message; nothing is stored here.
 */
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { statementMessages } from '~/shared/statement-messages';
import { findHeaderRow, isBlankRow, isFormulaLike, statementRules } from '~/shared/statements';
import { HttpError } from '../../http';

const m = statementMessages;

export interface ParsedStatement {
  kind: 'csv' | 'xlsx';
  /**
   * Every row, each cell as trimmed text (XLSX dates as yyyy-mm-dd); row n of the sheet (line n of a CSV
   * file, counting records) is `rows[n - 1]`, an empty one as a row of no or empty cells.
   */
  rows: string[][];
  headerRow: number;
}

const refuse = (message: string) => new HttpError(400, message);

/** The most bytes a workbook's parts may inflate to (a ZIP bomb is refused before it is read). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** The longest cell kept (a narration is far shorter). */
const MAX_CELL = 500;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Compound File Binary: what Excel wraps an encrypted workbook in (and the old .xls format). */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Windows-1252's characters for the bytes 0x80-0x9F, where it differs from Latin-1 (Node's decoder of that
 * name gives the C1 controls instead); '' for the five bytes it leaves undefined.
 */
const cp1252High = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
];

/** Windows-1252 text: Latin-1 for every byte but 0x80-0x9F; an undefined byte is refused. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte < 0x80 || byte > 0x9f) text += String.fromCharCode(byte);
    else if (cp1252High[byte - 0x80]) text += cp1252High[byte - 0x80];
    else throw refuse(m.undecodable);
  }
  return text;
}

/**
 * The text of a CSV: UTF-8 (a BOM dropped), else Windows-1252; UTF-16 with its BOM.
 * Refused when it holds control characters other than tab, CR, LF and form feed: binary data, not text.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufffd]/.test(text)) throw refuse(m.undecodable);
  return text;
}

/** The delimiter of a CSV: the one of comma, semicolon and tab most frequent in its first lines. */
function delimiterOf(text: string): string {
  const head = text.slice(0, 8192);
  const counts = [',', ';', '\t'].map((d) => ({ d, n: head.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ',';
}

const tidy = (cell: string) => cell.trim().slice(0, MAX_CELL);

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    // Empty lines stay (as rows of empty cells): a line keeps the number a spreadsheet shows it under.
    skipEmptyLines: false,
    // One line past the limit is enough to refuse the file.
    preview: statementRules.maxLines + 1,
  });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw refuse(m.unreadable);
  const records = parsed.data;
  if (records.length > statementRules.maxLines) throw refuse(m.tooManyLines);
  return records.map((row) => row.slice(0, statementRules.maxColumns).map(tidy));
}

/** The parts of an XLSX package, read from its directory (nothing inflated but the content types). */
function checkWorkbookPackage(bytes: Uint8Array): void {
  const names: string[] = [];
  let inflated = 0;
  let contentTypes = '';
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        inflated += file.originalSize;
        return file.name === '[Content_Types].xml' && file.originalSize < 1024 * 1024;
      },
    });
    const types = files['[Content_Types].xml'];
    contentTypes = types ? new TextDecoder().decode(types) : '';
  } catch {
    throw refuse(m.notStatement);
  }
  if (inflated > MAX_INFLATED_BYTES) throw refuse(m.tooLarge);
  if (names.some((name) => /vbaProject\.bin$/i.test(name)) || /macroEnabled|vbaProject/i.test(contentTypes)) {
    throw refuse(m.macros);
  }
  if (!names.includes('xl/workbook.xml') || contentTypes === '') throw refuse(m.notStatement);
}

/** A workbook whose reading takes longer is refused (its worker terminated). */
export const XLSX_READ_TIMEOUT_MS = 20_000;
/** The old-generation heap a workbook's reading may use (a 5 MB workbook of 20,000 lines needs far less). */
const XLSX_WORKER_HEAP_MB = 256;
/** Workbooks read at once (the host has two cores); others wait their turn. */
const XLSX_READERS = 1;

let reading = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (reading >= XLSX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading++;
  try {
    return await work();
  } finally {
    reading--;
    waiting.shift()?.();
  }
}

type WorkerAnswer = { rows: string[][] } | { refusal: 'unreadable' | 'empty' | 'tooManyLines' };

/**
 * The rows of a workbook, read by exceljs in a worker thread of its own (xlsx-worker.mjs), never on the
 * event loop; over XLSX_READ_TIMEOUT_MS, or out of its memory, it is terminated and the file refused.
 */
function readXlsxInWorker(bytes: Uint8Array, timeoutMs: number): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
      workerData: {
        bytes,
        limits: {
          maxLines: statementRules.maxLines,
          maxColumns: statementRules.maxColumns,
          maxCell: MAX_CELL,
        },
      },
      resourceLimits: { maxOldGenerationSizeMb: XLSX_WORKER_HEAP_MB },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(refuse(m.tooSlow))), timeoutMs);
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() => ('rows' in answer ? resolve(answer.rows) : reject(refuse(m[answer.refusal])))),
    );
    worker.once('error', () => finish(() => reject(refuse(m.unreadable))));
    worker.once('exit', () => finish(() => reject(refuse(m.unreadable))));
  });
}

async function readXlsx(bytes: Uint8Array, timeoutMs: number): Promise<string[][]> {
  checkWorkbookPackage(bytes);
  return turn(() => readXlsxInWorker(bytes, timeoutMs));
}

/**
 * Reads an uploaded statement, or throws a 400 with the reason it is refused. A workbook is read in a worker
 * thread, refused after `xlsxTimeoutMs`.
 */
export async function parseStatement(
  bytes: Uint8Array,
  { xlsxTimeoutMs = XLSX_READ_TIMEOUT_MS }: { xlsxTimeoutMs?: number } = {},
): Promise<ParsedStatement> {
  if (bytes.length === 0) throw refuse(m.empty);
  if (bytes.length > statementRules.maxBytes) throw refuse(m.tooLarge);
  if (startsWith(bytes, CFB)) throw refuse(m.encrypted);
  const kind = startsWith(bytes, ZIP) ? 'xlsx' : 'csv';
  // A picture, a PDF or any other binary format file-type knows is not a statement (text has no signature).
  if (kind === 'csv' && (await fileTypeFromBuffer(bytes)) !== undefined) throw refuse(m.notStatement);
  const rows = kind === 'xlsx' ? await readXlsx(bytes, xlsxTimeoutMs) : readCsv(bytes);
  if (rows.every(isBlankRow)) throw refuse(m.empty);
  rows.forEach((row, i) => {
    if (row.some(isFormulaLike)) throw refuse(m.formula(i + 1));
  });
  const headerRow = findHeaderRow(rows);
  if (headerRow === null) throw refuse(m.noHeader);
  return { kind, rows, headerRow };
}
