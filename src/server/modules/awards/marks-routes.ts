/**
 * Marks (docs/decisions/0065-awards-certificates-results-marks.md). Admins: the event's rubric. Chairs of the
 * committee (and admins), behind the chairs' one guard: the committee's marks and totals, saving a
 * delegate's marks in a session. Never a delegate's. The rules and the SQL are in marks.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { chairMessages } from '~/shared/desk-messages';
import { markMessages } from '~/shared/paper-messages';
import {
  committeeMarksResponseSchema,
  markTotalSchema,
  rubricBodySchema,
  rubricResponseSchema,
  saveMarksBodySchema,
} from '~/shared/schemas/marks';
import { awardRules } from '~/shared/schemas/awards';
import { registrationRules } from '~/shared/schemas/registration';
import { errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { chairGuard } from '../chairs/routes';
import { committeeMarks, eventRubric, saveMarks, setRubric } from './marks';

const m = markMessages;
const tags = ['marks'];

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});
const roomParams = eventParams.extend({
  committee: z.string().max(awardRules.committee, chairMessages.noSuchCommittee),
});

export async function markRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = chairGuard(app.chairs);

  api.get(
    '/admin/events/:eventName/rubric',
    {
      schema: {
        summary: "The event's marking rubric (criteria with their maximum), in order",
        tags,
        params: eventParams,
        response: { 200: rubricResponseSchema, ...errors(404) },
      },
      config: { auth: 'admin', serverError: messages.admin.errorFetchingData },
    },
    async (request) => ({ message: m.fetched, criteria: await eventRubric(db, request.params.eventName) }),
  );

  api.put(
    '/admin/events/:eventName/rubric',
    {
      schema: {
        summary: "Save the event's marking rubric (the whole list, in order; audited)",
        description:
          'A criterion sent with its `id` is kept; one without is added; one left out is removed unless it has marks (409). A maximum below a mark already given is refused (409).',
        tags,
        params: eventParams,
        body: rubricBodySchema,
        response: { 200: rubricResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'admin', serverError: messages.admin.somethingWentWrong },
    },
    async (request) => ({
      message: m.rubricSaved,
      criteria: await setRubric(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.get(
    '/chair/events/:eventName/committees/:committee/marks',
    {
      schema: {
        summary: "The rubric, this committee's marks and each seated delegate's total (highest first)",
        tags,
        params: roomParams,
        response: { 200: committeeMarksResponseSchema, ...errors(404) },
      },
      config: { auth: 'anyUser', serverError: m.error },
      preValidation: guard,
    },
    async (request) => ({
      message: m.fetched,
      ...(await committeeMarks(db, request.params.eventName, request.params.committee)),
    }),
  );

  api.put(
    '/chair/events/:eventName/committees/:committee/marks',
    {
      schema: {
        summary: "Save a seated delegate's marks in one session (one per criterion given)",
        description:
          "Each mark replaces the one of its session, delegate and criterion. 400: a mark above its criterion's maximum, or a criterion named twice; 404: an unknown session or criterion; 409: the delegate is not seated in this committee.",
        tags,
        params: roomParams,
        body: saveMarksBodySchema,
        response: {
          200: z.object({ message: z.string(), totals: z.array(markTotalSchema) }),
          ...errors(404, 409),
        },
      },
      config: { auth: 'anyUser', serverError: m.error },
      preValidation: guard,
    },
    async (request) => {
      const saved = await saveMarks(db, currentUser(request), request.params, request.body);
      return { message: m.saved(saved.name), totals: saved.totals };
    },
  );
}
