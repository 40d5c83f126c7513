import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '~/shared/messages';
import { contactResponseSchema, contactSchema } from '~/shared/schemas/contact';
import { isDatabaseUnavailable } from '../../db/errors';
import { errorResponses } from '../../http';
import { rateLimits } from '../../plugins/security';
import { saveContactResponse } from './service';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contactus',
    {
      schema: {
        summary: 'Send a Contact Us message',
        tags: ['contact'],
        body: contactSchema,
        response: { 200: contactResponseSchema, ...errorResponses },
      },
      config: { auth: 'public', rateLimit: rateLimits.contact },
    },
    async (request, reply) => {
      try {
        await saveContactResponse(app.database.db, request.body);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, 'contact: storing the message failed');
        return reply.code(500).send({ error: messages.contact.serverError });
      }
      return { message: messages.contact.success };
    },
  );
}
