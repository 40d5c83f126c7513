/**
 * The group rules of an event in words: a group needs `groupMinPeople` people, the leader included, so the
 * leader registers once `groupMinPeople - 1` invited members have registered
 * (docs/requirements.md#groups-and-invites).
 */
import type { EventFees } from '~/shared/schemas/events';

/** Invited members who must register before the leader can. */
export const membersNeeded = (fees: EventFees) => fees.groupMinPeople - 1;

const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'one', 'two', '12'. */
export const inWords = (n: number) => words[n] ?? String(n);

/** 'one member', 'two members', '12 members'. */
export function membersPhrase(n: number): string {
  return `${inWords(n)} ${n === 1 ? 'member' : 'members'}`;
}
