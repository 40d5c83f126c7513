/**
 * Bank statement import (docs/decisions/0055-statement-import-and-treasurer.md): the file limits, the
 * columns a statement is read by, finding the header row and proposing its mapping from the layouts of the
 * common Indian bank exports, and reading dates and amounts as banks write them (matching credit lines to
 * bills: statement-match.ts). Pure: the server and the page use the same rules.
 */

export const statementRules = {
  /** The largest file accepted. */
  maxBytes: 5 * 1024 * 1024,
  /** The most lines (rows of the sheet, header included) accepted. */
  maxLines: 20_000,
  /** The rows searched for the header row. */
  headerSearchRows: 30,
  /** A line matches a bill by amount and date within this many days of the registration. */
  amountDateWindowDays: 10,
  fileName: 200,
  /** Sample values shown per column in the mapping step. */
  samples: 3,
  /** The widest row read (columns beyond it are ignored). */
  maxColumns: 60,
  /** The bills a line fits shown for settling it by hand (an ambiguous line may fit more). */
  maxChoices: 10,
} as const;

/**
 * What a column of a statement can be read as; the first three are required. `credit` is the column the
 * money is read from: the credit (deposit) column, or the one amount column of a bank that exports a signed
 * amount or an amount with a Cr/Dr `marker` column.
 */
export const statementColumns = [
  'date',
  'credit',
  'narration',
  'reference',
  'valueDate',
  'debit',
  'marker',
] as const;
export type StatementColumn = (typeof statementColumns)[number];
export const requiredStatementColumns = ['date', 'credit', 'narration'] as const;

/** The column index of each role in the sheet (null: the statement has none). */
export type StatementMapping = {
  date: number;
  credit: number;
  narration: number;
  reference: number | null;
  valueDate: number | null;
  debit: number | null;
  /** The Cr/Dr column: a line is a credit only when it says so there. */
  marker: number | null;
};

/** A mapping remembered before the marker column existed reads as one without a marker. */
export function withMarker(
  mapping: Omit<StatementMapping, 'marker'> & { marker?: number | null },
): StatementMapping {
  return { ...mapping, marker: mapping.marker ?? null };
}

/** A header cell as compared: lower case, runs of anything but letters and digits as one space. */
export function normaliseHeader(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The layout's fingerprint before hashing: the normalised header cells, in order, empty ones trailing dropped. */
export function layoutKey(header: readonly string[]): string {
  const cells = header.map(normaliseHeader);
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells.join('|');
}

/** What a header cell can name: a column role, or an amount that is neither a credit nor a debit column. */
export type HeaderRole = StatementColumn | 'amount';

/**
 * The role a header cell names, as SBI, HDFC, ICICI, Axis and most other exports write them ("Txn Date",
 * "Value Date", "Description" / "Narration" / "Particulars", "Ref No./Cheque No.", "Credit" / "Deposit Amt.",
 * "Debit" / "Withdrawal Amt."; one "Amount" with a "Cr/Dr" column beside it, or signed), or null.
 */
export function headerRole(cell: string): HeaderRole | null {
  const h = normaliseHeader(cell);
  if (h === '') return null;
  const words = new Set(h.split(' '));
  const has = (...options: string[]) => options.some((o) => words.has(o));
  if (has('value') && has('date', 'dt')) return 'valueDate';
  if (has('balance', 'bal')) return null;
  const credit = has('credit', 'deposit', 'deposits', 'cr', 'receipts', 'receipt');
  const debit = has('debit', 'withdrawal', 'withdrawals', 'dr', 'payments');
  // "Cr/Dr", "Dr / Cr", "Debit/Credit", "D/C": which of the two the line is.
  if ((credit && debit) || (has('d') && has('c') && words.size === 2)) return 'marker';
  if (credit) return 'credit';
  if (debit) return 'debit';
  if (has('amount', 'amt')) return 'amount';
  if (has('narration', 'description', 'particulars', 'remarks', 'details', 'detail', 'narrative'))
    return 'narration';
  if (has('ref', 'reference', 'cheque', 'chq', 'utr', 'refno')) return 'reference';
  if (has('date', 'dt')) return 'date';
  return null;
}

/** The roles a header row names: each role to its first column. */
function rolesOf(row: readonly string[]): Partial<Record<HeaderRole, number>> {
  const found: Partial<Record<HeaderRole, number>> = {};
  row.forEach((cell, index) => {
    const role = headerRole(cell);
    if (role && found[role] === undefined) found[role] = index;
  });
  return found;
}

/**
 * The header row among the first rows: the first one naming a date, a credit and a narration column (bank
 * exports put the account's details above it), else the one naming most roles with a date and a credit.
 * Null when none does.
 */
/** A row with nothing in it: an empty line of the file, or a sheet's empty row. */
export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell === '');

