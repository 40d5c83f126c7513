/**
 * Check-in at the venue (docs/decisions/0032-checkin.md). Admins: look a code up, check a delegate in by code
 * or by registration (from a search), search, count, and issue a delegate a new code. Clients: their own
 * passes (codes) for the dashboard. Codes travel in bodies, not URLs, so they stay out of access logs. The
 * rules and the SQL are in service.ts and codes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { checkinMessages } from '~/shared/desk-messages';
import { adminRules } from '~/shared/schemas/admin';
import {
  checkinByCodeBodySchema,
  checkinByRegistrationBodySchema,
  checkinCountsResponseSchema,
  checkinLookupResponseSchema,
  checkinPassesResponseSchema,
  checkinResponseSchema,
  checkinSearchQuerySchema,
  checkinSearchResponseSchema,
  reissueCodeResponseSchema,
} from '~/shared/schemas/checkin';
import { registrationRules } from '~/shared/schemas/registration';
import { apiPublicUrl } from '../../config';
import { emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { passesOf, reissueCheckinCode } from './codes';
import { type CheckinContext, attendanceCounts, checkIn, lookUpCode, searchDelegates } from './service';

const tags = ['checkin'];
const m = checkinMessages;

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});
const idParams = z.object({ id: z.string().max(adminRules.id, m.noSuchRegistration) });

const read = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const action = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;
const refusals = errors(404, 409);

export async function checkinRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: CheckinContext = { db: app.database.db, apiUrl: apiPublicUrl(app.config) };

  api.get(
    '/checkin/passes',
    {
      schema: {
        summary: "The caller's check-in codes: one per confirmed registration of an event not over yet",
        description: 'A registration without a live code gets one now.',
        tags,
        response: { 200: checkinPassesResponseSchema, ...errors() },
      },
      config: { auth: 'client', serverError: m.passError },
    },
    async (request) => ({
      message: m.passesFetched,
      passes: await passesOf(ctx.db, currentUser(request).id),
    }),
  );

  api.post(
    '/admin/events/:eventName/checkin/lookup',
    {
      schema: {
        summary: 'Who a check-in code names, with today’s attendance record (writes nothing)',
        description:
          '404: unknown code. 409: a code of another event, a revoked code, a registration not confirmed. `day` is null when today is not a conference day.',
        tags,
        params: eventParams,
        body: checkinByCodeBodySchema,
        response: { 200: checkinLookupResponseSchema, ...refusals },
      },
      config: read,
    },
    async (request) => ({
      message: m.found,
      ...(await lookUpCode(ctx, request.params.eventName, request.body.code)),
    }),
  );

  const checkinDescription =
    'Records attendance for today (India) once per delegate and day: a second check-in answers `created: false` with the first record ("Already checked in at HH:MM by ..."). 409 when today is not a conference day or the registration cannot be checked in.';

  api.post(
    '/admin/events/:eventName/checkin/code',
    {
      schema: {
        summary: 'Check in the delegate a scanned code names',
        description: checkinDescription,
        tags,
        params: eventParams,
        body: checkinByCodeBodySchema,
        response: { 200: checkinResponseSchema, ...refusals },
      },
      config: action,
    },
    async (request) =>
      checkIn(ctx, currentUser(request), request.params.eventName, { code: request.body.code }),
  );

  api.post(
    '/admin/events/:eventName/checkin/registration',
    {
      schema: {
        summary: 'Check in a confirmed delegate found by search',
        description: checkinDescription,
        tags,
        params: eventParams,
        body: checkinByRegistrationBodySchema,
        response: { 200: checkinResponseSchema, ...refusals },
      },
      config: action,
    },
    async (request) =>
      checkIn(ctx, currentUser(request), request.params.eventName, {
        registrationId: request.body.registrationId,
      }),
  );

  api.get(
    '/admin/events/:eventName/checkin/search',
    {
      schema: {
        summary: "The event's confirmed delegates whose name or email contains `q`, with today's record",
        tags,
        params: eventParams,
        querystring: checkinSearchQuerySchema,
        response: { 200: checkinSearchResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({
      message: m.searched,
      ...(await searchDelegates(ctx, request.params.eventName, request.query.q)),
    }),
  );

  api.get(
    '/admin/events/:eventName/checkin/counts',
    {
      schema: {
        summary: 'Confirmed delegates and check-ins per committee and conference day',
        tags,
        params: eventParams,
        response: { 200: checkinCountsResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({ message: m.counted, ...(await attendanceCounts(ctx, request.params.eventName)) }),
  );

  api.post(
    '/admin/registrations/:id/checkin-code',
    {
      schema: {
        summary: "Revoke a confirmed delegate's check-in code and issue a new one (audited)",
        tags,
        params: idParams,
        body: emptyBody,
        response: { 200: reissueCodeResponseSchema, ...refusals },
      },
      config: action,
    },
    async (request) => ({
      message: m.reissued,
      code: await reissueCheckinCode(ctx.db, currentUser(request), request.params.id),
    }),
  );
}
