/**
 * Awards: one contract for the API (src/server/modules/awards/routes.ts) and its pages: the event's award
 * categories (how many of each a committee may give), a chair's proposals, an admin's publication
 * (docs/decisions/0062-position-papers.md).
 */
import { awardMessages } from '../paper-messages';
import { z } from '../zod';
import { adminRules } from './admin';
import { chairRules } from './chairs';

const m = awardMessages;

export const awardRules = {
  name: 80,
  maxCategories: 20,
  /** The most of one category a committee may give. */
  maxPerCommittee: 20,
  id: adminRules.id,
  committee: chairRules.committee,
} as const;

export const awardCategoryInputSchema = z
  .object({
    /** A category kept from before (its awards stay); absent for a new one. */
    id: z.string().max(awardRules.id, m.noSuchCategory).optional(),
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(awardRules.name, m.nameTooLong(awardRules.name)),
    perCommittee: z
      .number({ error: m.invalidCount(awardRules.maxPerCommittee) })
      .int(m.invalidCount(awardRules.maxPerCommittee))
      .min(1, m.invalidCount(awardRules.maxPerCommittee))
      .max(awardRules.maxPerCommittee, m.invalidCount(awardRules.maxPerCommittee)),
  })
  .strict();

/** PUT /admin/events/:eventName/award-categories: the whole list, in order. */
export const awardCategoriesBodySchema = z
  .object({
    categories: z
      .array(awardCategoryInputSchema, { error: m.nameRequired })
      .max(awardRules.maxCategories, m.tooManyCategories(awardRules.maxCategories)),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.categories.forEach((c, i) => {
      const key = c.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i, 'name'],
          message: m.duplicateCategory(c.name),
        });
      seen.add(key);
    });
  });
export type AwardCategoriesBody = z.infer<typeof awardCategoriesBodySchema>;

/** POST /chair/events/:eventName/committees/:committee/awards */
export const proposeAwardBodySchema = z
  .object({
    categoryId: z.string({ error: m.noSuchCategory }).max(awardRules.id, m.noSuchCategory),
    registrationId: z.string({ error: m.notSeated }).max(awardRules.id, m.notSeated),
  })
  .strict();

export const awardCategorySchema = z.object({ id: z.string(), name: z.string(), perCommittee: z.number() });
export type AwardCategory = z.infer<typeof awardCategorySchema>;

export const awardSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  category: z.string(),
  committee: z.string(),
  registrationId: z.string(),
  name: z.string(),
  portfolio: z.string().nullable(),
  published: z.boolean(),
});
export type Award = z.infer<typeof awardSchema>;

export const awardCategoriesResponseSchema = z.object({
  message: z.string(),
  categories: z.array(awardCategorySchema),
});
export const committeeAwardsResponseSchema = z.object({
  message: z.string(),
  categories: z.array(awardCategorySchema),
  awards: z.array(awardSchema),
});
export type CommitteeAwards = z.infer<typeof committeeAwardsResponseSchema>;
export const awardResponseSchema = z.object({ message: z.string(), award: awardSchema });
export const eventAwardsResponseSchema = committeeAwardsResponseSchema;
export const publishResponseSchema = z.object({ message: z.string(), published: z.number() });

/**
 * The published awards of an event by committee (GET /results/:eventName, the /results/:event page): only
 * published awards, never a proposal; `published` is false (and `committees` empty) before publication.
 */
export const resultsSchema = z.object({
  event: z.object({ name: z.string(), theme: z.string() }),
  published: z.boolean(),
  committees: z.array(
    z.object({
      code: z.string(),
      displayName: z.string(),
      fullName: z.string(),
      awards: z.array(z.object({ category: z.string(), name: z.string(), portfolio: z.string() })),
    }),
  ),
});
export type Results = z.infer<typeof resultsSchema>;
export const resultsResponseSchema = z.object({ message: z.string(), results: resultsSchema });
