/**
 * The words of an event's results page (/results/<event>): the awards themselves are data, published by the
 * organisers (docs/decisions/0065-awards-certificates-results-marks.md).
 */
export const resultsPage = {
  /** The page's title and heading: the event's name goes in. */
  title: (event: string) => `Results: ${event}`,
  description: (event: string) => `The awards of ${event} by committee, as published by the secretariat.`,
  eyebrow: 'Awards',
  notYet: 'The awards of this conference are not published yet. Come back after the closing ceremony.',
  /** Read before each committee's list. */
  committeeAwards: (committee: string) => `Awards of ${committee}`,
} as const;
