/**
 * Awards (docs/decisions/0062-position-papers.md, docs/decisions/0065-awards-certificates-results-marks.md).
 * Anyone: the published results. Admins: the event's award categories, every committee's awards, publishing. Chairs of the committee (and admins), behind the chairs' one guard: the committee's awards, a
 * proposal, a withdrawal. The rules and the SQL are in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { chairMessages } from '~/shared/desk-messages';
import { awardMessages } from '~/shared/paper-messages';
import {
  awardCategoriesBodySchema,
  awardCategoriesResponseSchema,
  awardResponseSchema,
  awardRules,
  committeeAwardsResponseSchema,
  eventAwardsResponseSchema,
  proposeAwardBodySchema,
  publishResponseSchema,
  resultsResponseSchema,
} from '~/shared/schemas/awards';
import { registrationRules } from '~/shared/schemas/registration';
import { emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { chairGuard } from '../chairs/routes';
import {
  committeeAwards,
  eventAwards,
  eventCategories,
  proposeAward,
  publishAwards,
  publishedResults,
  setCategories,
  withdrawAward,
} from './service';

const m = awardMessages;
const tags = ['awards'];

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});
const roomParams = eventParams.extend({
  committee: z.string().max(awardRules.committee, chairMessages.noSuchCommittee),
});
const awardParams = roomParams.extend({ awardId: z.string().max(awardRules.id, m.noSuchAward) });

const adminRead = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const adminAction = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;
const chairCall = { auth: 'anyUser', serverError: m.error } as const;

export async function awardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = chairGuard(app.chairs);

  api.get(
    '/admin/events/:eventName/award-categories',
    {
      schema: {
        summary: "The event's award categories, in order",
        tags,
        params: eventParams,
        response: { 200: awardCategoriesResponseSchema, ...errors(404) },
      },
      config: adminRead,
    },
    async (request) => ({
      message: m.fetched,
      categories: await eventCategories(db, request.params.eventName),
    }),
  );

  api.put(
    '/admin/events/:eventName/award-categories',
    {
      schema: {
        summary: "Save the event's award categories (the whole list, in order; audited)",
        description:
          'A category sent with its `id` is kept; one without is added; one left out is removed unless it has awards (409). A count cannot go below the awards a committee already has of it (409).',
        tags,
        params: eventParams,
        body: awardCategoriesBodySchema,
        response: { 200: awardCategoriesResponseSchema, ...errors(404, 409) },
      },
      config: adminAction,
    },
    async (request) => ({
      message: m.categoriesSaved,
      categories: await setCategories(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.get(
    '/admin/events/:eventName/awards',
    {
      schema: {
        summary: "The event's award categories and every committee's awards (proposed and published)",
        tags,
        params: eventParams,
        response: { 200: eventAwardsResponseSchema, ...errors(404) },
      },
      config: adminRead,
    },
    async (request) => ({ message: m.fetched, ...(await eventAwards(db, request.params.eventName)) }),
  );

  api.post(
    '/admin/events/:eventName/awards/publish',
    {
      schema: {
        summary:
          'Publish every proposed award of the event (each delegate checked to be still seated; audited)',
        tags,
        params: eventParams,
        body: emptyBody,
        response: { 200: publishResponseSchema, ...errors(404, 409) },
      },
      config: adminAction,
    },
    async (request) => {
      const published = await publishAwards(db, currentUser(request), request.params.eventName);
      return { message: m.published(published), published };
    },
  );

  api.get(
    '/results/:eventName',
    {
      schema: {
        summary: "The event's published awards by committee (nothing before publication)",
        description:
          'Proposals are never shown: before an admin publishes, `published` is false and `committees` empty.',
        tags,
        params: eventParams,
        response: { 200: resultsResponseSchema, ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request) => ({
      message: m.fetched,
      results: await publishedResults(db, request.params.eventName),
    }),
  );

  api.get(
    '/chair/events/:eventName/committees/:committee/awards',
    {
      schema: {
        summary: "The event's award categories and this committee's awards",
        tags,
        params: roomParams,
        response: { 200: committeeAwardsResponseSchema, ...errors(404) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request) => ({
      message: m.fetched,
      ...(await committeeAwards(db, request.params.eventName, request.params.committee)),
    }),
  );

  api.post(
    '/chair/events/:eventName/committees/:committee/awards',
    {
      schema: {
        summary: 'Propose a seated delegate of this committee for an award category',
        description:
          "409: the committee has given the category's count, the delegate already has it, or is not a confirmed delegate seated in this committee.",
        tags,
        params: roomParams,
        body: proposeAwardBodySchema,
        response: { 200: awardResponseSchema, ...errors(404, 409) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request) => {
      const award = await proposeAward(db, currentUser(request), request.params, request.body);
      return { message: m.proposed(award.category, award.name), award };
    },
  );

  api.post(
    '/chair/events/:eventName/committees/:committee/awards/:awardId/withdraw',
    {
      schema: {
        summary: 'Withdraw a proposal of this committee that is not published yet',
        tags,
        params: awardParams,
        body: emptyBody,
        response: { 200: z.object({ message: z.string() }), ...errors(404, 409) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request) => {
      await withdrawAward(db, request.params);
      return { message: m.withdrawn };
    },
  );
}
