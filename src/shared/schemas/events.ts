/**
 * Conferences as data (docs/decisions/0022-conferences-as-data.md): the public shape of an event (read by the
 * conference and Apply pages, the registration forms and the admin pages), the superadmin's editable shape
 * (with the ids of committees, portfolios, board members and co-sponsors) and every superadmin payload.
 * Nothing here names a particular conference: those facts live in the database.
 */
import { messages } from '../messages';
import { certificateMessages } from '../desk-messages';
import { nameProblem, nameProblemMessage, normalizeName } from '../names';
import { isSitePath } from '../addresses';
import { z } from '../zod';

const m = messages.events;

export const eventRules = {
  name: 200,
  theme: 300,
  about: 10_000,
  venue: 200,
  shortText: 200,
  description: 10_000,
  url: 2000,
  committeeCode: 40,
  portfolioName: 200,
  maxCommittees: 20,
  maxPortfolios: 400,
  maxBoard: 60,
  maxCoSponsors: 30,
  /** Who signs the participation certificates: as many as fit side by side on the page. */
  maxSignatories: 4,
  maxContacts: 6,
  maxUpiIds: 4,
  maxFee: 1_000_000,
  minGroupPeople: 2,
  maxGroupPeople: 50,
  /** Uploaded event images (hero, banners, photos, logos) and background-guide PDFs. */
  imageMaxBytes: 1024 * 1024,
  pdfMaxBytes: 5 * 1024 * 1024,
} as const;

/** A committee code as stored by registrations: letters, digits, '-' and '_' (no spaces). */
export const committeeCodePattern = /^[A-Za-z0-9_-]+$/;

// ---------------------------------------------------------------------------------------------------------
// Shapes

/**
 * http(s) links, or our own files (paths starting with one '/'); never `javascript:` and the like. No
 * backslash anywhere: browsers read `/\evil.example/x.png` as `//evil.example/x.png`, another host.
 */
const isLink = (v: string) => /^https?:\/\/[^\s\\]+$/i.test(v) || isSitePath(v);

/** An image of an event: an uploaded file (`/v1/api/event-files/<id>`) or a file shipped in `public/`. */
export const imageRefSchema = z
  .object({
    url: z.string().max(eventRules.url, m.tooLong).refine(isSitePath, m.invalidLink),
    width: z.number().int().min(1).max(20_000),
    height: z.number().int().min(1).max(20_000),
    alt: z.string().max(eventRules.shortText),
  })
  .strict();
export type ImageRef = z.infer<typeof imageRefSchema>;

/**
 * The hero image, with the server-made cut that phones load instead of the whole poster (made when the hero
 * is uploaded; docs/decisions/0040-hero-phone-crop.md). Same alt text: it is the same picture.
 */
export const heroImageSchema = imageRefSchema
  .extend({
    narrow: imageRefSchema.omit({ alt: true }).optional(),
  })
  .strict();
export type HeroImage = z.infer<typeof heroImageSchema>;

const fee = () =>
  z
    .number({ error: m.invalidFee })
    .int(m.invalidFee)
    .min(0, m.invalidFee)
    .max(eventRules.maxFee, m.invalidFee);

export const feesSchema = z
  .object({
    individual: fee(),
    groupPerMember: fee(),
    hospitality: fee(),
    /** People in a group, the leader included. */
    groupMinPeople: z
      .number({ error: m.invalidGroupSize })
      .int(m.invalidGroupSize)
      .min(eventRules.minGroupPeople, m.invalidGroupSize)
      .max(eventRules.maxGroupPeople, m.invalidGroupSize),
  })
  .strict();
export type EventFees = z.infer<typeof feesSchema>;

export const paymentContactSchema = z
  .object({
    name: z.string().trim().min(1, m.contactRequired).max(eventRules.shortText),
    phone: z.string().trim().min(1, m.contactRequired).max(40),
  })
  .strict();