/**
 * The lines under the header, each with its row number in the sheet (1-based, as a spreadsheet shows it),
 * without the empty rows and without what follows the last line with a date: a bank's totals, closing
 * balance and "end of statement" rows under its table are not transactions. A dateless line between dated
 * ones stays (it is listed as not a credit line).
 */
export function statementBody<T>(
  rows: readonly (readonly string[])[],
  headerRow: number,
  read: (row: readonly string[]) => T & { date: string | null },
): (T & { line: number })[] {
  const lines: (T & { line: number })[] = [];
  let lastDated = -1;
  rows.forEach((row, index) => {
    if (index <= headerRow || isBlankRow(row)) return;
    const line = { ...read(row), line: index + 1 };
    if (line.date !== null) lastDated = lines.length;
    lines.push(line);
  });
  return lines.slice(0, lastDated + 1);
}

export function findHeaderRow(rows: readonly (readonly string[])[]): number | null {
  let best: { index: number; score: number } | null = null;
  const limit = Math.min(rows.length, statementRules.headerSearchRows);
  for (let index = 0; index < limit; index++) {
    const roles = rolesOf(rows[index]!);
    if (roles.date === undefined && roles.valueDate === undefined) continue;
    if (roles.credit === undefined && roles.amount === undefined) continue;
    if (roles.narration !== undefined) return index;
    const score = Object.keys(roles).length;
    if (!best || score > best.score) best = { index, score };
  }
  return best?.index ?? null;
}

/** A Cr/Dr marker cell ("CR", "Cr.", "C", "Credit"; "DR", "D", "Debit") read as what it marks, or null. */
export function parseMarker(value: string): 'credit' | 'debit' | null {
  const v = value.toUpperCase().replace(/[^A-Z]/g, '');
  if (v === 'CR' || v === 'C' || v === 'CREDIT') return 'credit';
  if (v === 'DR' || v === 'D' || v === 'DEBIT') return 'debit';
  return null;
}

/** The body rows looked at to find a marker column by its cells. */
const markerSampleRows = 50;

/**
 * The mapping a header row suggests (the transaction date, else the value date, as the date). A statement
 * without a credit column reads its money from its amount column; its Cr/Dr column is the one the header
 * names so, else (given the rows below the header) the one whose every cell is a Cr/Dr marker ("Type").
 */
export function proposeMapping(
  header: readonly string[],
  body: readonly (readonly string[])[] = [],
): StatementMapping | null {
  const roles = rolesOf(header);
  const date = roles.date ?? roles.valueDate;
  const credit = roles.credit ?? roles.amount;
  if (date === undefined || credit === undefined) return null;
  const narration = roles.narration ?? roles.reference;
  if (narration === undefined) return null;
  const mapping: StatementMapping = {
    date,
    credit,
    narration,
    reference: roles.narration === undefined ? null : (roles.reference ?? null),
    valueDate: roles.date === undefined ? null : (roles.valueDate ?? null),
    debit: roles.credit === undefined ? null : (roles.debit ?? null),
    marker: roles.marker ?? null,
  };
  if (mapping.marker === null && roles.credit === undefined) {
    const used = new Set(Object.values(mapping).filter((v) => v !== null));
    const sample = body.slice(0, markerSampleRows);
    const width = Math.max(header.length, ...sample.map((row) => row.length));
    for (let index = 0; index < width && mapping.marker === null; index++) {
      if (used.has(index)) continue;
      const cells = sample.map((row) => row[index] ?? '').filter((cell) => cell !== '');
      if (cells.length > 0 && cells.every((cell) => parseMarker(cell) !== null)) mapping.marker = index;
    }
  }
  return mapping;
}

