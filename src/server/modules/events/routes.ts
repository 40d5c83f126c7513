/**
 * Events: the public reads (the forms and pages), the files of events, and the superadmin's editing
 * (docs/decisions/0022-conferences-as-data.md). Every editing call answers the event as it is afterwards.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDataUrlLength } from '~/shared/images';
import { messages } from '~/shared/messages';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import {
  boardInputSchema,
  coSponsorsInputSchema,
  committeeInputSchema,
  committeeOrderSchema,
  createEventSchema,
  editableEventResponseSchema,
  eventDetailsSchema,
  eventFileResponseSchema,
  eventFileUploadSchema,
  eventResponseSchema,
  eventRules,
  eventSummariesResponseSchema,
  eventsResponseSchema,
  portfolioListSchema,
  portfolioRenameSchema,
  windowActionSchema,
} from '~/shared/schemas/events';
import { registrationRules, registrationToggleSchema } from '~/shared/schemas/registration';
import { emptyBody, errorResponses, errors, sendImmutableFile, uuidPattern } from '../../http';
import { binaryResponse } from '../../plugins/docs';
import { currentUser } from '../../plugins/auth';
import {
  addCommittee,
  applyWindowAction,
  createEvent,
  deleteCommittee,
  deleteEvent,
  featureEvent,
  getEditableEvent,
  listEventSummaries,
  readEventFile,
  renamePortfolio,
  reorderCommittees,
  setBoard,
  setCoSponsors,
  setPortfolios,
  updateCommittee,
  updateEventDetails,
  uploadEventFile,
} from './editor';
import { type EventsLookup, setRegistrationOpen } from './service';

const tags = ['events'];
const m = messages.events;

const eventParam = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.registration.noSuchEvent),
});
const committeeParams = eventParam.extend({
  committeeId: z.string().regex(uuidPattern, m.noSuchCommittee),
});
const portfolioParams = eventParam.extend({
  portfolioId: z.string().regex(uuidPattern, m.noSuchPortfolio),
});
const superadmin = { auth: 'superadmin' } as const;

export async function eventRoutes(app: FastifyInstance, options: { events: EventsLookup }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { events } = options;

  api.get(
    '/events',
    {
      schema: {
        summary: 'Events with everything the pages and forms show, and whether registration is open now',
        tags,
        response: { 200: eventsResponseSchema, ...errorResponses },
      },
      config: { auth: 'public' },
    },
    async () => ({ message: messages.registration.eventsFetched, events: await events.list() }),
  );

  api.get(
    '/events/:eventName',
    {
      schema: {
        summary: 'One event by name',
        tags,
        params: eventParam,
        response: { 200: eventResponseSchema, ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request) => ({
      message: messages.registration.eventFetched,
      event: await events.get(request.params.eventName),
    }),
  );

  api.get(
    '/event-files/:fileId',
    {
      schema: {
        summary: "An event's uploaded image (WebP) or background guide (PDF); URLs are immutable",
        tags,
        params: z.object({ fileId: z.string().max(64) }),
        response: { 200: binaryResponse('application/octet-stream', 'The file'), ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const file = uuidPattern.test(fileId) ? await readEventFile(db, fileId) : undefined;
      if (!file) return reply.code(404).send({ error: m.fileNotFound });
      return sendImmutableFile(reply, file);
    },
  );

  // ---- superadmin -------------------------------------------------------------------------------------

  api.put(
    '/superadmin/events/registration',
    {
      schema: {
        summary: 'Open or close registration for an event (the manual switch)',
        description: "Answers 'Registration opened' or 'Registration closed'.",
        tags,
        body: registrationToggleSchema,
        response: { 200: messageResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: await setRegistrationOpen(db, currentUser(request), request.body.eventName, request.body.open),
    }),
  );

  api.get(
    '/superadmin/events',
    {
      schema: {
        summary: 'Every event with its state and counts',
        tags,
        response: { 200: eventSummariesResponseSchema, ...errors() },
      },
      config: superadmin,
    },
    async () => ({ message: m.fetched, events: await listEventSummaries(db) }),
  );

  api.post(
    '/superadmin/events',
    {
      schema: {
        summary: 'Create an event, blank or as a copy of another (everything but its registrations)',
        tags,
        body: createEventSchema,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.created,
      event: await createEvent(db, currentUser(request), request.body),
    }),
  );

  api.get(
    '/superadmin/events/:eventName',
    {
      schema: {
        summary: 'One event as the editor shows it (with ids and what registrations use)',
        tags,
        params: eventParam,
        response: { 200: editableEventResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.eventFetched,
      event: await getEditableEvent(db, request.params.eventName),
    }),
  );

  api.put(
    '/superadmin/events/:eventName',
    {
      schema: {
        summary: "Save the event's own fields (name, texts, dates, venue, hero, window, fees, payment)",
        tags,
        params: eventParam,
        body: eventDetailsSchema,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.saved,
      event: await updateEventDetails(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.delete(
    '/superadmin/events/:eventName',
    {
      schema: {
        summary: 'Delete an event that has no registrations (with its committees, board and invites)',
        description: 'An event with registrations cannot be deleted (409).',
        tags,
        params: eventParam,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => {
      await deleteEvent(db, currentUser(request), request.params.eventName);
      return { message: m.deleted };
    },
  );

  api.put(
    '/superadmin/events/:eventName/featured',
    {
      schema: {
        summary: 'Feature this event: the public pages speak of it',
        tags,
        params: eventParam,
        body: emptyBody,
        response: { 200: editableEventResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.featured,
      event: await featureEvent(db, currentUser(request), request.params.eventName),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/registration',
    {
      schema: {
        summary: 'Open registration now, close it now, or schedule its window',
        tags,
        params: eventParam,
        body: windowActionSchema,
        response: { 200: editableEventResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => applyWindowAction(db, currentUser(request), request.params.eventName, request.body),
  );

  api.post(
    '/superadmin/events/:eventName/committees',
    {
      schema: {
        summary: 'Add a committee (last in the order)',
        tags,
        params: eventParam,
        body: committeeInputSchema,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.committeeAdded,
      event: await addCommittee(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/committees/:committeeId',
    {
      schema: {
        summary: 'Edit a committee; a new code is written into the registrations that name it',
        tags,
        params: committeeParams,
        body: committeeInputSchema,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.committeeSaved,
      event: await updateCommittee(
        db,
        currentUser(request),
        request.params.eventName,
        request.params.committeeId,
        request.body,
      ),
    }),
  );

  api.delete(
    '/superadmin/events/:eventName/committees/:committeeId',
    {
      schema: {
        summary: 'Delete a committee that no registration names',
        tags,
        params: committeeParams,
        body: emptyBody,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.committeeDeleted,
      event: await deleteCommittee(
        db,
        currentUser(request),
        request.params.eventName,
        request.params.committeeId,
      ),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/committees-order',
    {
      schema: {
        summary: 'Reorder the committees (every committee id of the event, once)',
        tags,
        params: eventParam,
        body: committeeOrderSchema,
        response: { 200: editableEventResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.committeesReordered,
      event: await reorderCommittees(
        db,
        currentUser(request),
        request.params.eventName,
        request.body.committeeIds,
      ),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/committees/:committeeId/portfolios',
    {
      schema: {
        summary: "Replace a committee's portfolio list (pasted or imported); names in use cannot be removed",
        tags,
        params: committeeParams,
        body: portfolioListSchema,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.portfoliosSaved,
      event: await setPortfolios(
        db,
        currentUser(request),
        request.params.eventName,
        request.params.committeeId,
        request.body.portfolios,
      ),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/portfolios/:portfolioId',
    {
      schema: {
        summary: 'Rename a portfolio; registrations that name it follow',
        tags,
        params: portfolioParams,
        body: portfolioRenameSchema,
        response: { 200: editableEventResponseSchema, ...errors(404, 409) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.portfolioRenamed,
      event: await renamePortfolio(
        db,
        currentUser(request),
        request.params.eventName,
        request.params.portfolioId,
        request.body.name,
      ),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/board',
    {
      schema: {
        summary: 'Replace the executive board',
        tags,
        params: eventParam,
        body: boardInputSchema,
        response: { 200: editableEventResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.boardSaved,
      event: await setBoard(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.put(
    '/superadmin/events/:eventName/cosponsors',
    {
      schema: {
        summary: 'Replace the co-sponsors',
        tags,
        params: eventParam,
        body: coSponsorsInputSchema,
        response: { 200: editableEventResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.coSponsorsSaved,
      event: await setCoSponsors(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.post(
    '/superadmin/events/:eventName/files',
    {
      // A PDF of up to 5 MB travels as a base64 data URL inside JSON.
      bodyLimit: maxDataUrlLength(eventRules.pdfMaxBytes) + 4096,
      schema: {
        summary: 'Upload an image (PNG, JPEG, WebP, AVIF up to 1 MB; stored as WebP) or a PDF (up to 5 MB)',
        tags,
        params: eventParam,
        body: eventFileUploadSchema,
        response: { 200: eventFileResponseSchema, ...errors(404) },
      },
      config: superadmin,
    },
    async (request) => ({
      message: m.fileSaved,
      file: await uploadEventFile(
        db,
        currentUser(request),
        request.params.eventName,
        request.body.file,
        request.body.alt,
        request.body.purpose,
      ),
    }),
  );
}
