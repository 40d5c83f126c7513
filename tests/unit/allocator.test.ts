/**
 * The seat allocator (src/server/modules/allocation/allocator.ts, docs/decisions/0028-allocator.md).
 * Properties on thousands of random small events (up to 8 seats and 8 delegates, random preferences, taken
 * seats, locks, overrides and weights): the allocator's total cost and its registration-order tie-break term
 * equal those of an exhaustive search written here from the cost model; no seat is given twice, taken seats
 * are never given, locks and overrides are kept exactly, everyone is placed while seats remain. Then examples
 * for each kind of explanation, the tie-break, weights that change the outcome and the input checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllocationCommittee,
  type AllocationDelegate,
  type AllocationInput,
  AllocationInputError,
  type AllocationOptions,
  type AllocationWeights,
  allocate,
  allocateGreedy,
  explainSeats,
  solveAssignment,
} from '../../src/server/modules/allocation/allocator';
import {
  allocationResultSchema,
  allocationWeightsSchema,
  defaultAllocationWeights,
  type Seat,
} from '~/shared/schemas/allocation';

const defaults: AllocationWeights = allocationWeightsSchema.parse({});
const seatKey = (seat: Seat) => `${seat.committee}/${seat.portfolio}`;
const delegate = (id: string, committees: string[], portfolios: string[] = []): AllocationDelegate => ({
  id,
  committeePreference: committees,
  portfolioPreference: portfolios,
});

// ---------------------------------------------------------------------------------------------------------
// The reference: the cost model written again, and an exhaustive search over every assignment

/** What `seat` costs `d`, straight from the rule (not from the allocator's code). */
function referenceCost(
  committees: readonly AllocationCommittee[],
  d: AllocationDelegate,
  seat: Seat | null,
  w: AllocationWeights,
): number {
  if (!seat) return w.unplaced;
  const known = d.committeePreference.filter((code) => committees.some((c) => c.code === code));
  for (const [k, name] of d.portfolioPreference.entries()) {
    // A portfolio preference is the portfolio of that name in the first preferred committee listing it.
    const owner = known.find((code) => committees.find((c) => c.code === code)!.portfolios.includes(name));
    if (owner === seat.committee && name === seat.portfolio) return w.portfolio[Math.min(k, 8)]!;
  }
  const j = d.committeePreference.indexOf(seat.committee);
  if (j >= 0) return w.committee[Math.min(j, 2)]!;
  return w.outside;
}

interface Optimum {
  /** Minimum total cost of the free delegates. */
  total: number;
  /** Among assignments of that total, the minimum of Σ cost × (D − i), i the registration position. */
  tieBreak: number;
}

/**
 * Every assignment of the free delegates (in order) to distinct free seats or to no seat, keeping those that
 * place min(D, S) of them, minimising (total, tie-break) in that order.
 */
