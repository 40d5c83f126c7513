/**
 * The event the migrations seed: 'Annual Conference 2024' with the original site's values
 * (docs/requirements.md#fees). Tests and benches name it from here; src/ never names a conference
 * (tests/unit/no-conference-facts.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { EventFees } from '../../src/shared/schemas/events';

export const SEEDED_EVENT = 'Annual Conference 2024';

/** The Mock MUN the migrations seed (migration 0016): free, institute students only, on the Mock MUN page. */
export const SEEDED_MOCK_MUN = 'Mock MUN 2024';
export const seededMockMun = {
  startsOn: '2024-09-28',
  endsOn: '2024-09-29',
  venue: 'Lecture Hall Complex, NIT Silchar campus, Silchar, Assam',
  committees: ['UNGA-DISEC', 'Crisis'],
  displayNames: ['UNGA-DISEC', 'Crisis Committee'],
} as const;

export const seededFees: EventFees = {
  individual: 399,
  groupPerMember: 349,
  hospitality: 1500,
  groupMinPeople: 3,
};

/** Committee codes in the seeded order, with the display name that differs from its code. */
export const seededCommittees = ['Mahabharat', 'UNHRC', 'IPC', 'IB'] as const;
export const seededDisplayNames: Record<(typeof seededCommittees)[number], string> = {
  Mahabharat: 'Hastinapur Special Council',
  UNHRC: 'UNHRC',
  IPC: 'IPC',
  IB: 'IB',
};

/** The portfolio lists of the seeded event: the ones the club published (an exact duplicate once). */
export const seededPortfolios: Record<(typeof seededCommittees)[number], string[]> = (() => {
  const published = JSON.parse(
    readFileSync(new URL('../fixtures/annual-conference-2024-portfolios.json', import.meta.url), 'utf8'),
  ) as { committees: Record<string, string[]> };
  return Object.fromEntries(
    seededCommittees.map((code) => [code, [...new Set(published.committees[code] ?? [])]]),
  ) as Record<(typeof seededCommittees)[number], string[]>;
})();
