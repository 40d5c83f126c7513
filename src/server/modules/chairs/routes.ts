/**
 * Chairs, committee sessions and roll call (docs/decisions/0059-chairs-sessions-roll-call.md). Admins:
 * the event's chairs and sessions, invite and remove chairs, save the sessions. The invited account: look
 * an invite up, accept it. Chairs: their committees, the committee's room and roll call, behind one guard
 * (`chairGuard`: an accepted chair of that committee of that event, or an admin). Delegates: their
 * attendance per session. The rules and the SQL are in service.ts.
 */
import { holdsRole } from '~/shared/schemas/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { chairMessages, checkinMessages } from '~/shared/desk-messages';
import {
  acceptResponseSchema,
  adminChairsResponseSchema,
  chairInviteBodySchema,
  chairInviteResponseSchema,
  chairResponseSchema,
  chairRoomResponseSchema,
  chairRules,
  chairTokenBodySchema,
  markResponseSchema,
  myAttendanceResponseSchema,
  myCommitteesResponseSchema,
  rollCallBodySchema,
  rollCallResponseSchema,
  sessionsBodySchema,
  sessionsResponseSchema,
} from '~/shared/schemas/chairs';
import { registrationRules } from '~/shared/schemas/registration';
import { apiPublicUrl } from '../../config';
import { HttpError, emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import {
  type ChairLookup,
  type ChairsContext,
  acceptInvite,
  adminChairs,
  chairRoom,
  inviteChair,
  lookUpInvite,
  markRollCall,
  myAttendance,
  myCommittees,
  revokeChair,
  rollCall,
  setSessions,
} from './service';

const m = chairMessages;
const tags = ['chairs'];

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});
const roomParams = eventParams.extend({
  committee: z.string().max(chairRules.committee, m.noSuchCommittee),
});
const sessionParams = roomParams.extend({ sessionId: z.string().max(chairRules.id, m.noSuchSession) });
const markParams = sessionParams.extend({
  registrationId: z.string().max(chairRules.id, checkinMessages.noSuchRegistration),
});
const chairIdParams = z.object({ chairId: z.string().max(chairRules.id, m.noSuchChair) });

const adminRead = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const adminAction = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;
/** Chair routes: any account reaches the chair guard, which admits admins and the committee's chairs. */
const chairRead = { auth: 'anyUser', serverError: m.error } as const;

/**
 * The chair guard: the caller is an admin, or an accepted chair of the committee the path names in the event
 * it names; anyone else gets 403. Runs after the session guard and before validation, so a refused caller
 * learns nothing of the input's validity.
 */
export function chairGuard(chairs: ChairLookup) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (holdsRole(user.role, 'admin')) return;
    const params = roomParams.safeParse(request.params);
    if (!params.success || !(await chairs.isChairOf(user.id, params.data.eventName, params.data.committee)))
      throw new HttpError(403, m.notChair);
  };
}

