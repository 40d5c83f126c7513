/**
 * The committee and portfolio choices of the registration forms (src/web/features/registration/selection.ts):
 * 1 to 3 committees (a fourth clears the selection), portfolios only from chosen committees, at most 3 per
 * committee and 9 in all; a portfolio listed by two chosen committees counts for the first one chosen.
 * Both lists are ranked: choosing adds at the end, removing closes the gap, and the move functions
 * swap an item with its neighbour (never past an end; a committee move that would overfill a committee is
 * refused).
 */
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EventCommittee } from '~/shared/schemas/events';
import { selectionProblem } from '~/shared/schemas/registration';
import {
  canMove,
  emptySelection,
  moveCommittee,
  moveItem,
  movePortfolio,
  ownerOf,
  portfolioCounts,
  toggleCommittee,
  togglePortfolio,
  type Selection,
} from '~/web/features/registration/selection';

const committee = (code: string, portfolios: string[]): EventCommittee => ({
  code,
  displayName: code,
  fullName: '',
  agenda: '',
  description: '',
  banner: null,
  guideUrl: null,
  portfolios,
});

/** An event of its own: 'Shared' is listed by two committees. */
const committees = [
  committee('A', ['a1', 'a2', 'a3', 'a4', 'Shared']),
  committee('B', ['b1', 'b2', 'b3', 'b4', 'Shared']),
  committee('C', ['c1', 'c2', 'c3', 'c4']),
  committee('D', ['d1']),
];

/** Chooses committees, then portfolios (committee code and name), failing on any refused step. */
function build(codes: string[], picks: [string, string][] = []): Selection {
  let selection = emptySelection;
  for (const code of codes) selection = toggleCommittee(selection, code, committees).selection;
  for (const [code, portfolio] of picks) {
    const change = togglePortfolio(selection, code, portfolio, committees);
    expect(change.portfolioError).toBeNull();
    selection = change.selection;
  }
  return selection;
}

describe('toggleCommittee', () => {
  it('adds up to three committees in the order chosen', () => {
    expect(build(['C', 'A', 'B'])).toEqual({ committees: ['C', 'A', 'B'], portfolios: [] });
  });

  it('a fourth clears the whole selection with "Please select 1-3 committees"', () => {
    const three = build(['A', 'B', 'C'], [['A', 'a1']]);
    const change = toggleCommittee(three, 'D', committees);
    expect(change).toEqual({
      selection: emptySelection,
      committeeError: messages.registration.selectCommittees,
    });
  });

  it('removing a committee drops the portfolios only it lists, and clears the errors', () => {
    const selection = build(
      ['A', 'B'],
      [
        ['A', 'a1'],
        ['B', 'b1'],
        ['A', 'Shared'],
      ],
    );
    const change = toggleCommittee(selection, 'A', committees);
    // 'Shared' stays: B lists it too.
    expect(change).toEqual({
      selection: { committees: ['B'], portfolios: ['b1', 'Shared'] },
      committeeError: null,
      portfolioError: null,
    });
  });
});

