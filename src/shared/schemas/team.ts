/**
 * The club's team as data (docs/decisions/0058-team-as-data.md): people, the tenures they serve in, the
 * groups of a tenure's secretariat, each person's position (group, designation, order) and the tenure's two
 * letters. The public shape (GET /team, the /team pages, the home page's letters), the superadmin's editable
 * shape (with ids) and every superadmin payload, with messages in `messages.team`.
 */
import { isSitePath, isWebAddress } from '../addresses';
import { maxDataUrlLength } from '../images';
import { messages } from '../messages';
import { nameProblem, nameProblemMessage, normalizeName } from '../names';
import { z } from '../zod';

const m = messages.team;

export const teamRules = {
  name: 120,
  role: 160,
  groupName: 120,
  url: 500,
  email: 254,
  alt: 200,
  letterTitle: 200,
  letterRole: 200,
  letterText: 10_000,
  intro: 1000,
  maxGroups: 20,
  maxPositions: 200,
  /** Uploaded portraits: the site's image checks (type by the bytes, size, pixels), then squares of these widths. */
  photoMaxBytes: 1024 * 1024,
  photoWidths: [320, 640],
} as const;

/** A tenure's label: the academic year it starts and the next one's last two digits, e.g. '2024-25'. */
export const tenureLabelPattern = /^(\d{4})-(\d{2})$/;

/** Whether a label names a real academic year (the second part follows the first: 2024-25, 2099-00). */
export function isTenureLabel(value: string): boolean {
  const match = tenureLabelPattern.exec(value);
  if (!match) return false;
  const start = Number(match[1]);
  return start >= 2000 && start <= 2100 && Number(match[2]) === (start + 1) % 100;
}

/** The label of the tenure after `label` ('2024-25' -> '2025-26'), or null for a label that is not one. */
export function nextTenureLabel(label: string): string | null {
  if (!isTenureLabel(label)) return null;
  const start = Number(label.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The two letters of a tenure, in the order the home page shows them. */
export const letterKinds = ['facultyAdvisor', 'secretaryGeneral'] as const;
export type LetterKind = (typeof letterKinds)[number];
export const letterKindLabels: Record<LetterKind, string> = {
  facultyAdvisor: "Faculty Advisor's letter",
  secretaryGeneral: "Secretary General's letter",
};

/** An e-mail address for a `mailto:` link (what a browser's mail field accepts; no `?` or other headers). */
const emailPattern = /^[^\s@?&/\\<>"]+@[^\s@?&/\\<>"]+\.[^\s@?&/\\<>"]+$/;

const imageVariantSchema = z
  .object({
    url: z.string().max(teamRules.url).refine(isSitePath, m.invalidLink),
    width: z.number().int().min(1).max(4000),
  })
  .strict();

/** A portrait: its address and size, what it shows, and the same picture at other widths (srcset). */
export const teamImageSchema = z
  .object({
    url: z.string().max(teamRules.url).refine(isSitePath, m.invalidLink),
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
    alt: z.string().trim().min(1, m.altRequired).max(teamRules.alt, m.tooLong),
    variants: z.array(imageVariantSchema).max(4).optional(),
  })
  .strict();
export type TeamImage = z.infer<typeof teamImageSchema>;

export const personLinksSchema = z.object({
  /** A Facebook profile, shown first unless there is a code-hosting profile. */
  facebook: z.string().nullable(),
  /** A code-hosting profile (technical roles), shown first in place of Facebook. */
  github: z.string().nullable(),
  /** An e-mail address (the card links to it with mailto:). */
  mail: z.string().nullable(),
  /** A professional-network profile, shown last. */
  linkedin: z.string().nullable(),
});
export type PersonLinks = z.infer<typeof personLinksSchema>;

export const teamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The designation in this tenure. */
  role: z.string(),
  photo: teamImageSchema.nullable(),
  links: personLinksSchema,
});
export type TeamMemberView = z.infer<typeof teamMemberSchema>;

export const teamGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  members: z.array(teamMemberSchema),
});
export type TeamGroupView = z.infer<typeof teamGroupSchema>;

export const teamLetterSchema = z.object({
  kind: z.enum(letterKinds),
  /** e.g. 'Letter from the Faculty Advisor'. */
  title: z.string(),
  author: z.string(),
  /** The line under the signature, e.g. 'Faculty Advisor, NITSMUN'. */
  role: z.string(),
  /** Paragraphs separated by blank lines. */
  text: z.string(),
  photo: teamImageSchema.nullable(),
});
export type TeamLetter = z.infer<typeof teamLetterSchema>;

