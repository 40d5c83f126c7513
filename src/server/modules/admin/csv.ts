/**
 * CSV cells and rows (RFC 4180): fields holding a comma, quote, CR or LF are quoted with quotes doubled;
 * rows end with CRLF. A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * CR that some spreadsheets skip before one) is prefixed with an apostrophe, so opening the export never
 * runs what a registrant typed.
 */

/** Byte-order mark: spreadsheets then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** `attachment` with the file name, quoted for old clients and RFC 5987-encoded for any character. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
