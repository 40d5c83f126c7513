/**
 * The seat allocator (docs/decisions/0028-allocator.md): gives each confirmed, unassigned delegate
 * of an event one free seat (a committee and one of its portfolios), at most one delegate per seat, with the
 * minimum total cost. Pure: no database, no I/O, no clock; the same input gives the same output.
 *
 * Cost model (weights in src/shared/schemas/allocation.ts, validated by allocationWeightsSchema):
 * - the seat is the delegate's k-th portfolio preference: `portfolio[k - 1]`;
 * - else it is a portfolio of their j-th preferred committee: `committee[j - 1]`;
 * - else `outside`; and a delegate without a seat costs `unplaced`.
 * A portfolio preference names a portfolio only; like the registration check (`selectionProblem`), it is
 * the portfolio of that name in the first preferred committee that lists it. Names that match none are
 * ignored, so are committee codes the event does not have. The weights keep the ranks in order (a better
 * rank never costs more), so the cheapest seat for a delegate is always their best free choice.
 *
 * Everyone is placed while seats remain: the assignment always has min(delegates, free seats) pairs (every
 * delegate can take any seat, at worst at the `outside` cost), and among those the total cost is minimal.
 *
 * Ties go to the earlier registration (the order of `delegates`). With D delegates to allocate, the one at
 * position i (0 = earliest) is charged `cost × (K + D − i)` instead of `cost`, with
 * K = maxCost × D(D + 1)/2 + 1. The sum is K × (total cost) + Σ cost × (D − i): the second term is below K
 * for every assignment, so it can never outweigh a difference of 1 in the total cost (costs are integers);
 * among the assignments of minimum total cost it picks one minimising Σ cost × (D − i), where an earlier
 * delegate's cost weighs more. When two delegates compete for the same seat and the totals tie, the earlier
 * gets it; with more delegates than seats, who is left unplaced follows the costs, then registration order.
 * Every value stays an integer far below 2^53, so the arithmetic is exact (checked: 'tooLarge').
 *
 * Algorithm: a rectangular assignment problem (rows ≤ columns: delegates × seats, or seats × delegates when
 * there are more delegates than seats, each delegate's `unplaced` cost then subtracted from their column so
 * that leaving them out is counted), solved exactly by shortest augmenting paths with dual potentials
 * (the Hungarian method in its Jonker–Volgenant form): each row is added by a Dijkstra search over reduced
 * costs, which stay non-negative, so every partial assignment is optimal for its rows; O(rows² × columns).
 */
import {
  type AllocationChoice,
  type AllocationResult,
  type AllocationSummary,
  type AllocationWeights,
  type AllocationWeightsInput,
  allocationWeightsSchema,
  type Placement,
  type PlacementSource,
  type Seat,
  type SeatLock,
} from '~/shared/schemas/allocation';

export type {
  AllocationChoice,
  AllocationResult,
  AllocationSummary,
  AllocationWeights,
  AllocationWeightsInput,
  Placement,
  PlacementSource,
  Seat,
  SeatLock,
};

/** A committee of the event: its code and its portfolio list (each portfolio is one seat). */
export interface AllocationCommittee {
  code: string;
  portfolios: readonly string[];
}

/** A confirmed, unassigned registration, as stored: committee codes and portfolio names in preference order. */
export interface AllocationDelegate {
  /** The registration's id. */
  id: string;
  committeePreference: readonly string[];
  portfolioPreference: readonly string[];
}

export interface AllocationInput {
  /** The event's committees in its order. */
  committees: readonly AllocationCommittee[];
  /** Seats already assigned to other registrations of the event. */
  taken?: readonly Seat[];
  /** The delegates to seat, in registration order (earliest first): ties go to the earlier. */
  delegates: readonly AllocationDelegate[];
  /** Seats kept from an admin's preview: kept exactly. */
  locks?: readonly SeatLock[];
  /** Free seats an admin forces on delegates: kept exactly, like locks. */
  overrides?: readonly SeatLock[];
}

export interface AllocationOptions {
  /** The cost model's weights; missing ones take their defaults. */
  weights?: AllocationWeightsInput;
}

export interface Allocation extends AllocationResult {
  /** The weights used (defaults filled in). */
  weights: AllocationWeights;
}

export const allocationErrorCodes = [
  'invalidWeights',
  'duplicateCommittee',
  'duplicatePortfolio',
  'duplicateDelegate',
  'unknownDelegate',
  'unknownSeat',
  'seatTakenTwice',
  'seatNotFree',
  'delegateFixedTwice',
  'tooLarge',
] as const;
export type AllocationErrorCode = (typeof allocationErrorCodes)[number];

