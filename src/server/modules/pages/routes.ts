/**
 * The site's pages (docs/decisions/0071-pages-as-data-every-page.md): the public read of a page's published document, and
 * the editing of the documents by superadmins and holders of content:pages: a draft, its publish, the
 * published versions and their restore as a draft. Every editing call names the version its editor saw and
 * answers the page as it is afterwards.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDataUrlLength } from '~/shared/images';
import { pageMessages as m } from '~/shared/page-messages';
import { contentFileResponseSchema, contentRules } from '~/shared/schemas/content';
import {
  editablePageResponseSchema,
  isPageKey,
  pageFileUploadSchema,
  pageListResponseSchema,
  pageRevisionsResponseSchema,
  pageVersionSchema,
  publicPageResponseSchema,
  restoreRevisionSchema,
  saveDraftSchema,
} from '~/shared/schemas/pages';
import { HttpError, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { storeImage } from '../content/files';
import {
  type PagesLookup,
  discardDraft,
  getPage,
  listPages,
  listRevisions,
  publishDraft,
  restoreRevision,
  saveDraft,
} from './service';

const tags = ['pages'];
/** Superadmins and accounts granted content:pages. */
const editor = { auth: 'pagesEditor' } as const;
const keyParams = z.object({ key: z.string().max(40, m.unknownPage) });
const base = '/editor/pages';

export async function pageRoutes(app: FastifyInstance, options: { pages: PagesLookup }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get(
    '/pages/:key',
    {
      schema: {
        summary: "A page's published document (home, site, about, mockmun, wrapped, faq, archive)",
        tags,
        params: keyParams,
        response: { 200: publicPageResponseSchema, ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const { key } = request.params;
      if (!isPageKey(key)) throw new HttpError(404, m.unknownPage);
      return { message: m.pageFetched, document: await options.pages.get(key) };
    },
  );

  api.get(
    base,
    {
      schema: {
        summary: 'Every page with its version, revision and whether it has a draft',
        tags,
        response: { 200: pageListResponseSchema, ...errors() },
      },
      config: editor,
    },
    async () => ({ message: m.pagesFetched, pages: await listPages(db) }),
  );

  api.get(
    `${base}/:key`,
    {
      schema: {
        summary: 'One page as its editor shows it: published document, draft and the version a save names',
        tags,
        params: keyParams,
        response: { 200: editablePageResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) => ({ message: m.pageFetched, page: await getPage(db, request.params.key) }),
  );

  api.put(
    `${base}/:key/draft`,
    {
      schema: {
        summary: "Save the whole document as the page's draft; 409 when it changed since `version`",
        tags,
        params: keyParams,
        body: saveDraftSchema,
        response: { 200: editablePageResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.draftSaved,
      page: await saveDraft(
        db,
        currentUser(request),
        request.params.key,
        request.body.version,
        request.body.document,
      ),
    }),
  );

  api.put(
    `${base}/:key/discard`,
    {
      schema: {
        summary: "Discard the page's draft; 409 when it changed since `version`",
        tags,
        params: keyParams,
        body: pageVersionSchema,
        response: { 200: editablePageResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.draftDiscarded,
      page: await discardDraft(db, currentUser(request), request.params.key, request.body.version),
    }),
  );

  api.put(
    `${base}/:key/publish`,
    {
      schema: {
        summary: 'Publish the draft (kept as the next version); 409 when it changed since `version`',
        tags,
        params: keyParams,
        body: pageVersionSchema,
        response: { 200: editablePageResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.published,
      page: await publishDraft(db, currentUser(request), request.params.key, request.body.version),
    }),
  );

  api.get(
    `${base}/:key/versions`,
    {
      schema: {
        summary: "The page's published versions, newest first",
        tags,
        params: keyParams,
        response: { 200: pageRevisionsResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.versionsFetched,
      versions: await listRevisions(db, request.params.key),
    }),
  );

  api.put(
    `${base}/:key/restore`,
    {
      schema: {
        summary: 'Bring a published version back as the draft; 409 when the page changed since `version`',
        tags,
        params: keyParams,
        body: restoreRevisionSchema,
        response: { 200: editablePageResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => ({
      message: m.restored,
      page: await restoreRevision(
        db,
        currentUser(request),
        request.params.key,
        request.body.version,
        request.body.revision,
      ),
    }),
  );

  api.post(
    '/editor/pages/files',
    {
      bodyLimit: maxDataUrlLength(contentRules.photoMaxBytes) + 4096,
      schema: {
        summary:
          'Upload an image for a page (PNG, JPEG, WebP, AVIF up to 5 MB; stored as WebP at 480/960/1600 px)',
        tags,
        body: pageFileUploadSchema,
        response: { 200: contentFileResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.imageUploaded,
      image: await storeImage(db, currentUser(request), request.body.file, {
        maxBytes: contentRules.photoMaxBytes,
        widths: contentRules.photoWidths,
        invalid: m.invalidImage,
        audit: { action: 'page.file_upload', targetType: 'page' },
      }),
    }),
  );
}