export const tenureSummarySchema = z.object({ label: z.string(), current: z.boolean() });
export type TenureSummary = z.infer<typeof tenureSummarySchema>;

/** A tenure as everyone reads it (GET /team/:tenure, the /team pages). */
export const teamTenureSchema = z.object({
  label: z.string(),
  current: z.boolean(),
  /** The words under the page's heading. */
  intro: z.string(),
  groups: z.array(teamGroupSchema),
  letters: z.array(teamLetterSchema),
  /** Every tenure, newest first (the pages' tenure switcher). */
  tenures: z.array(tenureSummarySchema),
});
export type TeamTenure = z.infer<typeof teamTenureSchema>;

export const teamResponseSchema = z.object({ message: z.string(), team: teamTenureSchema });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The superadmin's view: the same tenure with the ids of positions and people

export const editableMemberSchema = teamMemberSchema.extend({
  /** The person (shared by their positions in every tenure). */
  personId: z.string(),
});
export type EditableMember = z.infer<typeof editableMemberSchema>;

export const editableTenureSchema = teamTenureSchema.extend({
  groups: z.array(teamGroupSchema.extend({ members: z.array(editableMemberSchema) })),
  /** The draft's revision (a publish or restore names it; a stale one is a 409). */
  revision: z.number().int(),
  /** The revision the newest version was taken from; null while never published. */
  publishedRevision: z.number().int().nullable(),
});
export type EditableTenure = z.infer<typeof editableTenureSchema>;
export type EditableGroup = EditableTenure['groups'][number];

export const editableTenureResponseSchema = z.object({ message: z.string(), tenure: editableTenureSchema });
export type EditableTenureResponse = z.infer<typeof editableTenureResponseSchema>;

export const tenureListItemSchema = tenureSummarySchema.extend({
  groups: z.number().int(),
  people: z.number().int(),
  /** Whether it has a published version (only those are public). */
  published: z.boolean(),
  /** Whether its draft holds changes not published yet. */
  changed: z.boolean(),
});
export type TenureListItem = z.infer<typeof tenureListItemSchema>;
export const tenureListResponseSchema = z.object({
  message: z.string(),
  tenures: z.array(tenureListItemSchema),
});
export type TenureListResponse = z.infer<typeof tenureListResponseSchema>;

/**
 * A published version's content: the draft of a tenure as it was published (its groups with their people, in
 * order, with the ids a restore writes back; its letters; its intro).
 */
export type TeamSnapshot = Pick<EditableTenure, 'intro' | 'groups' | 'letters'>;

/** A version in the editor's list, newest first. */
export const teamVersionSchema = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** Whether the tenure was the current one once this version was published. */
  madeCurrent: z.boolean(),
  restoredFrom: z.number().int().nullable(),
  /** Whether it is what the tenure's page shows now (the newest). */
  live: z.boolean(),
  people: z.number().int(),
  /** The Secretary General's letter's author and first words, to tell versions apart. */
  secretaryGeneral: z.string().nullable(),
});
export type TeamVersion = z.infer<typeof teamVersionSchema>;
export const teamVersionsResponseSchema = z.object({
  message: z.string(),
  versions: z.array(teamVersionSchema),
});
export type TeamVersionsResponse = z.infer<typeof teamVersionsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Payloads

const required = (max: number) => z.string().trim().min(1, m.fieldRequired).max(max, m.tooLong);

/** A person's name: normalised like every name, no hidden characters or look-alike letters. */
const personName = required(teamRules.name)
  .transform(normalizeName)
  .superRefine((v, ctx) => {
    const problem = nameProblem(v, 'perWord');
    if (problem) ctx.addIssue({ code: 'custom', message: nameProblemMessage(problem) });
  });

/** An optional web link: '' or null for none. */
const optionalLink = z
  .string()
  .trim()
  .max(teamRules.url, m.tooLong)
  .refine((v) => v === '' || isWebAddress(v), m.invalidLink)
  .nullable()
  .transform((v) => (v ? v : null));

/** An optional e-mail address, with or without `mailto:` in front: stored without it. */
const optionalMail = z
  .string()
  .trim()
  .max(teamRules.email + 7, m.tooLong)
  .transform((v) => v.replace(/^mailto:/i, ''))
  .refine((v) => v === '' || (v.length <= teamRules.email && emailPattern.test(v)), m.invalidMail)
  .nullable()
  .transform((v) => (v ? v : null));

export const tenureLabelSchema = z
  .string()
  .trim()
  .min(1, m.fieldRequired)
  .max(20, m.invalidTenure)
  .refine(isTenureLabel, m.invalidTenure);

