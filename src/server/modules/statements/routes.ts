/**
 * Bank statement import (docs/decisions/0055-statement-import-and-treasurer.md): upload and read a
 * statement, preview its matches, settle by hand a line the matcher does not apply, apply them. Admins, superadmins and treasurers ('treasury'). The rules
 * and the SQL are in service.ts; reading the file in parse.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDataUrlLength } from '~/shared/images';
import { statementMessages } from '~/shared/statement-messages';
import { registrationRules } from '~/shared/schemas/registration';
import {
  statementApplyResponseSchema,
  statementMappingBodySchema,
  statementPreviewResponseSchema,
  statementSettleBodySchema,
  statementUploadBodySchema,
  statementUploadResponseSchema,
  uploadIdSchema,
} from '~/shared/schemas/statements';
import { statementRules } from '~/shared/statements';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import { errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { applyStatement, previewStatement, settleStatementLine, uploadStatement } from './service';

const tags = ['statements'];
const m = statementMessages;

const eventParams = z.object({ eventName: z.string().max(registrationRules.eventName, m.noSuchEvent) });
const uploadParams = eventParams.extend({ uploadId: uploadIdSchema });
const config = { auth: 'treasury', serverError: m.error } as const;

export async function statementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.post(
    '/admin/events/:eventName/statements',
    {
      // A file a little over the limit still reaches the handler, which answers 400 with the limit's message.
      bodyLimit: maxDataUrlLength(statementRules.maxBytes * 1.2) + 4096,
      schema: {
        summary: 'Upload a bank statement (CSV or XLSX as a base64 data URL) and read its columns',
        description:
          'Refused with 400 and its reason: not CSV/XLSX, over 5 MB or 20,000 lines, macros, password-protected, undecodable text, formula-like cells, no header row. The parsed rows are kept (by the SHA-256 of the bytes) until applied, at most a day.',
        tags,
        params: eventParams,
        body: statementUploadBodySchema,
        response: { 200: statementUploadResponseSchema, ...errors(404) },
      },
      config,
    },
    async (request) => ({
      message: m.uploaded,
      upload: await uploadStatement(db, currentUser(request), request.params.eventName, request.body),
    }),
  );

  api.post(
    '/admin/events/:eventName/statements/:uploadId/preview',
    {
      schema: {
        summary:
          'Every line of an uploaded statement with its outcome and the bill it matched (writes nothing)',
        tags,
        params: uploadParams,
        body: statementMappingBodySchema,
        response: { 200: statementPreviewResponseSchema, ...errors(404) },
      },
      config,
    },
    async (request) => ({
      message: m.previewed,
      ...(await previewStatement(
        db,
        request.params.eventName,
        request.params.uploadId,
        request.body.mapping,
      )),
    }),
  );

  api.post(
    '/admin/events/:eventName/statements/:uploadId/apply',
    {
      schema: {
        summary: 'Mark the matched bills received from the statement, with its lines as evidence (audited)',
        description:
          'One transaction; the mapping is remembered for the layout and the upload dropped. A line applied before, or a bill received meanwhile, is skipped.',
        tags,
        params: uploadParams,
        body: statementMappingBodySchema,
        response: { 200: statementApplyResponseSchema, ...errors(404) },
      },
      config,
    },
    async (request) => ({
      message: m.applied,
      ...(await applyStatement(
        db,
        currentUser(request),
        request.params.eventName,
        request.params.uploadId,
        request.body.mapping,
      )),
    }),
  );

  api.post(
    '/admin/events/:eventName/statements/:uploadId/settle',
    {
      schema: {
        summary:
          'Mark one registration received from a statement line the matcher does not apply (amount differs, ambiguous), with a note (audited)',
        description:
          'The registration must be one the line fits and unpaid; a note is required when the amounts differ; a line pays one registration (409 after).',
        tags,
        params: uploadParams,
        body: statementSettleBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config,
    },
    async (request) => {
      await settleStatementLine(
        db,
        currentUser(request),
        request.params.eventName,
        request.params.uploadId,
        request.body,
      );
      return { message: m.settled };
    },
  );
}
