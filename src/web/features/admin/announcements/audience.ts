/** The audience choices of the compose form: the types, and the values of each from the event. */
import type { AdminCommitteeRef } from '~/shared/schemas/admin';
import { type Audience, type AudienceType, audienceKindLabels } from '~/shared/schemas/announcements';
import { registrationKinds, registrationStatuses } from '~/shared/schemas/registration';
import { committeeName, statusLabel } from '~/web/components/app/format';

export const audienceTypeLabels: Record<AudienceType, string> = {
  all: 'All registrants',
  status: 'By registration status',
  committee: 'By assigned committee',
  kind: 'By kind of registration',
};

export const valueLabels: Record<Exclude<AudienceType, 'all'>, string> = {
  status: 'Registration status',
  committee: 'Assigned committee',
  kind: 'Kind of registration',
};

/** The value choices of an audience type (none for 'all'). */
export function valueOptions(type: AudienceType, committees: AdminCommitteeRef[]) {
  switch (type) {
    case 'all':
      return [];
    case 'status':
      return registrationStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
    case 'kind':
      return registrationKinds.map((k) => ({ value: k, label: audienceKindLabels[k] }));
    case 'committee':
      return committees.map((c) => ({ value: c.code, label: committeeName(c) }));
  }
}

export const toAudience = (type: AudienceType, value: string) =>
  (type === 'all' ? { type } : { type, value }) as Audience;
