/**
 * The award calls (src/server/modules/awards/routes.ts): categories, proposals, withdrawals, publication; and
 * the marks' (marks-routes.ts): the rubric, a committee's marks.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { awardMessages, markMessages } from '~/shared/paper-messages';
import type { Award, AwardCategory, CommitteeAwards } from '~/shared/schemas/awards';
import type { CommitteeMarks, MarkTotal, RubricCriterion, SaveMarksBody } from '~/shared/schemas/marks';
import { apiRequest } from '~/web/lib/api';

const m = awardMessages;
const enc = encodeURIComponent;
const room = (eventName: string, committee: string) =>
  `/chair/events/${enc(eventName)}/committees/${enc(committee)}/awards`;
const admin = (eventName: string) => `/admin/events/${enc(eventName)}`;

export const committeeAwardsQuery = (eventName: string, committee: string) =>
  queryOptions({
    queryKey: ['chair', 'awards', eventName, committee],
    queryFn: ({ signal }) =>
      apiRequest<CommitteeAwards>(room(eventName, committee), { auth: true, signal, fallbackError: m.error }),
  });

export const proposeAward = (
  target: { eventName: string; committee: string },
  body: { categoryId: string; registrationId: string },
) =>
  apiRequest<{ message: string; award: Award }>(room(target.eventName, target.committee), {
    method: 'POST',
    body,
    auth: true,
    fallbackError: m.error,
  });

export const withdrawAward = (target: { eventName: string; committee: string }, awardId: string) =>
  apiRequest<{ message: string }>(`${room(target.eventName, target.committee)}/${enc(awardId)}/withdraw`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: m.error,
  });

export const eventAwardsQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['admin', 'awards', eventName],
    queryFn: ({ signal }) =>
      apiRequest<CommitteeAwards>(`${admin(eventName)}/awards`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
  });

export const saveCategories = (
  eventName: string,
  categories: { id?: string; name: string; perCommittee: number }[],
) =>
  apiRequest<{ message: string; categories: AwardCategory[] }>(`${admin(eventName)}/award-categories`, {
    method: 'PUT',
    body: { categories },
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });

export const publishAwards = (eventName: string) =>
  apiRequest<{ message: string; published: number }>(`${admin(eventName)}/awards/publish`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });

const marksRoom = (eventName: string, committee: string) =>
  `/chair/events/${enc(eventName)}/committees/${enc(committee)}/marks`;

/** The committee's rubric, marks and totals (chairs of the committee and admins). */
export const committeeMarksQuery = (eventName: string, committee: string) =>
  queryOptions({
    queryKey: ['chair', 'marks', eventName, committee],
    queryFn: ({ signal }) =>
      apiRequest<CommitteeMarks>(marksRoom(eventName, committee), {
        auth: true,
        signal,
        fallbackError: markMessages.error,
      }),
  });

export const saveMarks = (target: { eventName: string; committee: string }, body: SaveMarksBody) =>
  apiRequest<{ message: string; totals: MarkTotal[] }>(marksRoom(target.eventName, target.committee), {
    method: 'PUT',
    body,
    auth: true,
    fallbackError: markMessages.error,
  });

export const rubricQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['admin', 'rubric', eventName],
    queryFn: ({ signal }) =>
      apiRequest<{ message: string; criteria: RubricCriterion[] }>(`${admin(eventName)}/rubric`, {
        auth: true,
        signal,
        fallbackError: markMessages.error,
      }),
  });

export const saveRubric = (eventName: string, criteria: { id?: string; name: string; maxMark: number }[]) =>
  apiRequest<{ message: string; criteria: RubricCriterion[] }>(`${admin(eventName)}/rubric`, {
    method: 'PUT',
    body: { criteria },
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