/** An input the allocator refuses (the future route answers it as a 400 or 409). */
export class AllocationInputError extends Error {
  constructor(
    readonly code: AllocationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AllocationInputError';
  }
}

// ---------------------------------------------------------------------------------------------------------
// The instance: seats numbered in the event's order, each delegate's preferences resolved to seat numbers

interface DelegateModel {
  id: string;
  /** Seat number → rank (1-based) of the portfolio preference naming it. */
  portfolioRank: Map<number, number>;
  /** Committee number → rank (1-based) in the committee preference. */
  committeeRank: Map<number, number>;
}

interface Instance {
  weights: AllocationWeights;
  committees: readonly AllocationCommittee[];
  seats: Seat[];
  /** Committee number of each seat. */
  seatCommittee: Int32Array;
  /** In registration order. */
  delegates: DelegateModel[];
  /** Delegate number → the seat an admin fixed for them (lock or override). */
  fixedSeatOf: Map<number, { seat: number; source: PlacementSource }>;
  /** Seats already assigned before this allocation. */
  takenSeats: Set<number>;
}

const seatKey = (committee: string, portfolio: string) => `${committee}\u0000${portfolio}`;

function parseWeights(input: AllocationWeightsInput | undefined): AllocationWeights {
  const parsed = allocationWeightsSchema.safeParse(input ?? {});
  if (!parsed.success) {
    throw new AllocationInputError('invalidWeights', parsed.error.issues[0]?.message ?? 'Invalid weights');
  }
  return parsed.data;
}

function buildInstance(input: AllocationInput, options: AllocationOptions): Instance {
  const weights = parseWeights(options.weights);

  const seats: Seat[] = [];
  const seatCommittees: number[] = [];
  const seatIndex = new Map<string, number>();
  const committeeIndex = new Map<string, number>();
  /** Committee number → portfolio name → seat number. */
  const portfolioSeats: Map<string, number>[] = [];
  input.committees.forEach((committee, c) => {
    if (committeeIndex.has(committee.code)) {
      throw new AllocationInputError('duplicateCommittee', `Committee ${committee.code} is listed twice`);
    }
    committeeIndex.set(committee.code, c);
    const byName = new Map<string, number>();
    for (const portfolio of committee.portfolios) {
      if (byName.has(portfolio)) {
        throw new AllocationInputError(
          'duplicatePortfolio',
          `Portfolio ${portfolio} is listed twice in committee ${committee.code}`,
        );
      }
      byName.set(portfolio, seats.length);
      seatIndex.set(seatKey(committee.code, portfolio), seats.length);
      seats.push({ committee: committee.code, portfolio });
      seatCommittees.push(c);
    }
    portfolioSeats.push(byName);
  });

  const delegateIndex = new Map<string, number>();
  const delegates = input.delegates.map((delegate, d): DelegateModel => {
    if (delegateIndex.has(delegate.id)) {
      throw new AllocationInputError('duplicateDelegate', `Delegate ${delegate.id} is listed twice`);
    }
    delegateIndex.set(delegate.id, d);
    const committeeRank = new Map<number, number>();
    const preferred: number[] = [];
    delegate.committeePreference.forEach((code, position) => {
      const c = committeeIndex.get(code);
      if (c === undefined || committeeRank.has(c)) return;
      committeeRank.set(c, position + 1);
      preferred.push(c);
    });
    const portfolioRank = new Map<number, number>();
    delegate.portfolioPreference.forEach((name, position) => {
      for (const c of preferred) {
        const seat = portfolioSeats[c]!.get(name);
        if (seat === undefined) continue;
        if (!portfolioRank.has(seat)) portfolioRank.set(seat, position + 1);
        return;
      }
    });
    return { id: delegate.id, portfolioRank, committeeRank };
  });

  const findSeat = (seat: Seat, what: string) => {
    const s = seatIndex.get(seatKey(seat.committee, seat.portfolio));
    if (s === undefined) {
      throw new AllocationInputError(
        'unknownSeat',
        `${what}: no portfolio ${seat.portfolio} in committee ${seat.committee}`,
      );
    }
    return s;
  };

  const takenSeats = new Set<number>();
  for (const seat of input.taken ?? []) {
    const s = findSeat(seat, 'Taken seat');
    if (takenSeats.has(s)) {
      throw new AllocationInputError(
        'seatTakenTwice',
        `Seat ${seat.committee} / ${seat.portfolio} is taken twice`,
      );
    }
    takenSeats.add(s);
  }

  const fixedSeatOf = new Map<number, { seat: number; source: PlacementSource }>();
  const fixedSeats = new Set<number>();
  const fix = (lock: SeatLock, source: PlacementSource) => {
    const what = source === 'locked' ? 'Lock' : 'Override';
    const d = delegateIndex.get(lock.delegateId);
    if (d === undefined) {
      throw new AllocationInputError('unknownDelegate', `${what}: no delegate ${lock.delegateId}`);
    }
    if (fixedSeatOf.has(d)) {
      throw new AllocationInputError(
        'delegateFixedTwice',
        `Delegate ${lock.delegateId} has more than one lock or override`,
      );
    }
    const s = findSeat(lock.seat, what);
    if (takenSeats.has(s) || fixedSeats.has(s)) {
      throw new AllocationInputError(
        'seatNotFree',
        `${what}: seat ${lock.seat.committee} / ${lock.seat.portfolio} is not free`,
      );
    }
    fixedSeatOf.set(d, { seat: s, source });
    fixedSeats.add(s);
  };
  for (const lock of input.locks ?? []) fix(lock, 'locked');
  for (const override of input.overrides ?? []) fix(override, 'override');

  return {
    weights,
    committees: input.committees,
    seats,
    seatCommittee: Int32Array.from(seatCommittees),
    delegates,
    fixedSeatOf,
    takenSeats,
  };
}

