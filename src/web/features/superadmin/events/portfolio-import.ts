/**
 * Portfolio lists as a superadmin brings them: pasted (one per line) or a CSV file exported from a
 * spreadsheet, whose first column holds the names. Pure functions; the result is what the portfolio list
 * call expects (trimmed, blank lines dropped, an exact duplicate kept once, in order).
 */
import Papa from 'papaparse';
import { normalisePortfolioList, portfolioLinesFromText } from '~/shared/schemas/events';

export { portfolioLinesFromText };

/** A first row whose first cell reads like one of these is a header, not a portfolio. */
const headerNames = /^(portfolios?|portfolio names?|names?|countr(y|ies)|delegations?)$/i;

/**
 * The rows of a CSV file (RFC 4180: quoted fields may hold separators, line breaks and doubled quotes), read by
 * papaparse as the server reads bank statements; the separator is a comma, or the semicolon or tab some
 * spreadsheets write instead. A byte-order mark is dropped.
 */
function csvRows(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: true }).data;
}

/** The portfolio names in the first column of a CSV file, without a header row named like 'Portfolio'. */
export function portfoliosFromCsv(text: string): string[] {
  const firstColumn = csvRows(text).map((row) => (row[0] ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim());
  const start = firstColumn.findIndex((cell) => cell !== '');
  if (start >= 0 && headerNames.test(firstColumn[start] ?? '')) firstColumn.splice(start, 1);
  return normalisePortfolioList(firstColumn);
}
