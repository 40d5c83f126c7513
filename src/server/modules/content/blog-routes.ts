/**
 * The blogs editor's calls (docs/decisions/0063-content-editing.md): superadmins and holders of
 * content:blogs. Every call answers the whole list as it is afterwards.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDataUrlLength } from '~/shared/images';
import { messages } from '~/shared/messages';
import {
  blogFileUploadSchema,
  blogInputSchema,
  blogListResponseSchema,
  blogOrderSchema,
  contentFileResponseSchema,
  contentRules,
} from '~/shared/schemas/content';
import { emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { createBlog, deleteBlog, listEditableBlogs, reorderBlogs, updateBlog } from './blogs';
import { storeImage } from './files';

const tags = ['blog'];
const m = messages.content;
/** Superadmins and accounts granted content:blogs. */
const editor = { auth: 'blogsEditor' } as const;
const blogParams = z.object({ blogId: z.string().max(64, m.noSuchBlog) });

export async function blogEditorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get(
    '/editor/blogs',
    {
      schema: {
        summary: 'Every blog in order, with its id and thumbnail text',
        tags,
        response: { 200: blogListResponseSchema, ...errors() },
      },
      config: editor,
    },
    async () => ({ message: m.blogsFetched, blogs: await listEditableBlogs(db) }),
  );

  api.post(
    '/editor/blogs',
    {
      schema: {
        summary: 'Add a blog (first in the order); its thumbnail an upload of this editor',
        tags,
        body: blogInputSchema,
        response: { 200: blogListResponseSchema, ...errors(409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.blogCreated,
      blogs: await createBlog(db, currentUser(request), request.body),
    }),
  );

  api.put(
    '/editor/blogs-order',
    {
      schema: {
        summary: 'Reorder the blogs (every blog id, once)',
        tags,
        body: blogOrderSchema,
        response: { 200: blogListResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.blogsReordered,
      blogs: await reorderBlogs(db, currentUser(request), request.body.blogIds),
    }),
  );

  api.put(
    '/editor/blogs/:blogId',
    {
      schema: {
        summary: "Edit a blog's name, address (http(s)), thumbnail and its text alternative",
        tags,
        params: blogParams,
        body: blogInputSchema,
        response: { 200: blogListResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.blogSaved,
      blogs: await updateBlog(db, currentUser(request), request.params.blogId, request.body),
    }),
  );

  api.delete(
    '/editor/blogs/:blogId',
    {
      schema: {
        summary: 'Delete a blog',
        tags,
        params: blogParams,
        body: emptyBody,
        response: { 200: blogListResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.blogDeleted,
      blogs: await deleteBlog(db, currentUser(request), request.params.blogId),
    }),
  );

  api.post(
    '/editor/blogs/files',
    {
      bodyLimit: maxDataUrlLength(contentRules.thumbnailMaxBytes) + 4096,
      schema: {
        summary: "Upload a blog thumbnail (PNG, JPEG, WebP, AVIF up to 1 MB; cut to the card's 16:10)",
        tags,
        body: blogFileUploadSchema,
        response: { 200: contentFileResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.thumbnailUploaded,
      image: await storeImage(db, currentUser(request), request.body.file, {
        maxBytes: contentRules.thumbnailMaxBytes,
        widths: contentRules.thumbnailWidths,
        aspect: contentRules.thumbnailAspect,
        invalid: m.invalidThumbnail,
        audit: { action: 'blog.file_upload', targetType: 'blog' },
      }),
    }),
  );
}
