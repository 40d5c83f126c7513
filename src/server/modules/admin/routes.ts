/**
 * The admin's calls: every registration in the original's short form (GET /admin/getregistered), the events
 * with their counts and committees, the per-event list and its CSV export, one registration and its payment
 * screenshot, confirm, decline, assign, the overview and the contact-us responses (also read by superadmins).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import {
  adminEventsResponseSchema,
  adminRules,
  assignBodySchema,
  bulkConfirmResponseSchema,
  confirmBodySchema,
  paymentReceivedBodySchema,
  paymentWaiverBodySchema,
  paymentTopUpBodySchema,
  paymentRefundedBodySchema,
  transactionShareBodySchema,
  contactUsResponsesSchema,
  csvQuerySchema,
  nextPendingResponseSchema,
  overviewResponseSchema,
  regIdBodySchema,
  registeredEventsResponseSchema,
  registrationDetailResponseSchema,
  registrationListQuerySchema,
  type RegisteredEventsResponse,
  registrationListResponseSchema,
  reopenResponseSchema,
  signedPaymentQuerySchema,
} from '~/shared/schemas/admin';
import { registrationRules } from '~/shared/schemas/registration';
import { apiPublicUrl } from '../../config';
import { emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/docs';
import { sendCsv } from '../../csv';
import { contactUsResponses } from './contact-responses';
import { type AdminContext, assignPortfolio, bulkConfirm, decide, nextPending, reopen } from './decisions';
import { addTopUp, markReceived, markRefunded, shareTransaction, waiveShortfall } from './payments';
import { paymentImage, registrationDetail } from './detail';
import { checkExport, exportColumns, exportLines, recordExport, sessionColumns } from './export';
import { eventSummaries, listRegistrations, registeredEntries } from './lists';
import { overview } from './overview';
import { signedPaymentImage } from './signed-payment';

const tags = ['admin'];
const m = messages.admin;

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, m.noSuchEvent),
});
const idParams = z.object({ id: z.string().max(64, m.noSuchRegistration) });

/** Reads answer 'Error fetching data' when they fail unexpectedly (the admin list's line). */
const read = { auth: 'admin', serverError: m.errorFetchingData } as const;
const action = { auth: 'admin', serverError: m.somethingWentWrong } as const;

