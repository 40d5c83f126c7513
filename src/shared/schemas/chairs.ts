/**
 * Chairs, committee sessions and roll call: one contract for the API (src/server/modules/chairs/routes.ts),
 * the admin's chairs page, the invite page, the chair's roll call and the delegate's dashboard.
 */
import { chairMessages } from '../desk-messages';
import { rollCallStates } from '../roll-call-states';
import { z } from '../zod';
import { accountLimits, isEmailAddress } from './accounts';
import { adminRules } from './admin';
import { isCalendarDate } from './events';
import { registrationRules } from './registration';

const m = chairMessages;

export const chairRules = {
  email: accountLimits.email,
  committee: registrationRules.choice,
  /** Invite tokens are 43 characters (32 bytes, base64url); a little slack. */
  token: 64,
  sessionName: 80,
  maxSessions: 60,
  id: adminRules.id,
} as const;

export const chairStates = ['invited', 'accepted', 'revoked'] as const;
export type ChairState = (typeof chairStates)[number];

export { type RollCallState, nextRollCallState, rollCallStates } from '../roll-call-states';

const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(chairRules.email, m.invalidEmail)
  .refine(isEmailAddress, m.invalidEmail)
  .transform((v) => v.toLowerCase());

/** POST /admin/events/:eventName/chairs */
export const chairInviteBodySchema = z
  .object({
    committee: z
      .string({ error: m.committeeRequired })
      .trim()
      .min(1, m.committeeRequired)
      .max(chairRules.committee, m.noSuchCommittee),
    email: emailField,
  })
  .strict();
export type ChairInviteBody = z.infer<typeof chairInviteBodySchema>;

export const chairTokenBodySchema = z
  .object({
    token: z
      .string({ error: m.noSuchInvite })
      .trim()
      .min(1, m.noSuchInvite)
      .max(chairRules.token, m.noSuchInvite),
  })
  .strict();

const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const sessionInputSchema = z
  .object({
    /** A session kept from before (its roll call stays); absent for a new one. */
    id: z.string().max(chairRules.id, m.noSuchSession).optional(),
    name: z
      .string({ error: m.sessionNameRequired })
      .trim()
      .min(1, m.sessionNameRequired)
      .max(chairRules.sessionName, m.sessionNameTooLong(chairRules.sessionName)),
    day: z.string({ error: m.invalidDay }).max(10, m.invalidDay).refine(isCalendarDate, m.invalidDay),
    startTime: z.string({ error: m.invalidTime }).max(5, m.invalidTime).regex(timePattern, m.invalidTime),
  })
  .strict();
export type SessionInput = z.infer<typeof sessionInputSchema>;

/** PUT /admin/events/:eventName/sessions: the whole list, in order. */
export const sessionsBodySchema = z
  .object({
    sessions: z
      .array(sessionInputSchema, { error: m.sessionNameRequired })
      .max(chairRules.maxSessions, m.tooManySessions(chairRules.maxSessions)),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.sessions.forEach((s, i) => {
      const key = s.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['sessions', i, 'name'], message: m.duplicateSession(s.name) });
      seen.add(key);
    });
  });
export type SessionsBody = z.infer<typeof sessionsBodySchema>;

/** PUT .../roll-call/:registrationId */
export const rollCallBodySchema = z
  .object({ state: z.enum(rollCallStates, { error: m.invalidState }) })
  .strict();

export const committeeSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  day: z.string(),
  startTime: z.string(),
});
export type CommitteeSession = z.infer<typeof committeeSessionSchema>;

export const chairSchema = z.object({
  id: z.string(),
  committee: z.string(),
  committeeName: z.string(),
  email: z.string(),
  /** The account's name once accepted. */
  name: z.string().nullable(),
  state: z.enum(chairStates),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Chair = z.infer<typeof chairSchema>;

export const chairCommitteeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The executive board listed for the committee in the event's data (names: a hint for the admin). */
  board: z.array(z.string()),
});

export const adminChairsResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  committees: z.array(chairCommitteeSchema),
  chairs: z.array(chairSchema),
  sessions: z.array(committeeSessionSchema),
});
export type AdminChairsResponse = z.infer<typeof adminChairsResponseSchema>;

export const chairResponseSchema = z.object({ message: z.string(), chair: chairSchema });
export const sessionsResponseSchema = z.object({
  message: z.string(),
  sessions: z.array(committeeSessionSchema),
});

export const chairInviteResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  committee: z.string(),
  committeeName: z.string(),
  email: z.string(),
  state: z.enum(chairStates),
});
export type ChairInviteInfo = z.infer<typeof chairInviteResponseSchema>;

export const chairRoomRefSchema = z.object({
  eventName: z.string(),
  committee: z.string(),
  committeeName: z.string(),
});
export type ChairRoomRef = z.infer<typeof chairRoomRefSchema>;

export const acceptResponseSchema = z.object({ message: z.string(), room: chairRoomRefSchema });
export const myCommitteesResponseSchema = z.object({
  message: z.string(),
  committees: z.array(chairRoomRefSchema),
});

export const seatedDelegateSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  portfolio: z.string(),
  institution: z.string().nullable(),
});
export type SeatedDelegate = z.infer<typeof seatedDelegateSchema>;

export const rollCallEntrySchema = z.object({
  registrationId: z.string(),
  state: z.enum(rollCallStates).nullable(),
  /** Checked in at the door on the session's day. */
  checkedIn: z.boolean(),
});
export type RollCallEntry = z.infer<typeof rollCallEntrySchema>;

export const rollCallResponseSchema = z.object({
  message: z.string(),
  session: committeeSessionSchema,
  entries: z.array(rollCallEntrySchema),
});
export type RollCall = z.infer<typeof rollCallResponseSchema>;

export const chairRoomResponseSchema = z.object({
  message: z.string(),
  room: chairRoomRefSchema,
  sessions: z.array(committeeSessionSchema),
  delegates: z.array(seatedDelegateSchema),
  /**
   * The roll call of the first session (the one the page opens on), as GET .../sessions/:sessionId answers
   * it, so that the page shows it without a second call; null when the event has no session.
   */
  firstRollCall: rollCallResponseSchema
    .nullable()
    .describe(
      'The roll call of the first of `sessions`, as GET .../sessions/:sessionId answers it; null without sessions',
    ),
});
export type ChairRoom = z.infer<typeof chairRoomResponseSchema>;

export const markResponseSchema = z.object({ message: z.string(), entry: rollCallEntrySchema });

export const myAttendanceResponseSchema = z.object({
  message: z.string(),
  committees: z.array(
    chairRoomRefSchema.extend({
      portfolio: z.string(),
      sessions: z.array(committeeSessionSchema.extend({ state: z.enum(rollCallStates).nullable() })),
    }),
  ),
});
export type MyAttendance = z.infer<typeof myAttendanceResponseSchema>;
