/**
 * Portfolio lists as a superadmin brings them: pasted (one per line) or a CSV file exported from a
 * spreadsheet, whose first column holds the names. Pure functions; the result is what the portfolio list
 * call expects (trimmed, blank lines dropped, an exact duplicate kept once, in order).
 */
import { normalisePortfolioList, portfolioLinesFromText } from '~/shared/schemas/events';

export { portfolioLinesFromText };

/** A first row whose first cell reads like one of these is a header, not a portfolio. */
const headerNames = /^(portfolios?|portfolio names?|names?|countr(y|ies)|delegations?)$/i;

/** The separator of a CSV file: a comma, or the semicolon or tab some spreadsheets write instead. */
function separatorOf(text: string): string {
  let quoted = false;
  const counts = { ',': 0, ';': 0, '\t': 0 };
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  if (counts[','] > 0) return ',';
  if (counts[';'] > 0) return ';';
  if (counts['\t'] > 0) return '\t';
  return ',';
}

/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold separators, line breaks and doubled quotes;
 * lines end in LF or CRLF).
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = separatorOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The portfolio names in the first column of a CSV file, without a header row named like 'Portfolio'. */
export function portfoliosFromCsv(text: string): string[] {
  const firstColumn = parseCsv(text).map((row) => (row[0] ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim());
  const start = firstColumn.findIndex((cell) => cell !== '');
  if (start >= 0 && headerNames.test(firstColumn[start] ?? '')) firstColumn.splice(start, 1);
  return normalisePortfolioList(firstColumn);
}
