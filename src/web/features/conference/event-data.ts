/** Helpers for showing an event as the database holds it (src/shared/schemas/events.ts). */
import type { ImageAsset } from '~/content/types';
import type { ConferenceEvent, EventCommittee, ImageRef } from '~/shared/schemas/events';

/** An event's image as the Img component takes it. */
export const imageAsset = (ref: ImageRef): ImageAsset => ({
  src: ref.url,
  width: ref.width,
  height: ref.height,
  alt: ref.alt,
});

/** A committee as the conference page shows it (the portfolio lists are the registration form's). */
export type PageCommittee = Omit<EventCommittee, 'portfolios'>;

/**
 * The event as the conference page shows it, and nothing more in its HTML: the fees, payment details,
 * window and portfolio lists are other pages' (and kept the page's HTML within one round trip of a phone's
 * first connection, under TCP's initial window of about 14 KB: docs/decisions/0043-conference-page-data.md).
 */
export type ConferencePageEvent = Pick<
  ConferenceEvent,
  'name' | 'theme' | 'about' | 'startsOn' | 'endsOn' | 'venue' | 'hero' | 'board' | 'coSponsors'
> & { committees: PageCommittee[] };

export function conferencePageEvent(event: ConferenceEvent): ConferencePageEvent {
  const { name, theme, about, startsOn, endsOn, venue, hero, board, coSponsors } = event;
  const committees = event.committees.map(({ portfolios: _portfolios, ...committee }) => committee);
  return { name, theme, about, startsOn, endsOn, venue, hero, board, coSponsors, committees };
}

/** The committee display names by code, for the board members who chair one. */
export const displayNames = (
  event: Pick<ConferenceEvent, 'committees'> | ConferencePageEvent,
): Map<string, string> => new Map(event.committees.map((c) => [c.code, c.displayName]));

/** The number of days from start to end, both included, when both dates are known. */
export function lengthInDays(startsOn: string | null, endsOn: string | null): number | null {
  if (!startsOn || !endsOn) return null;
  const days = (Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) && days >= 0 ? days + 1 : null;
}
