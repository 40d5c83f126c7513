/** The audience choices of the compose form: the types, and the values of each from the event. */
import type { AdminCommitteeRef } from '~/shared/schemas/admin';
import {
  type Audience,
  type AudienceType,
  announcementRules,
  audienceKindLabels,
} from '~/shared/schemas/announcements';
import { registrationKinds, registrationStatuses } from '~/shared/schemas/registration';
import { committeeName, statusLabel } from '~/web/components/app/format';

export const audienceTypeLabels: Record<AudienceType, string> = {
  all: 'All registrants',
  status: 'By registration status',
  committee: 'By assigned committee',
  kind: 'By kind of registration',
  unpaid: 'Payment not received after some days',
};

/** The label of the value's field; 'unpaid' takes a number of days instead of a choice. */
export const valueLabels: Record<Exclude<AudienceType, 'all'>, string> = {
  status: 'Registration status',
  committee: 'Assigned committee',
  kind: 'Kind of registration',
  unpaid: 'Days since registering',
};

/** The value choices of an audience type (none for 'all' and 'unpaid'). */
export function valueOptions(type: AudienceType, committees: AdminCommitteeRef[]) {
  switch (type) {
    case 'all':
    case 'unpaid':
      return [];
    case 'status':
      return registrationStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
    case 'kind':
      return registrationKinds.map((k) => ({ value: k, label: audienceKindLabels[k] }));
    case 'committee':
      return committees.map((c) => ({ value: c.code, label: committeeName(c) }));
  }
}

/** The value a type starts with: its first choice, or for 'unpaid' the default number of days. */
export function initialValue(type: AudienceType, committees: AdminCommitteeRef[]): string {
  if (type === 'unpaid') return String(announcementRules.unpaidDays.default);
  return valueOptions(type, committees)[0]?.value ?? '';
}

/** The audience the form's choice makes (days as typed: the shared schema checks them). */
export function toAudience(type: AudienceType, value: string): Audience {
  if (type === 'all') return { type };
  if (type === 'unpaid') return { type, days: value.trim() === '' ? Number.NaN : Number(value) };
  return { type, value } as Audience;
}