describe('togglePortfolio', () => {
  it('refuses a fourth portfolio in one committee and keeps the selection', () => {
    const selection = build(
      ['A'],
      [
        ['A', 'a1'],
        ['A', 'a2'],
        ['A', 'a3'],
      ],
    );
    expect(togglePortfolio(selection, 'A', 'a4', committees)).toEqual({
      selection,
      portfolioError: messages.ui.registration.maxPortfoliosPerCommittee,
    });
  });

  it('removes a chosen portfolio', () => {
    const selection = build(['A'], [['A', 'a1']]);
    expect(togglePortfolio(selection, 'A', 'a1', committees)).toEqual({
      selection: { committees: ['A'], portfolios: [] },
      portfolioError: null,
    });
  });

  it('counts a portfolio two chosen committees list for the first one chosen', () => {
    const selection = build(
      ['B', 'A'],
      [
        ['B', 'b1'],
        ['B', 'b2'],
      ],
    );
    // Picked under A, 'Shared' still counts for B (chosen first), which is then full.
    expect(togglePortfolio(selection, 'A', 'Shared', committees).portfolioError).toBeNull();
    const withShared = togglePortfolio(selection, 'A', 'Shared', committees).selection;
    expect(ownerOf('Shared', withShared.committees, committees)).toBe('B');
    expect(portfolioCounts(withShared, committees)).toEqual(
      new Map([
        ['B', 3],
        ['A', 0],
      ]),
    );
    expect(togglePortfolio(withShared, 'B', 'b3', committees).portfolioError).toBe(
      messages.ui.registration.maxPortfoliosPerCommittee,
    );
    expect(togglePortfolio(withShared, 'A', 'a1', committees).portfolioError).toBeNull();
  });

  it('refuses a tenth portfolio in all with "You can select maximum of 9 Portfolios"', () => {
    const selection = build(
      ['A', 'B', 'C'],
      [
        ['A', 'a1'],
        ['A', 'a2'],
        ['A', 'a3'],
        ['B', 'b1'],
        ['B', 'b2'],
        ['B', 'b3'],
        ['C', 'c1'],
        ['C', 'c2'],
        ['C', 'c3'],
      ],
    );
    expect(selection.portfolios).toHaveLength(9);
    expect(togglePortfolio(selection, 'C', 'c4', committees)).toEqual({
      selection,
      portfolioError: messages.registration.maxPortfolios,
    });
  });

  it('an unknown portfolio counts for nobody', () => {
    expect(ownerOf('zz', ['A', 'B'], committees)).toBeUndefined();
    expect(portfolioCounts({ committees: ['A'], portfolios: ['zz'] }, committees)).toEqual(
      new Map([['A', 0]]),
    );
  });
});