export const paymentDetailsSchema = z
  .object({
    accountHolder: z.string().trim().max(eventRules.shortText),
    bankName: z.string().trim().max(eventRules.shortText),
    accountNumber: z.string().trim().max(40),
    ifsc: z
      .string()
      .trim()
      .max(11)
      .refine((v) => v === '' || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), m.invalidIfsc),
    /** The first one is made into the QR code. */
    upiIds: z
      .array(
        z
          .string()
          .trim()
          .max(100)
          .regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$/, m.invalidUpiId),
      )
      .max(eventRules.maxUpiIds),
    contacts: z.array(paymentContactSchema).max(eventRules.maxContacts),
  })
  .strict();
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** The registration window as a superadmin sets it: the manual switch and optional opening/closing times. */
export const registrationWindowSchema = z.object({
  /** The manual switch: registration can be open only while it is on. */
  switchOpen: z.boolean(),
  /** ISO date-times; null means no bound. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});
export type RegistrationWindow = z.infer<typeof registrationWindowSchema>;

// Without zod, for the pages that need only these (src/shared/registration-window.ts).
export { isRegistrationOpen, nextWindowChange } from '../registration-window';

export const eventCommitteeSchema = z.object({
  /** What registrations store: short, no spaces (e.g. a council's acronym). */
  code: z.string(),
  /** What people read, when it differs from the code. */
  displayName: z.string(),
  /** The long form under the display name, e.g. 'United Nations Human Rights Council'. */
  fullName: z.string(),
  agenda: z.string(),
  /** Paragraphs separated by blank lines. */
  description: z.string(),
  banner: imageRefSchema.nullable(),
  /** A link or an uploaded PDF (`/v1/api/event-files/<id>`); null when there is none. */
  guideUrl: z.string().nullable(),
  portfolios: z.array(z.string()),
});
export type EventCommittee = z.infer<typeof eventCommitteeSchema>;

export const boardMemberSchema = z.object({
  name: z.string(),
  /** e.g. 'Chairperson'. */
  role: z.string(),
  /** The code of the committee they chair, or null. */
  committee: z.string().nullable(),
  bio: z.string(),
  photo: imageRefSchema.nullable(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const coSponsorSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  logo: imageRefSchema.nullable(),
});
export type CoSponsor = z.infer<typeof coSponsorSchema>;

/** The site pages, besides the conference and Apply pages, that speak of one event each. */
export const eventPages = ['mockmun'] as const;
export type EventPage = (typeof eventPages)[number];

// Without zod too (src/shared/fees.ts): the registration screen's first paint needs it.
export { isFreeEvent } from '../fees';

/** An event as everyone reads it (GET /events, the conference and Apply pages). */
export const eventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The short description or theme. */
  theme: z.string(),
  /** Paragraphs separated by blank lines. */
  about: z.string(),
  /** YYYY-MM-DD, or null while not announced. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  venue: z.string(),
  hero: heroImageSchema.nullable(),
  /** Where the Archive page links for this edition once it is over (its website, a photo album), or null. */
  archiveUrl: z.string().nullable(),
  /** The one event the public pages speak of. */
  featured: z.boolean(),
  /** The other site page that speaks of this event (the Mock MUN page), or null. */
  page: z.enum(eventPages).nullable(),
  /** Whether the event takes registrations on the site at all. */
  takesRegistration: z.boolean(),
  /** Only students of the institute may register; the server refuses others. */
  instituteOnly: z.boolean(),
  /** Registration is open now (switch on and inside the window); the server enforces it. */
  registrationOpen: z.boolean(),
  window: registrationWindowSchema,
  fees: feesSchema,
  payment: paymentDetailsSchema,
  committees: z.array(eventCommitteeSchema),
  board: z.array(boardMemberSchema),
  coSponsors: z.array(coSponsorSchema),
});
export type ConferenceEvent = z.infer<typeof eventSchema>;

export const eventsResponseSchema = z.object({ message: z.string(), events: z.array(eventSchema) });
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

export const eventResponseSchema = z.object({ message: z.string(), event: eventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The superadmin's view: the same event with ids, and what registrations use

export const editableCommitteeSchema = eventCommitteeSchema.omit({ portfolios: true }).extend({
  _id: z.string(),
  /** Registrations that name this committee (preference or assignment): it cannot be deleted while > 0. */
  registrations: z.number().int(),
  portfolios: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      /** A registration names it (preference or assignment): it cannot be removed. */
      used: z.boolean(),
    }),
  ),
});
export type EditableCommittee = z.infer<typeof editableCommitteeSchema>;

export const signatorySchema = z.object({ name: z.string(), title: z.string() });
export type Signatory = z.infer<typeof signatorySchema>;

