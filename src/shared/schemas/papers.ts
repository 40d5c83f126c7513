/**
 * Position papers: one contract for the API (src/server/modules/papers/routes.ts), the delegate's upload form,
 * the chair's papers page and review dialog, and the admin's rules and progress
 * (docs/decisions/0062-position-papers.md).
 */
import { maxDataUrlLength } from '../images';
import { chairMessages } from '../desk-messages';
import { paperMessages } from '../paper-messages';
import { z } from '../zod';
import { adminRules } from './admin';
import { chairRules } from './chairs';
import { isIsoTimestamp } from './events';

const m = paperMessages;

export const paperRules = {
  /** The largest PDF a delegate may upload. */
  maxBytes: 5 * 1024 * 1024,
  /** The file name as the delegate's browser gives it (kept for the chair; the ZIP names papers by portfolio). */
  fileName: 200,
  feedback: 4000,
  committee: chairRules.committee,
  id: adminRules.id,
  /** A data URL a little over the limit still reaches the server, which answers the size rule's message. */
  bodyBytes: maxDataUrlLength(6 * 1024 * 1024) + 4096,
  accept: '.pdf,application/pdf',
} as const;

export const paperReviews = ['submitted', 'changesRequested', 'accepted'] as const;
export type PaperReview = (typeof paperReviews)[number];

/** What a committee's list and the dashboard say of a delegate's paper. */
export const paperStatuses = ['missing', 'submitted', 'late', 'changesRequested', 'accepted'] as const;
export type PaperStatus = (typeof paperStatuses)[number];

/**
 * The status of a paper from its latest version: none is missing; a version not reviewed yet is submitted, or
 * late when it came after the deadline; a reviewed one is what the chair decided.
 */
export function paperStatus(latest: { review: PaperReview; late: boolean } | null | undefined): PaperStatus {
  if (!latest) return 'missing';
  if (latest.review === 'submitted') return latest.late ? 'late' : 'submitted';
  return latest.review;
}

/** Whether a paper uploaded at `at` is late for `deadline` (none: never late). */
export function isLate(at: Date, deadline: Date | string | null): boolean {
  if (deadline === null) return false;
  return at.getTime() > new Date(deadline).getTime();
}

/** A PDF the browser offers: the quick check of the upload form (the server checks the bytes). */
export function checkPaperFile(file: { type: string; size: number; name: string }): string | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return m.notPdf;
  if (file.size === 0) return m.notPdf;
  if (file.size > paperRules.maxBytes) return m.tooLarge;
  return null;
}

const deadline = z
  .string({ error: m.invalidDeadline })
  .max(40, m.invalidDeadline)
  .refine(isIsoTimestamp, m.invalidDeadline)
  .nullable();

const committeeCode = z
  .string({ error: chairMessages.noSuchCommittee })
  .trim()
  .min(1, chairMessages.noSuchCommittee)
  .max(paperRules.committee, chairMessages.noSuchCommittee);

/** PUT /admin/events/:eventName/papers/rules: required, the deadline for all, each committee's own deadline. */
export const paperRulesBodySchema = z
  .object({
    required: z.boolean({ error: m.invalidRequired }),
    deadline,
    committees: z
      .array(z.object({ committee: committeeCode, deadline }).strict(), { error: m.invalidDeadline })
      .max(100, m.invalidDeadline),
  })
  .strict();
export type PaperRulesBody = z.infer<typeof paperRulesBodySchema>;

/** POST /client/events/:eventName/papers: the PDF as a base64 data URL, and its file name. */
export const paperUploadBodySchema = z
  .object({
    file: z
      .string({ error: m.notPdf })
      .min(1, m.notPdf)
      .max(maxDataUrlLength(paperRules.maxBytes * 1.2), m.tooLarge),
    fileName: z
      .string({ error: m.fileNameRequired })
      .trim()
      .min(1, m.fileNameRequired)
      .max(paperRules.fileName, m.fileNameTooLong(paperRules.fileName)),
  })
  .strict();
export type PaperUploadBody = z.infer<typeof paperUploadBodySchema>;

export const paperDecisions = ['accepted', 'changesRequested'] as const;
export type PaperDecision = (typeof paperDecisions)[number];

/** POST .../papers/:paperId/review: accept, or ask for changes (written feedback required). */
export const paperReviewBodySchema = z
  .object({
    decision: z.enum(paperDecisions, { error: m.invalidDecision }),
    feedback: z
      .string({ error: m.feedbackRequired })
      .trim()
      .max(paperRules.feedback, m.feedbackTooLong(paperRules.feedback))
      .default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'changesRequested' && v.feedback === '')
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: m.feedbackRequired });
  });
export type PaperReviewBody = z.input<typeof paperReviewBodySchema>;

/** PUT .../papers/closed: close the committee's papers (uploads refused) or open them again. */
export const papersClosedBodySchema = z.object({ closed: z.boolean({ error: m.invalidClosed }) }).strict();

export const paperVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  fileName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  late: z.boolean(),
  review: z.enum(paperReviews),
  feedback: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type PaperVersion = z.infer<typeof paperVersionSchema>;

/** A committee's paper rules as they apply: the deadline in force, required, closed. */
export const committeePaperRulesSchema = z.object({
  deadline: z.string().nullable(),
  required: z.boolean(),
  closed: z.boolean(),
});
export type CommitteePaperRules = z.infer<typeof committeePaperRulesSchema>;

export const committeePaperSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  portfolio: z.string(),
  status: z.enum(paperStatuses),
  /** The latest version (null: missing). */
  latest: paperVersionSchema.nullable(),
  versions: z.number(),
});
export type CommitteePaper = z.infer<typeof committeePaperSchema>;

export const committeePapersResponseSchema = z.object({
  message: z.string(),
  room: z.object({ eventName: z.string(), committee: z.string(), committeeName: z.string() }),
  rules: committeePaperRulesSchema,
  papers: z.array(committeePaperSchema),
});
export type CommitteePapers = z.infer<typeof committeePapersResponseSchema>;

export const myPaperSchema = z.object({
  eventName: z.string(),
  committee: z.string(),
  committeeName: z.string(),
  portfolio: z.string(),
  rules: committeePaperRulesSchema,
  status: z.enum(paperStatuses),
  /** Latest first. */
  versions: z.array(paperVersionSchema),
});
export type MyPaper = z.infer<typeof myPaperSchema>;

export const myPapersResponseSchema = z.object({ message: z.string(), papers: z.array(myPaperSchema) });
export const uploadResponseSchema = z.object({ message: z.string(), paper: myPaperSchema });
export const reviewResponseSchema = z.object({ message: z.string(), paper: committeePaperSchema });
export const closedResponseSchema = z.object({ message: z.string(), rules: committeePaperRulesSchema });

export const committeeProgressSchema = z.object({
  committee: z.string(),
  committeeName: z.string(),
  /** The committee's own deadline (null: the event's applies). */
  deadline: z.string().nullable(),
  closed: z.boolean(),
  seated: z.number(),
  submitted: z.number(),
  accepted: z.number(),
  missing: z.number(),
});
export type CommitteeProgress = z.infer<typeof committeeProgressSchema>;

export const adminPapersResponseSchema = z.object({
  message: z.string(),
  required: z.boolean(),
  deadline: z.string().nullable(),
  committees: z.array(committeeProgressSchema),
});
export type AdminPapers = z.infer<typeof adminPapersResponseSchema>;

/** A ZIP entry's name: the portfolio, with what file systems refuse replaced. */
export function paperFileName(portfolio: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among those replaced
  const safe = portfolio.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'paper';
  return `${safe.slice(0, 120)}.pdf`;
}
