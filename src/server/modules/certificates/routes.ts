/**
 * Participation certificates. Admins issue, list, revoke and download an event's certificates as
 * one ZIP; a delegate lists and downloads their own; anyone verifies a code (rate limited per address, like
 * the other public lookups that take a guess). The rules and the SQL are in service.ts, the PDF in pdf.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import {
  certificateCodeParams,
  certificateCountHeader,
  certificateEventCodeParams,
  certificateEventParams,
  certificateFileName,
  certificateIssueBodySchema,
  certificateIssueResponseSchema,
  certificateListResponseSchema,
  certificateReissueResponseSchema,
  certificateVerifyResponseSchema,
  myCertificatesResponseSchema,
} from '~/shared/schemas/certificates';
import { emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/docs';
import { attachmentDisposition } from '../../csv';
import { renderCertificatePdf } from './pdf';
import { issueCertificates, listCertificates, reissueCertificate, revokeCertificate } from './service';
import { liveCertificatesOf, myCertificateData, myCertificates, verifyCertificate } from './documents';
import { certificatesZip } from './zip';

const m = certificateMessages;
const adminTags = ['admin'];

const read = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const action = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;

/** Codes guessed from one address: a person checks a few certificates, a scan of the code space is cut short. */
export const verificationRateLimit = { max: 60, timeWindow: '1 minute' } as const;

export async function certificateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const publicUrl = app.config.PUBLIC_URL;

  api.post(
    '/admin/events/:eventName/certificates/issue',
    {
      schema: {
        summary:
          "Issue a participation certificate to each of the event's confirmed, seated delegates who attended (checked in at the door, or present at a roll call) and hold none",
        description:
          "Idempotent: delegates holding a certificate, live or revoked, are counted in `existing` (a revoked one is replaced only by its re-issue). 409 naming the problems unless `confirmed` lists each of the list's `problems` (the conference's last day in India has not come, no dates, no signatories). One audit entry when any is issued.",
        tags: adminTags,
        params: certificateEventParams,
        body: certificateIssueBodySchema,
        response: { 200: certificateIssueResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => ({
      message: m.issued,
      ...(await issueCertificates(
        db,
        currentUser(request),
        request.params.eventName,
        request.body?.confirmed ?? [],
      )),
    }),
  );

  api.post(
    '/admin/events/:eventName/certificates/:code/reissue',
    {
      schema: {
        summary:
          'Re-issue a revoked certificate: its delegate, still eligible, gets a new one with a new code (audit entry)',
        tags: adminTags,
        params: certificateEventCodeParams,
        body: emptyBody,
        response: { 200: certificateReissueResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => ({
      message: m.reissued,
      ...(await reissueCertificate(db, currentUser(request), request.params.eventName, request.params.code)),
    }),
  );

  api.get(
    '/admin/events/:eventName/certificates',
    {
      schema: {
        summary: "The event's certificates, live and revoked, and how many eligible delegates hold none",
        tags: adminTags,
        params: certificateEventParams,
        response: { 200: certificateListResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({ message: m.listed, ...(await listCertificates(db, request.params.eventName)) }),
  );

  api.post(
    '/admin/events/:eventName/certificates/:code/revoke',
    {
      schema: {
        summary: 'Revoke a certificate (its verification page then says revoked; audit entry)',
        tags: adminTags,
        params: certificateEventCodeParams,
        body: emptyBody,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      await revokeCertificate(db, currentUser(request), request.params.eventName, request.params.code);
      return { message: m.revoked };
    },
  );

  api.get(
    '/admin/events/:eventName/certificates.zip',
    {
      schema: {
        summary: 'Every live certificate of the event as PDFs in one ZIP, streamed',
        description: `The \`${certificateCountHeader}\` header says how many certificates the ZIP holds (for a progress bar); the size is not known in advance.`,
        tags: adminTags,
        params: certificateEventParams,
        response: { 200: binaryResponse('application/zip', 'The ZIP file'), ...errors(404) },
      },
      config: read,
    },
    async (request, reply) => {
      const { eventName, certificates } = await liveCertificatesOf(db, publicUrl, request.params.eventName);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`${eventName}-certificates.zip`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(certificateCountHeader, String(certificates.length))
        .header('access-control-expose-headers', certificateCountHeader)
        .send(certificatesZip(certificates));
    },
  );

  api.get(
    '/dashboard/certificates',
    {
      schema: {
        summary: "The caller's live participation certificates",
        tags: ['dashboard'],
        response: { 200: myCertificatesResponseSchema },
      },
      config: { auth: 'client' },
    },
    async (request) => ({ message: m.mine, certificates: await myCertificates(db, currentUser(request).id) }),
  );

  api.get(
    '/dashboard/certificates/:code/pdf',
    {
      schema: {
        summary: "One of the caller's own live certificates as PDF (404 for any other code)",
        tags: ['dashboard'],
        params: certificateCodeParams,
        response: { 200: binaryResponse('application/pdf', 'The certificate'), ...errors(404) },
      },
      config: { auth: 'client' },
    },
    async (request, reply) => {
      const data = await myCertificateData(db, publicUrl, currentUser(request).id, request.params.code);
      const pdf = await renderCertificatePdf(data);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          attachmentDisposition(certificateFileName(data.delegateName, data.code)),
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  api.get(
    '/certificates/:code',
    {
      schema: {
        summary: 'Verify a certificate: its name, event, committee, portfolio, issue date and status',
        description: `404 when no certificate has the code. Rate limited per client address (${verificationRateLimit.max} per ${verificationRateLimit.timeWindow}).`,
        tags: ['certificates'],
        params: certificateCodeParams,
        response: { 200: certificateVerifyResponseSchema, ...errors(404) },
      },
      config: { auth: 'public', rateLimit: verificationRateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { message: m.verified, certificate: await verifyCertificate(db, request.params.code) };
    },
  );
}