export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AdminContext = { db: app.database.db, publicUrl: app.config.PUBLIC_URL };
  /** Where browsers reach the API: the payment screenshot's URL (detail, CSV export) starts with it. */
  const apiUrl = apiPublicUrl(app.config);
  /** Pages of other origins allowed to use the API (CORS_ORIGINS) show the signed screenshot in an <img>. */
  const imageResourcePolicy = (app.config.CORS_ORIGINS?.length ?? 0) > 0 ? 'cross-origin' : 'same-origin';

  api.get(
    '/admin/getregistered',
    {
      schema: {
        summary:
          'Every registration of every event in the admin view (name, college, phone, preferences, assignment, payment...)',
        description: `Events oldest first, then registrations oldest first, streamed as read (flat memory at any size). An unassigned committee or portfolio is "". \`payment\` is a signed URL of the screenshot that a plain <img> loads for ${adminRules.paymentUrlTtlSeconds / 60} minutes, or null.`,
        tags,
        response: { 200: registeredEventsResponseSchema, ...errors() },
      },
      config: read,
    },
    async (_request, reply) => {
      const entries = registeredEntries(ctx.db, apiUrl, new Date());
      // The first batch is read before the answer starts, so a database that fails answers 500, not a
      // truncated body.
      const first = await entries.next();
      async function* body() {
        let chunk = `{"message":${JSON.stringify(m.eventsFetched)},"allSuchEvents":[`;
        if (!first.done) chunk += JSON.stringify(first.value);
        for await (const entry of entries) {
          chunk += `,${JSON.stringify(entry)}`;
          if (chunk.length > 64 * 1024) {
            yield chunk;
            chunk = '';
          }
        }
        yield `${chunk}]}`;
      }
      return (
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'private, no-store')
          // A stream is sent as it is (never serialized): its text is the documented schema's JSON.
          .send(Readable.from(body()) as unknown as RegisteredEventsResponse)
      );
    },
  );

  api.get(
    '/payment-screenshots/:id',
    {
      schema: {
        summary:
          "A registration's payment screenshot through the signed URL that GET /admin/getregistered gives",
        description:
          'No bearer header (an <img> cannot send one): the URL itself is the permission, until it expires. 403 for an expired or altered URL.',
        tags,
        params: idParams,
        querystring: signedPaymentQuerySchema,
        response: { 200: binaryResponse('image/webp', 'The image'), ...errors(403) },
      },
      config: { auth: 'public', serverError: m.somethingWentWrong },
    },
    async (request, reply) => {
      const image = await signedPaymentImage(ctx.db, request.params.id, request.query, new Date());
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', `private, max-age=${image.maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', imageResourcePolicy)
        .send(image.bytes);
    },
  );

  api.get(
    '/admin/events',
    {
      schema: {
        summary: 'Every event with its registration counts by status, its open state and its committees',
        tags,
        response: { 200: adminEventsResponseSchema, ...errors() },
      },
      config: read,
    },
    async () => ({ message: messages.events.fetched, events: await eventSummaries(ctx.db) }),
  );

  api.get(
    '/admin/events/:eventName/registrations',
    {
      schema: {
        summary: "An event's registrations, oldest first, filtered and paginated (no images)",
        description:
          '`q`: a substring of the name or email; `status`: pending, confirmed or declined; `committee`: the assigned committee code. `total` counts every match; `limit` (default 500, at most 5000) and `offset` page through them.',
        tags,
        params: eventParams,
        querystring: registrationListQuerySchema,
        response: { 200: registrationListResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({
      message: m.registrationsFetched,
      ...(await listRegistrations(ctx.db, request.params.eventName, request.query)),
    }),
  );

  api.get(
    '/admin/events/:eventName/registrations.csv',
    {
      schema: {
        summary: "An event's registrations as CSV (UTF-8 with a byte-order mark), every column, streamed",
        description:
          'Same filters as the list, without pagination. Cells a spreadsheet would read as formulas are prefixed with an apostrophe.',
        tags,
        params: eventParams,
        querystring: csvQuerySchema,
        response: { 200: binaryResponse('text/csv', 'The CSV file'), ...errors(404) },
      },
      config: read,
    },
    async (request, reply) => {
      const { eventName } = request.params;
      const filters = request.query;
      const { name, sessions } = await checkExport(ctx.db, eventName, filters);
      await recordExport(ctx.db, currentUser(request), name, filters);
      return sendCsv(
        reply,
        `${name}-registrations.csv`,
        [...exportColumns, ...sessionColumns(sessions)],
        exportLines(ctx.db, eventName, filters, apiUrl),
      );
    },
  );

  api.get(
    '/admin/registrations/:id',
    {
      schema: {
        summary: 'One registration with every field, its group and the committee lists of its event',
        tags,
        params: idParams,
        response: { 200: registrationDetailResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({
      message: m.registrationFetched,
      registration: await registrationDetail(ctx.db, request.params.id, apiUrl, app.ocr.enabled),
    }),
  );

  api.get(
    '/admin/registrations/:id/payment',
    {
      schema: {
        summary: "A registration's payment screenshot (WebP)",
        tags,
        params: idParams,
        response: { 200: binaryResponse('image/webp', 'The image'), ...errors(404) },
      },
      config: read,
    },
    async (request, reply) => {
      const image = await paymentImage(ctx.db, request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  api.put(
    '/confirm/reg',
    {
      schema: {
        summary: 'Confirm a pending registration (emails the delegate)',
        description:
          "The registration's money must be received (a group member's: the leader's bill); otherwise 409, unless `paymentOverride` gives the reason for confirming anyway (kept in the audit entry). A member whose group is not paid for is refused whatever the override.",
        tags,
        body: confirmBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      const { regID, paymentOverride } = request.body;
      await decide(ctx, currentUser(request), regID, 'confirmed', paymentOverride);
      app.mailer.wake();
      return { message: m.confirmed };
    },
  );

  api.put(
    '/decline/reg',
    {
      schema: {
        summary: 'Decline a pending registration (emails the delegate)',
        tags,
        body: regIdBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      await decide(ctx, currentUser(request), request.body.regID, 'declined');
      app.mailer.wake();
      return { message: m.declined };
    },
  );

  api.get(
    '/admin/registrations/:id/next-pending',
    {
      schema: {
        summary:
          "The review loop: the next pending registration of this registration's event, and how many are left",
        description:
          'Oldest first after this one, wrapping round to the start; `remaining` counts the pending registrations other than this one.',
        tags,
        params: idParams,
        response: { 200: nextPendingResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({ message: m.nextPendingFetched, ...(await nextPending(ctx.db, request.params.id)) }),
  );

  api.put(
    '/admin/registrations/:id/reopen',
    {
      schema: {
        summary: 'Undo a decline: the registration is pending again (audit entry)',
        description: `A decline's email waits ${adminRules.declineMailHoldMinutes} minutes: reopened before then, it is withdrawn unsent (\`mailWithdrawn\`); after, the delegate is emailed that the registration is under review again.`,
        tags,
        params: idParams,
        body: emptyBody,
        response: { 200: reopenResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      const { mailWithdrawn } = await reopen(ctx, currentUser(request), request.params.id);
      app.mailer.wake();
      return { message: mailWithdrawn ? m.reopenedMailWithdrawn : m.reopenedMailSent, mailWithdrawn };
    },
  );

  api.put(
    '/admin/assign/portfolios',
    {
      schema: {
        summary: 'Assign a committee and portfolio to a confirmed registration (emails the delegate)',
        description:
          "`eventID` is the registration's id (the original's name). The committee must be one of the event's and the portfolio one of that committee's; a portfolio goes to one delegate per committee (409 'Portfolio already assigned' when another holds it). A registration already seated answers 200 with 'Committee already assigned' (or 'Portfolio already assigned') and changes nothing.",
        tags,
        body: assignBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      const { eventID, committee, portfolio } = request.body;
      const message = await assignPortfolio(ctx, currentUser(request), {
        registrationId: eventID,
        committee,
        portfolio,
      });
      if (message === m.assigned) app.mailer.wake();
      return { message };
    },
  );

  api.put(
    '/admin/registrations/:id/payment/received',
    {
      schema: {
        summary:
          "Mark a registration's payment received, with a note on how it was checked, the amount that arrived and its day (audit entry)",
        tags,
        params: idParams,
        body: paymentReceivedBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      await markReceived(ctx.db, currentUser(request), request.params.id, request.body);
      return { message: m.paymentMarkedReceived };
    },
  );

  api.put(
    '/admin/registrations/:id/payment/waiver',
    {
      schema: {
        summary: 'Waive the rest of a short payment, with why (audit entry)',
        description:
          'The bill must be received with less money than its amount due; the whole shortfall is waived. 409 when nothing is short.',
        tags,
        params: idParams,
        body: paymentWaiverBodySchema,
        response: { 200: messageResponseSchema, ...errors(400, 404, 409) },
      },
      config: action,
    },
    async (request) => {
      await waiveShortfall(ctx.db, currentUser(request), request.params.id, request.body.note);
      return { message: m.shortfallWaived };
    },
  );

  api.post(
    '/admin/registrations/:id/payment/receipts',
    {
      schema: {
        summary: 'Record more money that arrived for a short payment: amount, day and note (audit entry)',
        description:
          'A top-up: a receipt of its own, dated on its day in the ledger. The bill must be received with less money than its amount due; 409 otherwise.',
        tags,
        params: idParams,
        body: paymentTopUpBodySchema,
        response: { 200: messageResponseSchema, ...errors(400, 404, 409) },
      },
      config: action,
    },
    async (request) => {
      await addTopUp(ctx.db, currentUser(request), request.params.id, request.body);
      return { message: m.topUpRecorded };
    },
  );

  api.put(
    '/admin/registrations/:id/payment/refunded',
    {
      schema: {
        summary: "Mark a registration's received payment refunded: amount, date and note (audit entry)",
        tags,
        params: idParams,
        body: paymentRefundedBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      await markRefunded(ctx.db, currentUser(request), request.params.id, request.body);
      return { message: m.paymentMarkedRefunded };
    },
  );

  api.post(
    '/admin/registrations/:id/transaction-shares',
    {
      schema: {
        summary: "Let one more account's registration use this registration's transaction id (audit entry)",
        description:
          'One payment for two people: the named account may register once with the same transaction id.',
        tags,
        params: idParams,
        body: transactionShareBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config: action,
    },
    async (request) => {
      await shareTransaction(ctx.db, currentUser(request), request.params.id, request.body.email);
      return { message: m.transactionShared };
    },
  );

  api.post(
    '/admin/events/:eventName/bulk-confirm',
    {
      schema: {
        summary: 'Confirm every pending registration of the event whose payment is received',
        description:
          "Each as by PUT /confirm/reg (audit entry, email); a member's money is its leader's bill. Registrations without their money received stay pending.",
        tags,
        params: eventParams,
        body: emptyBody,
        response: { 200: bulkConfirmResponseSchema, ...errors(404) },
      },
      config: action,
    },
    async (request) => {
      const confirmed = await bulkConfirm(ctx, currentUser(request), request.params.eventName);
      if (confirmed > 0) app.mailer.wake();
      return { message: m.bulkConfirmed, confirmed };
    },
  );

  api.get(
    '/admin/overview',
    {
      schema: {
        summary: 'Key numbers and chart series: registrations per day, per committee, by status',
        tags,
        response: { 200: overviewResponseSchema, ...errors() },
      },
      config: read,
    },
    async () => ({ message: m.overviewFetched, ...(await overview(ctx.db)) }),
  );

  api.get(
    '/getcontactusres',
    {
      schema: {
        summary: 'Contact-us responses, newest first',
        tags,
        response: { 200: contactUsResponsesSchema, ...errors() },
      },
      config: { auth: 'admin', serverError: messages.generic.somethingWentWrong },
    },
    async () => ({ message: m.contactResponsesFetched, allResponses: await contactUsResponses(ctx.db) }),
  );
}
