/**
 * Bank statement import (docs/decisions/0055-statement-import-and-treasurer.md): the file limits, the
 * columns a statement is read by, finding the header row and proposing its mapping from the layouts of the
 * common Indian bank exports, reading dates and amounts as banks write them, and matching credit lines to
 * bills. Pure: the server and the page use the same rules.
 */
import { normaliseTransactionId, type PaymentState } from './payments';

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

/** A credit line of a statement as the matcher reads it. */
export interface StatementLine {
  /** The row's number in the sheet (1-based; a CSV file's record number), as a spreadsheet shows it. */
  line: number;
  /** yyyy-mm-dd, or null when the date cell is unreadable. */
  date: string | null;
  /** The credit in paise, or null (a debit line, an empty or unreadable credit cell). */
  amountPaise: number | null;
  /** The narration and reference text. */
  text: string;
}

/** A bill of the event: the registration that carries it. */
export interface StatementBill {
  registrationId: string;
  name: string;
  email: string;
  reference: string | null;
  transactionId: string | null;
  /** Rupees. */
  amountDue: number;
  /** The registration's date in India, yyyy-mm-dd. */
  registeredOn: string;
  state: PaymentState;
}

export const statementOutcomes = [
  'matched',
  'amountDiffers',
  'ambiguous',
  'duplicate',
  'alreadyReceived',
  'unmatched',
  'skipped',
] as const;
/**
 * matched: one unpaid bill, the amount due; amountDiffers: found by reference or transaction id, another
 * amount; ambiguous: fits two or more bills (never applied); duplicate: another line of this statement
 * already pays the bill; alreadyReceived: the bill was received (or refunded) before; unmatched: no bill;
 * skipped: not a credit line (a debit, or no readable date or amount).
 */
export type StatementOutcome = (typeof statementOutcomes)[number];
export const matchMethods = ['reference', 'transactionId', 'amountDate'] as const;
export type MatchMethod = (typeof matchMethods)[number];

export interface LineResult {
  line: number;
  outcome: StatementOutcome;
  via: MatchMethod | null;
  /** The bill found (for ambiguous lines: the first of them). */
  bill: StatementBill | null;
  /** How many bills fitted (2 or more for an ambiguous line). */
  candidates: number;
  /**
   * The bills the line may be settled to by hand: every bill an ambiguous line fits, the one an
   * amount-differs line was found for; none for the other outcomes.
   */
  choices: StatementBill[];
}

/** The outcomes a treasurer may settle by hand, choosing the bill and writing a note. */
export const settleableOutcomes: readonly StatementOutcome[] = ['amountDiffers', 'ambiguous'];

/** Settling a line to a bill of another amount needs a note saying why the money is accepted. */
export const settleNeedsNote = (amountPaise: number, amountDue: number) => amountPaise !== amountDue * 100;

