/**
 * Seat allocation (docs/decisions/0028-allocator.md): the weights of the allocator's cost model,
 * a seat, an admin's lock or override, and the explained result, one contract for the allocator
 * (src/server/modules/allocation/allocator.ts), the API (src/server/modules/allocation/routes.ts) and the
 * admin page.
 *
 * A seat is one portfolio of one committee of an event, named as registrations name it: the committee's
 * code and the portfolio's name. The cost of giving a delegate a seat is the weight of what the seat is for
 * them: their k-th portfolio preference (`portfolio[k - 1]`), another portfolio of their j-th preferred
 * committee (`committee[j - 1]`), any other seat (`outside`); a delegate left without a seat costs
 * `unplaced`. The allocator minimises the total.
 */
import { messages } from '../messages';
import { allocationMessages } from '../desk-messages';
import {
  type GroupPaymentState,
  groupPaymentStates,
  registrationKinds,
  registrationRules,
} from './registration';
import { z } from '../zod';

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
  /**
   * Most seats (locks, overrides, seats to apply) in one request: the allocator's exact arithmetic is
   * checked up to 5,000 delegates, and 5,000 seats stay far below the 1 MiB body limit.
   */
  maxSeatsPerRequest: 5000,
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

// ---------------------------------------------------------------------------------------------------------
// The API (src/server/modules/allocation/routes.ts): preview, apply, CSV exports

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A seat given to a registration, as the API names it: a lock or an override of the preview, or a seat to
 * apply.
 */
export const assignedSeatSchema = z
  .object({
    registrationId: z
      .string({ error: m.noSuchRegistration })
      .max(64, m.noSuchRegistration)
      .regex(uuid, m.noSuchRegistration),
    committee: z.string().max(registrationRules.choice),
    portfolio: z.string().max(registrationRules.choice),
  })
  .strict();
export type AssignedSeat = z.infer<typeof assignedSeatSchema>;

const seatList = () =>
  z.array(assignedSeatSchema).max(allocationRules.maxSeatsPerRequest, m.tooManySeats).default([]);

/**
 * POST /admin/events/:eventName/allocation/preview (and preview.csv): the admin's weights (defaults for the
 * missing ones), locks (seats of an earlier preview to keep) and overrides (free seats to force). Stateless:
 * the page sends its locks and overrides with every run.
 */
export const allocationPreviewBodySchema = z
  .object({ weights: allocationWeightsSchema.optional(), locks: seatList(), overrides: seatList() })
  .strict();
export type AllocationPreviewBody = z.input<typeof allocationPreviewBodySchema>;
/** The preview's body as validated (defaults filled in). */
export type AllocationPreviewRequest = z.output<typeof allocationPreviewBodySchema>;

/** POST /admin/events/:eventName/allocation/apply: the seats to assign, all or none. */
export const allocationApplyBodySchema = z
  .object({
    seats: z
      .array(assignedSeatSchema, { error: m.noSeats })
      .min(1, m.noSeats)
      .max(allocationRules.maxSeatsPerRequest, m.tooManySeats),
    /** The weights of the preview, for the costs of the answer's and the audit entry's summary. */
    weights: allocationWeightsSchema.optional(),
  })
  .strict();
export type AllocationApplyBody = z.input<typeof allocationApplyBodySchema>;
export type AllocationApplyRequest = z.output<typeof allocationApplyBodySchema>;

/** A confirmed delegate as the preview lists them, with their ranked preferences as stored. */
const delegateFields = {
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(registrationKinds),
  registeredAt: z.string(),
  committeePreference: z.array(z.string()),
  portfolioPreference: z.array(z.string()),
};

/** One delegate of the preview: the seat proposed (or kept), what it is for them, its cost and source. */
export const previewPlacementSchema = z.object({
  ...delegateFields,
  seat: seatSchema.nullable(),
  choice: allocationChoiceSchema,
  cost: z.number().int(),
  source: z.enum(placementSources),
});
export type PreviewPlacement = z.infer<typeof previewPlacementSchema>;

