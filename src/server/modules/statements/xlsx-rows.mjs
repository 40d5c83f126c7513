// @ts-check
/**
 * The rows of an XLSX statement's first sheet that has any, each cell as trimmed text (formula cells as their
 * cached result, dates as yyyy-mm-dd), read by exceljs. It runs in the statement reader's worker thread
 * (xlsx-worker.mjs; docs/decisions/0061-statement-layouts-and-settling.md), so a large workbook never holds
 * the server's event loop. Plain JavaScript, so a worker thread loads it as it is, whatever runs the server.
 *
 * A refusal is thrown as a `XlsxRefusal` naming the message key of `statementMessages` (src/shared/desk-messages.ts).
 */
import ExcelJS from 'exceljs';

export class XlsxRefusal extends Error {
  /** @param {'unreadable' | 'empty' | 'tooManyLines'} reason */
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * @param {ExcelJS.CellValue} value
 * @returns {string}
 */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = /** @type {{ result?: ExcelJS.CellValue }} */ (value).result;
    return typeof result === 'object' && result !== null && 'error' in result ? '' : cellText(result ?? null);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  return '';
}

/**
 * @param {Uint8Array} bytes the workbook (its package already checked: no macros, no ZIP bomb)
 * @param {{ maxLines: number, maxColumns: number, maxCell: number }} limits
 * @returns {Promise<string[][]>}
 */
export async function readXlsxRows(bytes, limits) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      /** @type {never} */ (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
  } catch {
    throw new XlsxRefusal('unreadable');
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw new XlsxRefusal('empty');
  if (sheet.actualRowCount > limits.maxLines) throw new XlsxRefusal('tooManyLines');
  /** @type {string[][]} */
  const rows = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // Row n of the sheet is rows[n - 1]: its empty rows stay, empty, so every line keeps the sheet's number.
    if (row.number > limits.maxLines) throw new XlsxRefusal('tooManyLines');
    while (rows.length < row.number - 1) rows.push([]);
    /** @type {string[]} */
    const cells = [];
    const width = Math.min(row.cellCount, limits.maxColumns);
    for (let c = 1; c <= width; c++)
      cells.push(cellText(row.getCell(c).value).trim().slice(0, limits.maxCell));
    rows.push(cells);
  });
  return rows;
}
