/**
 * Events for the registration forms (public) and the superadmin's switch that opens or closes registration.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import { eventResponseSchema, eventsResponseSchema } from '~/shared/schemas/events';
import { registrationRules, registrationToggleSchema } from '~/shared/schemas/registration';
import { errorResponseSchema, errorResponses } from '../../http';
import { currentUser } from '../../plugins/auth';
import { createEventsLookup, setRegistrationOpen } from './service';

const tags = ['events'];

export async function eventRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const events = createEventsLookup(db, app.changes);

  api.get(
    '/events',
    {
      schema: {
        summary: 'Events with their committees and portfolio lists, and whether registration is open',
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
        summary: 'One event by name, with its committees and portfolio lists',
        tags,
        params: z.object({
          eventName: z.string().max(registrationRules.eventName, messages.registration.noSuchEvent),
        }),
        response: { 200: eventResponseSchema, ...errorResponses, 404: errorResponseSchema },
      },
      config: { auth: 'public' },
    },
    async (request) => ({
      message: messages.registration.eventFetched,
      event: await events.get(request.params.eventName),
    }),
  );

  api.put(
    '/superadmin/events/registration',
    {
      schema: {
        summary: 'Open or close registration for an event',
        description: "Answers 'Registration opened' or 'Registration closed'.",
        tags,
        body: registrationToggleSchema,
        response: { 200: messageResponseSchema, ...errorResponses, 404: errorResponseSchema },
      },
      config: { auth: 'superadmin' },
    },
    async (request) => ({
      message: await setRegistrationOpen(db, currentUser(request), request.body.eventName, request.body.open),
    }),
  );
}