/** A confirmed, unassigned member left out of the allocation: their group is not paid for (its state). */
export const excludedDelegateSchema = z.object({
  ...delegateFields,
  reason: z.enum(groupPaymentStates),
});
export type ExcludedDelegate = z.infer<typeof excludedDelegateSchema>;

/**
 * A committee of the event with each of its seats: `heldBy` the registration already assigned it (in the
 * database), `proposedFor` the delegate this preview gives it. A seat free for an override is one with
 * neither, or one proposed (not locked) for someone else, who is then allocated around it.
 */
export const allocationCommitteeSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  seats: z.array(
    z.object({ portfolio: z.string(), heldBy: z.string().nullable(), proposedFor: z.string().nullable() }),
  ),
});
export type AllocationCommitteeSeats = z.infer<typeof allocationCommitteeSchema>;

export const allocationPreviewResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  /** The weights used, defaults filled in. */
  weights: z.object({
    portfolio: z.array(z.number().int()),
    committee: z.array(z.number().int()),
    outside: z.number().int(),
    unplaced: z.number().int(),
  }),
  /** Every confirmed delegate without a seat, in registration order (ties go to the earlier). */
  placements: z.array(previewPlacementSchema),
  /** Confirmed, unassigned members whose group is not paid for: not allocated (they cannot be assigned). */
  excluded: z.array(excludedDelegateSchema),
  summary: allocationSummarySchema,
  committees: z.array(allocationCommitteeSchema),
});
export type AllocationPreview = z.infer<typeof allocationPreviewResponseSchema>;

/** Why a seat of a request cannot be given now (409): what changed since the preview. */
export const allocationConflictReasons = [
  'noSuchRegistration',
  'notConfirmed',
  'alreadyAssigned',
  'groupNotPaid',
  'noSuchSeat',
  'seatTaken',
] as const;
export type AllocationConflictReason = (typeof allocationConflictReasons)[number];

export const allocationConflictSchema = z.object({
  registrationId: z.string(),
  committee: z.string(),
  portfolio: z.string(),
  reason: z.enum(allocationConflictReasons),
  /** seatTaken: the registration holding the seat. */
  heldBy: z.string().nullable(),
});
export type AllocationConflict = z.infer<typeof allocationConflictSchema>;

/** 409 of the preview (locks and overrides) and of the apply: `{ error, conflicts }`. */
export const allocationConflictResponseSchema = z.object({
  error: z.string(),
  conflicts: z.array(allocationConflictSchema),
});
export type AllocationConflictResponse = z.infer<typeof allocationConflictResponseSchema>;

export const allocationApplyResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  /** Each seat written, in the order sent, with what it is for its delegate. */
  assigned: z.array(
    z.object({
      registrationId: z.string(),
      name: z.string(),
      email: z.string(),
      seat: seatSchema,
      choice: allocationChoiceSchema,
      cost: z.number().int(),
    }),
  ),
  /** The applied seats' summary (committee fill counts every seat of the event now held). */
  summary: allocationSummarySchema,
});
export type AllocationApplyResponse = z.infer<typeof allocationApplyResponseSchema>;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/** What a seat is for its delegate, in words: '1st portfolio choice', 'Outside their preferences', ... */
export function describeChoice(choice: AllocationChoice): string {
  switch (choice.kind) {
    case 'portfolio':
      return m.choice.portfolio(ordinal(choice.rank));
    case 'committee':
      return m.choice.committee(ordinal(choice.rank));
    case 'outside':
      return m.choice.outside;
    case 'unplaced':
      return m.choice.unplaced;
  }
}

/** Why a member is left out of the allocation, in words (the admin lists' label of the group's state). */
export function describeExclusion(reason: GroupPaymentState): string {
  return m.choice.notAllocated(messages.admin.groupPaymentLabel[reason]);
}
