/**
 * The position paper calls (src/server/modules/papers/routes.ts): the delegate's papers and upload, the
 * chair's list, review, close and ZIP, the admin's rules and progress, and reading one version.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { paperMessages } from '~/shared/paper-messages';
import type {
  AdminPapers,
  CommitteePaper,
  CommitteePaperRules,
  CommitteePapers,
  MyPaper,
  PaperRulesBody,
  PaperReviewBody,
} from '~/shared/schemas/papers';
import { apiFileRequest, apiRequest, apiUpload } from '~/web/lib/api';
import { fileNameOf, saveFile } from '~/web/lib/download';

const m = paperMessages;
const enc = encodeURIComponent;
const room = (eventName: string, committee: string) =>
  `/chair/events/${enc(eventName)}/committees/${enc(committee)}`;

export const myPapersQuery = queryOptions({
  queryKey: ['papers', 'mine'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<{ message: string; papers: MyPaper[] }>('/client/papers', {
        auth: true,
        signal,
        fallbackError: m.error,
      })
    ).papers,
});

export const uploadPaper = (
  target: { eventName: string; committee: string },
  body: { file: string; fileName: string },
  onProgress: (fraction: number) => void,
) =>
  apiUpload<{ message: string; paper: MyPaper }>(
    'POST',
    `/client/events/${enc(target.eventName)}/committees/${enc(target.committee)}/papers`,
    body,
    { onProgress, fallbackError: m.error },
  );

export const committeePapersQuery = (eventName: string, committee: string) =>
  queryOptions({
    queryKey: ['chair', 'papers', eventName, committee],
    queryFn: ({ signal }) =>
      apiRequest<CommitteePapers>(`${room(eventName, committee)}/papers`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
  });

export const reviewPaper = (
  target: { eventName: string; committee: string; paperId: string },
  body: PaperReviewBody,
) =>
  apiRequest<{ message: string; paper: CommitteePaper }>(
    `${room(target.eventName, target.committee)}/papers/${enc(target.paperId)}/review`,
    { method: 'POST', body, auth: true, fallbackError: m.error },
  );

export const setPapersClosed = (target: { eventName: string; committee: string }, closed: boolean) =>
  apiRequest<{ message: string; rules: CommitteePaperRules }>(
    `${room(target.eventName, target.committee)}/papers/closed`,
    { method: 'PUT', body: { closed }, auth: true, fallbackError: m.error },
  );

/** The committee's latest papers as one ZIP, saved under the server's file name. */
export async function downloadPapersZip(eventName: string, committee: string): Promise<void> {
  const response = await apiFileRequest(`${room(eventName, committee)}/papers.zip`, {
    fallbackError: m.error,
  });
  const name = fileNameOf(response.headers.get('content-disposition'), `${committee}-papers.zip`);
  saveFile(await response.blob(), name);
}

/** One version's PDF, fetched with the bearer header (a plain link cannot send it). */
export const fetchPaper = async (paperId: string, signal?: AbortSignal) =>
  (await apiFileRequest(`/papers/${enc(paperId)}`, { signal, fallbackError: m.error })).blob();

export const adminPapersQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['admin', 'papers', eventName],
    queryFn: ({ signal }) =>
      apiRequest<AdminPapers>(`/admin/events/${enc(eventName)}/papers`, {
        auth: true,
        signal,
        fallbackError: m.error,
      }),
  });

export const savePaperRules = (eventName: string, body: PaperRulesBody) =>
  apiRequest<AdminPapers>(`/admin/events/${enc(eventName)}/papers/rules`, {
    method: 'PUT',
    body,
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