export interface MatchResult {
  lines: LineResult[];
  /** Unpaid bills that no line of the statement pays (registrations without money). */
  withoutMoney: StatementBill[];
}

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const unpaid = (bill: StatementBill) => bill.state === 'due' || bill.state === 'submitted';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** The first index of `sorted` whose value is >= `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Matches a statement's credit lines to the event's bills, in time linear in lines and bills (indexes by
 * reference, transaction id, and amount with registration dates sorted):
 * 1. a payment reference in the text (case-insensitive, spaces and dashes anywhere),
 * 2. else the payer's transaction id (a 12-digit UTR, or a bank reference as one word of the text),
 * 3. else the amount due and the date: an unpaid bill of exactly this amount registered on the line's date or
 *    up to `amountDateWindowDays` before it, when exactly one fits.
 * A line found by 1 or 2 for a bill already received is `alreadyReceived`; with another amount,
 * `amountDiffers`; for a bill an earlier line already pays, `duplicate`.
 */
export function matchStatement(
  lines: readonly StatementLine[],
  bills: readonly StatementBill[],
): MatchResult {
  const byReference = new Map<string, StatementBill>();
  const byTransaction = new Map<string, StatementBill[]>();
  const codeLengths = new Map<string, Set<number>>();
  for (const bill of bills) {
    if (bill.reference) {
      const [prefix = '', code = ''] = bill.reference.split('-');
      byReference.set(compact(bill.reference), bill);
      const lengths = codeLengths.get(prefix) ?? new Set<number>();
      lengths.add(code.length);
      codeLengths.set(prefix, lengths);
    }
    if (bill.transactionId) {
      const key = normaliseTransactionId(bill.transactionId);
      byTransaction.set(key, [...(byTransaction.get(key) ?? []), bill]);
    }
  }
  const prefixes = [...codeLengths].map(([prefix, lengths]) => ({
    prefix: compact(prefix),
    lengths: [...lengths].sort((a, b) => b - a),
  }));

  const referencesIn = (text: string): Set<StatementBill> => {
    const found = new Set<StatementBill>();
    const c = compact(text);
    for (const { prefix, lengths } of prefixes) {
      if (prefix === '') continue;
      for (let at = c.indexOf(prefix); at >= 0; at = c.indexOf(prefix, at + 1)) {
        for (const length of lengths) {
          const bill = byReference.get(c.slice(at, at + prefix.length + length));
          if (bill && c.length >= at + prefix.length + length) {
            found.add(bill);
            break;
          }
        }
      }
    }
    return found;
  };

  const transactionsIn = (text: string): Set<StatementBill> => {
    const found = new Set<StatementBill>();
    const add = (key: string) => byTransaction.get(key)?.forEach((bill) => found.add(bill));
    const digits = text.replace(/(\d)[\s-]+(?=\d)/g, '$1');
    for (const m of digits.matchAll(/(?<!\d)\d{12}(?!\d)/g)) add(m[0]);
    for (const word of text.toUpperCase().split(/[^A-Z0-9]+/)) if (word.length >= 6) add(word);
    return found;
  };

  const results: LineResult[] = new Array<LineResult>(lines.length);
  const paid = new Set<StatementBill>();
  const later: number[] = [];

  const settle = (i: number, bill: StatementBill, via: MatchMethod, amountPaise: number) => {
    const line = lines[i]!.line;
    let outcome: StatementOutcome;
    if (!unpaid(bill)) outcome = 'alreadyReceived';
    else if (bill.amountDue * 100 !== amountPaise) outcome = 'amountDiffers';
    else if (paid.has(bill)) outcome = 'duplicate';
    else {
      outcome = 'matched';
      paid.add(bill);
    }
    results[i] = {
      line,
      outcome,
      via,
      bill,
      candidates: 1,
      choices: outcome === 'amountDiffers' ? [bill] : [],
    };
  };

  lines.forEach((entry, i) => {
    if (entry.amountPaise === null || entry.date === null) {
      results[i] = {
        line: entry.line,
        outcome: 'skipped',
        via: null,
        bill: null,
        candidates: 0,
        choices: [],
      };
      return;
    }
    for (const [via, found] of [
      ['reference', referencesIn(entry.text)],
      ['transactionId', transactionsIn(entry.text)],
    ] as const) {
      if (found.size === 0) continue;
      const [first] = found;
      if (found.size > 1) {
        results[i] = {
          line: entry.line,
          outcome: 'ambiguous',
          via,
          bill: first!,
          candidates: found.size,
          choices: [...found],
        };
      } else settle(i, first!, via, entry.amountPaise);
      return;
    }
    later.push(i);
  });

  // Amount and date, among the unpaid bills no line found by reference or transaction id.
  const byAmount = new Map<number, { days: number[]; bills: StatementBill[] }>();
  const open = bills
    .filter((bill) => unpaid(bill) && !paid.has(bill))
    .sort((a, b) => a.registeredOn.localeCompare(b.registeredOn));
  for (const bill of open) {
    const slot = byAmount.get(bill.amountDue * 100) ?? { days: [], bills: [] };
    slot.days.push(dayNumber(bill.registeredOn));
    slot.bills.push(bill);
    byAmount.set(bill.amountDue * 100, slot);
  }
  for (const i of later) {
    const entry = lines[i]!;
    const slot = byAmount.get(entry.amountPaise!);
    const day = dayNumber(entry.date!);
    const from = slot ? lowerBound(slot.days, day - statementRules.amountDateWindowDays) : 0;
    const to = slot ? lowerBound(slot.days, day + 1) : 0;
    const fits = to - from;
    if (fits === 1) settle(i, slot!.bills[from]!, 'amountDate', entry.amountPaise!);
    else if (fits > 1)
      results[i] = {
        line: entry.line,
        outcome: 'ambiguous',
        via: 'amountDate',
        bill: slot!.bills[from]!,
        candidates: fits,
        choices: slot!.bills.slice(from, to),
      };
    else
      results[i] = {
        line: entry.line,
        outcome: 'unmatched',
        via: null,
        bill: null,
        candidates: 0,
        choices: [],
      };
  }

  return { lines: results, withoutMoney: bills.filter((bill) => unpaid(bill) && !paid.has(bill)) };
}

/** The count of each outcome. */
export function outcomeCounts(
  lines: readonly { outcome: StatementOutcome }[],
): Record<StatementOutcome, number> {
  const counts = Object.fromEntries(statementOutcomes.map((o) => [o, 0])) as Record<StatementOutcome, number>;
  for (const { outcome } of lines) counts[outcome]++;
  return counts;
}
