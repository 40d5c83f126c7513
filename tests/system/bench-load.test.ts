/**
 * The load bench (bench/load.ts) runs end to end and its traffic is served without a fault: every scenario
 * against the real server process (production mode, on TEST_DATABASE_URL's PostgreSQL, else PGlite) gets
 * answers, none of them a 5xx or another unexpected status, no socket error, and every registration a 200
 * acknowledged is in the database with its payment image and the right amount. The report is complete (all
 * scenarios, per-kind mix figures, memory, the bars of docs/requirements.md#quality-bars computed). No timing
 * is asserted: the run is one second per scenario with a few connections.
 */
import { describe, expect, it } from 'vitest';
import { type LoadReport, runLoadBench, scenarioKeys } from '../../bench/load';

describe('load bench', () => {
  it('drives every scenario against the real server with no unexpected answer and no lost registration', async () => {
    const log: string[] = [];
    let report: LoadReport;
    try {
      report = await runLoadBench({
        durationSec: 1,
        warmupSec: 0,
        // Long enough that a decode-heavy upload is answered (200, or 503 from the gate) on a busy machine: a
        // request still in flight when the phase ends is not counted.
        imageAttackSec: 5,
        connections: 4,
        loginConnections: 2,
        registrationConnections: 2,
        registrationRequests: 4,
        settle: false,
        seed: { background: 100, login: 100, dashboard: 20, registration: 60 },
        log: (line) => log.push(line),
      });
    } catch (error) {
      console.error(log.join('\n'));
      throw error;
    }

    expect(report.scenarios.map((s) => s.key)).toEqual([...scenarioKeys]);
    for (const s of report.scenarios) {
      const where = `${s.name}: ${JSON.stringify(s.statuses)}`;
      expect(s.requests, where).toBeGreaterThan(0);
      expect(s.ok, where).toBeGreaterThan(0);
      expect(s.unexpected, where).toBe(0);
      expect(s.serverErrors, where).toBe(0);
      expect(s.socketErrors, where).toBe(0);
      expect(s.timeouts, where).toBe(0);
      // Logins may meet their limits (that is the limit working); nothing else comes near one.
      if (s.key !== 'logins') expect(s.limited, where).toBe(0);
      expect(s.ok + s.limited + s.unexpected).toBe(s.requests);
      expect(s.kinds.reduce((n, k) => n + k.requests, 0)).toBe(s.requests);
      expect(s.rssMb, where).toBeGreaterThan(0);
      expect(s.peakRssMb, where).toBeGreaterThanOrEqual(s.rssMb);
    }

    const mixed = report.scenarios.find((s) => s.key === 'mixed')!;
    expect(mixed.kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['page', 'asset', 'api-read', 'dashboard']),
    );
    expect(report.overall.requests).toBe(
      report.scenarios.filter((s) => s.target === 'server').reduce((n, s) => n + s.requests, 0),
    );
    expect(report.overall.unexpected + report.overall.socketErrors).toBe(0);
    expect(report.overall.peakRssMb).toBeGreaterThan(0);

    expect(report.registrations.acknowledged).toBeGreaterThan(0);
    expect(report.registrations.missing).toBe(0);
    expect(report.registrations.incomplete).toBe(0);
    expect(report.reusedRegistrants).toBe(0);
    expect(report.paymentBytes).toBeGreaterThan(400 * 1024);

    // The image attack ran: ordinary uploads answered, the attack answered 200 or 503 (the gate), nothing else.
    const attack = report.imageAttack!;
    expect(attack).toBeDefined();
    expect(attack.quiet.ok).toBeGreaterThan(0);
    expect(attack.normal.ok).toBe(attack.normal.requests);
    expect(attack.attack.requests).toBeGreaterThan(0);
    expect(attack.attack.ok + attack.attack.busy).toBe(attack.attack.requests);
    expect(attack.socketErrors).toBe(0);
    expect(attack.peakRssMb).toBeGreaterThan(0);
    expect(report.bars).toBeDefined();
    expect(report.bars!.emptyReqPerSec).toBeGreaterThan(0);
    expect(report.bars!.dashboardReqPerSec).toBeGreaterThan(0);
    expect(Number.isFinite(report.bars!.dashboardP99Ms)).toBe(true);
    // The page bars are computed (pages against the empty route, page p99 in the mix); never asserted.
    expect(report.pageBars?.throughput?.pagesReqPerSec).toBeGreaterThan(0);
    expect(Number.isFinite(report.pageBars?.throughput?.ratio)).toBe(true);
    expect(Number.isFinite(report.pageBars?.mixed?.pageP99Ms)).toBe(true);
  }, 300_000);
});
