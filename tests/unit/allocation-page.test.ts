/**
 * The allocation page's own logic (src/web/features/admin/allocation/plan.ts): the bodies it sends, the
 * seats an override may take, what a conflict drops, the weights form checked with the API's schema, and
 * the live region's words.
 */
import { describe, expect, it } from 'vitest';
import { allocationMessages } from '~/shared/desk-messages';
import {
  type AllocationPreview,
  type PreviewPlacement,
  allocationPreviewBodySchema,
  defaultAllocationWeights,
} from '~/shared/schemas/allocation';
import {
  type Fixes,
  defaultWeightsForm,
  freeSeatsFor,
  ordinal,
  parseWeights,
  previewBody,
  proposedAnnouncement,
  seatsToApply,
  sourceOf,
  withLock,
  withOverride,
  withoutConflicts,
  withoutFix,
} from '~/web/features/admin/allocation/plan';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function placement(
  n: number,
  seat: [string, string] | null,
  source: PreviewPlacement['source'] = 'allocated',
) {
  return {
    registrationId: id(n),
    name: `Delegate ${n}`,
    email: `d${n}@example.com`,
    kind: 'individual',
    registeredAt: '2025-01-01T00:00:00.000Z',
    committeePreference: ['A'],
    portfolioPreference: ['a1'],
    seat: seat ? { committee: seat[0], portfolio: seat[1] } : null,
    choice: seat ? { kind: 'portfolio', rank: 1 } : { kind: 'unplaced', reason: 'noSeatLeft' },
    cost: 0,
    source,
  } satisfies PreviewPlacement;
}

/** A: a1 (held by someone else), a2 (proposed for 1), a3 (proposed for 2); B: b1 (proposed for 3), b2 (free). */
const preview: AllocationPreview = {
  message: 'Allocation proposed',
  eventName: 'Some Event',
  weights: {
    ...defaultAllocationWeights,
    portfolio: [...defaultAllocationWeights.portfolio],
    committee: [...defaultAllocationWeights.committee],
  },
  placements: [
    placement(1, ['A', 'a2']),
    placement(2, ['A', 'a3']),
    placement(3, ['B', 'b1']),
    placement(4, null),
  ],
  excluded: [],
  summary: {
    delegates: 4,
    placed: 3,
    unplaced: 1,
    totalCost: 40,
    firstChoice: { count: 3, share: 0.75 },
    topThree: { count: 3, share: 0.75 },
    anyPortfolio: { count: 3, share: 0.75 },
    anyPreference: { count: 3, share: 0.75 },
    committees: [
      { code: 'A', taken: 3, total: 3 },
      { code: 'B', taken: 1, total: 2 },
    ],
    seatsLeft: 1,
  },
  committees: [
    {
      code: 'A',
      displayName: 'Alpha',
      seats: [
        { portfolio: 'a1', heldBy: id(99), proposedFor: null },
        { portfolio: 'a2', heldBy: null, proposedFor: id(1) },
        { portfolio: 'a3', heldBy: null, proposedFor: id(2) },
      ],
    },
    {
      code: 'B',
      displayName: 'Beta',
      seats: [
        { portfolio: 'b1', heldBy: null, proposedFor: id(3) },
        { portfolio: 'b2', heldBy: null, proposedFor: null },
      ],
    },
  ],
};

const [p1, p2, p3, p4] = preview.placements as [
  PreviewPlacement,
  PreviewPlacement,
  PreviewPlacement,
  PreviewPlacement,
];
const none: Fixes = new Map();

