/**
 * CSV files (RFC 4180), one mechanism for every export: a file is a list of columns, each its header and how a
 * row fills its cell (`CsvColumn`), and `sendCsv` streams the header and the rows in chunks, whether the rows
 * are read in batches from the database or held in memory.
 *
 * Fields holding a comma, quote, CR or LF are quoted with quotes doubled; rows end with CRLF. A cell a
 * spreadsheet would read as a formula (starting with = + - @, or a tab or CR that some spreadsheets skip
 * before one) is prefixed with an apostrophe, so opening the export never runs what a registrant typed.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Byte-order mark: spreadsheets then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/** One column of a CSV file: its header, and its cell for a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A chunk is sent once it holds this many characters. */
const CHUNK_CHARS = 64 * 1024;

/** The file's text: the byte-order mark and the header row, then the rows, in chunks. */
export async function* csvText<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(columns.map((column) => column.header));
  let chunk = '';
  for await (const row of rows) {
    chunk += csvRow(columns.map((column) => column.cell(row)));
    if (chunk.length > CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Answers a CSV file to download: private, never stored by shared caches, never sniffed. */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(csvText(columns, rows)));
}

/** `attachment` with the file name, quoted for old clients and RFC 5987-encoded for any character. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
