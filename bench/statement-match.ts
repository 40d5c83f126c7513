/**
 * Bank statement import (docs/decisions/0055-statement-import-and-treasurer.md): a statement of 5,000 lines
 * against an event of 2,000 bills. It times reading the file (CSV, and the same rows as XLSX) and matching
 * (`matchStatement`: references, transaction ids, amount and date), slowest of 3 runs each, and prints the
 * outcomes. The workbook is read in its worker thread, as the server reads it, and again by exceljs on the
 * event loop as before the worker: the longest event-loop stall of each is printed (slowest of 3 after a first read, which is printed apart, as
 * is the stall of an idle second: the host's noise), with a bar for the worker's (<= 100 ms). Bar, printed as PASS/FAIL and counted as a miss: reading the CSV and matching together in
 * under 2 s. The statement is drawn from a seeded RNG, the same every run: 1,500 lines carry a payment
 * reference (in changing case and spacing), 300 a UTR, 150 only the amount a few days after registering,
 * 50 a wrong amount, and the rest are debits and credits of no bill.
 *
 * Pure computation (no server, no database): run alone with `npm run bench:statement`;
 * `npm run bench` calls it too (skip with --skip-statements).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { parseStatement } from '../src/server/modules/statements/parse';
import { readXlsxRows } from '../src/server/modules/statements/xlsx-rows.mjs';
import { proposeMapping, readStatementRow, statementRules } from '../src/shared/statements';
import {
  type StatementBill,
  type StatementLine,
  matchStatement,
  outcomeCounts,
} from '~/shared/statement-match';

const BILLS = 2000;
const LINES = 5000;
const BAR_MS = 2000;
/** The longest the event loop may stall while a workbook is read (in its worker thread). */
const STALL_BAR_MS = 100;

/** A small seeded RNG (mulberry32), so that every run draws the same statement. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n)).toISOString().slice(0, 10);
const indian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function drawEvent(seed = 7) {
  const random = rng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const bills: StatementBill[] = Array.from({ length: BILLS }, (_, i) => {
    let code = '';
    for (let c = 0, n = i; c < 4; c++, n = Math.floor(n / alphabet.length))
      code += alphabet[n % alphabet.length];
    return {
      registrationId: `r${i}`,
      name: `Delegate ${i}`,
      email: `d${i}@example.com`,
      reference: `AC26-${code}`,
      transactionId: i % 3 === 0 ? String(400_000_000_000 + i) : null,
      amountDue: pick([399, 399, 399, 1899, 1047, 1396]) + (i % 7 === 0 ? i : 0),
      registeredOn: day(Math.floor(random() * 50)),
      state: random() < 0.9 ? 'submitted' : 'received',
      shortPaise: 0,
    };
  });
  const rows: string[][] = [
    ['Account Name', 'NITSMUN'],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
  ];
  for (let i = 0; i < LINES; i++) {
    const bill = bills[Math.floor(random() * BILLS)]!;
    const on = day(Math.floor(random() * 60));
    const amount = bill.amountDue.toFixed(2);
    let narration: string;
    let credit = amount;
    let debit = '';
    if (i < 1500) {
      const ref = bill.reference!;
      narration = `UPI/CR/${500_000_000_000 + i}/${pick([ref, ref.toLowerCase(), ref.replace('-', ' ')])}/PAYER`;
    } else if (i < 1800) {
      narration = `UPI/CR/${bill.transactionId ?? 400_000_000_000 + i * 3}/PAYER`;
    } else if (i < 1950) {
      narration = `CASH DEPOSIT BY ${bill.name.toUpperCase()}`;
    } else if (i < 2000) {
      narration = `NEFT/${bill.reference}/PART PAYMENT`;
      credit = (bill.amountDue / 2).toFixed(2);
    } else if (i % 2 === 0) {
      narration = `ACH/ELECTRICITY/${i}`;
      debit = credit;
      credit = '';
    } else narration = `IMPS/P2A/${i}/DONATION`;
    rows.push([indian(on), narration, `REF${i}`, indian(on), debit, credit, '100000.00']);
  }
  return { bills, rows };
}

export interface StatementBenchResult {
  lines: number;
  bills: number;
  csvBytes: number;
  readCsvMs: number;
  readXlsxMs: number;
  /** The longest event-loop stall while the workbook was read in its worker thread. */
  readXlsxStallMs: number;
  /** The first workbook read of the process (the worker's modules loaded the first time). */
  firstXlsxMs: number;
  firstXlsxStallMs: number;
  /** The longest stall of the event loop doing nothing for 1 s: the host's own noise. */
  idleStallMs: number;
  /** The same workbook read by exceljs on the event loop, as before the worker thread (after a first read). */
  readXlsxInlineMs: number;
  readXlsxInlineStallMs: number;
  matchMs: number;
  counts: ReturnType<typeof outcomeCounts>;
}