/** What seat `s` is for a delegate, and its cost. */
function choiceOf(
  instance: Instance,
  delegate: DelegateModel,
  s: number,
): { choice: AllocationChoice; cost: number } {
  const w = instance.weights;
  const portfolioRank = delegate.portfolioRank.get(s);
  if (portfolioRank !== undefined) {
    return {
      choice: { kind: 'portfolio', rank: portfolioRank },
      cost: w.portfolio[Math.min(portfolioRank, w.portfolio.length) - 1]!,
    };
  }
  const committeeRank = delegate.committeeRank.get(instance.seatCommittee[s]!);
  if (committeeRank !== undefined) {
    return {
      choice: { kind: 'committee', rank: committeeRank },
      cost: w.committee[Math.min(committeeRank, w.committee.length) - 1]!,
    };
  }
  return { choice: { kind: 'outside' }, cost: w.outside };
}

const costOf = (instance: Instance, delegate: DelegateModel, s: number) =>
  choiceOf(instance, delegate, s).cost;

// ---------------------------------------------------------------------------------------------------------
// The assignment problem

/**
 * Minimum-cost assignment of every row to a distinct column (rows ≤ columns), `cost` row-major. Returns the
 * column of each row.
 *
 * Shortest augmenting paths with potentials u (rows) and v (columns): the reduced cost
 * cost[r][c] − u[r] − v[c] is never negative and is 0 on every assigned pair, which proves the partial
 * assignment optimal (LP duality). Each new row starts an alternating tree from a virtual column 0 and grows
 * it Dijkstra-style over reduced costs: `dist[c]` is the shortest path found to column c; the closest column
 * not yet in the tree joins it (ties: the lowest column, so the result is deterministic), and its row is
 * scanned, until a free column is reached. Then the potentials of the tree move by how much earlier than
 * that column each part of it was reached (reduced costs stay non-negative, the tree's pairs and the new
 * path become tight), and the path back to the row is flipped. Distances are kept from the phase's start, so
 * a step costs one pass over the columns not yet in the tree.
 */