function bruteForce(
  committees: readonly AllocationCommittee[],
  delegates: readonly AllocationDelegate[],
  seats: readonly Seat[],
  w: AllocationWeights,
): Optimum {
  const D = delegates.length;
  const needed = Math.min(D, seats.length);
  const costs = delegates.map((d) => [
    ...seats.map((s) => referenceCost(committees, d, s, w)),
    referenceCost(committees, d, null, w),
  ]);
  let best: Optimum = { total: Infinity, tieBreak: Infinity };
  const used = new Array<boolean>(seats.length).fill(false);
  const visit = (i: number, placed: number, total: number, tieBreak: number) => {
    if (placed + (D - i) < needed) return;
    if (i === D) {
      if (total < best.total || (total === best.total && tieBreak < best.tieBreak))
        best = { total, tieBreak };
      return;
    }
    const row = costs[i]!;
    for (let s = 0; s < seats.length; s++) {
      if (used[s]) continue;
      used[s] = true;
      visit(i + 1, placed + 1, total + row[s]!, tieBreak + row[s]! * (D - i));
      used[s] = false;
    }
    const none = row[seats.length]!;
    visit(i + 1, placed, total + none, tieBreak + none * (D - i));
  };
  visit(0, 0, 0, 0);
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// Random small events

const names = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const codes = ['A', 'B', 'C'];

interface Case {
  input: Required<AllocationInput>;
  weights: AllocationWeights | undefined;
}

/** Non-decreasing weights that keep the ranks in order: 14 sorted numbers. */
const weightsArb: fc.Arbitrary<AllocationWeights | undefined> = fc.option(
  fc.array(fc.nat({ max: 30 }), { minLength: 14, maxLength: 14 }).map((values) => {
    const v = [...values].sort((a, b) => a - b);
    return { portfolio: v.slice(0, 9), committee: v.slice(9, 12), outside: v[12]!, unplaced: v[13]! };
  }),
  { freq: 3 },
);

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    // Portfolio names repeat across committees: a preference resolves to the first preferred one.
    lists: fc.array(fc.shuffledSubarray(names, { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
    delegateCount: fc.integer({ min: 1, max: 8 }),
  })
  .chain(({ lists, delegateCount }) => {
    // At most 8 seats in all.
    let room = 8;
    const committees = lists.map((list, c) => {
      const portfolios = list.slice(0, room);
      room -= portfolios.length;
      return { code: codes[c]!, portfolios };
    });
    const seats = committees.flatMap((c) =>
      c.portfolios.map((portfolio) => ({ committee: c.code, portfolio })),
    );
    const eventCodes = committees.map((c) => c.code);
    const delegateArb = fc.record({
      // Sometimes a code the event does not have, sometimes a name no committee lists: both are ignored.
      committeePreference: fc.shuffledSubarray([...eventCodes, 'Z'], {
        minLength: 1,
        maxLength: Math.min(3, eventCodes.length + 1),
      }),
      portfolioPreference: fc.shuffledSubarray([...names, 'unknown'], { maxLength: 7 }),
    });
    return fc.record({
      committees: fc.constant(committees),
      seats: fc.constant(seats),
      delegates: fc.array(delegateArb, { minLength: delegateCount, maxLength: delegateCount }),
      taken: fc.subarray(seats, { maxLength: Math.min(3, seats.length) }),
      fixes: fc.array(fc.record({ d: fc.nat({ max: 7 }), s: fc.nat({ max: 7 }), override: fc.boolean() }), {
        maxLength: 4,
      }),
      weights: weightsArb,
    });
  })
  .map(({ committees, seats, delegates, taken, fixes, weights }): Case => {
    const withIds = delegates.map((d, i) => ({ id: `reg-${i}`, ...d }));
    const busy = new Set(taken.map(seatKey));
    const fixedDelegates = new Set<string>();
    const locks: { delegateId: string; seat: Seat }[] = [];
    const overrides: { delegateId: string; seat: Seat }[] = [];
    for (const fix of fixes) {
      const d = withIds[fix.d];
      const seat = seats[fix.s];
      if (!d || !seat || fixedDelegates.has(d.id) || busy.has(seatKey(seat))) continue;
      fixedDelegates.add(d.id);
      busy.add(seatKey(seat));
      (fix.override ? overrides : locks).push({ delegateId: d.id, seat });
    }
    return { input: { committees, taken, delegates: withIds, locks, overrides }, weights };
  });

describe('allocate: properties on random small events', () => {
  it('is optimal (total cost and tie-break equal an exhaustive search), seats each delegate at most once, keeps locks', () => {
    const seen = { checked: 0, crowded: 0, roomy: 0, fixed: 0, customWeights: 0 };
    fc.assert(
      fc.property(caseArb, ({ input, weights }) => {
        const w = weights ?? defaults;
        const result = allocate(input, { weights });
        expect(allocationResultSchema.safeParse(result).success).toBe(true);
        const { placements, summary } = result;
        expect(placements.map((p) => p.delegateId)).toEqual(input.delegates.map((d) => d.id));

        // Never a seat twice, never a taken seat, only seats of the event.
        const allSeats = new Set(input.committees.flatMap((c) => c.portfolios.map((p) => `${c.code}/${p}`)));
        const given = placements.flatMap((p) => (p.seat ? [seatKey(p.seat)] : []));
        expect(new Set(given).size).toBe(given.length);
        for (const key of given) expect(allSeats.has(key)).toBe(true);
        const taken = new Set(input.taken.map(seatKey));
        for (const key of given) expect(taken.has(key)).toBe(false);

        // Locks and overrides kept exactly.
        const fixed = new Map<string, { seat: Seat; source: string }>();
        for (const lock of input.locks) fixed.set(lock.delegateId, { seat: lock.seat, source: 'locked' });
        for (const o of input.overrides) fixed.set(o.delegateId, { seat: o.seat, source: 'override' });
        for (const p of placements) {
          const f = fixed.get(p.delegateId);
          if (f) expect(p).toMatchObject({ seat: f.seat, source: f.source });
          else expect(p.source).toBe('allocated');
        }

        // Everyone placed while seats remain.
        const free = input.delegates.filter((d) => !fixed.has(d.id));
        const freeSeats = input.committees
          .flatMap((c) => c.portfolios.map((portfolio) => ({ committee: c.code, portfolio })))
          .filter(
            (s) => !taken.has(seatKey(s)) && ![...fixed.values()].some((f) => seatKey(f.seat) === seatKey(s)),
          );
        const unplaced = placements.filter((p) => p.seat === null).length;
        expect(unplaced).toBe(Math.max(0, free.length - freeSeats.length));
        for (const p of placements) {
          expect(p.choice.kind === 'unplaced').toBe(p.seat === null);
        }

        // Each explained cost is the rule's cost.
        const byId = new Map(input.delegates.map((d) => [d.id, d]));
        for (const p of placements) {
          expect(p.cost).toBe(referenceCost(input.committees, byId.get(p.delegateId)!, p.seat, w));
        }

        // Optimal, ties to the earlier registration: same (total, tie-break) as the exhaustive search.
        const optimum = bruteForce(input.committees, free, freeSeats, w);
        const freePlacements = placements.filter((p) => p.source === 'allocated');
        const total = freePlacements.reduce((sum, p) => sum + p.cost, 0);
        const tieBreak = freePlacements.reduce((sum, p, i) => sum + p.cost * (free.length - i), 0);
        expect({ total, tieBreak }).toEqual(optimum);
        const fixedCost = placements.filter((p) => p.source !== 'allocated').reduce((s, p) => s + p.cost, 0);
        expect(summary.totalCost).toBe(total + fixedCost);

        // Never worse than first come, first served.
        expect(summary.totalCost).toBeLessThanOrEqual(allocateGreedy(input, { weights }).summary.totalCost);

        // The committees' fill.
        for (const c of summary.committees) {
          const inCommittee = (s: Seat) => s.committee === c.code;
          expect(c.taken).toBe(
            input.taken.filter(inCommittee).length +
              placements.filter((p) => p.seat && inCommittee(p.seat)).length,
          );
        }
        seen.checked++;
        if (freeSeats.length > 0 && free.length > freeSeats.length) seen.crowded++;
        if (free.length > 0 && free.length <= freeSeats.length) seen.roomy++;
        if (fixed.size > 0) seen.fixed++;
        if (weights) seen.customWeights++;
      }),
      { numRuns: 3000, seed: 20_150 },
    );
    // The random events cover each case: more delegates than free seats, fewer, locks, other weights.
    expect(seen.checked).toBe(3000);
    for (const key of ['crowded', 'roomy', 'fixed', 'customWeights'] as const) {
      expect(seen[key], key).toBeGreaterThan(300);
    }
    console.info(`allocator property cases: ${JSON.stringify(seen)}`);
  }, 30_000); // about 1.5 s alone; the margin is for a machine shared with other work

  it('on larger events finds the same minimum total whatever the order of delegates and seats, never above greedy', () => {
    const eventArb = fc
      .record({
        sizes: fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 4 }),
        delegates: fc.integer({ min: 1, max: 70 }),
      })
      .chain(({ sizes, delegates }) => {
        const committees = sizes.map((n, c) => ({
          code: `K${c}`,
          portfolios: Array.from({ length: n }, (_, p) => `n${p}`),
        }));
        const delegateArb = fc.record({
          committeePreference: fc.shuffledSubarray(
            committees.map((c) => c.code),
            { minLength: 1, maxLength: Math.min(3, committees.length) },
          ),
          // Skewed demand: low portfolio numbers are wanted by many.
          portfolioPreference: fc.uniqueArray(
            fc.integer({ min: 0, max: 14 }).map((k) => `n${Math.floor((k * k) / 15)}`),
            { maxLength: 9 },
          ),
        });
        return fc.record({
          committees: fc.constant(committees),
          delegates: fc.array(delegateArb, { minLength: delegates, maxLength: delegates }),
          seed: fc.nat(),
        });
      });
    fc.assert(
      fc.property(eventArb, ({ committees, delegates, seed }) => {
        const withIds = delegates.map((d, i) => ({ id: `r${i}`, ...d }));
        const total = allocate({ committees, delegates: withIds }).summary.totalCost;
        // A deterministic shuffle of both lists.
        const order = <T>(items: T[]) =>
          items
            .map((item, i) => ({ item, key: (i * 7919 + seed) % 104_729 }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.item);
        const shuffled = {
          committees: order(committees.map((c) => ({ ...c, portfolios: order([...c.portfolios]) }))),
          delegates: order([...withIds]),
        };
        expect(allocate(shuffled).summary.totalCost).toBe(total);
        expect(total).toBeLessThanOrEqual(
          allocateGreedy({ committees, delegates: withIds }).summary.totalCost,
        );
      }),
      { numRuns: 150, seed: 2024 },
    );
  }, 30_000);

  it('solveAssignment matches an exhaustive search on random rectangular matrices, negative costs included', () => {
    const matrixArb = fc
      .record({ rows: fc.integer({ min: 1, max: 6 }), extra: fc.nat({ max: 3 }) })
      .chain(({ rows, extra }) =>
        fc.record({
          rows: fc.constant(rows),
          cols: fc.constant(rows + extra),
          cost: fc.array(fc.integer({ min: -50, max: 50 }), {
            minLength: rows * (rows + extra),
            maxLength: rows * (rows + extra),
          }),
        }),
      );
    fc.assert(
      fc.property(matrixArb, ({ rows, cols, cost }) => {
        const colOf = solveAssignment(rows, cols, Float64Array.from(cost));
        expect(new Set(colOf).size).toBe(rows);
        const total = [...colOf].reduce((sum, c, r) => sum + cost[r * cols + c]!, 0);
        let best = Infinity;
        const used = new Array<boolean>(cols).fill(false);
        const visit = (r: number, sum: number) => {
          if (r === rows) return void (best = Math.min(best, sum));
          for (let c = 0; c < cols; c++) {
            if (used[c]) continue;
            used[c] = true;
            visit(r + 1, sum + cost[r * cols + c]!);
            used[c] = false;
          }
        };
        visit(0, 0);
        expect(total).toBe(best);
      }),
      { numRuns: 1000, seed: 15 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Examples

describe('allocate: explanations', () => {
  const committees: AllocationCommittee[] = [
    { code: 'A', portfolios: ['a1', 'a2', 'shared'] },
    { code: 'B', portfolios: ['b1', 'shared'] },
    { code: 'C', portfolios: ['c1'] },
  ];

  it('tells which choice each seat is: a portfolio rank, a committee rank, outside, unplaced', () => {
    const input: AllocationInput = {
      committees: [
        { code: 'A', portfolios: ['a1', 'a2'] },
        { code: 'B', portfolios: ['b1'] },
      ],
      delegates: [
        delegate('first', ['A'], ['a1']),
        delegate('second', ['A'], ['a1']),
        delegate('third', ['A'], ['a1']),
        delegate('fourth', ['A'], ['a1']),
      ],
    };
    const { placements, summary } = allocate(input);
    expect(placements).toEqual([
      {
        delegateId: 'first',
        seat: { committee: 'A', portfolio: 'a1' },
        choice: { kind: 'portfolio', rank: 1 },
        cost: defaults.portfolio[0],
        source: 'allocated',
      },
      {
        delegateId: 'second',
        seat: { committee: 'A', portfolio: 'a2' },
        choice: { kind: 'committee', rank: 1 },
        cost: defaults.committee[0],
        source: 'allocated',
      },
      {
        delegateId: 'third',
        seat: { committee: 'B', portfolio: 'b1' },
        choice: { kind: 'outside' },
        cost: defaults.outside,
        source: 'allocated',
      },
      {
        delegateId: 'fourth',
        seat: null,
        choice: { kind: 'unplaced', reason: 'noSeatLeft' },
        cost: defaults.unplaced,
        source: 'allocated',
      },
    ]);
    expect(summary).toMatchObject({
      delegates: 4,
      placed: 3,
      unplaced: 1,
      totalCost: defaults.committee[0]! + defaults.outside + defaults.unplaced,
      firstChoice: { count: 1, share: 0.25 },
      topThree: { count: 1, share: 0.25 },
      anyPortfolio: { count: 1, share: 0.25 },
      anyPreference: { count: 2, share: 0.5 },
      committees: [
        { code: 'A', taken: 2, total: 2 },
        { code: 'B', taken: 1, total: 1 },
      ],
      seatsLeft: 0,
    });
  });

  it('ranks a portfolio by its place in the list and reads it in the first preferred committee that has it', () => {
    // 'shared' is in A and B; this delegate prefers B first, so 'shared' means B's.
    const { placements } = allocate({
      committees,
      taken: [{ committee: 'B', portfolio: 'b1' }],
      delegates: [delegate('d', ['B', 'A'], ['b1', 'shared', 'a1'])],
    });
    expect(placements[0]).toMatchObject({
      seat: { committee: 'B', portfolio: 'shared' },
      choice: { kind: 'portfolio', rank: 2 },
      cost: defaults.portfolio[1],
    });
    // Once B's is gone, A's 'shared' is only a portfolio of the second committee: a1 (3rd choice) wins.
    const next = allocate({
      committees,
      taken: [
        { committee: 'B', portfolio: 'b1' },
        { committee: 'B', portfolio: 'shared' },
      ],
      delegates: [delegate('d', ['B', 'A'], ['b1', 'shared', 'a1'])],
    });
    expect(next.placements[0]).toMatchObject({
      seat: { committee: 'A', portfolio: 'a1' },
      choice: { kind: 'portfolio', rank: 3 },
    });
  });

  it('ignores preferences the event cannot match (an unknown committee or portfolio)', () => {
    const { placements } = allocate({
      committees,
      delegates: [delegate('d', ['X', 'C'], ['nowhere', 'a1'])],
    });
    // a1 is not in a preferred committee, X does not exist: C is the committee preference (rank 2).
    expect(placements[0]).toMatchObject({
      seat: { committee: 'C', portfolio: 'c1' },
      choice: { kind: 'committee', rank: 2 },
    });
  });

  it('keeps locks and overrides exactly, explains them, and allocates the others around them', () => {
    const { placements, summary } = allocate({
      committees,
      delegates: [
        delegate('locked', ['A'], ['a1']),
        delegate('forced', ['C'], ['c1']),
        delegate('free', ['A'], ['a2', 'a1']),
      ],
      locks: [{ delegateId: 'locked', seat: { committee: 'A', portfolio: 'a2' } }],
      overrides: [{ delegateId: 'forced', seat: { committee: 'A', portfolio: 'a1' } }],
    });
    expect(placements).toEqual([
      {
        delegateId: 'locked',
        seat: { committee: 'A', portfolio: 'a2' },
        choice: { kind: 'committee', rank: 1 },
        cost: defaults.committee[0],
        source: 'locked',
      },
      {
        delegateId: 'forced',
        seat: { committee: 'A', portfolio: 'a1' },
        choice: { kind: 'outside' },
        cost: defaults.outside,
        source: 'override',
      },
      {
        delegateId: 'free',
        seat: { committee: 'A', portfolio: 'shared' },
        choice: { kind: 'committee', rank: 1 },
        cost: defaults.committee[0],
        source: 'allocated',
      },
    ]);
    expect(summary.committees).toEqual([
      { code: 'A', taken: 3, total: 3 },
      { code: 'B', taken: 0, total: 2 },
      { code: 'C', taken: 0, total: 1 },
    ]);
    expect(summary.seatsLeft).toBe(3);
  });

  it('handles no delegate and no free seat', () => {
    expect(allocate({ committees, delegates: [] }).summary).toMatchObject({
      delegates: 0,
      firstChoice: { count: 0, share: 0 },
      seatsLeft: 6,
    });
    const full = allocate({
      committees: [{ code: 'C', portfolios: ['c1'] }],
      taken: [{ committee: 'C', portfolio: 'c1' }],
      delegates: [delegate('d', ['C'], ['c1'])],
    });
    expect(full.placements[0]).toMatchObject({
      seat: null,
      choice: { kind: 'unplaced', reason: 'noSeatLeft' },
    });
  });
});

describe('allocate: ties go to the earlier registration', () => {
  const committees: AllocationCommittee[] = [{ code: 'A', portfolios: ['x', 'y'] }];

  it('gives a contested seat to the earlier of two delegates whose totals tie', () => {
    const early = delegate('early', ['A'], ['x', 'y']);
    const late = delegate('late', ['A'], ['x', 'y']);
    const seatOf = (delegates: AllocationDelegate[]) =>
      Object.fromEntries(
        allocate({ committees, delegates }).placements.map((p) => [p.delegateId, p.seat?.portfolio]),
      );
    expect(seatOf([early, late])).toEqual({ early: 'x', late: 'y' });
    expect(seatOf([late, early])).toEqual({ late: 'x', early: 'y' });
  });

  it('leaves the later one unplaced when both want the last seat', () => {
    const one: AllocationCommittee[] = [{ code: 'A', portfolios: ['x'] }];
    const { placements } = allocate({
      committees: one,
      delegates: [delegate('early', ['A'], ['x']), delegate('late', ['A'], ['x'])],
    });
    expect(placements.map((p) => p.seat?.portfolio ?? null)).toEqual(['x', null]);
  });

  it('never lets the tie-break outweigh a difference in total cost', () => {
    // Giving x to the earlier delegate would cost the later one a committee seat (total 10 instead of 1).
    const { placements, summary } = allocate({
      committees,
      delegates: [delegate('early', ['A'], ['x', 'y']), delegate('late', ['A'], ['x'])],
    });
    expect(placements.map((p) => p.seat?.portfolio)).toEqual(['y', 'x']);
    expect(summary.totalCost).toBe(defaults.portfolio[1]);
  });

  it('holds with a thousand delegates for one contested seat (no rounding)', () => {
    const delegates = Array.from({ length: 1000 }, (_, i) => delegate(`d${i}`, ['A'], ['x']));
    const { placements } = allocate({ committees: [{ code: 'A', portfolios: ['x'] }], delegates });
    expect(placements.filter((p) => p.seat).map((p) => p.delegateId)).toEqual(['d0']);
  });
});

describe('allocate: weights', () => {
  const committees: AllocationCommittee[] = [{ code: 'A', portfolios: ['x', 'y', 'z'] }];
  const delegates = [
    delegate('d0', ['A'], ['x', 'y']),
    delegate('d1', ['A'], ['y', 'z']),
    delegate('d2', ['A'], ['x', 'y', 'z']),
  ];
  const seats = (options?: AllocationOptions) =>
    allocate({ committees, delegates }, options).placements.map((p) => p.seat?.portfolio);

  it('change the outcome: a steeper cost for worse ranks spreads the second choices', () => {
    // Linear default: one third choice (cost 2) ties two second choices (1 + 1); the earlier keep their firsts.
    expect(seats()).toEqual(['x', 'y', 'z']);
    // Third choice costs 3 > 1 + 1: d1 and d2 each take a second choice instead.
    expect(seats({ weights: { portfolio: [0, 1, 3, 4, 5, 6, 7, 8, 9] } })).toEqual(['x', 'z', 'y']);
  });

  it('are returned with the defaults filled in', () => {
    expect(allocate({ committees, delegates }, { weights: { outside: 25 } }).weights).toEqual({
      ...defaultAllocationWeights,
      outside: 25,
    });
  });

  it('are validated by the shared schema', () => {
    expect(allocationWeightsSchema.parse({})).toEqual(defaultAllocationWeights);
    const refused = [
      { portfolio: [0, 1] },
      { portfolio: [0, 2, 1, 3, 4, 5, 6, 7, 8] },
      { portfolio: [-1, 1, 2, 3, 4, 5, 6, 7, 8] },
      { portfolio: [0, 1.5, 2, 3, 4, 5, 6, 7, 8] },
      { committee: [12, 10, 14] },
      { committee: [5, 12, 14] },
      { outside: 13 },
      { unplaced: 19 },
      { outside: 200, unplaced: 300 },
      { extra: 1 },
    ];
    for (const weights of refused) {
      expect(allocationWeightsSchema.safeParse(weights).success, JSON.stringify(weights)).toBe(false);
      expect(() => allocate({ committees, delegates }, { weights: weights as never })).toThrow(
        expect.objectContaining({ code: 'invalidWeights' }),
      );
    }
  });
});

describe('allocate: input checks', () => {
  const committees: AllocationCommittee[] = [
    { code: 'A', portfolios: ['x', 'y'] },
    { code: 'B', portfolios: ['x'] },
  ];
  const delegates = [delegate('d0', ['A'], ['x']), delegate('d1', ['B'], ['x'])];
  const x = { committee: 'A', portfolio: 'x' };
  const refuses = (input: Partial<AllocationInput>, code: string) => {
    const run = () => allocate({ committees, delegates, ...input });
    expect(run).toThrow(AllocationInputError);
    expect(run).toThrow(expect.objectContaining({ code }));
  };

  it('refuses a lock or override on an unknown seat, an unknown delegate, or a seat that is not free', () => {
    refuses({ locks: [{ delegateId: 'd0', seat: { committee: 'A', portfolio: 'nope' } }] }, 'unknownSeat');
    refuses({ locks: [{ delegateId: 'd0', seat: { committee: 'Z', portfolio: 'x' } }] }, 'unknownSeat');
    refuses({ overrides: [{ delegateId: 'ghost', seat: x }] }, 'unknownDelegate');
    refuses({ taken: [x], locks: [{ delegateId: 'd0', seat: x }] }, 'seatNotFree');
    refuses(
      {
        locks: [{ delegateId: 'd0', seat: x }],
        overrides: [{ delegateId: 'd1', seat: x }],
      },
      'seatNotFree',
    );
    refuses(
      {
        locks: [{ delegateId: 'd0', seat: x }],
        overrides: [{ delegateId: 'd0', seat: { committee: 'A', portfolio: 'y' } }],
      },
      'delegateFixedTwice',
    );
  });

  it('refuses duplicates and unknown taken seats', () => {
    refuses({ delegates: [...delegates, delegate('d0', ['A'])] }, 'duplicateDelegate');
    refuses({ committees: [...committees, { code: 'A', portfolios: [] }] }, 'duplicateCommittee');
    refuses({ committees: [{ code: 'A', portfolios: ['x', 'x'] }] }, 'duplicatePortfolio');
    refuses({ taken: [x, { ...x }] }, 'seatTakenTwice');
    refuses({ taken: [{ committee: 'B', portfolio: 'y' }] }, 'unknownSeat');
  });

  it('refuses an instance too large for exact arithmetic before building it', () => {
    const big = Array.from({ length: 20 }, (_, c) => ({
      code: `K${c}`,
      portfolios: Array.from({ length: 400 }, (_, p) => `n${p}`),
    }));
    const many = Array.from({ length: 10_000 }, (_, i) => delegate(`r${i}`, ['K0']));
    expect(() =>
      allocate({ committees: big, delegates: many }, { weights: { outside: 100, unplaced: 100 } }),
    ).toThrow(expect.objectContaining({ code: 'tooLarge' }));
  });

  it('returns the same result for the same input, and leaves the input unchanged', () => {
    const input: AllocationInput = { committees, delegates, locks: [{ delegateId: 'd1', seat: x }] };
    const copy = structuredClone(input);
    expect(allocate(input)).toEqual(allocate(input));
    expect(input).toEqual(copy);
  });
});

describe('allocateGreedy (the bench baseline)', () => {
  it('seats each delegate in registration order on their best free choice', () => {
    const { placements } = allocateGreedy({
      committees: [{ code: 'A', portfolios: ['x', 'y'] }],
      delegates: [delegate('early', ['A'], ['x', 'y']), delegate('late', ['A'], ['x'])],
    });
    // Unlike the optimum (see the tie-break tests), the earlier delegate keeps x.
    expect(placements.map((p) => [p.seat?.portfolio, p.choice])).toEqual([
      ['x', { kind: 'portfolio', rank: 1 }],
      ['y', { kind: 'committee', rank: 1 }],
    ]);
  });
});

describe('explainSeats (seats already assigned)', () => {
  it('says what each seat is for its delegate by the same rules, and null for a seat the event lacks', () => {
    const list: AllocationCommittee[] = [
      { code: 'A', portfolios: ['x', 'y', 'z'] },
      { code: 'B', portfolios: ['x', 'w'] },
    ];
    const d = delegate('d', ['B', 'A'], ['x', 'y']);
    const explained = explainSeats(
      list,
      [
        { delegate: d, seat: { committee: 'B', portfolio: 'x' } },
        { delegate: { ...d, id: 'e' }, seat: { committee: 'A', portfolio: 'x' } },
        { delegate: { ...d, id: 'f' }, seat: { committee: 'A', portfolio: 'y' } },
        { delegate: delegate('g', ['A'], []), seat: { committee: 'B', portfolio: 'w' } },
        { delegate: delegate('h', ['A'], []), seat: { committee: 'C', portfolio: 'v' } },
      ],
      { weights: { outside: 30 } },
    );
    expect(explained).toEqual([
      // x is read in B, the first preferred committee listing it: A's x is only a seat of the 2nd committee.
      { choice: { kind: 'portfolio', rank: 1 }, cost: 0 },
      { choice: { kind: 'committee', rank: 2 }, cost: 12 },
      { choice: { kind: 'portfolio', rank: 2 }, cost: 1 },
      { choice: { kind: 'outside' }, cost: 30 },
      null,
    ]);
    // The same as the allocator says of the same seats as overrides.
    const { placements } = allocate({
      committees: list,
      delegates: [d],
      overrides: [{ delegateId: 'd', seat: { committee: 'B', portfolio: 'x' } }],
    });
    expect(placements[0]).toMatchObject(explained[0]!);
  });
});
