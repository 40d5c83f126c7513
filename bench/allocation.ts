/**
 * The seat allocator (src/server/modules/allocation/allocator.ts, docs/decisions/0028-allocator.md) on the
 * seeded event's seats (its committees and portfolio lists from tests/support/seeded-event.ts, one seat per
 * portfolio), with 150 and with 1,000 confirmed delegates whose preferences are drawn from a seeded RNG
 * (the same every run) with a skewed demand: committees and, within each, portfolios are wanted in Zipf
 * proportions (the k-th most popular k times less than the first), in a popularity order that is itself
 * drawn. Each delegate names 1 to 3 committees and 1 to 3 portfolios in each (at most 9), as the form allows.
 *
 * For each scenario it times `allocate` (slowest of 3 runs) and prints its total cost and the shares of
 * delegates with their first portfolio, one of their first three, and any preference (a named portfolio or
 * another portfolio of a named committee), beside the same figures for first come, first served
 * (`allocateGreedy`: each delegate in registration order takes their best free choice) in the same process.
 * Bars, printed as PASS/FAIL and counted as misses: 150 delegates in under 0.5 s, 1,000 in under 3 s, and
 * every share at least the baseline's.
 *
 * Pure computation (no server, no build): run alone with `npx tsx bench/allocation.ts [seed]`;
 * `npm run bench` calls `benchAllocation()` and `printAllocationBench()` (skip with --skip-allocation).
 */
import { pathToFileURL } from 'node:url';
import {
  type Allocation,
  type AllocationCommittee,
  type AllocationDelegate,
  type AllocationInput,
  allocate,
  allocateGreedy,
} from '../src/server/modules/allocation/allocator';
import { registrationRules } from '../src/shared/schemas/registration';
import { seededCommittees, seededPortfolios } from '../tests/support/seeded-event';

/** Shares are of all the scenario's delegates (placed or not), from 0 to 1. */
export interface AllocationFigures {
  ms: number;
  totalCost: number;
  placed: number;
  firstChoice: number;
  topThree: number;
  anyPreference: number;
  counts: { firstChoice: number; topThree: number; anyPreference: number };
}

export interface AllocationScenarioResult {
  delegates: number;
  seats: number;
  barMs: number;
  optimal: AllocationFigures;
  greedy: AllocationFigures;
}

/** The scenarios and their time bars (milliseconds, on the project's 2-core machine). */
export const allocationScenarios = [
  { delegates: 150, barMs: 500 },
  { delegates: 1000, barMs: 3000 },
] as const;

/** mulberry32: a small seeded generator of uniform numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `count` distinct items drawn without replacement, each in proportion to its weight. */
function weightedSample<T>(
  items: readonly T[],
  weights: readonly number[],
  count: number,
  random: () => number,
) {
  const pool = items.map((item, i) => ({ item, weight: weights[i]! }));
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    let x = random() * pool.reduce((sum, p) => sum + p.weight, 0);
    let k = 0;
    while (k < pool.length - 1 && (x -= pool[k]!.weight) >= 0) k++;
    out.push(pool[k]!.item);
    pool.splice(k, 1);
  }
  return out;
}

/** Zipf weights in a drawn popularity order: the k-th most popular item weighs 1/k. */
function popularity<T>(items: readonly T[], random: () => number): number[] {
  const order = shuffled(
    items.map((_, i) => i),
    random,
  );
  const weights = new Array<number>(items.length);
  order.forEach((item, k) => (weights[item] = 1 / (k + 1)));
  return weights;
}

/** The seeded event's committees, one seat per portfolio. */
export function seededSeats(): AllocationCommittee[] {
  return seededCommittees.map((code) => ({ code, portfolios: seededPortfolios[code] }));
}