export async function chairRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: ChairsContext = {
    db: app.database.db,
    publicUrl: app.config.PUBLIC_URL,
    apiUrl: apiPublicUrl(app.config),
  };

  // Admins: the event's chairs and sessions.
  api.get(
    '/admin/events/:eventName/chairs',
    {
      schema: {
        summary: "The event's committees (with their executive board), chairs and committee sessions",
        tags,
        params: eventParams,
        response: { 200: adminChairsResponseSchema, ...errors(404) },
      },
      config: adminRead,
    },
    async (request) => ({ message: m.fetched, ...(await adminChairs(ctx.db, request.params.eventName)) }),
  );

  api.post(
    '/admin/events/:eventName/chairs',
    {
      schema: {
        summary: 'Invite an email to chair a committee of the event (mails the invite link; audited)',
        description:
          'Inviting the same email again sends a new link (the old one stops working); a removed chair can be invited again. 409 when the email already chairs the committee.',
        tags,
        params: eventParams,
        body: chairInviteBodySchema,
        response: { 200: chairResponseSchema, ...errors(404, 409) },
      },
      config: adminAction,
    },
    async (request) => {
      const result = await inviteChair(ctx, currentUser(request), request.params.eventName, request.body);
      app.mailer.wake();
      return result;
    },
  );

  api.post(
    '/admin/chairs/:chairId/revoke',
    {
      schema: {
        summary: 'Remove a chair, or withdraw an invite (audited); the roll call already taken stays',
        tags,
        params: chairIdParams,
        body: emptyBody,
        response: { 200: chairResponseSchema, ...errors(404) },
      },
      config: adminAction,
    },
    async (request) => ({
      message: m.revoked,
      chair: await revokeChair(ctx.db, currentUser(request), request.params.chairId),
    }),
  );

  api.put(
    '/admin/events/:eventName/sessions',
    {
      schema: {
        summary: "Save the event's committee sessions (the whole list, in order; audited)",
        description:
          'A session sent with its `id` is kept (with its roll call); one without is added; one left out is removed, unless it has roll call records (409). Days lie within the event’s dates when it has them.',
        tags,
        params: eventParams,
        body: sessionsBodySchema,
        response: { 200: sessionsResponseSchema, ...errors(404, 409) },
      },
      config: adminAction,
    },
    async (request) => ({
      message: m.sessionsSaved,
      sessions: await setSessions(ctx.db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  // The invited account.
  api.post(
    '/chair-invites/lookup',
    {
      schema: {
        summary: 'What a chair invite link is for: event, committee, invited email and state',
        description: 'The token travels in the body, not the URL. 404: no such invite.',
        tags,
        body: chairTokenBodySchema,
        response: { 200: chairInviteResponseSchema, ...errors(404) },
      },
      config: { auth: 'public', serverError: m.error },
    },
    async (request) => ({ message: m.inviteFound, ...(await lookUpInvite(ctx.db, request.body.token)) }),
  );

  api.post(
    '/chair-invites/accept',
    {
      schema: {
        summary: 'Accept a chair invite: the account must have the invited email',
        description:
          '403: another email than the invited one. 409: the invite was withdrawn, or accepted by another account.',
        tags,
        body: chairTokenBodySchema,
        response: { 200: acceptResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'client', serverError: m.error },
    },
    async (request) => {
      const room = await acceptInvite(ctx.db, currentUser(request), request.body.token);
      return { message: m.accepted(room.committeeName), room };
    },
  );

  api.get(
    '/chair/committees',
    {
      schema: {
        summary: 'The committees the caller chairs',
        tags,
        response: { 200: myCommitteesResponseSchema, ...errors() },
      },
      config: { auth: 'client', serverError: m.error },
    },
    async (request) => ({
      message: m.mineFetched,
      committees: await myCommittees(ctx.db, currentUser(request).id),
    }),
  );

  api.get(
    '/client/attendance',
    {
      schema: {
        summary: "The caller's committee sessions with their roll call, for each seat they hold",
        tags,
        response: { 200: myAttendanceResponseSchema, ...errors() },
      },
      config: { auth: 'client', serverError: m.error },
    },
    async (request) => ({
      message: m.attendanceFetched,
      committees: await myAttendance(ctx.db, currentUser(request).id),
    }),
  );

  // Chairs of the committee (and admins), behind the chair guard.
  const guard = chairGuard(app.chairs);

  api.get(
    '/chair/events/:eventName/committees/:committee',
    {
      schema: {
        summary:
          "A committee's room: the event's sessions, the seated delegates by portfolio and the first session's roll call",
        description:
          'Name, photo, portfolio and institution of each confirmed delegate seated here; nothing else. `firstRollCall` is the answer of GET .../sessions/:sessionId for the first session (null without sessions), so the page opens on it with one call.',
        tags,
        params: roomParams,
        response: { 200: chairRoomResponseSchema, ...errors(404) },
      },
      config: chairRead,
      preValidation: guard,
    },
    async (request) => ({
      message: m.roomFetched,
      ...(await chairRoom(ctx, request.params.eventName, request.params.committee)),
    }),
  );

  api.get(
    '/chair/events/:eventName/committees/:committee/sessions/:sessionId',
    {
      schema: {
        summary: "A session's roll call of the committee, with each delegate's check-in at the door that day",
        tags,
        params: sessionParams,
        response: { 200: rollCallResponseSchema, ...errors(404) },
      },
      config: chairRead,
      preValidation: guard,
    },
    async (request) => ({
      message: m.rollFetched,
      ...(await rollCall(
        ctx.db,
        request.params.eventName,
        request.params.committee,
        request.params.sessionId,
      )),
    }),
  );

  api.put(
    '/chair/events/:eventName/committees/:committee/sessions/:sessionId/roll-call/:registrationId',
    {
      schema: {
        summary: "Set a delegate's roll call in a session: present, presentAndVoting or absent",
        description:
          'One record per session and delegate: a second mark replaces the first. 409 when the delegate is not a confirmed delegate seated in this committee.',
        tags,
        params: markParams,
        body: rollCallBodySchema,
        response: { 200: markResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'anyUser', serverError: m.error },
      preValidation: guard,
    },
    async (request) => ({
      message: m.marked,
      entry: await markRollCall(ctx.db, currentUser(request), request.params, request.body.state),
    }),
  );
}
