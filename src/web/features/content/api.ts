/**
 * The content editors' calls (docs/decisions/0063-content-editing.md): the gallery's albums and uploads, and
 * the blogs. An album's calls name the version the editor saw; a 409 says someone else saved it first.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type {
  AlbumListResponse,
  AlbumResponse,
  BlogInput,
  BlogListResponse,
  ContentFileResponse,
  CreateAlbumInput,
  SaveAlbumInput,
} from '~/shared/schemas/content';
import { apiRequest, apiUpload } from '~/web/lib/api';

const fallbackError = messages.generic.somethingWentWrong;
const albumPath = (id: string) => `/editor/gallery/albums/${encodeURIComponent(id)}`;

/** GET /editor/gallery/albums */
export const albumsQuery = queryOptions({
  queryKey: ['content', 'albums'],
  queryFn: async ({ signal }) =>
    (await apiRequest<AlbumListResponse>('/editor/gallery/albums', { auth: true, signal, fallbackError }))
      .albums,
  staleTime: 0,
  refetchOnMount: 'always',
});

export const albumKey = (id: string) => ['content', 'album', id] as const;

/** GET /editor/gallery/albums/:albumId */
export function albumQuery(id: string) {
  return queryOptions({
    queryKey: albumKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<AlbumResponse>(albumPath(id), { auth: true, signal, fallbackError })).album,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

const sendAlbum = (method: 'POST' | 'PUT', path: string, body: unknown) =>
  apiRequest<AlbumResponse>(path, { method, body, auth: true, fallbackError });

export const albumCalls = {
  reorder: (albumIds: string[]) =>
    apiRequest<AlbumListResponse>('/editor/gallery/albums-order', {
      method: 'PUT',
      body: { albumIds },
      auth: true,
      fallbackError,
    }),
  create: (body: CreateAlbumInput) => sendAlbum('POST', '/editor/gallery/albums', body),
  save: (id: string, body: SaveAlbumInput) => sendAlbum('PUT', albumPath(id), body),
  publish: (id: string, version: number) => sendAlbum('PUT', `${albumPath(id)}/publish`, { version }),
  makeCurrent: (id: string, version: number) => sendAlbum('PUT', `${albumPath(id)}/current`, { version }),
  unpublish: (id: string, version: number) => sendAlbum('PUT', `${albumPath(id)}/unpublish`, { version }),
  remove: (id: string, version: number) =>
    apiRequest<AlbumListResponse>(albumPath(id), {
      method: 'DELETE',
      body: { version },
      auth: true,
      fallbackError,
    }),
};

/** POST /editor/gallery/files, reporting the upload's progress. */
export function uploadGalleryPhoto(file: string, onProgress: (fraction: number) => void) {
  return apiUpload<ContentFileResponse>(
    'POST',
    '/editor/gallery/files',
    { file },
    { onProgress, fallbackError },
  );
}

/** GET /editor/blogs */
export const blogsEditorQuery = queryOptions({
  queryKey: ['content', 'blogs'],
  queryFn: async ({ signal }) =>
    (await apiRequest<BlogListResponse>('/editor/blogs', { auth: true, signal, fallbackError })).blogs,
  staleTime: 0,
  refetchOnMount: 'always',
});

const sendBlogs = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiRequest<BlogListResponse>(path, { method, body, auth: true, fallbackError });
const blogPath = (id: string) => `/editor/blogs/${encodeURIComponent(id)}`;

export const blogCalls = {
  create: (body: BlogInput) => sendBlogs('POST', '/editor/blogs', body),
  save: (id: string, body: BlogInput) => sendBlogs('PUT', blogPath(id), body),
  remove: (id: string) => sendBlogs('DELETE', blogPath(id)),
  reorder: (blogIds: string[]) => sendBlogs('PUT', '/editor/blogs-order', { blogIds }),
};

/** POST /editor/blogs/files, reporting the upload's progress. */
export function uploadBlogThumbnail(file: string, onProgress: (fraction: number) => void) {
  return apiUpload<ContentFileResponse>(
    'POST',
    '/editor/blogs/files',
    { file },
    { onProgress, fallbackError },
  );
}
