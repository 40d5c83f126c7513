/**
 * Conference registration payloads (POST /reg/yp in its three variants, POST /sendinvite, the superadmin's
 * open/close call) and responses, used by the registration forms (zodResolver) and by the API routes.
 * Like the account schemas (docs/decisions/0006), the factories take an audience: the form shows its
 * wording ('Please select 1-3 committees'), the server its own ('invalid committee selection';
 * docs/requirements.md#two-audiences).
 *
 * One body, three variants, told apart the way the original site's payloads are:
 * - individual: `isGroupRegistration: false`, with `payment`;
 * - group leader: `isGroupRegistration: true`, with `grpName`, `grpMembers` and `payment`;
 * - invited member: `isGroupRegistration: true` with the invite link's parts (`eventNameIn`, `memberEmail`,
 *   `grpLeaderEmail`, `inviteToken`) and `grpName`, without payment.
 * The parsed value is a `RegistrationData` with a `kind`. Checks run in a fixed order and each failing rule
 * adds one issue; the server answers the first.
 *
 * What the payload alone cannot decide is checked by the server against the database: whether the event
 * exists and is open, that the chosen committees and portfolios are the event's (`selectionProblem` with
 * the event's lists; a form passes its lists as `committees` to get the same check), that college and
 * accommodation are given by a non-institute student, the invite itself, and the amount due.
 */
import type { RegistrationKind } from '../fees';
import { imageRules, maxDataUrlLength } from '../images';
import { normaliseTransactionId, paymentStates, transactionIdProblem, transactionIdRules } from '../payments';
import { messages } from '../messages';
import { type Answers, answersSchema, keptAnswers } from '../registration-questions';
import { z } from '../zod';
import { type Audience, isEmailAddress } from './accounts';

const m = messages.registration;

export const registrationRules = {
  minCommittees: 1,
  maxCommittees: 3,
  maxPortfoliosPerCommittee: 3,
  maxPortfolios: 9,
  paymentMaxBytes: imageRules.paymentMaxBytes,
  /** Field length limits. */
  eventName: 200,
  grpName: 100,
  college: 200,
  previousMunExperience: 2000,
  email: 254,
  token: 256,
  /** Longest committee code / portfolio name accepted (the real ones are far shorter). */
  choice: 200,
  /** More entries than this in a list is not a form's doing. */
  listMax: 50,
} as const;

