/**
 * Check-in at the venue: personal check-in codes, the admin's lookup, search and check-in, the
 * live counts, and the delegate's pass on the dashboard. One contract for the API
 * (src/server/modules/checkin/routes.ts) and the /checkin page.
 */
import { checkinMessages } from '../desk-messages';
import { z } from '../zod';
import { adminRules } from './admin';
import { groupPaymentStates, registrationStatuses } from './registration';

const m = checkinMessages;

export const checkinRules = {
  /** Random bytes of a code (144 bits), written as base64url: 24 characters. */
  codeBytes: 18,
  /** Longest code text accepted (codes are 24 characters; a little slack for what a scanner adds). */
  codeMax: 64,
  /** Shortest and longest search text. */
  searchMin: 2,
  searchMax: adminRules.search,
  /** Most search results shown. */
  searchLimit: 20,
  /** How often the /checkin page refreshes its counts (ms). */
  countsRefreshMs: 5000,
} as const;

export const checkinCodeSchema = z
  .string()
  .trim()
  .min(1, m.enterCode)
  .max(checkinRules.codeMax, m.unknownCode);

export const checkinByCodeBodySchema = z.object({ code: checkinCodeSchema }).strict();
export const checkinByRegistrationBodySchema = z
  .object({ registrationId: z.string().max(adminRules.id, m.noSuchRegistration) })
  .strict();
export const checkinSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(checkinRules.searchMin, m.searchTooShort)
    .max(checkinRules.searchMax, m.searchTooShort),
});

/** An attendance record: the conference day, when (ISO) and by whom. */
export const attendanceRecordSchema = z.object({
  day: z.string(),
  at: z.string(),
  /** HH:MM in India. */
  time: z.string(),
  by: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const checkinDelegateSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(registrationStatuses),
  committee: z.string().nullable(),
  portfolio: z.string().nullable(),
  photo: z.string().nullable(),
  /** A group member's registration: where the group's payment stands (groupPaymentStates); else null. */
  groupPayment: z.enum(groupPaymentStates).nullable(),
  /** The answers the desk sees (the questions declared `atTheDoor`, src/shared/registration-questions.ts), by key. */
  answers: z.record(z.string(), z.string()),
  /** Today's record, when today is a conference day and the delegate is checked in. */
  today: attendanceRecordSchema.nullable(),
});
export type CheckinDelegate = z.infer<typeof checkinDelegateSchema>;

export const checkinLookupResponseSchema = z.object({
  message: z.string(),
  delegate: checkinDelegateSchema,
  /** Today's conference day, null when check-in is closed today. */
  day: z.string().nullable(),
});
export type CheckinLookupResponse = z.infer<typeof checkinLookupResponseSchema>;

export const checkinResponseSchema = z.object({
  message: z.string(),
  /** False when the delegate was already checked in today (the record is the first one). */
  created: z.boolean(),
  delegate: checkinDelegateSchema,
  record: attendanceRecordSchema,
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

/** A registration of the event that cannot be checked in: pending or declined (the door says which). */
export const notAdmittedSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'declined']),
});
export type NotAdmitted = z.infer<typeof notAdmittedSchema>;

export const checkinSearchResponseSchema = z.object({
  message: z.string(),
  day: z.string().nullable(),
  /** The confirmed delegates who match. */
  delegates: z.array(checkinDelegateSchema),
  /**
   * The event's registrations that match but are pending or declined: registered, yet not to be let in
   * (distinct from nobody matching at all).
   */
  notAdmitted: z.array(notAdmittedSchema),
});
export type CheckinSearchResponse = z.infer<typeof checkinSearchResponseSchema>;

export const checkinCountsResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  day: z.string().nullable(),
  /** The days with any attendance, and today's when it is a conference day, in order. */
  days: z.array(z.string()),
  committees: z.array(
    z.object({
      /** Committee code, or null for confirmed delegates without a seat. */
      code: z.string().nullable(),
      name: z.string(),
      confirmed: z.number().int(),
      /** Delegates checked in per day (`days`' order). */
      checkedIn: z.array(z.number().int()),
    }),
  ),
});
export type CheckinCountsResponse = z.infer<typeof checkinCountsResponseSchema>;

export const checkinPassSchema = z.object({
  eventName: z.string(),
  code: z.string(),
  committee: z.string().nullable(),
  portfolio: z.string().nullable(),
});
export type CheckinPass = z.infer<typeof checkinPassSchema>;

export const checkinPassesResponseSchema = z.object({
  message: z.string(),
  passes: z.array(checkinPassSchema),
});
export type CheckinPassesResponse = z.infer<typeof checkinPassesResponseSchema>;

export const reissueCodeResponseSchema = z.object({ message: z.string(), code: z.string() });