/** POST /superadmin/team/tenures: a blank tenure, or a copy of `copyFrom` (groups, positions, letters). */
export const createTenureSchema = z
  .object({
    label: tenureLabelSchema,
    copyFrom: z.string().max(20).nullish(),
  })
  .strict();
export type CreateTenureInput = z.input<typeof createTenureSchema>;

/** PUT /superadmin/team/tenures/:tenure: the tenure's own words. */
export const tenureDetailsSchema = z
  .object({ intro: z.string().trim().max(teamRules.intro, m.tooLong) })
  .strict();
export type TenureDetailsInput = z.input<typeof tenureDetailsSchema>;

/** A person: name, photo (alt text required), links. */
export const personInputSchema = z
  .object({
    name: personName,
    photo: teamImageSchema.nullable(),
    facebook: optionalLink,
    github: optionalLink,
    mail: optionalMail,
    linkedin: optionalLink,
  })
  .strict();
export type PersonInput = z.input<typeof personInputSchema>;
export type PersonValues = z.output<typeof personInputSchema>;

/** POST /superadmin/team/tenures/:tenure/positions: a new person in a group, with their designation. */
export const addPositionSchema = z
  .object({
    groupId: z.string().max(64),
    role: required(teamRules.role),
    person: personInputSchema,
  })
  .strict();
export type AddPositionInput = z.input<typeof addPositionSchema>;

/** PUT /superadmin/team/tenures/:tenure/positions/:positionId: the designation and the group. */
export const positionInputSchema = z
  .object({
    groupId: z.string().max(64),
    role: required(teamRules.role),
  })
  .strict();
export type PositionInput = z.input<typeof positionInputSchema>;

/** A group's name (POST and PUT .../groups). */
export const groupInputSchema = z.object({ name: required(teamRules.groupName) }).strict();
export type GroupInput = z.input<typeof groupInputSchema>;

/** PUT .../groups-order and .../groups/:groupId/order: every id of the list, once, in the new order. */
export const groupOrderSchema = z
  .object({ groupIds: z.array(z.string().max(64)).min(1).max(teamRules.maxGroups) })
  .strict();
export const positionOrderSchema = z
  .object({ positionIds: z.array(z.string().max(64)).min(1).max(teamRules.maxPositions) })
  .strict();

/** PUT /superadmin/team/tenures/:tenure/letters/:kind */
export const letterInputSchema = z
  .object({
    title: required(teamRules.letterTitle),
    author: personName,
    role: z.string().trim().max(teamRules.letterRole, m.tooLong),
    text: required(teamRules.letterText),
    photo: teamImageSchema.nullable(),
  })
  .strict();
export type LetterInput = z.input<typeof letterInputSchema>;

const revision = z.number().int().min(0).max(2_000_000_000);

/**
 * POST /superadmin/team/tenures/:tenure/publish: the draft at `revision` becomes the tenure's newest version;
 * `current` also makes the tenure the current one (a tenure that is current stays so).
 */
export const publishTenureSchema = z.object({ revision, current: z.boolean() }).strict();
export type PublishTenureInput = z.input<typeof publishTenureSchema>;

/** POST /superadmin/team/tenures/:tenure/versions/:version/restore: over the draft at `revision`. */
export const restoreVersionSchema = z.object({ revision }).strict();
export type RestoreVersionInput = z.input<typeof restoreVersionSchema>;

/** PUT .../people/:personId: a person, over the draft at `revision` (a stale one is a 409). */
export const personSaveSchema = personInputSchema.extend({ revision }).strict();
export type PersonSaveInput = z.input<typeof personSaveSchema>;

/** PUT .../letters/:kind: a letter, over the draft at `revision` (a stale one is a 409). */
export const letterSaveSchema = letterInputSchema.extend({ revision }).strict();
export type LetterSaveInput = z.input<typeof letterSaveSchema>;

/** POST /superadmin/team/files: a portrait as a data URL (checked by its bytes on the server). */
export const teamFileUploadSchema = z
  .object({
    file: z.string().min(1, m.invalidPhoto).max(maxDataUrlLength(teamRules.photoMaxBytes), m.invalidPhoto),
    alt: z.string().trim().max(teamRules.alt, m.tooLong).optional(),
  })
  .strict();
export type TeamFileUpload = z.input<typeof teamFileUploadSchema>;
/** The stored portrait; its text alternative is the one sent, if any (the person's form requires one). */
export const teamFileResponseSchema = z.object({
  message: z.string(),
  image: teamImageSchema.extend({ alt: z.string() }),
});
export type TeamFileResponse = z.infer<typeof teamFileResponseSchema>;