describe('locks and overrides', () => {
  it('sends every lock and override in a body the API accepts', () => {
    let fixes = withLock(none, p1);
    fixes = withOverride(fixes, p4.registrationId, { committee: 'B', portfolio: 'b2' });
    const body = previewBody(preview.weights, fixes);
    expect(body.locks).toEqual([{ registrationId: id(1), committee: 'A', portfolio: 'a2' }]);
    expect(body.overrides).toEqual([{ registrationId: id(4), committee: 'B', portfolio: 'b2' }]);
    expect(allocationPreviewBodySchema.safeParse(body).success).toBe(true);
    expect(previewBody(undefined, none)).toEqual({ locks: [], overrides: [] });
  });

  it('cannot lock a delegate without a seat, and removes a fix', () => {
    expect(withLock(none, p4).size).toBe(0);
    const fixes = withLock(none, p2);
    expect(sourceOf(p2, fixes)).toBe('locked');
    expect(sourceOf(p1, fixes)).toBe('allocated');
    expect(sourceOf(p2, withoutFix(fixes, p2.registrationId))).toBe('allocated');
    expect(sourceOf(p3, withOverride(none, p3.registrationId, { committee: 'B', portfolio: 'b1' }))).toBe(
      'override',
    );
  });

  it('applies the seat of every placed delegate', () => {
    expect(seatsToApply(preview)).toEqual([
      { registrationId: id(1), committee: 'A', portfolio: 'a2' },
      { registrationId: id(2), committee: 'A', portfolio: 'a3' },
      { registrationId: id(3), committee: 'B', portfolio: 'b1' },
    ]);
  });
});

describe('the seats an override may take', () => {
  const offered = (fixes: Fixes, who: string) =>
    freeSeatsFor(preview, fixes, who).map((g) => ({
      code: g.code,
      seats: g.seats.map((s) => `${s.seat.portfolio}${s.proposedFor ? ` for ${s.proposedFor}` : ''}`),
    }));

  it('offers seats free in the database, those proposed for others named, never the own seat', () => {
    expect(offered(none, id(1))).toEqual([
      { code: 'A', seats: [`a3 for ${id(2)}`] },
      { code: 'B', seats: [`b1 for ${id(3)}`, 'b2'] },
    ]);
  });

  it('leaves out the seats locked or overridden for another delegate', () => {
    const fixes = withOverride(withLock(none, p2), id(3), { committee: 'B', portfolio: 'b2' });
    expect(offered(fixes, id(4))).toEqual([
      { code: 'A', seats: [`a2 for ${id(1)}`] },
      { code: 'B', seats: [`b1 for ${id(3)}`] },
    ]);
    // A delegate's own fix does not hide its seat from them (their seat on display, b1, is left out).
    expect(offered(fixes, id(3)).find((g) => g.code === 'B')?.seats).toEqual(['b2']);
  });
});

describe('conflicts', () => {
  it('drops the fixes of the delegates and seats a conflict names, keeping the others', () => {
    let fixes = withLock(none, p1);
    fixes = withLock(fixes, p2);
    fixes = withOverride(fixes, id(4), { committee: 'B', portfolio: 'b2' });
    const { fixes: kept, dropped } = withoutConflicts(fixes, [
      { registrationId: id(1), committee: 'A', portfolio: 'a2', reason: 'alreadyAssigned', heldBy: null },
      { registrationId: id(7), committee: 'B', portfolio: 'b2', reason: 'seatTaken', heldBy: id(99) },
    ]);
    expect([...kept.keys()]).toEqual([id(2)]);
    expect(dropped).toEqual([id(1), id(4)]);
    expect(withoutConflicts(fixes, []).dropped).toEqual([]);
  });
});

describe('the weights form', () => {
  it('starts from the defaults and parses them', () => {
    const parsed = parseWeights(defaultWeightsForm);
    expect(parsed).toEqual({ ok: true, weights: defaultAllocationWeights });
  });

  it("says what is wrong with the schema's messages, one per field", () => {
    const m = allocationMessages;
    const form = {
      ...defaultWeightsForm,
      portfolio: ['0', '5', '2', '3', '4', '5', '6', '7', '8'],
      outside: '',
      unplaced: '101',
    };
    const parsed = parseWeights(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.portfolio).toBe(m.portfolioWeights);
    expect(parsed.errors.outside).toBe(m.invalidWeight);
    expect(parsed.errors.unplaced).toBe(m.invalidWeight);
    expect(parsed.errors.committee).toBeUndefined();
    expect(parseWeights({ ...defaultWeightsForm, outside: '1.5' })).toMatchObject({
      ok: false,
      errors: { outside: m.invalidWeight },
    });
    expect(parseWeights({ ...defaultWeightsForm, unplaced: '15' })).toMatchObject({
      ok: false,
      errors: { unplaced: m.unplacedLast },
    });
  });
});

describe('words', () => {
  it('announces the run', () => {
    expect(proposedAnnouncement(preview.summary)).toBe('Allocation proposed: 4 delegates, 75% first choice');
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(3)).toBe('3rd');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(22)).toBe('22nd');
  });
});
