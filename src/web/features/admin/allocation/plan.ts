/**
 * The allocation page's own logic, pure (tests/unit/allocation-page.test.ts): the admin's locks and
 * overrides between runs, the bodies of the calls, the seats an override may take, what a conflict drops,
 * the weights form and the words of the summary.
 */
import {
  type AllocationConflict,
  type AllocationPreview,
  type AllocationPreviewBody,
  type AllocationSummary,
  type AllocationWeights,
  type AssignedSeat,
  type PlacementSource,
  type PreviewPlacement,
  type Seat,
  allocationRules,
  allocationWeightsSchema,
  defaultAllocationWeights,
} from '~/shared/schemas/allocation';

/** A seat the admin fixed for a delegate: a proposed seat locked, or any free seat forced (override). */
export interface Fix {
  kind: 'lock' | 'override';
  seat: Seat;
}

/** The admin's fixes by registration id; sent with every run (the API is stateless). */
export type Fixes = ReadonlyMap<string, Fix>;

export const seatKey = (seat: Seat) => `${seat.committee}\u0000${seat.portfolio}`;

const sameSeat = (a: Seat, b: Seat) => a.committee === b.committee && a.portfolio === b.portfolio;

/** The preview's body: the weights and every lock and override. */
export function previewBody(weights: AllocationWeights | undefined, fixes: Fixes): AllocationPreviewBody {
  const locks: AssignedSeat[] = [];
  const overrides: AssignedSeat[] = [];
  for (const [registrationId, fix] of fixes) {
    (fix.kind === 'lock' ? locks : overrides).push({ registrationId, ...fix.seat });
  }
  return { ...(weights ? { weights } : {}), locks, overrides };
}

/** The seats an apply of this preview writes: every placed delegate's, in the preview's order. */
export function seatsToApply(preview: AllocationPreview): AssignedSeat[] {
  return preview.placements.flatMap((p) => (p.seat ? [{ registrationId: p.registrationId, ...p.seat }] : []));
}

/** Where a row's seat comes from as the page shows it: the admin's fix now, else the allocator. */
export function sourceOf(placement: PreviewPlacement, fixes: Fixes): PlacementSource {
  const fix = fixes.get(placement.registrationId);
  if (fix && placement.seat && sameSeat(fix.seat, placement.seat)) {
    return fix.kind === 'lock' ? 'locked' : 'override';
  }
  return 'allocated';
}

/** The row's seat locked (it must have one). */
export function withLock(fixes: Fixes, placement: PreviewPlacement): Fixes {
  if (!placement.seat) return fixes;
  const next = new Map(fixes);
  next.set(placement.registrationId, { kind: 'lock', seat: placement.seat });
  return next;
}

/** The row's lock or override removed. */
export function withoutFix(fixes: Fixes, registrationId: string): Fixes {
  const next = new Map(fixes);
  next.delete(registrationId);
  return next;
}

/** The row's delegate given `seat` by override. */
export function withOverride(fixes: Fixes, registrationId: string, seat: Seat): Fixes {
  const next = new Map(fixes);
  next.set(registrationId, { kind: 'override', seat });
  return next;
}

export interface FreeSeat {
  seat: Seat;
  /** The delegate this preview gives it to (who is then allocated around the override), if any. */
  proposedFor: string | null;
}

export interface FreeSeatGroup {
  code: string;
  displayName: string;
  seats: FreeSeat[];
}

/**
 * The seats an override may give `registrationId`, by committee in the event's order: free in the
 * database, not fixed for another delegate, not the delegate's own seat now. A seat merely proposed for
 * someone else is offered: the next run places them elsewhere.
 */
export function freeSeatsFor(
  preview: AllocationPreview,
  fixes: Fixes,
  registrationId: string,
): FreeSeatGroup[] {
  const fixedForOthers = new Set<string>();
  for (const [id, fix] of fixes) if (id !== registrationId) fixedForOthers.add(seatKey(fix.seat));
  const own = preview.placements.find((p) => p.registrationId === registrationId)?.seat;
  const groups: FreeSeatGroup[] = [];
  for (const committee of preview.committees) {
    const seats: FreeSeat[] = [];
    for (const s of committee.seats) {
      const seat = { committee: committee.code, portfolio: s.portfolio };
      if (s.heldBy !== null || fixedForOthers.has(seatKey(seat))) continue;
      if (own && sameSeat(own, seat)) continue;
      seats.push({ seat, proposedFor: s.proposedFor === registrationId ? null : s.proposedFor });
    }
    if (seats.length > 0) groups.push({ code: committee.code, displayName: committee.displayName, seats });
  }
  return groups;
}

/**
 * The fixes a 409 leaves: a fix of a delegate named by a conflict, or on a seat named by one, is dropped
 * (the database no longer allows it); `dropped` lists the delegates who lost theirs.
 */
export function withoutConflicts(
  fixes: Fixes,
  conflicts: readonly AllocationConflict[],
): { fixes: Fixes; dropped: string[] } {
  const ids = new Set(conflicts.map((c) => c.registrationId));
  const seats = new Set(conflicts.map((c) => seatKey(c)));
  const next = new Map<string, Fix>();
  const dropped: string[] = [];
  for (const [id, fix] of fixes) {
    if (ids.has(id) || seats.has(seatKey(fix.seat))) dropped.push(id);
    else next.set(id, fix);
  }
  return { fixes: next, dropped };
}

// ---------------------------------------------------------------------------------------------------------
// The weights form

export type WeightField = 'portfolio' | 'committee' | 'outside' | 'unplaced';

/** The form's values as typed (text inputs of whole numbers). */
export interface WeightsForm {
  portfolio: string[];
  committee: string[];
  outside: string;
  unplaced: string;
}

export function weightsForm(weights: {
  portfolio: readonly number[];
  committee: readonly number[];
  outside: number;
  unplaced: number;
}): WeightsForm {
  return {
    portfolio: weights.portfolio.map(String),
    committee: weights.committee.map(String),
    outside: String(weights.outside),
    unplaced: String(weights.unplaced),
  };
}

export const defaultWeightsForm: WeightsForm = weightsForm(defaultAllocationWeights);

/** A typed value as a number: blank or anything but digits is NaN (the schema then says why). */
const toNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The form checked with the API's own schema: the weights, or one message per field that is wrong (the
 * first the schema gives for it).
 */
export function parseWeights(
  form: WeightsForm,
): { ok: true; weights: AllocationWeights } | { ok: false; errors: Partial<Record<WeightField, string>> } {
  const parsed = allocationWeightsSchema.safeParse({
    portfolio: form.portfolio.map(toNumber),
    committee: form.committee.map(toNumber),
    outside: toNumber(form.outside),
    unplaced: toNumber(form.unplaced),
  });
  if (parsed.success) return { ok: true, weights: parsed.data };
  const errors: Partial<Record<WeightField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as WeightField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export const sameWeights = (a: AllocationWeights, b: AllocationWeights) =>
  JSON.stringify(a) === JSON.stringify(b);

export const weightRanks = {
  portfolio: allocationRules.portfolioRanks,
  committee: allocationRules.committeeRanks,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Words

/** 0.75 → 75 (whole percent). */
export const percent = (share: number) => Math.round(share * 100);

/** What the live region says after a run. */
export function proposedAnnouncement(summary: AllocationSummary): string {
  const n = summary.delegates;
  return `Allocation proposed: ${n} ${n === 1 ? 'delegate' : 'delegates'}, ${percent(summary.firstChoice.share)}% first choice`;
}

/** 1 → '1st', 12 → '12th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
