/** The featured event's registration state for the public pages' loaders (run on the server). */
import type { ConferenceEvent } from '~/shared/schemas/events';
import { windowSentence, windowState } from '~/web/features/registration/when';
import type { RegistrationState } from './RegistrationNotice';

/**
 * Decided and worded at rendering time, on the server: the page then shows the same text before and after
 * the browser takes over, whatever its clock or time zone (the server renders the page again when the state
 * changes by itself, at the window's opening or closing).
 */
export function registrationStateOf(event: ConferenceEvent, now: number = Date.now()): RegistrationState {
  const state = windowState(event, now);
  return { state: state.state, when: windowSentence(state) };
}
