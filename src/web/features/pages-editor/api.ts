/**
 * The page editor's calls (docs/decisions/0071-pages-as-data-every-page.md). A page's calls name the version the editor
 * saw; a 409 says someone else saved it first.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type { ContentFileResponse } from '~/shared/schemas/content';
import type { EditablePage, PageListResponse, PageRevision } from '~/shared/schemas/pages';
import { apiRequest, apiUpload } from '~/web/lib/api';

const fallbackError = messages.generic.somethingWentWrong;
const pagePath = (key: string) => `/editor/pages/${encodeURIComponent(key)}`;

export const pagesQuery = queryOptions({
  queryKey: ['pages', 'list'],
  queryFn: async ({ signal }) =>
    (await apiRequest<PageListResponse>('/editor/pages', { auth: true, signal, fallbackError })).pages,
  staleTime: 0,
  refetchOnMount: 'always',
});

export const pageKey = (key: string) => ['pages', 'page', key] as const;

export function pageQuery(key: string) {
  return queryOptions({
    queryKey: pageKey(key),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ page: EditablePage }>(pagePath(key), { auth: true, signal, fallbackError })).page,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function versionsQuery(key: string) {
  return queryOptions({
    queryKey: ['pages', 'versions', key],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ versions: PageRevision[] }>(`${pagePath(key)}/versions`, {
          auth: true,
          signal,
          fallbackError,
        })
      ).versions,
    staleTime: 0,
  });
}

export type PageAnswer = { message: string; page: EditablePage };
const put = (path: string, body: unknown) =>
  apiRequest<PageAnswer>(path, { method: 'PUT', body, auth: true, fallbackError });

export const pageCalls = {
  saveDraft: (key: string, version: number, document: unknown) =>
    put(`${pagePath(key)}/draft`, { version, document }),
  discard: (key: string, version: number) => put(`${pagePath(key)}/discard`, { version }),
  publish: (key: string, version: number) => put(`${pagePath(key)}/publish`, { version }),
  restore: (key: string, version: number, revision: number) =>
    put(`${pagePath(key)}/restore`, { version, revision }),
};

/** POST /editor/pages/files, reporting the upload's progress. */
export function uploadPageImage(file: string, onProgress: (fraction: number) => void) {
  return apiUpload<ContentFileResponse>(
    'POST',
    '/editor/pages/files',
    { file },
    { onProgress, fallbackError },
  );
}
