/**
 * The committee and portfolio choices of the registration forms (SPEC section 5): 1 to 3 committees (a
 * fourth clears the selection), portfolios from the chosen committees only, at most 3 per committee and 9
 * in all. A portfolio counts for the first chosen committee that lists it, as the server counts it
 * (selectionProblem in src/shared/schemas/registration.ts).
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