export function solveAssignment(rows: number, cols: number, cost: Float64Array): Int32Array {
  if (rows > cols) throw new RangeError('solveAssignment needs rows <= columns');
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(cols + 1);
  /** Row (1-based) assigned to column c (1-based), 0 for none; column 0 holds the row being added. */
  const rowOf = new Int32Array(cols + 1);
  const previous = new Int32Array(cols + 1);
  const dist = new Float64Array(cols + 1);
  /** Columns not yet in the tree (the first `open` entries), and the tree's columns in joining order. */
  const outside = new Int32Array(cols);
  const tree = new Int32Array(cols + 1);

  for (let row = 1; row <= rows; row++) {
    rowOf[0] = row;
    dist.fill(Infinity);
    dist[0] = 0;
    for (let c = 0; c < cols; c++) outside[c] = c + 1;
    let open = cols;
    let treeSize = 0;
    let col = 0;
    let reached = 0;
    do {
      tree[treeSize++] = col;
      const r = rowOf[col]!;
      const base = (r - 1) * cols - 1;
      const start = reached - u[r]!;
      let best = Infinity;
      let next = 0;
      let nextAt = -1;
      for (let k = 0; k < open; k++) {
        const c = outside[k]!;
        const d = start + cost[base + c]! - v[c]!;
        if (d < dist[c]!) {
          dist[c] = d;
          previous[c] = col;
        }
        if (dist[c]! < best || (dist[c] === best && c < next)) {
          best = dist[c]!;
          next = c;
          nextAt = k;
        }
      }
      outside[nextAt] = outside[--open]!;
      reached = best;
      col = next;
    } while (rowOf[col] !== 0);
    // Move the potentials: a column that joined the tree at distance d (its row with it) by reached − d.
    for (let k = 0; k < treeSize; k++) {
      const c = tree[k]!;
      const shift = reached - dist[c]!;
      u[rowOf[c]!]! += shift;
      v[c]! -= shift;
    }
    // Flip the alternating path from the free column back to the virtual column.
    while (col !== 0) {
      const before = previous[col]!;
      rowOf[col] = rowOf[before]!;
      col = before;
    }
  }

  const colOf = new Int32Array(rows).fill(-1);
  for (let c = 1; c <= cols; c++) if (rowOf[c]) colOf[rowOf[c]! - 1] = c - 1;
  return colOf;
}

/**
 * The optimal seats of the free delegates (`delegates`, in registration order) on `freeSeats`: the seat
 * number of each, or −1 when unplaced. See the header for the objective and the tie-break.
 */
function optimalSeats(instance: Instance, delegates: readonly number[], freeSeats: readonly number[]) {
  const D = delegates.length;
  const S = freeSeats.length;
  const result = new Int32Array(D).fill(-1);
  if (D === 0 || S === 0) return result;

  const w = instance.weights;
  const maxCost = Math.max(w.unplaced, 1);
  const K = (maxCost * D * (D + 1)) / 2 + 1;
  const factor = (i: number) => K + D - i;
  const rows = Math.min(D, S);
  const cols = Math.max(D, S);
  // With C the largest |cost| below: a phase moves a potential by at most 2C (its path is at most C long,
  // free columns and the new row having zero potentials), so every value computed stays under 8(rows + 2)C.
  if (8 * (rows + 2) * maxCost * factor(0) > Number.MAX_SAFE_INTEGER) {
    throw new AllocationInputError('tooLarge', 'Too many delegates and seats for one allocation');
  }

  const cost = new Float64Array(rows * cols);
  if (D <= S) {
    for (let i = 0; i < D; i++) {
      const delegate = instance.delegates[delegates[i]!]!;
      const f = factor(i);
      for (let j = 0; j < S; j++) cost[i * cols + j] = costOf(instance, delegate, freeSeats[j]!) * f;
    }
    const colOf = solveAssignment(rows, cols, cost);
    for (let i = 0; i < D; i++) result[i] = freeSeats[colOf[i]!]!;
  } else {
    // More delegates than seats: rows are seats. A delegate left in no row keeps `unplaced`, so a column
    // carries its delegate's cost minus that: the sum differs from the objective by a constant.
    for (let i = 0; i < D; i++) {
      const delegate = instance.delegates[delegates[i]!]!;
      const f = factor(i);
      const left = w.unplaced * f;
      for (let j = 0; j < S; j++) cost[j * cols + i] = costOf(instance, delegate, freeSeats[j]!) * f - left;
    }
    const colOf = solveAssignment(rows, cols, cost);
    for (let j = 0; j < S; j++) result[colOf[j]!] = freeSeats[j]!;
  }
  return result;
}