export const editableEventSchema = eventSchema.omit({ committees: true }).extend({
  committees: z.array(editableCommitteeSchema),
  /** Who signs the participation certificates, in order (printed left to right). */
  certificateSignatories: z.array(signatorySchema),
  registrations: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EditableEvent = z.infer<typeof editableEventSchema>;

export const eventSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  featured: z.boolean(),
  registrationOpen: z.boolean(),
  window: registrationWindowSchema,
  startsOn: z.string().nullable(),
  committees: z.number().int(),
  registrations: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /superadmin/events */
export const eventSummariesResponseSchema = z.object({
  message: z.string(),
  events: z.array(eventSummarySchema),
});
export type EventSummariesResponse = z.infer<typeof eventSummariesResponseSchema>;

/** GET /superadmin/events/:eventName and the answer of every editing call. */
export const editableEventResponseSchema = z.object({ message: z.string(), event: editableEventSchema });
export type EditableEventResponse = z.infer<typeof editableEventResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Payloads

const required = (max: number) => z.string().trim().min(1, m.fieldRequired).max(max, m.tooLong);
const optional = (max: number) => z.string().trim().max(max, m.tooLong);
/** Dates an event can have: the club's editions and the next ones, never year 0 or 275760. */
export const eventYears = { min: 2000, max: 2100 } as const;

/** A real day of the calendar as YYYY-MM-DD (not 2024-02-30, not 2026-02-29) within eventYears. */
export function isCalendarDate(v: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < eventYears.min || year > eventYears.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An ISO 8601 timestamp with its offset (2026-01-15T10:00:00Z, 2026-01-15T15:30:00.000+05:30) on a real day
 * within eventYears: not '1' or 'Tuesday 1', which Date.parse reads as 2001, nor '99999'.
 */
export function isIsoTimestamp(v: string): boolean {
  const match =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(
      v,
    );
  return match !== null && isCalendarDate(match[1]!) && !Number.isNaN(Date.parse(v));
}

const dateOnly = z.string().max(10, m.invalidDate).refine(isCalendarDate, m.invalidDate).nullable();
const dateTime = z.string().max(40, m.invalidDateTime).refine(isIsoTimestamp, m.invalidDateTime).nullable();

/** The registration window as the editor saves it: timestamps checked like dateTime. */
const windowInputSchema = z
  .object({ switchOpen: z.boolean(), opensAt: dateTime, closesAt: dateTime })
  .strict();
/** https/http links, or our own files (paths starting with one '/'). */
const link = z.string().trim().max(eventRules.url, m.tooLong).refine(isLink, m.invalidLink);

/** Names that are paths of the superadmin's own calls (`/superadmin/events/registration`). */
const reservedNames = new Set(['registration']);

export const eventNameSchema = required(eventRules.name)
  .transform(normalizeName)
  .superRefine((v, ctx) => {
    const problem = nameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: nameProblemMessage(problem) });
  })
  .refine((v) => !/[/\\?#%]/.test(v), m.invalidName)
  .refine((v) => !reservedNames.has(v.toLowerCase()), m.reservedName);

/** POST /superadmin/events: a blank event, or a copy of `copyFrom` (everything but registrations). */
export const createEventSchema = z
  .object({
    name: eventNameSchema,
    copyFrom: z.string().max(eventRules.name).nullish(),
  })
  .strict();
export type CreateEventInput = z.input<typeof createEventSchema>;

/** PUT /superadmin/events/:eventName: every field of the event itself (committees etc. have their own calls). */
export const eventDetailsSchema = z
  .object({
    name: eventNameSchema,
    theme: optional(eventRules.theme),
    about: optional(eventRules.about),
    startsOn: dateOnly,
    endsOn: dateOnly,
    venue: optional(eventRules.venue),
    hero: heroImageSchema.nullable(),
    archiveUrl: link.nullable(),
    window: windowInputSchema,
    fees: feesSchema,
    payment: paymentDetailsSchema,
    /** The per-event options; each left out: unchanged. */
    page: z.enum(eventPages).nullable().optional(),
    takesRegistration: z.boolean().optional(),
    instituteOnly: z.boolean().optional(),
    /** Left out: unchanged. */
    certificateSignatories: z
      .array(
        z.object({ name: required(eventRules.shortText), title: optional(eventRules.shortText) }).strict(),
      )
      .max(eventRules.maxSignatories, certificateMessages.tooManySignatories)
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m.datesOrder });
    }
    const { opensAt, closesAt } = v.window;
    if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) {
      ctx.addIssue({ code: 'custom', path: ['window', 'closesAt'], message: m.windowOrder });
    }
  });
