/**
 * Seat allocation (issue 15, docs/decisions/0028-allocator.md): the weights of the allocator's cost model,
 * a seat, an admin's lock or override, and the explained result, one contract for the allocator
 * (src/server/modules/allocation/allocator.ts), the future API and the admin page.
 *
 * A seat is one portfolio of one committee of an event, named as registrations name it: the committee's
 * code and the portfolio's name. The cost of giving a delegate a seat is the weight of what the seat is for
 * them: their k-th portfolio preference (`portfolio[k - 1]`), another portfolio of their j-th preferred
 * committee (`committee[j - 1]`), any other seat (`outside`); a delegate left without a seat costs
 * `unplaced`. The allocator minimises the total.
 */
import { registrationRules } from './registration';
import { z } from '../zod';

export const allocationMessages = {
  invalidWeight: 'Each weight is a whole number from 0 to 100',
  portfolioWeights: 'Give one weight per portfolio rank, never decreasing with the rank',
  committeeWeights: 'Give one weight per committee rank, never decreasing with the rank',
  committeeAfterPortfolios: 'A portfolio of a preferred committee cannot weigh less than a named portfolio',
  outsideLast: 'A seat outside the preferences cannot weigh less than a preferred committee',
  unplacedLast: 'Leaving a delegate unplaced cannot weigh less than a seat outside the preferences',
} as const;
const m = allocationMessages;

export const allocationRules = {
  /**
   * Largest weight accepted: costs stay small integers, so the allocator's arithmetic is exact for up to
   * 5,000 delegates on any number of seats an event can have.
   */
  maxWeight: 100,
  /** One weight per portfolio rank and per committee rank a registration can give. */
  portfolioRanks: registrationRules.maxPortfolios,
  committeeRanks: registrationRules.maxCommittees,
} as const;

/**
 * The default costs: 0 for the first portfolio, one more for each rank after it; then any other portfolio of
 * the first, second, third preferred committee; then any seat; and, worst, no seat.
 */
export const defaultAllocationWeights = {
  portfolio: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  committee: [10, 12, 14],
  outside: 20,
  unplaced: 40,
} as const satisfies {
  portfolio: readonly number[];
  committee: readonly number[];
  outside: number;
  unplaced: number;
};

const weight = () =>
  z
    .number({ error: m.invalidWeight })
    .int(m.invalidWeight)
    .min(0, m.invalidWeight)
    .max(allocationRules.maxWeight, m.invalidWeight);

const nonDecreasing = (values: readonly number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

/**
 * The weights, each optional (a missing one takes its default). The ranks keep their order: a better rank
 * never costs more than a worse one, a named portfolio never more than another portfolio of a preferred
 * committee, that never more than a seat outside the preferences, and that never more than no seat.
 */
export const allocationWeightsSchema = z
  .object({
    portfolio: z
      .array(weight(), { error: m.portfolioWeights })
      .length(allocationRules.portfolioRanks, m.portfolioWeights)
      .refine(nonDecreasing, m.portfolioWeights)
      .default([...defaultAllocationWeights.portfolio]),
    committee: z
      .array(weight(), { error: m.committeeWeights })
      .length(allocationRules.committeeRanks, m.committeeWeights)
      .refine(nonDecreasing, m.committeeWeights)
      .default([...defaultAllocationWeights.committee]),
    outside: weight().default(defaultAllocationWeights.outside),
    unplaced: weight().default(defaultAllocationWeights.unplaced),
  })
  .strict()
  .superRefine((w, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const lastPortfolio = w.portfolio[w.portfolio.length - 1] ?? 0;
    const lastCommittee = w.committee[w.committee.length - 1] ?? 0;
    if ((w.committee[0] ?? 0) < lastPortfolio) add('committee', m.committeeAfterPortfolios);
    if (w.outside < Math.max(lastPortfolio, lastCommittee)) add('outside', m.outsideLast);
    if (w.unplaced < w.outside) add('unplaced', m.unplacedLast);
  });
export type AllocationWeightsInput = z.input<typeof allocationWeightsSchema>;
export type AllocationWeights = z.output<typeof allocationWeightsSchema>;

/** One seat: a committee (its code) and one of its portfolios (its name). */
export const seatSchema = z
  .object({
    committee: z.string().max(registrationRules.choice),
    portfolio: z.string().max(registrationRules.choice),
  })
  .strict();
export type Seat = z.infer<typeof seatSchema>;

/**
 * A delegate's seat fixed by an admin: a lock keeps a seat of a preview, an override forces a free seat.
 * The allocator keeps both exactly and allocates the others around them.
 */
export const seatLockSchema = z.object({ delegateId: z.string().min(1), seat: seatSchema }).strict();
export type SeatLock = z.infer<typeof seatLockSchema>;

/**
 * What a delegate's seat is for them: their `rank`-th portfolio preference; another portfolio of their
 * `rank`-th preferred committee; a seat outside their preferences; or none (no free seat was left).
 */
export const allocationChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('portfolio'), rank: z.number().int().min(1) }),
  z.object({ kind: z.literal('committee'), rank: z.number().int().min(1) }),
  z.object({ kind: z.literal('outside') }),
  z.object({ kind: z.literal('unplaced'), reason: z.literal('noSeatLeft') }),
]);
export type AllocationChoice = z.infer<typeof allocationChoiceSchema>;

/** Where a delegate's seat comes from: the allocator, an admin's lock, or an admin's override. */
export const placementSources = ['allocated', 'locked', 'override'] as const;
export type PlacementSource = (typeof placementSources)[number];

export const placementSchema = z.object({
  delegateId: z.string(),
  seat: seatSchema.nullable(),
  choice: allocationChoiceSchema,
  /** The weight of the choice (the delegate's share of the total cost). */
  cost: z.number().int(),
  source: z.enum(placementSources),
});
export type Placement = z.infer<typeof placementSchema>;

const share = z.object({
  count: z.number().int(),
  /** count / delegates, from 0 to 1 (0 when there is no delegate). */
  share: z.number(),
});

export const allocationSummarySchema = z.object({
  delegates: z.number().int(),
  placed: z.number().int(),
  unplaced: z.number().int(),
  /** The sum of every delegate's cost (locked and overridden ones included). */
  totalCost: z.number().int(),
  /** Delegates with their first portfolio preference. */
  firstChoice: share,
  /** With one of their first three portfolio preferences. */
  topThree: share,
  /** With any portfolio they named. */
  anyPortfolio: share,
  /** With a portfolio they named or another portfolio of a committee they named. */
  anyPreference: share,
  /** Each committee in the event's order: its seats taken (before and by this allocation) and its seats. */
  committees: z.array(z.object({ code: z.string(), taken: z.number().int(), total: z.number().int() })),
  /** Free seats left after this allocation. */
  seatsLeft: z.number().int(),
});
export type AllocationSummary = z.infer<typeof allocationSummarySchema>;

export const allocationResultSchema = z.object({
  /** One per delegate, in the order given (registration order). */
  placements: z.array(placementSchema),
  summary: allocationSummarySchema,
});
export type AllocationResult = z.infer<typeof allocationResultSchema>;
