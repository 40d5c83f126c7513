/**
 * The committee and portfolio choices of the registration forms (docs/requirements.md#validation): 1 to 3
 * committees (a fourth clears the selection), portfolios from the chosen committees only, at most 3 per
 * committee and 9 in all. A portfolio counts for the first chosen committee that lists it, as the server
 * counts it (selectionProblem in src/shared/schemas/registration.ts).
 *
 * Both lists are ranked: the order of the arrays is the order of preference, 1st first, and is
 * sent and stored as it is. Choosing adds at the end, removing closes the gap (the rest move up a rank),
 * and moveCommittee / movePortfolio swap an item with its neighbour.
 */
import { messages } from '~/shared/messages';
import type { EventCommittee } from '~/shared/schemas/events';
import { registrationRules } from '~/shared/schemas/registration';

export interface Selection {
  committees: string[];
  portfolios: string[];
}

export interface SelectionChange {
  selection: Selection;
  /** Set when the change broke a rule (the message to show); null when it was fine. */
  committeeError?: string | null;
  portfolioError?: string | null;
}

export const emptySelection: Selection = { committees: [], portfolios: [] };

function lists(committees: readonly EventCommittee[]): Map<string, Set<string>> {
  return new Map(committees.map((c) => [c.code, new Set(c.portfolios)]));
}

/** The chosen committee a portfolio counts for (undefined when none of them lists it). */
export function ownerOf(
  portfolio: string,
  chosen: readonly string[],
  committees: readonly EventCommittee[],
): string | undefined {
  const byCode = lists(committees);
  return chosen.find((code) => byCode.get(code)?.has(portfolio));
}

/** How many of the chosen portfolios count for each chosen committee. */
export function portfolioCounts(
  selection: Selection,
  committees: readonly EventCommittee[],
): Map<string, number> {
  const counts = new Map<string, number>(selection.committees.map((code) => [code, 0]));
  for (const portfolio of selection.portfolios) {
    const owner = ownerOf(portfolio, selection.committees, committees);
    if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return counts;
}

export function toggleCommittee(
  selection: Selection,
  code: string,
  committees: readonly EventCommittee[],
): SelectionChange {
  if (selection.committees.includes(code)) {
    const remaining = selection.committees.filter((c) => c !== code);
    const byCode = lists(committees);
    const portfolios = selection.portfolios.filter((p) => remaining.some((c) => byCode.get(c)?.has(p)));
    return { selection: { committees: remaining, portfolios }, committeeError: null, portfolioError: null };
  }
  if (selection.committees.length >= registrationRules.maxCommittees) {
    return { selection: emptySelection, committeeError: messages.registration.selectCommittees };
  }
  return {
    selection: { ...selection, committees: [...selection.committees, code] },
    committeeError: null,
  };
}

export function togglePortfolio(
  selection: Selection,
  committee: string,
  portfolio: string,
  committees: readonly EventCommittee[],
): SelectionChange {
  if (selection.portfolios.includes(portfolio)) {
    return {
      selection: { ...selection, portfolios: selection.portfolios.filter((p) => p !== portfolio) },
      portfolioError: null,
    };
  }
  if (selection.portfolios.length >= registrationRules.maxPortfolios) {
    return { selection, portfolioError: messages.registration.maxPortfolios };
  }
  const owner = ownerOf(portfolio, selection.committees, committees) ?? committee;
  if (
    (portfolioCounts(selection, committees).get(owner) ?? 0) >= registrationRules.maxPortfoliosPerCommittee
  ) {
    return { selection, portfolioError: messages.ui.registration.maxPortfoliosPerCommittee };
  }
  return {
    selection: { ...selection, portfolios: [...selection.portfolios, portfolio] },
    portfolioError: null,
  };
}

/** Towards rank 1 ('up') or away from it ('down'). */
export type Direction = 'up' | 'down';

/** Whether the item at `index` of a list of `length` can move one place that way (not past either end). */
export function canMove(length: number, index: number, direction: Direction): boolean {
  if (index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** A copy of `list` with the item at `index` swapped with its neighbour; unchanged when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const next = [...list];
  if (!canMove(list.length, index, direction)) return next;
  const other = direction === 'up' ? index - 1 : index + 1;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * Moves a chosen committee one rank up or down. Refused (the selection unchanged, with committeeError) when
 * the new order would count more than 3 portfolios for one committee: a portfolio two chosen committees list
 * counts for the one ranked higher.
 */
export function moveCommittee(
  selection: Selection,
  code: string,
  direction: Direction,
  committees: readonly EventCommittee[],
): SelectionChange {
  const index = selection.committees.indexOf(code);
  if (!canMove(selection.committees.length, index, direction)) return { selection };
  const next = { ...selection, committees: moveItem(selection.committees, index, direction) };
  for (const [owner, count] of portfolioCounts(next, committees)) {
    if (count > registrationRules.maxPortfoliosPerCommittee) {
      const name = committees.find((c) => c.code === owner)?.displayName ?? owner;
      return { selection, committeeError: messages.ui.registration.orderOverfills(name) };
    }
  }
  return { selection: next, committeeError: null };
}

/** Moves a chosen portfolio one rank up or down (the counts per committee do not depend on this order). */
export function movePortfolio(
  selection: Selection,
  portfolio: string,
  direction: Direction,
): SelectionChange {
  const index = selection.portfolios.indexOf(portfolio);
  if (!canMove(selection.portfolios.length, index, direction)) return { selection };
  return { selection: { ...selection, portfolios: moveItem(selection.portfolios, index, direction) } };
}
