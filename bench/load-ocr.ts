/**
 * The load bench's OCR burst (docs/decisions/0057-payment-screenshot-ocr.md): the real server's page latency
 * while its OCR worker thread reads the payment screenshots of six registrations submitted at once. The
 * public pages are first measured alone (quiet), then for `busySec` beside the six registrations and the
 * reading of their screenshots that they queue. The bar: page p99 at most 100 ms while OCR runs. The states
 * of the six readings are looked up in the database after the run (it comes last, so they say how far the
 * OCR got while the pages were measured).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { screenshotReadings } from '../src/server/modules/ocr/table';
import { registrations } from '../src/server/modules/registration/table';
import { type Traffic, runScenario } from './load-traffic';
import { quantile } from './stats';

export const MAX_OCR_PAGE_P99_MS = 100;
/** Registrations submitted at once. */
export const OCR_BURST = 6;

export interface OcrBurstReport {
  busySec: number;
  connections: number;
  quiet: { requests: number; p50Ms: number; p99Ms: number };
  busy: { requests: number; p50Ms: number; p99Ms: number };
  /** The six registrations: answered 200, and their ids (for the readings). */
  registered: number;
  registrationIds: string[];
  /** Readings of the six screenshots by state, filled in after the run (`readingsOf`). */
  readings?: Record<string, number>;
  pass: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;
const figures = (latencies: number[]) => ({
  requests: latencies.length,
  p50Ms: round(quantile(latencies, 0.5)),
  p99Ms: round(quantile(latencies, 0.99)),
});

export async function runOcrBurst(
  traffic: Traffic,
  url: string,
  options: { quietSec: number; busySec: number; connections: number; log: (line: string) => void },
): Promise<OcrBurstReport> {
  const pages = { url, mix: { page: 1 }, connections: options.connections };
  options.log(`load: OCR burst: pages alone for ${options.quietSec} s (${options.connections} connections)`);
  const quiet = await runScenario(traffic, { ...pages, durationSec: options.quietSec });
  const before = new Set(traffic.acknowledged.keys());
  options.log(
    `load: OCR burst: ${OCR_BURST} registrations at once, pages beside them and their OCR for ${options.busySec} s`,
  );
  const [burst, busy] = await Promise.all([
    runScenario(traffic, {
      url,
      mix: { registration: 1 },
      connections: OCR_BURST,
      durationSec: options.busySec,
      amount: OCR_BURST,
    }),
    runScenario(traffic, { ...pages, durationSec: options.busySec }),
  ]);
  const registrationIds = [...traffic.acknowledged.keys()].filter((id) => !before.has(id));
  const busyFigures = figures(busy.latencies);
  return {
    busySec: options.busySec,
    connections: options.connections,
    quiet: figures(quiet.latencies),
    busy: busyFigures,
    registered: burst.byKind.registration?.ok ?? 0,
    registrationIds,
    pass: busyFigures.p99Ms <= MAX_OCR_PAGE_P99_MS,
  };
}

/** The states of the readings of these registrations' screenshots (read, not_read, pending). */
export async function readingsOf(db: Db, registrationIds: string[]): Promise<Record<string, number>> {
  if (registrationIds.length === 0) return {};
  const rows = await db
    .select({ state: screenshotReadings.state })
    .from(screenshotReadings)
    .innerJoin(registrations, eq(registrations.paymentImageId, screenshotReadings.paymentImageId))
    .where(inArray(registrations.id, registrationIds));
  const counts: Record<string, number> = {};
  for (const { state } of rows) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
}

export function printOcrBurst(report: OcrBurstReport, line: (pass: boolean, text: string) => void): void {
  console.log(
    `\nOCR burst: GET of public pages (${report.connections} connections) alone, then for ${report.busySec} s beside ${OCR_BURST} registrations submitted at once and the OCR of their screenshots`,
  );
  console.table([
    { while: 'nothing read', ...report.quiet },
    { while: `${report.registered} registrations + OCR`, ...report.busy },
  ]);
  console.log(`readings of their screenshots at the end: ${JSON.stringify(report.readings ?? {})}`);
  line(
    report.pass,
    `OCR burst: page p99 <= ${MAX_OCR_PAGE_P99_MS} ms while ${OCR_BURST} screenshots are read: p99 ${report.busy.p99Ms} ms (p50 ${report.busy.p50Ms} ms; alone p99 ${report.quiet.p99Ms} ms)`,
  );
}