/**
 * The slowest of `runs` runs of `work`, and the longest the event loop stalled during any of them (what a
 * request arriving meanwhile would wait, at the resolution of 10 ms).
 */
async function slowestOf<T>(
  runs: number,
  work: () => Promise<T> | T,
): Promise<{ ms: number; stallMs: number; value: T }> {
  let ms = 0;
  let value!: T;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    value = await work();
    ms = Math.max(ms, performance.now() - started);
  }
  delay.disable();
  return { ms: Math.round(ms), stallMs: Math.round(delay.max / 1e6), value };
}

export async function benchStatementMatch(): Promise<StatementBenchResult> {
  const { bills, rows } = drawEvent();
  const csv = Buffer.from(rows.map((row) => row.join(',')).join('\r\n'));
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Statement').addRows(rows);
  const xlsx = new Uint8Array(await book.xlsx.writeBuffer());

  const read = await slowestOf(3, () => parseStatement(csv));
  // The first workbook read starts what later ones reuse (modules compiled, the thread machinery): measured
  // apart, then the slowest of 3 after it; the same for the read on the event loop.
  const idle = await slowestOf(1, () => new Promise((resolve) => setTimeout(resolve, 1000)));
  const firstXlsx = await slowestOf(1, () => parseStatement(xlsx));
  const readXlsx = await slowestOf(3, () => parseStatement(xlsx));
  const inlineRead = () =>
    readXlsxRows(xlsx, {
      maxLines: statementRules.maxLines,
      maxColumns: statementRules.maxColumns,
      maxCell: 500,
    });
  await inlineRead();
  const inline = await slowestOf(3, inlineRead);
  const header = read.value.rows[read.value.headerRow]!;
  const mapping = proposeMapping(header)!;
  const matched = await slowestOf(3, () => {
    const lines: StatementLine[] = read.value.rows.slice(read.value.headerRow + 1).map((row, i) => {
      const { narration, ...fields } = readStatementRow(row, mapping);
      return { line: read.value.headerRow + 2 + i, ...fields, text: narration };
    });
    return matchStatement(lines, bills);
  });
  return {
    lines: LINES,
    bills: BILLS,
    csvBytes: csv.length,
    readCsvMs: read.ms,
    readXlsxMs: readXlsx.ms,
    readXlsxStallMs: readXlsx.stallMs,
    firstXlsxMs: firstXlsx.ms,
    firstXlsxStallMs: firstXlsx.stallMs,
    idleStallMs: idle.stallMs,
    readXlsxInlineMs: inline.ms,
    readXlsxInlineStallMs: inline.stallMs,
    matchMs: matched.ms,
    counts: outcomeCounts(matched.value.lines),
  };
}

/** Prints the figures; returns the bars missed. */
export function printStatementBench(result: StatementBenchResult): string[] {
  console.log(
    `\nBank statement: ${result.lines} lines (${Math.round(result.csvBytes / 1024)} KB of CSV) against ${result.bills} bills (slowest of 3 runs)`,
  );
  console.table({
    'read CSV': { ms: result.readCsvMs },
    'nothing (1 s idle: the host noise)': { 'longest event-loop stall ms': result.idleStallMs },
    'read XLSX, worker thread, first read': {
      ms: result.firstXlsxMs,
      'longest event-loop stall ms': result.firstXlsxStallMs,
    },
    'read XLSX (same rows), worker thread': {
      ms: result.readXlsxMs,
      'longest event-loop stall ms': result.readXlsxStallMs,
    },
    'read XLSX on the event loop (before the worker)': {
      ms: result.readXlsxInlineMs,
      'longest event-loop stall ms': result.readXlsxInlineStallMs,
    },
    match: { ms: result.matchMs },
  });
  console.log('outcomes:', result.counts);
  const misses: string[] = [];
  const total = result.readCsvMs + result.matchMs;
  const pass = total < BAR_MS;
  console.log(`${pass ? 'PASS' : 'FAIL'} read CSV + match ${total} ms (bar < ${BAR_MS} ms)`);
  if (!pass) misses.push(`statement import: read CSV + match ${total} ms >= ${BAR_MS} ms`);
  const stall = result.readXlsxStallMs;
  console.log(
    `${stall <= STALL_BAR_MS ? 'PASS' : 'FAIL'} event loop while an XLSX is read: longest stall ${stall} ms (bar <= ${STALL_BAR_MS} ms; on the event loop it was ${result.readXlsxInlineStallMs} ms)`,
  );
  if (stall > STALL_BAR_MS) misses.push(`statement import: XLSX read stalls the event loop ${stall} ms`);
  return misses;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const misses = printStatementBench(await benchStatementMatch());
  process.exitCode = misses.length ? 1 : 0;
}
