/** Display helpers of the admin and superadmin pages (dates in Indian English, committee and status names). */
import type { AdminCommitteeRef } from '~/shared/schemas/admin';
import { lazyDateTimeFormat } from '~/shared/date-format';

/** A committee's name as its event shows it, with the code when they differ ('Display Name (CODE)'). */
export function committeeName(committee: AdminCommitteeRef): string {
  return committee.displayName === committee.code
    ? committee.code
    : `${committee.displayName} (${committee.code})`;
}

/** The name of the committee `code` among the event's committees (the code itself when it is not one). */
export function committeeLabel(
  committees: readonly AdminCommitteeRef[],
  code: string | null | undefined,
): string {
  if (!code) return '';
  const committee = committees.find((c) => c.code === code);
  return committee ? committeeName(committee) : code;
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const dateTime = lazyDateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dayLong = lazyDateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayShort = lazyDateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An ISO timestamp as e.g. '3 Nov 2024, 4:05 pm' (empty when missing or invalid). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

/** A YYYY-MM-DD day as '3 Nov 2024' (or '3 Nov' when short). */
export function formatDay(day: string, short = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (short ? dayShort : dayLong)().format(date);
}

/** A committee session's day and start time as e.g. '29 Nov, 09:30': short enough for a phone's select. */
export function formatSessionTime(day: string, startTime: string): string {
  return `${formatDay(day, true)}, ${startTime}`;
}