export const registrationStatuses = ['pending', 'confirmed', 'declined'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * Where a group member's registration stands with the group's payment (docs/requirements.md#payment-proof),
 * derived from the leader's registration for the same event and group
 * (src/server/modules/registration/group-payment.ts), never stored:
 * - awaitingLeader: the leader has not registered (and paid) yet;
 * - leaderRegistered / leaderConfirmed: the leader's registration (the group's payment) is in, pending or
 *   confirmed;
 * - leaderDeclined: the leader's registration was declined;
 * - leaderDeleted: the leader's account was deleted (or is scheduled for deletion) before registering;
 * - leaderLeft: the leader registered for the event alone or in another group (before the rule that a leader
 *   with accepted invites registers only as that group's leader).
 * Only leaderRegistered and leaderConfirmed count as paid: only then can an admin confirm the member.
 */
export const groupPaymentStates = [
  'awaitingLeader',
  'leaderRegistered',
  'leaderConfirmed',
  'leaderDeclined',
  'leaderDeleted',
  'leaderLeft',
] as const;
export type GroupPaymentState = (typeof groupPaymentStates)[number];
export type PaidGroupState = 'leaderRegistered' | 'leaderConfirmed';
export type UnpaidGroupState = Exclude<GroupPaymentState, PaidGroupState>;
export const isGroupPaid = (state: GroupPaymentState): state is PaidGroupState =>
  state === 'leaderRegistered' || state === 'leaderConfirmed';

export type { RegistrationKind };
export const registrationKinds = [
  'individual',
  'leader',
  'member',
] as const satisfies readonly RegistrationKind[];

/** The original's accommodation answers (docs/requirements.md#validation). */
export const accomodationAnswers = ['Yes', 'No'] as const;

/** A committee as the selection check needs it: its code and portfolio list. */
export interface CommitteeChoice {
  code: string;
  portfolios: readonly string[];
}

/**
 * What is wrong with a committee and portfolio selection, if anything: 1 to 3 distinct committees, at most
 * 9 distinct portfolios. With the event's `committees`: every code is one of them, every portfolio belongs
 * to a chosen committee (counted for the first chosen committee that lists it) and no committee gets more
 * than 3.
 */
export function selectionProblem(
  committeePreference: readonly string[],
  portfolioPreference: readonly string[],
  committees?: readonly CommitteeChoice[],
): 'committee' | 'portfolio' | null {
  const r = registrationRules;
  const chosen = new Set(committeePreference);
  if (
    committeePreference.length < r.minCommittees ||
    committeePreference.length > r.maxCommittees ||
    chosen.size !== committeePreference.length
  ) {
    return 'committee';
  }
  const lists = committees && new Map(committees.map((c) => [c.code, new Set(c.portfolios)]));
  if (lists && committeePreference.some((code) => !lists.has(code))) return 'committee';

  if (
    portfolioPreference.length > r.maxPortfolios ||
    new Set(portfolioPreference).size !== portfolioPreference.length
  ) {
    return 'portfolio';
  }
  if (lists) {
    const counts = new Map<string, number>();
    for (const portfolio of portfolioPreference) {
      const owner = committeePreference.find((code) => lists.get(code)?.has(portfolio));
      if (!owner) return 'portfolio';
      const count = (counts.get(owner) ?? 0) + 1;
      if (count > r.maxPortfoliosPerCommittee) return 'portfolio';
      counts.set(owner, count);
    }
  }
  return null;
}

export interface RegistrationSchemaOptions {
  audience?: Audience;
  /**
   * The registrant is a student of the institute (true: college and accommodation are ignored; false: they
   * are required). Unknown (the server's body schema): not checked here; the server checks it.
   */
  isStudentOfNITS?: boolean;
  /** The event's committees: also check that the selection belongs to them (see selectionProblem). */
  committees?: readonly CommitteeChoice[];
  /**
   * The event is free (isFreeEvent): no payment screenshot is asked, and one sent is refused. Unknown (the
   * server's body schema, read before the event): not checked here; the server checks it with the event.
   */
  free?: boolean;
}

interface RegistrationCommon {
  eventName: string;
  previousMunExperience: string;
  committeePreference: string[];
  portfolioPreference: string[];
  /** Non-institute students only; null otherwise or when not given. */
  college: string | null;
  /** The 'Yes'/'No' of `accomodation`; null when not given. */
  accommodation: boolean | null;
  /** The answers to the declared questions that are not empty (src/shared/registration-questions.ts). */
  answers: Answers;
}

export interface IndividualRegistration extends RegistrationCommon {
  kind: 'individual';
  /** `data:<mime>;base64,...` of the payment screenshot. */
  payment: string;
  /** The payer's UTR or bank reference, normalised (src/shared/payments.ts); null when not given. */
  transactionId: string | null;
}

export interface LeaderRegistration extends RegistrationCommon {
  kind: 'leader';
  payment: string;
  transactionId: string | null;
  grpName: string;
  /** The emails the leader invited, as the form lists them (the server counts the registered invites itself). */
  grpMembers: string[];
}

export interface MemberRegistration extends RegistrationCommon {
  kind: 'member';
  grpName: string;
  eventNameIn: string;
  memberEmail: string;
  grpLeaderEmail: string;
  inviteToken: string;
}

export type RegistrationData = IndividualRegistration | LeaderRegistration | MemberRegistration;

const text = (max: number, missing: string = m.allFieldsRequired) =>
  z.string({ error: missing }).trim().max(max, m.tooLong);
const email = (missing: string) => text(registrationRules.email, missing).toLowerCase();

function registrationShape(audience: Audience) {
  const r = registrationRules;
  const committeeError = audience === 'server' ? m.invalidCommittee : m.selectCommittees;
  const portfolioError = audience === 'server' ? m.invalidPortfolio : m.maxPortfolios;
  return {
    eventName: text(r.eventName),
    previousMunExperience: text(r.previousMunExperience),
    committeePreference: z
      .array(z.string({ error: committeeError }).trim().max(r.choice, committeeError), {
        error: committeeError,
      })
      .max(r.listMax, committeeError),
    portfolioPreference: z
      .array(z.string({ error: portfolioError }).trim().max(r.choice, portfolioError), {
        error: portfolioError,
      })
      .max(r.listMax, portfolioError),
    isGroupRegistration: z.boolean({ error: m.allFieldsRequired }),
    payment: z
      .string({ error: m.allFieldsRequired })
      .max(maxDataUrlLength(r.paymentMaxBytes), m.invalidPayment)
      .nullish(),
    transactionId: z
      .string({ error: m.invalidTransactionId })
      .max(transactionIdRules.maxInput, m.invalidTransactionId)
      .nullish(),
    college: text(r.college).nullish(),
    accomodation: z.string({ error: m.allFieldsRequired }).trim().nullish(),
    grpName: text(r.grpName, m.grpNameMissing).nullish(),
    grpMembers: z
      .array(email(m.allFieldsRequired), { error: m.allFieldsRequired })
      .max(r.listMax, m.tooLong)
      .nullish(),
    eventNameIn: text(r.eventName, m.whereAreTheDetails).nullish(),
    memberEmail: email(m.whereAreTheDetails).nullish(),
    grpLeaderEmail: email(m.whereAreTheDetails).nullish(),
    inviteToken: text(r.token, m.whereAreTheDetails).nullish(),
    answers: answersSchema.nullish(),
  };
}

type RegistrationShape = ReturnType<typeof registrationShape>;
type RegistrationInputValue = z.output<z.ZodObject<RegistrationShape>>;

/** Which variant a body is: individual unless a group registration; a member when it carries invite parts. */
export function registrationKindOf(v: {
  isGroupRegistration?: boolean | null;
  eventNameIn?: string | null;
  memberEmail?: string | null;
  grpLeaderEmail?: string | null;
  inviteToken?: string | null;
}): RegistrationKind {
  if (!v.isGroupRegistration) return 'individual';
  return v.eventNameIn || v.memberEmail || v.grpLeaderEmail || v.inviteToken ? 'member' : 'leader';
}

function checkRegistration(
  v: RegistrationInputValue,
  ctx: z.RefinementCtx,
  kind: RegistrationKind,
  options: RegistrationSchemaOptions,
) {
  const audience = options.audience ?? 'browser';
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

  if (!v.eventName) add('eventName', m.allFieldsRequired);
  if (kind === 'leader' && !v.grpName) add('grpName', m.grpNameMissing);
  if (kind === 'member') {
    for (const field of ['grpLeaderEmail', 'memberEmail', 'eventNameIn', 'grpName', 'inviteToken'] as const) {
      if (!v[field]) add(field, m.whereAreTheDetails);
    }
  }
  const problem = selectionProblem(v.committeePreference, v.portfolioPreference, options.committees);
  if (problem === 'committee') {
    add('committeePreference', audience === 'server' ? m.invalidCommittee : m.selectCommittees);
  }
  if (problem === 'portfolio') {
    add('portfolioPreference', audience === 'server' ? m.invalidPortfolio : m.maxPortfolios);
  }
  if (!v.previousMunExperience) add('previousMunExperience', m.allFieldsRequired);
  if (kind !== 'member') {
    if (options.free === true) {
      if (v.payment) add('payment', m.freeEventNoPayment);
    } else if (!v.payment) {
      // The server's body schema does not know the event yet: the service requires the screenshot of a paid event.
      if (options.free === false || audience !== 'server') add('payment', m.allFieldsRequired);
    } else if (!/^data:[^,]*;base64,/.test(v.payment)) add('payment', m.invalidPayment);
    // The payer's transaction id: our form asks for it; the API takes a request without it (the original
    // client sends none), and the admin then sees 'no transaction ID'.
    const transactionId = normaliseTransactionId(v.transactionId ?? '');
    const problem = transactionIdProblem(transactionId);
    if (options.free === true) {
      if (transactionId) add('transactionId', m.freeEventNoTransactionId);
    } else if (problem === 'format') add('transactionId', m.invalidTransactionId);
    // The forms pass `free`; a paid event's form requires it.
    else if (problem === 'missing' && audience !== 'server' && options.free === false) {
      add('transactionId', m.transactionIdRequired);
    }
  }
  if (v.accomodation && !(accomodationAnswers as readonly string[]).includes(v.accomodation)) {
    add('accomodation', m.allFieldsRequired);
  }
  if (options.isStudentOfNITS === false) {
    if (!v.college) add('college', m.allFieldsRequired);
    if (!v.accomodation) add('accomodation', m.allFieldsRequired);
  }
}

function toRegistrationData(
  v: RegistrationInputValue,
  kind: RegistrationKind,
  options: RegistrationSchemaOptions,
): RegistrationData {
  const student = options.isStudentOfNITS === true;
  const common: RegistrationCommon = {
    eventName: v.eventName,
    previousMunExperience: v.previousMunExperience,
    committeePreference: v.committeePreference,
    portfolioPreference: v.portfolioPreference,
    college: student ? null : v.college || null,
    accommodation: student || !v.accomodation ? null : v.accomodation === 'Yes',
    answers: keptAnswers(v.answers),
  };
  const transactionId = normaliseTransactionId(v.transactionId ?? '') || null;
  if (kind === 'individual') return { kind, ...common, payment: v.payment ?? '', transactionId };
  if (kind === 'leader') {
    return {
      kind,
      ...common,
      payment: v.payment ?? '',
      transactionId,
      grpName: v.grpName ?? '',
      grpMembers: v.grpMembers ?? [],
    };
  }
  return {
    kind,
    ...common,
    grpName: v.grpName ?? '',
    eventNameIn: v.eventNameIn ?? '',
    memberEmail: v.memberEmail ?? '',
    grpLeaderEmail: v.grpLeaderEmail ?? '',
    inviteToken: v.inviteToken ?? '',
  };
}

function buildRegistrationSchema(kind: RegistrationKind | undefined, options: RegistrationSchemaOptions) {
  return z
    .object(registrationShape(options.audience ?? 'browser'), { error: m.allFieldsRequired })
    .strict()
    .superRefine((v, ctx) => checkRegistration(v, ctx, kind ?? registrationKindOf(v), options))
    .transform((v) => toRegistrationData(v, kind ?? registrationKindOf(v), options));
}

/** POST /reg/yp, any variant (the variant follows from the body, see registrationKindOf). */
export function makeRegistrationSchema(options: RegistrationSchemaOptions = {}) {
  return buildRegistrationSchema(undefined, options);
}
/** The individual form (isGroupRegistration false). */
export function makeIndividualRegistrationSchema(options: RegistrationSchemaOptions = {}) {
  return buildRegistrationSchema('individual', options);
}
/** The group leader's form (isGroupRegistration true, grpName, grpMembers, payment). */
export function makeLeaderRegistrationSchema(options: RegistrationSchemaOptions = {}) {
  return buildRegistrationSchema('leader', options);
}
/** The invited member's form (the invite link's parts, no payment). */
export function makeMemberRegistrationSchema(options: RegistrationSchemaOptions = {}) {
  return buildRegistrationSchema('member', options);
}

/** The browser versions without the per-user options. */
export const registrationSchema = makeRegistrationSchema();
export type RegistrationInput = z.input<typeof registrationSchema>;

/**
 * The request body of POST /reg/yp for parsed form data (the original wire names,
 * docs/requirements.md#wire-names).
 */
export function registrationBody(data: RegistrationData): RegistrationInput {
  const common = {
    eventName: data.eventName,
    previousMunExperience: data.previousMunExperience,
    committeePreference: data.committeePreference,
    portfolioPreference: data.portfolioPreference,
    ...(data.college === null ? {} : { college: data.college }),
    ...(data.accommodation === null ? {} : { accomodation: data.accommodation ? 'Yes' : 'No' }),
    ...(Object.keys(data.answers).length > 0 ? { answers: data.answers } : {}),
  };
  const transaction =
    data.kind !== 'member' && data.transactionId ? { transactionId: data.transactionId } : {};
  if (data.kind === 'individual') {
    return { ...common, isGroupRegistration: false, payment: data.payment, ...transaction };
  }
  if (data.kind === 'leader') {
    return {
      ...common,
      isGroupRegistration: true,
      payment: data.payment,
      ...transaction,
      grpName: data.grpName,
      grpMembers: data.grpMembers,
    };
  }
  return {
    ...common,
    isGroupRegistration: true,
    grpName: data.grpName,
    eventNameIn: data.eventNameIn,
    memberEmail: data.memberEmail,
    grpLeaderEmail: data.grpLeaderEmail,
    inviteToken: data.inviteToken,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Invites

/**
 * POST /sendinvite: the leader invites an account by email to their group for an event. Anything missing:
 * 'email, event name or group name required'. A malformed email: 'Please enter a valid email' in the form;
 * the server answers as for an unknown account, 'User not found, signup first'.
 */
export function makeSendInviteSchema(audience: Audience = 'browser') {
  const r = registrationRules;
  const required = m.inviteFieldsRequired;
  return z
    .object(
      {
        email: email(required),
        eventName: text(r.eventName, required),
        grpName: text(r.grpName, required),
      },
      { error: required },
    )
    .strict()
    .superRefine((v, ctx) => {
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const field of ['email', 'eventName', 'grpName'] as const) {
        if (!v[field]) add(field, required);
      }
      if (v.email && !isEmailAddress(v.email)) {
        add('email', audience === 'server' ? m.inviteeNotFound : m.invalidInviteEmail);
      }
    });
}
export const sendInviteSchema = makeSendInviteSchema();
export type SendInviteInput = z.input<typeof sendInviteSchema>;

export interface InviteLinkParts {
  leaderEmail: string;
  memberEmail: string;
  token: string;
  eventName: string;
  grpName: string;
}

/** `/registration/invite/{grpLeaderEmail}/to/{memberEmail}/token/{uniqueToken}/{eventNameIn}/{grpName}` */
export function invitePath(parts: InviteLinkParts): string {
  const enc = encodeURIComponent;
  return `/registration/invite/${enc(parts.leaderEmail)}/to/${enc(parts.memberEmail)}/token/${enc(parts.token)}/${enc(parts.eventName)}/${enc(parts.grpName)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Events

/** PUT /superadmin/events/registration */
export const registrationToggleSchema = z
  .object(
    {
      eventName: text(registrationRules.eventName).min(1, m.allFieldsRequired),
      open: z.boolean({ error: m.allFieldsRequired }),
    },
    { error: m.allFieldsRequired },
  )
  .strict();
export type RegistrationToggleInput = z.input<typeof registrationToggleSchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

export const registrationResponseSchema = z.object({
  message: z.string(),
  registration: z.object({
    _id: z.string(),
    status: z.enum(registrationStatuses),
    /** Rupees, computed by the server (src/shared/fees.ts). */
    amountDue: z.number().int(),
  }),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const ypEventSchema = z.object({
  eventName: z.string(),
  _id: z.string(),
  status: z.enum(registrationStatuses),
  /** Display name of the assigned committee and the assigned portfolio; null until an admin assigns them. */
  assignedCommittee: z.string().nullable(),
  assignedPortfolio: z.string().nullable(),
  /** A group member's registration: where the group's payment stands (see groupPaymentStates); else null. */
  groupPayment: z.enum(groupPaymentStates).nullable(),
  /** Ours: the bill's payment reference and state (null when nothing is due: a member, a free event). */
  paymentReference: z.string().nullable(),
  paymentState: z.enum(paymentStates).nullable(),
});
export type YpEvent = z.infer<typeof ypEventSchema>;

/** GET /client/allevents */
export const ypEventsResponseSchema = z.object({ message: z.string(), ypEvents: z.array(ypEventSchema) });
export type YpEventsResponse = z.infer<typeof ypEventsResponseSchema>;

export const amountDueSchema = z.object({
  /** Rupees. */
  total: z.number().int(),
  lines: z.array(z.object({ label: z.string(), amount: z.number().int() })),
});

/**
 * GET /reg/group/:eventName: the caller's group for the event as its leader would pay for it now, computed by
 * the server from the event's fees and the registered members (src/shared/fees.ts): `amountDue` without the
 * leader's own hospitality, `amountDueWithAccommodation` with it (null for an institute student, who is not
 * offered it). `grpName` is null before the first invite.
 */
export const groupBillResponseSchema = z.object({
  message: z.string(),
  grpName: z.string().nullable(),
  /** Invited members who registered through their invite. */
  registeredMembers: z.number().int(),
  /** Of them, the non-institute students who chose accommodation (the leader pays their hospitality). */
  membersWithHospitality: z.number().int(),
  /** The leader's registration for the event is in: the group is closed. */
  leaderRegistered: z.boolean(),
  amountDue: amountDueSchema,
  amountDueWithAccommodation: amountDueSchema.nullable(),
});
export type GroupBillResponse = z.infer<typeof groupBillResponseSchema>;

/** An invite waiting for the signed-in member's answer (GET /reg/invites). */
export const pendingInviteSchema = z.object({
  _id: z.string(),
  eventName: z.string(),
  grpName: z.string(),
  leaderName: z.string(),
  leaderEmail: z.string(),
  /** ISO 8601: when the leader last sent it. */
  sentAt: z.string(),
  /** Whether the event takes registrations now (the member form can be submitted). */
  registrationOpen: z.boolean(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;
export const pendingInvitesResponseSchema = z.object({
  message: z.string(),
  invites: z.array(pendingInviteSchema),
});
export type PendingInvitesResponse = z.infer<typeof pendingInvitesResponseSchema>;

/** GET /reg/payment-reference/:eventName: the caller's payment reference for the event (issued once). */
export const paymentReferenceResponseSchema = z.object({ message: z.string(), reference: z.string() });
export type PaymentReferenceResponse = z.infer<typeof paymentReferenceResponseSchema>;

/**
 * POST /reg/screenshot-reading: the payment screenshot the delegate chose, before submitting, read so the
 * form can offer the transaction id it shows (docs/decisions/0081-transaction-id-from-the-screenshot.md).
 */
export const screenshotReadingBodySchema = z
  .object(
    {
      payment: z
        .string({ error: m.invalidPayment })
        .max(maxDataUrlLength(imageRules.paymentMaxBytes), m.invalidPayment),
    },
    { error: m.invalidPayment },
  )
  .strict();
/** What was read: the transaction id and the amount found, each null when none was (or OCR is off). */
export const screenshotReadingResponseSchema = z.object({
  message: z.string(),
  transactionId: z.string().nullable(),
  amount: z.number().nullable(),
});
export type ScreenshotReadingAnswer = z.infer<typeof screenshotReadingResponseSchema>;

/** POST /reg/invites/:inviteId/link: the member form's address for this invite, with a link of the member's own. */
export const inviteLinkResponseSchema = z.object({ message: z.string(), path: z.string() });
export type InviteLinkResponse = z.infer<typeof inviteLinkResponseSchema>;