export type EventDetailsInput = z.input<typeof eventDetailsSchema>;
export type EventDetails = z.output<typeof eventDetailsSchema>;

/** PUT /superadmin/events/:eventName/registration: open or close now, or schedule (switch on + window). */
export const windowActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('open') }).strict(),
  z.object({ action: z.literal('close') }).strict(),
  z
    .object({ action: z.literal('schedule'), opensAt: dateTime, closesAt: dateTime })
    .strict()
    .refine((v) => !v.opensAt || !v.closesAt || Date.parse(v.closesAt) > Date.parse(v.opensAt), {
      message: m.windowOrder,
      path: ['closesAt'],
    }),
]);
export type WindowAction = z.input<typeof windowActionSchema>;

/** POST (add) and PUT (edit) a committee. Changing the code rewrites the registrations that use it. */
export const committeeInputSchema = z
  .object({
    code: required(eventRules.committeeCode).regex(committeeCodePattern, m.invalidCode),
    displayName: required(eventRules.shortText),
    fullName: optional(eventRules.shortText),
    agenda: optional(eventRules.description),
    description: optional(eventRules.description),
    banner: imageRefSchema.nullable(),
    guideUrl: link.nullable(),
  })
  .strict();
export type CommitteeInput = z.input<typeof committeeInputSchema>;

/** PUT .../committees/order: every committee id of the event, in the new order. */
export const committeeOrderSchema = z
  .object({ committeeIds: z.array(z.string().uuid(m.noSuchCommittee)).max(eventRules.maxCommittees) })
  .strict();

/**
 * A pasted (one per line) or CSV-imported portfolio list, as sent: trimmed, blank lines dropped, an exact
 * duplicate kept once, in the given order.
 */
export function normalisePortfolioList(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of lines) {
    const name = line.trim();
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** Lines of pasted text. */
export const portfolioLinesFromText = (text: string) => normalisePortfolioList(text.split(/\r?\n/));

/** PUT .../committees/:committeeId/portfolios: the whole list, in order (names kept keep their rows). */
export const portfolioListSchema = z
  .object({
    portfolios: z
      .array(z.string().max(eventRules.portfolioName, m.tooLong))
      .max(eventRules.maxPortfolios, m.tooManyPortfolios)
      .transform(normalisePortfolioList),
  })
  .strict();

/** PUT .../portfolios/:portfolioId: rename (registrations that use the old name follow). */
export const portfolioRenameSchema = z.object({ name: required(eventRules.portfolioName) }).strict();

export const boardInputSchema = z
  .object({
    members: z
      .array(
        z
          .object({
            name: required(eventRules.shortText),
            role: optional(eventRules.shortText),
            committee: z.string().max(eventRules.committeeCode).nullable(),
            bio: optional(eventRules.description),
            photo: imageRefSchema.nullable(),
          })
          .strict(),
      )
      .max(eventRules.maxBoard),
  })
  .strict();
export type BoardInput = z.input<typeof boardInputSchema>;

export const coSponsorsInputSchema = z
  .object({
    coSponsors: z
      .array(
        z
          .object({
            name: required(eventRules.shortText),
            description: optional(eventRules.description),
            url: link.nullable(),
            logo: imageRefSchema.nullable(),
          })
          .strict(),
      )
      .max(eventRules.maxCoSponsors),
  })
  .strict();
export type CoSponsorsInput = z.input<typeof coSponsorsInputSchema>;

/** POST /superadmin/events/:eventName/files: an image (PNG, JPEG, WebP, AVIF) or a PDF as a data URL. */
export const eventFileUploadSchema = z
  .object({
    file: z.string().min(1, m.invalidFile),
    /** The image's text alternative (ignored for PDFs). */
    alt: optional(eventRules.shortText).default(''),
    /** `hero`: the server also makes the phones' cut of the image (answered as `image.narrow`). */
    purpose: z.literal('hero').optional(),
  })
  .strict();

export type EventFileUpload = z.input<typeof eventFileUploadSchema>;

export const eventFileResponseSchema = z.object({
  message: z.string(),
  file: z.object({
    url: z.string(),
    contentType: z.string(),
    /** Images only (null for a PDF): ready to use as an ImageRef (a HeroImage for a hero) with its alt text. */
    image: heroImageSchema.nullable(),
  }),
});
export type EventFileResponse = z.infer<typeof eventFileResponseSchema>;
