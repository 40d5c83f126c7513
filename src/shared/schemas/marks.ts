/**
 * Marks against the event's rubric: one contract for the API (src/server/modules/awards/marks-routes.ts) and
 * its forms (docs/decisions/0065-awards-certificates-results-marks.md). The range of a mark (0 to its
 * criterion's maximum) is checked by the server and enforced by the database.
 */
import { markMessages } from '../paper-messages';
import { z } from '../zod';
import { adminRules } from './admin';

const m = markMessages;

export const markRules = {
  name: 80,
  maxCriteria: 10,
  /** The highest maximum a criterion may have. */
  maxMark: 100,
  id: adminRules.id,
} as const;

export const rubricCriterionInputSchema = z
  .object({
    /** A criterion kept from before (its marks stay); absent for a new one. */
    id: z.string().max(markRules.id, m.noSuchCriterion).optional(),
    name: z
      .string({ error: m.criterionRequired })
      .trim()
      .min(1, m.criterionRequired)
      .max(markRules.name, m.criterionTooLong(markRules.name)),
    maxMark: z
      .number({ error: m.invalidMax(markRules.maxMark) })
      .int(m.invalidMax(markRules.maxMark))
      .min(1, m.invalidMax(markRules.maxMark))
      .max(markRules.maxMark, m.invalidMax(markRules.maxMark)),
  })
  .strict();

/** PUT /admin/events/:eventName/rubric: the whole list, in order. */
export const rubricBodySchema = z
  .object({
    criteria: z
      .array(rubricCriterionInputSchema, { error: m.criterionRequired })
      .max(markRules.maxCriteria, m.tooManyCriteria(markRules.maxCriteria)),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.criteria.forEach((c, i) => {
      const key = c.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['criteria', i, 'name'],
          message: m.duplicateCriterion(c.name),
        });
      seen.add(key);
    });
  });
export type RubricBody = z.infer<typeof rubricBodySchema>;

export const rubricCriterionSchema = z.object({ id: z.string(), name: z.string(), maxMark: z.number() });
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;
export const rubricResponseSchema = z.object({
  message: z.string(),
  criteria: z.array(rubricCriterionSchema),
});

/**
 * One mark per criterion: the database keeps one per (session, delegate, criterion), and a save naming a
 * criterion twice would fail there. Ids are compared in lower case, as the database compares uuids.
 */
function refuseCriterionTwice(given: readonly { criterionId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  given.forEach((x, i) => {
    const key = x.criterionId.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'criterionId'], message: m.criterionTwice });
    seen.add(key);
  });
}

/**
 * PUT /chair/events/:eventName/committees/:committee/marks: a delegate's marks in one session, one per
 * criterion given (each from 0 to the criterion's maximum, which the server checks).
 */
export const saveMarksBodySchema = z
  .object({
    sessionId: z.string({ error: m.noSuchSession }).max(markRules.id, m.noSuchSession),
    registrationId: z.string({ error: m.notSeated }).max(markRules.id, m.notSeated),
    marks: z
      .array(
        z
          .object({
            criterionId: z.string({ error: m.noSuchCriterion }).max(markRules.id, m.noSuchCriterion),
            mark: z
              .number({ error: m.invalidMark })
              .int(m.invalidMark)
              .min(0, m.invalidMark)
              .max(markRules.maxMark, m.invalidMark),
          })
          .strict(),
        { error: m.noMarks },
      )
      .min(1, m.noMarks)
      .max(markRules.maxCriteria, m.tooManyMarks(markRules.maxCriteria))
      .superRefine(refuseCriterionTwice),
  })
  .strict();
export type SaveMarksBody = z.infer<typeof saveMarksBodySchema>;

export const markSchema = z.object({
  sessionId: z.string(),
  registrationId: z.string(),
  criterionId: z.string(),
  mark: z.number(),
});
export type Mark = z.infer<typeof markSchema>;

export const markTotalSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  portfolio: z.string(),
  total: z.number(),
});
export type MarkTotal = z.infer<typeof markTotalSchema>;

/** The committee's marks: the rubric, every mark of the committee, and each seated delegate's total (highest first). */
export const committeeMarksResponseSchema = z.object({
  message: z.string(),
  criteria: z.array(rubricCriterionSchema),
  marks: z.array(markSchema),
  totals: z.array(markTotalSchema),
});
export type CommitteeMarks = z.infer<typeof committeeMarksResponseSchema>;

/**
 * The first mark outside its criterion's range (0 to its maximum) or of no criterion of the rubric, as the
 * message to show; null when every mark fits. The server and the chair's form check with this one rule.
 */
export function markRangeError(
  criteria: readonly RubricCriterion[],
  given: readonly { criterionId: string; mark: number }[],
): { status: 400 | 404; message: string } | null {
  for (const x of given) {
    const criterion = criteria.find((c) => c.id === x.criterionId);
    if (!criterion) return { status: 404, message: m.noSuchCriterion };
    if (!Number.isInteger(x.mark) || x.mark < 0 || x.mark > criterion.maxMark)
      return { status: 400, message: m.outOfRange(criterion.name, criterion.maxMark) };
  }
  return null;
}
