/**
 * Conference registration: POST /reg/yp, POST /sendinvite and GET /client/allevents (docs/requirements.md#registration), the
 * leader's group bill (GET /reg/group/:eventName, ours) and the member's pending invites (GET /reg/invites,
 * declining one, opening its member form: ours).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '~/shared/messages';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import {
  groupBillResponseSchema,
  inviteLinkResponseSchema,
  makeRegistrationSchema,
  makeSendInviteSchema,
  registrationResponseSchema,
  pendingInvitesResponseSchema,
  paymentReferenceResponseSchema,
  registrationRules,
  screenshotReadingBodySchema,
  screenshotReadingResponseSchema,
  ypEventsResponseSchema,
} from '~/shared/schemas/registration';
import { z } from 'zod';
import { emptyBody, errors, uuidPattern } from '../../http';
import { currentUser } from '../../plugins/auth';
import { keyedRateLimit, rateLimits } from '../../plugins/security';
import type { RegistrationContext } from './context';
import { declineInvite, openInvite, pendingInvites, sendInvite } from './invites';
import { inboxOf } from '../accounts/routes';
import {
  decodePaymentImage,
  leaderGroupBill,
  readPaymentScreenshot,
  register,
  registeredEvents,
} from './service';
import { issueReference } from './payments';
import { findEventRow } from '../events/service';
import { HttpError } from '../../http';

const tags = ['registration'];
const m = messages.registration;
const eventParams = z.object({ eventName: z.string().max(registrationRules.eventName, m.noSuchEvent) });
const inviteParams = z.object({ inviteId: z.string().regex(uuidPattern, m.inviteNotFound) });

/** Error responses a route documents besides the standard ones (400, 429, 500, 503). */
export async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: RegistrationContext = { db: app.database.db, publicUrl: app.config.PUBLIC_URL };
  const limitScreenshotReadings = keyedRateLimit(
    app,
    'screenshot-readings',
    rateLimits.screenshotReadingsPerUser,
    (request) => request.user!.id,
  );

  api.post(
    '/reg/yp',
    {
      schema: {
        summary: 'Register for an event: individual, group leader or invited member',
        description: [
          'Individual: `isGroupRegistration: false` with `payment`. Group leader: `isGroupRegistration: true`, `grpName`, `grpMembers`, `payment`; allowed once more than one invited member has registered. Invited member: `isGroupRegistration: true` with the invite link parts (`grpName`, `eventNameIn`, `memberEmail`, `grpLeaderEmail`, `inviteToken`), no payment.',
          "Non-institute students also send `college` and `accomodation` ('Yes'/'No'). `payment` is a `data:<type>;base64,` URL of a PNG, JPEG, WebP or AVIF image of at most 500 KB.",
          "The amount due is computed by the server from the event's fees: individual, plus hospitality for a non-institute student choosing accommodation; leader per-member fee x (registered members + 1), plus hospitality for each non-institute person of the group (leader or registered member) who chose accommodation; member 0 (the member's registration awaits the leader's).",
          "A person whose group invites were accepted can register only as that group's leader (409 otherwise); once the leader has registered, the group takes no more members (409).",
          "`transactionId` (optional for the API, asked by our form): the payment's UPI transaction id (UTR, 12 digits) or bank transfer reference (6-22 letters and digits, at least one letter); spaces and dashes are ignored. One already used by another registration of any event answers 409, unless an admin shared it with this account. A screenshot byte-identical to another registration's answers 409.",
        ].join('\n\n'),
        tags,
        body: makeRegistrationSchema({ audience: 'server' }),
        response: { 200: registrationResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'verifiedClient', forbiddenError: m.adminsNotAllowed, serverError: m.serverError },
    },
    async (request) => {
      const registration = await register(ctx, currentUser(request), request.body);
      app.mailer.wake();
      app.ocr.wake();
      return {
        message: m.success,
        registration: {
          _id: registration.id,
          status: registration.status,
          amountDue: registration.amountDue,
        },
      };
    },
  );

  api.post(
    '/reg/screenshot-reading',
    {
      schema: {
        summary: 'Read a payment screenshot before registering: the transaction ID and amount it shows',
        description: `Ours. The form offers the transaction ID read, for the delegate to confirm. \`payment\` as in POST /reg/yp (400 otherwise); nothing is stored. Both are null when nothing was read, or OCR is off. Rate limited per account (${rateLimits.screenshotReadingsPerUser.max} per ${rateLimits.screenshotReadingsPerUser.timeWindow}).`,
        tags,
        body: screenshotReadingBodySchema,
        response: { 200: screenshotReadingResponseSchema },
      },
      config: { auth: 'verifiedClient', forbiddenError: m.adminsNotAllowed },
    },
    async (request, reply) => {
      const image = await decodePaymentImage(request.body.payment);
      // Only a screenshot that reaches OCR counts against the account's limit: OCR is the cost.
      await limitScreenshotReadings.call(app, request, reply);
      return { message: m.screenshotRead, ...(await readPaymentScreenshot(app.ocr, request.log, image)) };
    },
  );

  api.post(
    '/sendinvite',
    {
      schema: {
        summary: 'Invite an account to your group for an event (emails a single-use link)',
        description:
          "The first invite creates the leader's group for the event (one per leader per event). Resending to the same member replaces the link. " +
          `Rate limited per account (${rateLimits.invitesPerUser.max} per ${rateLimits.invitesPerUser.timeWindow}) and per receiving inbox from all accounts (${rateLimits.invitesPerInbox.max} per ${rateLimits.invitesPerInbox.timeWindow}).`,
        tags,
        body: makeSendInviteSchema('server'),
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'verifiedClient', forbiddenError: m.adminsNotAllowed, serverError: m.inviteFailed },
      // The account first: an account over its own limit never uses up the inbox's.
      preHandler: [
        keyedRateLimit(app, 'invites-user', rateLimits.invitesPerUser, (request) => request.user?.id ?? ''),
        keyedRateLimit(app, 'invites-inbox', rateLimits.invitesPerInbox, (request) =>
          inboxOf(String((request.body as { email?: unknown }).email).toLowerCase()),
        ),
      ],
    },
    async (request) => {
      await sendInvite(ctx, currentUser(request), request.body);
      app.mailer.wake();
      return { message: m.inviteSent };
    },
  );

  api.get(
    '/reg/group/:eventName',
    {
      schema: {
        summary: "The caller's group for an event and what its leader pays now, with the breakdown",
        description:
          "The leader's form shows this amount: the event's group fee x (registered members + 1), plus hospitality for each non-institute person of the group who chose accommodation; `amountDueWithAccommodation` includes the leader's own (null for an institute student). The registration computes it again when it is submitted.",
        tags,
        params: eventParams,
        response: { 200: groupBillResponseSchema, ...errors(404) },
      },
      config: { auth: 'verifiedClient', forbiddenError: m.adminsNotAllowed },
    },
    async (request) => ({
      message: m.groupFetched,
      ...(await leaderGroupBill(ctx.db, currentUser(request), request.params.eventName)),
    }),
  );

  api.get(
    '/reg/payment-reference/:eventName',
    {
      schema: {
        summary: "The caller's payment reference for an event (issued on the first call, then the same)",
        description:
          "The reference to write in the UPI note or the bank transfer remarks (`AC26-7Q3K`: the event's initials and 2-digit year, then 4 or more characters without look-alikes). The registration of this account for this event keeps it: an individual's bill, or a group leader's for the group.",
        tags,
        params: eventParams,
        response: { 200: paymentReferenceResponseSchema, ...errors(404) },
      },
      config: { auth: 'verifiedClient', forbiddenError: m.adminsNotAllowed },
    },
    async (request) => {
      const event = await findEventRow(ctx.db, request.params.eventName);
      if (!event) throw new HttpError(404, m.noSuchEvent);
      return {
        message: m.referenceFetched,
        reference: await issueReference(ctx.db, currentUser(request).id, event.id),
      };
    },
  );

  api.get(
    '/reg/invites',
    {
      schema: {
        summary: 'The group invites waiting for your answer',
        description:
          'Invites not yet accepted or declined, for events you have not registered for, in groups whose leader has not registered yet; newest first.',
        tags,
        response: { 200: pendingInvitesResponseSchema, ...errors() },
      },
      config: { auth: 'client' },
    },
    async (request) => ({
      message: m.invitesFetched,
      invites: await pendingInvites(ctx.db, currentUser(request).id),
    }),
  );

  api.post(
    '/reg/invites/:inviteId/decline',
    {
      schema: {
        summary: 'Decline one of your group invites (its leader sees it)',
        description:
          'Only the invited account can decline; an accepted invite cannot be (409). A new invite from the leader asks again.',
        tags,
        params: inviteParams,
        body: emptyBody,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'client' },
    },
    async (request) => {
      await declineInvite(ctx.db, currentUser(request), request.params.inviteId);
      return { message: m.inviteDeclined };
    },
  );

  api.post(
    '/reg/invites/:inviteId/link',
    {
      schema: {
        summary: 'The member form of one of your pending invites (its address, with a link of your own)',
        description:
          "Answers the invite link's path with a fresh token that only the member's registration accepts, beside the emailed one, and the event's current name.",
        tags,
        params: inviteParams,
        body: emptyBody,
        response: { 200: inviteLinkResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'verifiedClient', forbiddenError: m.adminsNotAllowed },
    },
    async (request) => ({
      message: m.inviteOpened,
      path: await openInvite(ctx.db, currentUser(request), request.params.inviteId),
    }),
  );

  api.get(
    '/client/allevents',
    {
      schema: {
        summary: "The caller's event registrations with their status",
        tags,
        response: { 200: ypEventsResponseSchema, ...errors() },
      },
      config: { auth: 'client' },
    },
    async (request) => ({
      message: m.registeredEventsFetched,
      ypEvents: await registeredEvents(ctx.db, currentUser(request).id),
    }),
  );
}
