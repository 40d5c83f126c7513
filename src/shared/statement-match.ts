/**
 * Matching a bank statement's credit lines to an event's bills (docs/decisions/0055-statement-import-and-treasurer.md):
 * by payment reference, by the payer's transaction id, else by amount and date. Pure: the server and the page
 * use the same rules.
 */
import { normaliseTransactionId, type PaymentState } from './payments';
import { statementRules } from './statements';

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
  /** What a received bill still lacks, in paise (`shortPaise` of src/shared/payments.ts); 0 otherwise. */
  shortPaise: number;
}

export const statementOutcomes = [
  'matched',
  'topUp',
  'amountDiffers',
  'ambiguous',
  'duplicate',
  'alreadyReceived',
  'unmatched',
  'skipped',
] as const;
/**
 * matched: one unpaid bill, the amount due; topUp: found by reference or transaction id for a bill received
 * short, exactly what it lacks (docs/decisions/0080-one-row-per-receipt.md); amountDiffers: found by reference or transaction id, another
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

/** The outcomes applying a statement records: a bill received, the rest of a short one. */
export const appliedOutcomes: readonly StatementOutcome[] = ['matched', 'topUp'];
/** How many lines applying a statement would record. */
export const applicableCount = (counts: Partial<Record<StatementOutcome, number>>) =>
  appliedOutcomes.reduce((sum, outcome) => sum + (counts[outcome] ?? 0), 0);

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
 * A line found by 1 or 2 for a bill received short, of exactly what it lacks, is `topUp` (once per bill); for
 * a bill otherwise received, `alreadyReceived`; with another amount,
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
  const toppedUp = new Set<StatementBill>();
  const later: number[] = [];

  const settle = (i: number, bill: StatementBill, via: MatchMethod, amountPaise: number) => {
    const line = lines[i]!.line;
    let outcome: StatementOutcome;
    if (!unpaid(bill)) {
      const isTopUp = bill.state === 'received' && bill.shortPaise === amountPaise && !toppedUp.has(bill);
      outcome = isTopUp ? 'topUp' : 'alreadyReceived';
      if (isTopUp) toppedUp.add(bill);
    } else if (bill.amountDue * 100 !== amountPaise) outcome = 'amountDiffers';
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
