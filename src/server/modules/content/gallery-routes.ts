/**
 * The gallery (docs/decisions/0063-content-editing.md): the public reads (the current album, the uploaded
 * files) and the editing of albums by superadmins and holders of content:gallery. Every editing call of an
 * album names the version its editor saw and answers the album as it is afterwards.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDataUrlLength } from '~/shared/images';
import { galleryDeskMessages as g } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import {
  albumListResponseSchema,
  albumOrderSchema,
  albumResponseSchema,
  albumVersionSchema,
  contentFileResponseSchema,
  contentRules,
  createAlbumSchema,
  galleryFileUploadSchema,
  galleryResponseSchema,
  saveAlbumSchema,
} from '~/shared/schemas/content';
import { errors, sendImmutableFile } from '../../http';
import { currentUser } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/docs';
import { readContentFile, storeImage } from './files';
import {
  type GalleryLookup,
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  makeAlbumCurrent,
  publishAlbum,
  reorderAlbums,
  saveAlbum,
  unpublishAlbum,
} from './gallery';

const tags = ['gallery'];
const m = messages.content;
/** Superadmins and accounts granted content:gallery. */
const editor = { auth: 'galleryEditor' } as const;
const albumParams = z.object({ albumId: z.string().max(64, m.noSuchAlbum) });

export async function galleryRoutes(app: FastifyInstance, options: { gallery: GalleryLookup }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const base = '/editor/gallery/albums';

  api.get(
    '/gallery',
    {
      schema: {
        summary: 'The album the gallery shows: its photos in order (404 when none is published)',
        tags,
        response: { 200: galleryResponseSchema, ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async () => ({ message: m.galleryFetched, album: await options.gallery.get() }),
  );

  api.get(
    '/content-files/:fileId',
    {
      schema: {
        summary: 'An uploaded photo or thumbnail (WebP); URLs are immutable',
        tags,
        params: z.object({ fileId: z.string().max(64) }),
        response: { 200: binaryResponse('image/webp', 'The image'), ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const file = await readContentFile(db, request.params.fileId);
      if (!file) return reply.code(404).send({ error: m.fileNotFound });
      return sendImmutableFile(reply, file);
    },
  );

  api.get(
    base,
    {
      schema: {
        summary: 'Every album in order, with its state, version and photo count',
        tags,
        response: { 200: albumListResponseSchema, ...errors() },
      },
      config: editor,
    },
    async () => ({ message: m.albumsFetched, albums: await listAlbums(db) }),
  );

  api.post(
    base,
    {
      schema: {
        summary: 'Create an album (a draft without photos, last in the order)',
        tags,
        body: createAlbumSchema,
        response: { 200: albumResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.albumCreated,
      album: await createAlbum(db, currentUser(request), request.body.title),
    }),
  );

  api.put(
    '/editor/gallery/albums-order',
    {
      schema: {
        summary: 'Reorder the albums (every album id, once)',
        tags,
        body: albumOrderSchema,
        response: { 200: albumListResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.albumsReordered,
      albums: await reorderAlbums(db, currentUser(request), request.body.albumIds),
    }),
  );

  api.get(
    `${base}/:albumId`,
    {
      schema: {
        summary: 'One album as its editor shows it (photo ids and the version a save names)',
        tags,
        params: albumParams,
        response: { 200: albumResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) => ({ message: m.albumFetched, album: await getAlbum(db, request.params.albumId) }),
  );

  api.put(
    `${base}/:albumId`,
    {
      schema: {
        summary:
          "Save an album's title and photos in order (uploaded ones by their image); 409 when it changed since `version`",
        tags,
        params: albumParams,
        body: saveAlbumSchema,
        response: { 200: albumResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.albumSaved,
      album: await saveAlbum(db, currentUser(request), request.params.albumId, request.body),
    }),
  );

  api.put(
    `${base}/:albumId/publish`,
    {
      schema: {
        summary: 'Publish an album (at least one photo); 409 when it changed since `version`',
        tags,
        params: albumParams,
        body: albumVersionSchema,
        response: { 200: albumResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.albumPublished,
      album: await publishAlbum(db, currentUser(request), request.params.albumId, request.body.version),
    }),
  );

  api.put(
    `${base}/:albumId/current`,
    {
      schema: {
        summary: 'Make a published album the one /photo shows; 409 when it changed since `version`',
        tags,
        params: albumParams,
        body: albumVersionSchema,
        response: { 200: albumResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.albumMadeCurrent,
      album: await makeAlbumCurrent(db, currentUser(request), request.params.albumId, request.body.version),
    }),
  );

  api.put(
    `${base}/:albumId/unpublish`,
    {
      schema: {
        summary:
          'Unpublish an album (not the one /photo shows: 409, make another current first); 409 when it changed since `version`',
        tags,
        params: albumParams,
        body: albumVersionSchema,
        response: { 200: albumResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: g.albumUnpublished,
      album: await unpublishAlbum(db, currentUser(request), request.params.albumId, request.body.version),
    }),
  );

  api.delete(
    `${base}/:albumId`,
    {
      schema: {
        summary:
          'Delete an album and its photos (not the one /photo shows: 409, make another current first); 409 when it changed since `version`',
        tags,
        params: albumParams,
        body: albumVersionSchema,
        response: { 200: albumListResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: g.albumDeleted,
      albums: await deleteAlbum(db, currentUser(request), request.params.albumId, request.body.version),
    }),
  );

  api.post(
    '/editor/gallery/files',
    {
      bodyLimit: maxDataUrlLength(contentRules.photoMaxBytes) + 4096,
      schema: {
        summary: 'Upload a photo (PNG, JPEG, WebP, AVIF up to 5 MB; stored as WebP at up to three widths)',
        tags,
        body: galleryFileUploadSchema,
        response: { 200: contentFileResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.photoUploaded,
      image: await storeImage(db, currentUser(request), request.body.file, {
        maxBytes: contentRules.photoMaxBytes,
        widths: contentRules.photoWidths,
        invalid: m.invalidPhoto,
        audit: { action: 'gallery.file_upload', targetType: 'gallery' },
      }),
    }),
  );
}