describe('ranks: the order chosen is the order of preference', () => {
  it('choosing adds at the end; removing closes the gap and keeps the others in order', () => {
    const selection = build(
      ['C', 'A', 'B'],
      [
        ['B', 'b1'],
        ['A', 'a1'],
        ['C', 'c1'],
        ['A', 'a2'],
      ],
    );
    expect(selection).toEqual({ committees: ['C', 'A', 'B'], portfolios: ['b1', 'a1', 'c1', 'a2'] });
    // Remove the 2nd portfolio: the 3rd and 4th become 2nd and 3rd.
    expect(togglePortfolio(selection, 'A', 'a1', committees).selection.portfolios).toEqual([
      'b1',
      'c1',
      'a2',
    ]);
    // Remove the 2nd committee: its portfolios go, the rest keep their order.
    expect(toggleCommittee(selection, 'A', committees).selection).toEqual({
      committees: ['C', 'B'],
      portfolios: ['b1', 'c1'],
    });
    // Chosen again, it comes last.
    const again = toggleCommittee(toggleCommittee(selection, 'A', committees).selection, 'A', committees);
    expect(again.selection.committees).toEqual(['C', 'B', 'A']);
  });

  it('canMove: not above the first nor below the last, nor an item not in the list', () => {
    expect(canMove(3, 0, 'up')).toBe(false);
    expect(canMove(3, 0, 'down')).toBe(true);
    expect(canMove(3, 1, 'up')).toBe(true);
    expect(canMove(3, 1, 'down')).toBe(true);
    expect(canMove(3, 2, 'down')).toBe(false);
    expect(canMove(3, 2, 'up')).toBe(true);
    expect(canMove(1, 0, 'up')).toBe(false);
    expect(canMove(1, 0, 'down')).toBe(false);
    expect(canMove(3, -1, 'down')).toBe(false);
    expect(canMove(3, 3, 'up')).toBe(false);
  });

  it('moveItem swaps with the neighbour, returns a copy, and leaves the ends alone', () => {
    const list = ['x', 'y', 'z'] as const;
    expect(moveItem(list, 1, 'up')).toEqual(['y', 'x', 'z']);
    expect(moveItem(list, 1, 'down')).toEqual(['x', 'z', 'y']);
    expect(moveItem(list, 0, 'up')).toEqual(['x', 'y', 'z']);
    expect(moveItem(list, 2, 'down')).toEqual(['x', 'y', 'z']);
    expect(moveItem(list, 5, 'up')).toEqual(['x', 'y', 'z']);
    expect(list).toEqual(['x', 'y', 'z']);
  });

  it('movePortfolio moves one portfolio a rank, across committees, and back', () => {
    const selection = build(
      ['A', 'B'],
      [
        ['A', 'a1'],
        ['B', 'b1'],
        ['A', 'a2'],
      ],
    );
    const down = movePortfolio(selection, 'a1', 'down').selection;
    expect(down).toEqual({ committees: ['A', 'B'], portfolios: ['b1', 'a1', 'a2'] });
    const last = movePortfolio(down, 'a1', 'down').selection;
    expect(last.portfolios).toEqual(['b1', 'a2', 'a1']);
    // At the end: nothing moves.
    expect(movePortfolio(last, 'a1', 'down').selection).toEqual(last);
    expect(movePortfolio(last, 'b1', 'up').selection).toEqual(last);
    expect(movePortfolio(last, 'zz', 'up').selection).toEqual(last);
    expect(movePortfolio(movePortfolio(last, 'a1', 'up').selection, 'a1', 'down').selection).toEqual(last);
    // The committees and the counts are untouched, and the server accepts the new order.
    expect(last.committees).toEqual(['A', 'B']);
    expect(portfolioCounts(last, committees)).toEqual(portfolioCounts(selection, committees));
    expect(selectionProblem(last.committees, last.portfolios, committees)).toBeNull();
  });

  it('moveCommittee moves a committee a rank and keeps its portfolios', () => {
    const selection = build(
      ['A', 'B', 'C'],
      [
        ['A', 'a1'],
        ['C', 'c1'],
      ],
    );
    const change = moveCommittee(selection, 'C', 'up', committees);
    expect(change).toEqual({
      selection: { committees: ['A', 'C', 'B'], portfolios: ['a1', 'c1'] },
      committeeError: null,
    });
    const top = moveCommittee(change.selection, 'C', 'up', committees).selection;
    expect(top.committees).toEqual(['C', 'A', 'B']);
    expect(moveCommittee(top, 'C', 'up', committees)).toEqual({ selection: top });
    expect(moveCommittee(top, 'B', 'down', committees)).toEqual({ selection: top });
    expect(moveCommittee(top, 'D', 'up', committees)).toEqual({ selection: top });
    expect(moveCommittee(top, 'A', 'down', committees).selection.committees).toEqual(['C', 'B', 'A']);
  });

  it('a committee move that would count a fourth portfolio for one committee is refused', () => {
    // 'Shared' counts for B (ranked above A); A already has three of its own.
    const selection = build(
      ['B', 'A'],
      [
        ['B', 'Shared'],
        ['A', 'a1'],
        ['A', 'a2'],
        ['A', 'a3'],
      ],
    );
    expect(ownerOf('Shared', selection.committees, committees)).toBe('B');
    expect(moveCommittee(selection, 'A', 'up', committees)).toEqual({
      selection,
      committeeError: messages.ui.registration.orderOverfills('A'),
    });
    // What the refusal spares: the server would refuse the moved order.
    expect(selectionProblem(['A', 'B'], selection.portfolios, committees)).toBe('portfolio');
    // With one of A's own removed, the move is fine and 'Shared' counts for A.
    const fewer = togglePortfolio(selection, 'A', 'a3', committees).selection;
    const moved = moveCommittee(fewer, 'A', 'up', committees);
    expect(moved.committeeError).toBeNull();
    expect(portfolioCounts(moved.selection, committees)).toEqual(
      new Map([
        ['A', 3],
        ['B', 0],
      ]),
    );
  });
});
