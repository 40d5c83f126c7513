/**
 * The committee and portfolio choices of the registration forms (src/web/features/registration/selection.ts):
 * 1 to 3 committees (a fourth clears the selection), portfolios only from chosen committees, at most 3 per
 * committee and 9 in all; a portfolio listed by two chosen committees counts for the first one chosen.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EventCommittee } from '~/shared/schemas/events';
import {
  emptySelection,
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

  it('a fourth clears the whole selection with the spec message', () => {
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

  it('refuses a tenth portfolio in all with the spec message', () => {
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