/** Greedy seats: each delegate in order takes their cheapest free seat (the first one on equal costs). */
function greedySeats(instance: Instance, delegates: readonly number[], freeSeats: readonly number[]) {
  const free = new Set(freeSeats);
  return Int32Array.from(delegates, (d) => {
    const delegate = instance.delegates[d]!;
    let best = -1;
    let bestCost = Infinity;
    for (const s of free) {
      const cost = costOf(instance, delegate, s);
      if (cost < bestCost || (cost === bestCost && s < best)) {
        best = s;
        bestCost = cost;
      }
    }
    if (best >= 0) free.delete(best);
    return best;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Results

type Strategy = (
  instance: Instance,
  delegates: readonly number[],
  freeSeats: readonly number[],
) => Int32Array;

function run(input: AllocationInput, options: AllocationOptions, strategy: Strategy): Allocation {
  const instance = buildInstance(input, options);
  const { delegates, seats, fixedSeatOf, takenSeats, weights } = instance;

  const fixedSeats = new Set([...fixedSeatOf.values()].map((f) => f.seat));
  const freeSeats = seats.map((_, s) => s).filter((s) => !takenSeats.has(s) && !fixedSeats.has(s));
  const freeDelegates = delegates.map((_, d) => d).filter((d) => !fixedSeatOf.has(d));
  const chosen = strategy(instance, freeDelegates, freeSeats);

  const seatOf = new Int32Array(delegates.length).fill(-1);
  const sourceOf: PlacementSource[] = delegates.map(() => 'allocated');
  for (const [d, fixed] of fixedSeatOf) {
    seatOf[d] = fixed.seat;
    sourceOf[d] = fixed.source;
  }
  freeDelegates.forEach((d, i) => (seatOf[d] = chosen[i]!));

  const placements: Placement[] = delegates.map((delegate, d) => {
    const s = seatOf[d]!;
    if (s < 0) {
      return {
        delegateId: delegate.id,
        seat: null,
        choice: { kind: 'unplaced', reason: 'noSeatLeft' },
        cost: weights.unplaced,
        source: sourceOf[d]!,
      };
    }
    const { choice, cost } = choiceOf(instance, delegate, s);
    return { delegateId: delegate.id, seat: { ...seats[s]! }, choice, cost, source: sourceOf[d]! };
  });

  return { placements, summary: summarise(instance, placements, seatOf), weights };
}

function summarise(
  instance: Instance,
  placements: readonly Placement[],
  seatOf: Int32Array,
): AllocationSummary {
  const n = placements.length;
  const share = (count: number) => ({ count, share: n === 0 ? 0 : count / n });
  const count = (test: (choice: AllocationChoice) => boolean) =>
    placements.filter((p) => test(p.choice)).length;

  const takenPerCommittee = new Array<number>(instance.committees.length).fill(0);
  for (const s of instance.takenSeats) takenPerCommittee[instance.seatCommittee[s]!]! += 1;
  for (const s of seatOf) if (s >= 0) takenPerCommittee[instance.seatCommittee[s]!]! += 1;
  const placed = placements.filter((p) => p.seat !== null).length;

  return {
    delegates: n,
    placed,
    unplaced: n - placed,
    totalCost: placements.reduce((sum, p) => sum + p.cost, 0),
    firstChoice: share(count((c) => c.kind === 'portfolio' && c.rank === 1)),
    topThree: share(count((c) => c.kind === 'portfolio' && c.rank <= 3)),
    anyPortfolio: share(count((c) => c.kind === 'portfolio')),
    anyPreference: share(count((c) => c.kind === 'portfolio' || c.kind === 'committee')),
    committees: instance.committees.map((committee, c) => ({
      code: committee.code,
      taken: takenPerCommittee[c]!,
      total: committee.portfolios.length,
    })),
    seatsLeft: instance.seats.length - instance.takenSeats.size - placed,
  };
}

/**
 * The optimal allocation: minimum total cost, ties to the earlier registration, locks and overrides kept,
 * everyone placed while seats remain. Throws AllocationInputError on an input it refuses.
 */
export function allocate(input: AllocationInput, options: AllocationOptions = {}): Allocation {
  return run(input, options, optimalSeats);
}

/**
 * What each given seat is for its delegate, by the same cost model (the choice and its cost), without
 * allocating anything: for seats already assigned (the CSV of the applied allocation). Null for a seat the
 * event does not have. The delegates' ids must be distinct.
 */
export function explainSeats(
  committees: readonly AllocationCommittee[],
  items: readonly { delegate: AllocationDelegate; seat: Seat }[],
  options: AllocationOptions = {},
): ({ choice: AllocationChoice; cost: number } | null)[] {
  const instance = buildInstance({ committees, delegates: items.map((item) => item.delegate) }, options);
  const index = new Map(instance.seats.map((seat, s) => [seatKey(seat.committee, seat.portfolio), s]));
  return items.map((item, d) => {
    const s = index.get(seatKey(item.seat.committee, item.seat.portfolio));
    return s === undefined ? null : choiceOf(instance, instance.delegates[d]!, s);
  });
}

/**
 * First come, first served (the baseline the bench compares with): each delegate in registration order takes
 * their best free choice. Same input, checks and result shape as `allocate`.
 */
export function allocateGreedy(input: AllocationInput, options: AllocationOptions = {}): Allocation {
  return run(input, options, greedySeats);
}
