/**
 * The conference day a check-in counts for: today's date in India (where the conference is held), when it
 * lies within the event's dates. Used by the check-in service and shown by the /checkin page.
 */
import { lazyDateTimeFormat } from './date-format';

/** The conference's time zone: dates and times of check-in are read on its clock. */
export const CONFERENCE_TIME_ZONE = 'Asia/Kolkata';

const dateFormat = lazyDateTimeFormat('en-CA', {
  timeZone: CONFERENCE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const timeFormat = lazyDateTimeFormat('en-GB', {
  timeZone: CONFERENCE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date (YYYY-MM-DD) of an instant in India. */
export function dateInIndia(instant: Date): string {
  return dateFormat().format(instant);
}

/** The time of day (HH:MM, 24 hours) of an instant in India. */
export function timeInIndia(instant: Date): string {
  return timeFormat().format(instant);
}

/**
 * The conference day (YYYY-MM-DD) of `now`, or null when the event has no dates or `now` falls outside
 * starts_on..ends_on (both included). An event with a start and no end lasts one day.
 */
export function conferenceDay(now: Date, startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn) return null;
  const today = dateInIndia(now);
  const last = endsOn ?? startsOn;
  return today >= startsOn && today <= last ? today : null;
}