/** `count` delegates in registration order with skewed, repeatable preferences. */
export function randomDelegates(
  committees: readonly AllocationCommittee[],
  count: number,
  seed: number,
): AllocationDelegate[] {
  const random = seededRandom(seed);
  const committeeWeights = popularity(committees, random);
  const portfolioWeights = committees.map((c) => popularity(c.portfolios, random));
  const r = registrationRules;
  return Array.from({ length: count }, (_, i) => {
    const howMany = 1 + Math.floor(random() * r.maxCommittees);
    const chosen = weightedSample(
      committees.map((_, c) => c),
      committeeWeights,
      howMany,
      random,
    );
    const portfolioPreference = chosen.flatMap((c) => {
      const committee = committees[c]!;
      const picks = 1 + Math.floor(random() * r.maxPortfoliosPerCommittee);
      return weightedSample(committee.portfolios, portfolioWeights[c]!, picks, random);
    });
    return {
      id: `reg-${String(i + 1).padStart(4, '0')}`,
      committeePreference: chosen.map((c) => committees[c]!.code),
      portfolioPreference: [...new Set(portfolioPreference)].slice(0, r.maxPortfolios),
    };
  });
}

function measure(run: () => Allocation, runs: number): AllocationFigures {
  let slowest = 0;
  let result: Allocation | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = run();
    slowest = Math.max(slowest, performance.now() - t0);
  }
  const s = result!.summary;
  return {
    ms: Math.round(slowest * 10) / 10,
    totalCost: s.totalCost,
    placed: s.placed,
    firstChoice: s.firstChoice.share,
    topThree: s.topThree.share,
    anyPreference: s.anyPreference.share,
    counts: {
      firstChoice: s.firstChoice.count,
      topThree: s.topThree.count,
      anyPreference: s.anyPreference.count,
    },
  };
}

export function benchAllocation({ seed = 20_240, runs = 3 } = {}): AllocationScenarioResult[] {
  const committees = seededSeats();
  const seats = committees.reduce((sum, c) => sum + c.portfolios.length, 0);
  return allocationScenarios.map(({ delegates, barMs }) => {
    const input: AllocationInput = { committees, delegates: randomDelegates(committees, delegates, seed) };
    return {
      delegates,
      seats,
      barMs,
      optimal: measure(() => allocate(input), runs),
      greedy: measure(() => allocateGreedy(input), runs),
    };
  });
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Prints the figures and the PASS/FAIL lines; returns the bars missed. */
export function printAllocationBench(results: readonly AllocationScenarioResult[]): string[] {
  console.log(
    `\nSeat allocation on the seeded event's ${results[0]?.seats ?? 0} seats (skewed seeded preferences, slowest of 3 runs; shares of all delegates)`,
  );
  console.table(
    results.flatMap((r) =>
      (['optimal', 'greedy'] as const).map((method) => {
        const f = r[method];
        return {
          delegates: r.delegates,
          method: method === 'optimal' ? 'allocate (optimal)' : 'first come, first served',
          ms: f.ms,
          'total cost': f.totalCost,
          placed: f.placed,
          '1st choice': `${f.counts.firstChoice} (${percent(f.firstChoice)})`,
          'top 3': `${f.counts.topThree} (${percent(f.topThree)})`,
          'any preference': `${f.counts.anyPreference} (${percent(f.anyPreference)})`,
        };
      }),
    ),
  );
  const misses: string[] = [];
  const line = (pass: boolean, text: string) => {
    console.log(`${pass ? 'PASS' : 'FAIL'} ${text}`);
    if (!pass) misses.push(text);
  };
  for (const r of results) {
    line(
      r.optimal.ms < r.barMs,
      `allocation of ${r.delegates} delegates in ${r.optimal.ms} ms (bar < ${r.barMs} ms)`,
    );
    for (const key of ['firstChoice', 'topThree', 'anyPreference'] as const) {
      line(
        r.optimal[key] >= r.greedy[key],
        `allocation of ${r.delegates} delegates: ${key} ${percent(r.optimal[key])} >= first come, first served ${percent(r.greedy[key])}`,
      );
    }
  }
  return misses;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seed = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  const misses = printAllocationBench(benchAllocation({ seed }));
  process.exitCode = misses.length ? 1 : 0;
}