/** Why a mapping cannot be used with a header of `width` columns, or null. */
export function mappingProblem(mapping: StatementMapping, width: number): 'column' | 'same' | null {
  const used = statementColumns.map((c) => mapping[c] ?? null).filter((v): v is number => v !== null);
  if (used.some((v) => !Number.isInteger(v) || v < 0 || v >= width)) return 'column';
  return new Set(used).size === used.length ? null : 'same';
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2100) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

/**
 * A statement's date as yyyy-mm-dd, or null: day first as Indian banks write it (31/12/2026, 31-12-26,
 * 31.12.2026, 31-Dec-2026, 31 Dec 2026), or ISO (2026-12-31, with a time after it).
 */
export function parseStatementDate(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(v);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s/-]([A-Za-z]{3,9})[\s/,-]+(\d{2}|\d{4})(?:\s.*)?$/.exec(v);
  if (m) {
    const month = months.indexOf(m[2]!.slice(0, 3).toLowerCase());
    return month < 0 ? null : isoDate(Number(m[3]), month + 1, Number(m[1]));
  }
  return null;
}

/**
 * An amount in paise, or null when the cell holds none: "1,250.50", "₹ 500", "INR 500.00", "500.00 Cr",
 * "500" (Indian digit grouping "1,00,000" too). Empty, zero, negative or debit-marked ("Dr") cells are not
 * credits: null.
 */
export function parseAmountPaise(value: string): number | null {
  let v = value.trim().replace(/^(?:₹|rs\.?|inr)\s*/i, '');
  if (/\bdr\.?$/i.test(v)) return null;
  v = v.replace(/\s*cr\.?$/i, '').replace(/[,\s]/g, '');
  const m = /^\+?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

/** A statement row as the matcher reads it, by the mapping. */
export interface ReadRow {
  /** yyyy-mm-dd (the date column, else the value date), or null. */
  date: string | null;
  /** The credit in paise; null for a debit (a negative or "Dr" amount, a "Dr" marker) or no amount. */
  amountPaise: number | null;
  /** The narration and the reference, as shown and kept as evidence. */
  narration: string;
}

/** Reads one row of a statement by the mapping. Debits are never credits, whatever the layout. */
export function readStatementRow(row: readonly string[], mapping: StatementMapping): ReadRow {
  const cell = (index: number | null | undefined) => (index == null ? '' : (row[index] ?? ''));
  const narration = [cell(mapping.narration), cell(mapping.reference)]
    .filter((part) => part !== '')
    .join(' · ');
  const marked = mapping.marker == null ? 'credit' : parseMarker(cell(mapping.marker));
  return {
    date: parseStatementDate(cell(mapping.date)) ?? parseStatementDate(cell(mapping.valueDate)),
    amountPaise: marked === 'credit' ? parseAmountPaise(cell(mapping.credit)) : null,
    narration,
  };
}

/**
 * A cell a spreadsheet would run as a formula: `=` followed by anything, or `+ - @` followed by a function
 * call, a cell reference, or a command (`|`, `!`). Plain signed numbers ("-500.00", "+1,000") are not.
 */
export function isFormulaLike(value: string): boolean {
  const v = value.trimStart();
  if (!/^[=+\-@]/.test(v)) return false;
  if (v[0] === '=') return v.length > 1;
  const rest = v.slice(1).trimStart();
  if (/^[\d.,\s]*$/.test(rest)) return false;
  return /^[A-Za-z_][\w.]*\s*\(/.test(rest) || /^\$?[A-Za-z]{1,3}\$?\d+/.test(rest) || /[|!]/.test(rest);
}
