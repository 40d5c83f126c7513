/**
 * Position papers (docs/decisions/0062-position-papers.md). Delegates: their papers, an upload for their
 * committee. Chairs of the committee (and admins), behind the chair guard of the chairs module: the
 * committee's papers by seat, a review, closing and opening, the ZIP of the latest versions. Admins: the
 * event's rules and each committee's progress. Reading one version: its author, a chair of its committee, or
 * an admin (`paperReadGuard`). The rules and the SQL are in service.ts.
 */
import { holdsRole } from '~/shared/schemas/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { chairMessages } from '~/shared/desk-messages';
import { paperMessages } from '~/shared/paper-messages';
import { chairRules } from '~/shared/schemas/chairs';
import {
  adminPapersResponseSchema,
  closedResponseSchema,
  committeePapersResponseSchema,
  myPapersResponseSchema,
  paperFileName,
  paperReviewBodySchema,
  paperRulesBodySchema,
  paperRules,
  paperUploadBodySchema,
  papersClosedBodySchema,
  reviewResponseSchema,
  uploadResponseSchema,
} from '~/shared/schemas/papers';
import { registrationRules } from '~/shared/schemas/registration';
import { HttpError, errors } from '../../http';
import { binaryResponse } from '../../plugins/docs';
import { currentUser } from '../../plugins/auth';
import { attachmentDisposition } from '../../csv';
import { chairGuard } from '../chairs/routes';
import {
  type PapersContext,
  adminPapers,
  chairsCommittee,
  committeePapers,
  latestPapersOf,
  myPapers,
  paperBytes,
  paperFile,
  paperOwnership,
  reviewPaper,
  setPaperRules,
  setPapersClosed,
  uploadPaper,
} from './service';
import { papersZip } from './zip';

const m = paperMessages;
const tags = ['papers'];

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});
const roomParams = eventParams.extend({
  committee: z.string().max(chairRules.committee, chairMessages.noSuchCommittee),
});
const paperParams = z.object({ paperId: z.string().max(paperRules.id, m.noSuchPaper) });
const reviewParams = roomParams.extend({ paperId: z.string().max(paperRules.id, m.noSuchPaper) });

const adminRead = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const adminAction = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;
/** Chair routes: any account reaches the chair guard, which admits admins and the committee's chairs. */
const chairCall = { auth: 'anyUser', serverError: m.error } as const;

/**
 * The read guard of one version: an admin, its author, or an accepted chair of its committee; anyone else
 * 403. Runs after the session guard and before validation; an unknown id answers 404.
 */
function paperReadGuard(ctx: PapersContext) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    const { paperId } = request.params as { paperId?: unknown };
    const owner = typeof paperId === 'string' ? await paperOwnership(ctx.db, paperId) : undefined;
    if (!owner) throw new HttpError(404, m.noSuchPaper);
    if (holdsRole(user.role, 'admin') || owner.authorId === user.id) return;
    if (!(await chairsCommittee(ctx.db, user.id, owner.committeeId))) throw new HttpError(403, m.notReader);
  };
}

/**
 * The headers of a paper's bytes (one PDF, or the ZIP of them): a download, never cached by shared caches,
 * never sniffed. A PDF is a delegate's file: should a browser show it anyway, the sandbox (added to the API's
 * policy) gives it an opaque origin, so its scripts could not act as the site.
 */
function paperDownload(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', policy ? `${String(policy)}; sandbox` : 'sandbox');
}

