/**
 * The chairs calls (src/server/modules/chairs/routes.ts): the admin's chairs and sessions, the invite page,
 * the chair's room and roll call, and the delegate's attendance (the dashboard).
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { chairMessages } from '~/shared/desk-messages';
import type {
  AdminChairsResponse,
  Chair,
  ChairInviteBody,
  ChairInviteInfo,
  ChairRoom,
  ChairRoomRef,
  CommitteeSession,
  MyAttendance,
  RollCall,
  RollCallEntry,
  RollCallState,
  SessionInput,
} from '~/shared/schemas/chairs';
import { apiRequest } from '~/web/lib/api';

const m = chairMessages;
const admin = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}`;
const room = (eventName: string, committee: string) =>
  `/chair/events/${encodeURIComponent(eventName)}/committees/${encodeURIComponent(committee)}`;

export const adminChairsQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['admin', 'chairs', eventName],
    queryFn: ({ signal }) =>
      apiRequest<AdminChairsResponse>(`${admin(eventName)}/chairs`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
  });

export const inviteChair = (eventName: string, body: ChairInviteBody) =>
  apiRequest<{ message: string; chair: Chair }>(`${admin(eventName)}/chairs`, {
    method: 'POST',
    body,
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });

export const revokeChair = (chairId: string) =>
  apiRequest<{ message: string; chair: Chair }>(`/admin/chairs/${encodeURIComponent(chairId)}/revoke`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });

export const saveSessions = (eventName: string, sessions: SessionInput[]) =>
  apiRequest<{ message: string; sessions: CommitteeSession[] }>(`${admin(eventName)}/sessions`, {
    method: 'PUT',
    body: { sessions },
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });

export const lookUpInvite = (token: string) =>
  apiRequest<ChairInviteInfo>('/chair-invites/lookup', {
    method: 'POST',
    body: { token },
    fallbackError: m.error,
  });

export const acceptInvite = (token: string) =>
  apiRequest<{ message: string; room: ChairRoomRef }>('/chair-invites/accept', {
    method: 'POST',
    body: { token },
    auth: true,
    fallbackError: m.error,
  });

export const myCommitteesQuery = queryOptions({
  queryKey: ['chair', 'committees'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<{ message: string; committees: ChairRoomRef[] }>('/chair/committees', {
        auth: true,
        signal,
        fallbackError: m.error,
      })
    ).committees,
});

export const chairRoomQuery = (eventName: string, committee: string) =>
  queryOptions({
    queryKey: ['chair', 'room', eventName, committee],
    queryFn: ({ signal }) =>
      apiRequest<ChairRoom>(room(eventName, committee), { auth: true, signal, fallbackError: m.error }),
  });

export const rollCallQuery = (eventName: string, committee: string, sessionId: string) =>
  queryOptions({
    queryKey: ['chair', 'roll', eventName, committee, sessionId],
    queryFn: ({ signal }) =>
      apiRequest<RollCall>(`${room(eventName, committee)}/sessions/${encodeURIComponent(sessionId)}`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
  });

export const markRollCall = (
  target: { eventName: string; committee: string; sessionId: string; registrationId: string },
  state: RollCallState,
) =>
  apiRequest<{ message: string; entry: RollCallEntry }>(
    `${room(target.eventName, target.committee)}/sessions/${encodeURIComponent(target.sessionId)}/roll-call/${encodeURIComponent(target.registrationId)}`,
    { method: 'PUT', body: { state }, auth: true, fallbackError: m.error },
  );

export const myAttendanceQuery = queryOptions({
  queryKey: ['attendance', 'mine'],
  queryFn: async ({ signal }) =>
    (await apiRequest<MyAttendance>('/client/attendance', { auth: true, signal, fallbackError: m.error }))
      .committees,
});
