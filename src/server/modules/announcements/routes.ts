/**
 * Announcements: admins count an audience, send and follow their announcements; a client reads
 * the announcements they received on the dashboard. Sending is limited per admin per hour; the rules and
 * the SQL are in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { announcementMessages } from '~/shared/desk-messages';
import {
  adminAnnouncementsResponseSchema,
  announcementPreviewBodySchema,
  announcementPreviewResponseSchema,
  announcementRules,
  announcementSendBodySchema,
  announcementSendResponseSchema,
  receivedAnnouncementsResponseSchema,
} from '~/shared/schemas/announcements';
import { registrationRules } from '~/shared/schemas/registration';
import { errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { keyedRateLimit } from '../../plugins/security';
import {
  type AnnouncementContext,
  listAnnouncements,
  previewAnnouncement,
  receivedAnnouncements,
  sendAnnouncement,
} from './service';

const m = announcementMessages;

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});

const read = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const action = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;
const sendLimit = { max: announcementRules.sendsPerHour, timeWindow: '1 hour' };

export async function announcementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AnnouncementContext = { db: app.database.db, publicUrl: app.config.PUBLIC_URL };

  api.post(
    '/admin/events/:eventName/announcements/preview',
    {
      schema: {
        summary: "Count an announcement's audience and list its first recipients (writes nothing)",
        description:
          '`audience`: `{ type: "all" }`, `{ type: "status", value }`, `{ type: "committee", value: <committee code> }` (those assigned to it), `{ type: "kind", value }` or `{ type: "unpaid", days }` (1-60: the payers whose bill is due or submitted, registered more than `days` days ago, not declined).',
        tags: ['admin'],
        params: eventParams,
        body: announcementPreviewBodySchema,
        response: { 200: announcementPreviewResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({
      message: m.previewed,
      ...(await previewAnnouncement(ctx.db, request.params.eventName, request.body.audience)),
    }),
  );

  api.post(
    '/admin/events/:eventName/announcements',
    {
      schema: {
        summary: 'Send an announcement to an audience of the event (one email each, after all other mail)',
        description: `The subject (one line) and the plain-text body are escaped in the HTML email; http(s) addresses become links. The recipients are fixed now and see it on their dashboards. 400 when the audience is empty. Rate limited per admin (${sendLimit.max} per ${sendLimit.timeWindow}).`,
        tags: ['admin'],
        params: eventParams,
        body: announcementSendBodySchema,
        response: { 200: announcementSendResponseSchema, ...errors(404) },
      },
      config: action,
      preHandler: keyedRateLimit(
        app,
        'announcements-admin',
        sendLimit,
        (request) => request.user?.id ?? '',
        m.tooManySends(sendLimit.max),
      ),
    },
    async (request) => {
      const announcement = await sendAnnouncement(
        ctx,
        currentUser(request),
        request.params.eventName,
        request.body,
      );
      app.mailer.wake();
      return { message: m.sent, announcement };
    },
  );

  api.get(
    '/admin/events/:eventName/announcements',
    {
      schema: {
        summary: "The event's announcements, newest first, with their emails queued, sent and failed",
        tags: ['admin'],
        params: eventParams,
        response: { 200: adminAnnouncementsResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({
      message: m.fetched,
      announcements: await listAnnouncements(ctx.db, request.params.eventName),
    }),
  );

  api.get(
    '/client/announcements',
    {
      schema: {
        summary: 'The announcements the caller received, newest first',
        tags: ['registration'],
        response: { 200: receivedAnnouncementsResponseSchema, ...errors() },
      },
      config: { auth: 'client', serverError: m.errorFetching },
    },
    async (request) => ({
      message: m.fetched,
      announcements: await receivedAnnouncements(ctx.db, currentUser(request).id),
    }),
  );
}
