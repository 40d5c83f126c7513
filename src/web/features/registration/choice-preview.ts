/**
 * The choice screen as the server can render it for a visitor it knows will see it
 * (docs/decisions/0041-registration-choice-in-the-html.md): the featured event's public facts only, worded on
 * the server so that the browser hydrates the same text.
 */
import type { ConferenceEvent, EventFees } from '~/shared/schemas/events';
import { type WindowNoticeText, windowNoticeText } from './when';

export interface ChoicePreview {
  eventName: string;
  fees: EventFees;
  notice: WindowNoticeText | null;
}

export function choicePreviewOf(event: ConferenceEvent, now: number = Date.now()): ChoicePreview {
  return { eventName: event.name, fees: event.fees, notice: windowNoticeText(event, false, now) };
}