export async function paperRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PapersContext = { db: app.database.db, publicUrl: app.config.PUBLIC_URL };
  const guard = chairGuard(app.chairs);

  // Delegates.
  api.get(
    '/client/papers',
    {
      schema: {
        summary: "The caller's position paper for each seat they hold: rules, status and versions",
        tags,
        response: { 200: myPapersResponseSchema, ...errors() },
      },
      config: { auth: 'client', serverError: m.error },
    },
    async (request) => ({ message: m.fetched, papers: await myPapers(ctx.db, currentUser(request).id) }),
  );

  api.post(
    '/client/events/:eventName/committees/:committee/papers',
    {
      // A PDF of up to 5 MB travels as a base64 data URL inside JSON (a little more reaches the size rule).
      bodyLimit: paperRules.bodyBytes,
      schema: {
        summary: "Upload a new version of the caller's position paper for their committee (a PDF up to 5 MB)",
        description:
          'Checked by its bytes (the %PDF- signature, then parsed; password-protected PDFs and PDFs with scripts, launch, submit or embedded-file actions refused). 409: no seat in this committee (pending, declined, unseated or seated elsewhere) or papers closed. Nothing is stored on a refusal.',
        tags,
        params: roomParams,
        body: paperUploadBodySchema,
        response: { 200: uploadResponseSchema, ...errors(404, 409) },
      },
      config: { auth: 'client', serverError: m.error },
    },
    async (request) => {
      const { version, paper } = await uploadPaper(ctx, currentUser(request), request.params, request.body);
      return { message: m.uploaded(version), paper };
    },
  );

  api.get(
    '/papers/:paperId',
    {
      schema: {
        summary: 'One version of a position paper, as a PDF download',
        description:
          'To its author, a chair of its committee and admins; an attachment under a sandboxing Content-Security-Policy, never stored by shared caches.',
        tags,
        params: paperParams,
        response: { 200: binaryResponse('application/pdf', 'The PDF'), ...errors(403, 404) },
      },
      config: { auth: 'anyUser', serverError: m.error },
      preValidation: paperReadGuard(ctx),
    },
    async (request, reply) => {
      const file = await paperFile(ctx.db, request.params.paperId);
      const name = `v${file.version}-${paperFileName(file.portfolio ?? 'paper')}`;
      return paperDownload(reply, 'application/pdf', name).send(file.bytes);
    },
  );

  // Chairs of the committee (and admins).
  api.get(
    '/chair/events/:eventName/committees/:committee/papers',
    {
      schema: {
        summary:
          "The committee's seated delegates by portfolio, each with their paper's status and latest version",
        tags,
        params: roomParams,
        response: { 200: committeePapersResponseSchema, ...errors(404) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request) => ({
      message: m.fetched,
      ...(await committeePapers(ctx.db, request.params.eventName, request.params.committee)),
    }),
  );

  api.post(
    '/chair/events/:eventName/committees/:committee/papers/:paperId/review',
    {
      schema: {
        summary:
          'Accept the latest version of a paper, or ask for changes with feedback (the author is emailed)',
        description: '404: no such paper in this committee. 409: a newer version was uploaded.',
        tags,
        params: reviewParams,
        body: paperReviewBodySchema,
        response: { 200: reviewResponseSchema, ...errors(404, 409) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request) => {
      const paper = await reviewPaper(ctx, currentUser(request), request.params, {
        decision: request.body.decision,
        feedback: request.body.feedback,
      });
      app.mailer.wake();
      return { message: m.reviewed[request.body.decision], paper };
    },
  );

  api.put(
    '/chair/events/:eventName/committees/:committee/papers/closed',
    {
      schema: {
        summary: "Close the committee's papers (uploads refused) or open them again (audited)",
        tags,
        params: roomParams,
        body: papersClosedBodySchema,
        response: { 200: closedResponseSchema, ...errors(404) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request) => ({
      message: request.body.closed ? m.closedNow : m.openedNow,
      rules: await setPapersClosed(ctx.db, currentUser(request), request.params, request.body.closed),
    }),
  );

  api.get(
    '/chair/events/:eventName/committees/:committee/papers.zip',
    {
      schema: {
        summary:
          "The latest version of each seated delegate's paper, in one ZIP named by portfolio, streamed",
        tags,
        params: roomParams,
        response: { 200: binaryResponse('application/zip', 'The ZIP file'), ...errors(404) },
      },
      config: chairCall,
      preValidation: guard,
    },
    async (request, reply) => {
      const { event, committee, papers } = await latestPapersOf(
        ctx.db,
        request.params.eventName,
        request.params.committee,
      );
      return paperDownload(reply, 'application/zip', `${event.name}-${committee.code}-papers.zip`).send(
        papersZip(papers, (id) => paperBytes(ctx.db, id)),
      );
    },
  );

  // Admins.
  api.get(
    '/admin/events/:eventName/papers',
    {
      schema: {
        summary: "The event's paper rules and each committee's progress (submitted, accepted, missing)",
        tags,
        params: eventParams,
        response: { 200: adminPapersResponseSchema, ...errors(404) },
      },
      config: adminRead,
    },
    async (request) => ({ message: m.fetched, ...(await adminPapers(ctx.db, request.params.eventName)) }),
  );

  api.put(
    '/admin/events/:eventName/papers/rules',
    {
      schema: {
        summary: 'Set whether papers are required, the deadline for all committees and each committee’s own',
        description:
          'A committee left out of `committees` has no deadline of its own (the one for all applies).',
        tags,
        params: eventParams,
        body: paperRulesBodySchema,
        response: { 200: adminPapersResponseSchema, ...errors(404) },
      },
      config: adminAction,
    },
    async (request) => ({
      message: m.rulesSaved,
      ...(await setPaperRules(ctx.db, currentUser(request), request.params.eventName, request.body)),
    }),
  );
}
