/**
 * The roll call's states, apart from the chairs' schemas (src/shared/schemas/chairs.ts, which re-exports
 * them) so that the roll call page's code does not carry the validation library.
 */

/** Roll call, in the order a tap cycles through them. */
export const rollCallStates = ['present', 'presentAndVoting', 'absent'] as const;
export type RollCallState = (typeof rollCallStates)[number];

/** The state after `state` when a delegate's row is tapped (unmarked starts at present). */
export function nextRollCallState(state: RollCallState | null): RollCallState {
  if (state === null) return 'present';
  return rollCallStates[(rollCallStates.indexOf(state) + 1) % rollCallStates.length]!;
}
