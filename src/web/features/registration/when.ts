/**
 * When an event happens and when its registration opens or closes, as the registration screen and the
 * dashboard say it. Times are shown in India Standard Time, the club's, whatever the visitor's clock says.
 */
import { lazyDateTimeFormat } from '~/shared/date-format';
import { messages } from '~/shared/messages';
import type { ConferenceEvent } from '~/shared/schemas/events';

const moment = lazyDateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const day = lazyDateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1 December 2026 at 10:00 am IST'. */
export function formatMoment(iso: string): string {
  return `${moment().format(new Date(iso))} IST`;
}

/** '4–6 October 2024', '4 October 2024', or null while the dates are not announced. */
export function formatEventDates(startsOn: string | null, endsOn: string | null): string | null {
  const start = startsOn ?? endsOn;
  if (!start) return null;
  const from = new Date(`${start}T00:00:00Z`);
  if (!endsOn || endsOn === start) return day().format(from);
  return day().formatRange(from, new Date(`${endsOn}T00:00:00Z`));
}

export type WindowState =
  | { state: 'open'; closesAt: string | null }
  /** The switch is on and the window opens later. */
  | { state: 'scheduled'; opensAt: string }
  | { state: 'closed' };

/** The event's registration state now (the server's `registrationOpen` decides open or not). */
export function windowState(event: ConferenceEvent, now: number = Date.now()): WindowState {
  const { switchOpen, opensAt, closesAt } = event.window;
  if (event.registrationOpen) return { state: 'open', closesAt };
  if (switchOpen && opensAt && Date.parse(opensAt) > now) return { state: 'scheduled', opensAt };
  return { state: 'closed' };
}

/** 'Registration opens on 1 December 2026 at 10:00 am IST.' and the like; null when there is nothing to say. */
export function windowSentence(window: WindowState): string | null {
  if (window.state === 'scheduled') return `${messages.events.opensOn} ${formatMoment(window.opensAt)}.`;
  if (window.state === 'open' && window.closesAt)
    return `${messages.events.closesOn} ${formatMoment(window.closesAt)}.`;
  return null;
}

/** The line above the choice and the form: open with its closing moment, scheduled, or closed. */
export interface WindowNoticeText {
  closed: boolean;
  text: string;
}

const readAnyway = 'You can still look through the form.';

/**
 * What the window notice says of the event now: closed (and, on the form, that it can still be read),
 * scheduled with the moment it opens, or open with the moment it closes; null when open with no end.
 */
export function windowNoticeText(
  event: ConferenceEvent,
  onForm = false,
  now: number = Date.now(),
): WindowNoticeText | null {
  const state = windowState(event, now);
  const sentence = windowSentence(state);
  if (state.state === 'open') return sentence ? { closed: false, text: sentence } : null;
  const text = [`${messages.registration.eventClosed}.`, sentence, onForm ? readAnyway : null];
  return { closed: true, text: text.filter(Boolean).join(' ') };
}
