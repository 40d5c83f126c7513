/**
 * The admin's seat allocation of an event (docs/decisions/0028-allocator.md): preview (with locks and
 * overrides), apply, and the proposed and applied allocations as CSV. Admins only, like every admin call
 * (superadmins do not manage registrations); the global rate limit, like the other admin writes. The rules
 * and the SQL are in service.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { allocationMessages } from '~/shared/desk-messages';
import {
  allocationApplyBodySchema,
  allocationApplyResponseSchema,
  allocationConflictResponseSchema,
  allocationPreviewBodySchema,
  allocationPreviewResponseSchema,
} from '~/shared/schemas/allocation';
import { registrationRules } from '~/shared/schemas/registration';
import { errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/docs';
import { sendCsv } from '../../csv';
import {
  AllocationConflictError,
  type AllocationContext,
  applyAllocation,
  previewAllocation,
} from './service';
import { appliedCsv, appliedCsvLines, proposedCsv, proposedCsvLines, recordAllocationExport } from './csv';

const tags = ['admin'];
const m = allocationMessages;

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});

const read = { auth: 'admin', serverError: messages.admin.errorFetchingData } as const;
const action = { auth: 'admin', serverError: messages.admin.somethingWentWrong } as const;

/** A 409 of the service as `{ error, conflicts }`; anything else goes to the error handler. */
async function answerConflicts<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AllocationConflictError)) throw error;
    return reply.code(409).send({ error: error.message, conflicts: error.conflicts });
  }
}

const bodyDescription =
  '`weights`: the cost model (docs/decisions/0028-allocator.md; missing ones take their defaults). `locks`: seats of an earlier preview to keep; `overrides`: free seats to force on delegates; each `{ registrationId, committee, portfolio }`. The others are allocated around them. Stateless: send the locks and overrides with every run.';

export async function allocationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AllocationContext = { db: app.database.db, publicUrl: app.config.PUBLIC_URL };

  api.post(
    '/admin/events/:eventName/allocation/preview',
    {
      schema: {
        summary: "Propose a seat for each of the event's confirmed delegates without one (writes nothing)",
        description: `${bodyDescription} Members whose group is not paid for are listed in \`excluded\`. 409 \`{ error, conflicts }\` when a lock or override can no longer be kept (its delegate was assigned or its seat taken since).`,
        tags,
        params: eventParams,
        body: allocationPreviewBodySchema,
        response: {
          200: allocationPreviewResponseSchema,
          ...errors(404),
          409: allocationConflictResponseSchema,
        },
      },
      config: read,
    },
    async (request, reply) =>
      answerConflicts(reply, async () => ({
        message: m.previewed,
        ...(await previewAllocation(ctx.db, request.params.eventName, request.body)),
      })),
  );

  api.post(
    '/admin/events/:eventName/allocation/preview.csv',
    {
      schema: {
        summary:
          'The proposed allocation as CSV (UTF-8 with a byte-order mark), from the same body as the preview',
        description:
          'One row per delegate: the seat proposed, which choice it is and whether it is locked or overridden; then the members left out. Cells a spreadsheet would read as formulas are prefixed with an apostrophe.',
        tags,
        params: eventParams,
        body: allocationPreviewBodySchema,
        response: {
          200: binaryResponse('text/csv', 'The CSV file'),
          ...errors(404),
          409: allocationConflictResponseSchema,
        },
      },
      config: read,
    },
    async (request, reply) =>
      answerConflicts(reply, async () => {
        const preview = await previewAllocation(ctx.db, request.params.eventName, request.body);
        await recordAllocationExport(ctx.db, currentUser(request), preview.eventName, 'proposed');
        return sendCsv(
          reply,
          `${preview.eventName}-allocation-proposed.csv`,
          proposedCsv,
          proposedCsvLines(preview),
        );
      }),
  );

  api.post(
    '/admin/events/:eventName/allocation/apply',
    {
      schema: {
        summary:
          'Assign the given seats, all or none (emails each delegate; one audit entry with the summary)',
        description:
          "`seats`: `{ registrationId, committee, portfolio }` each, a confirmed registration of the event without a seat (a member's group paid for) and a free seat of the event. `weights`: the preview's, for the summary's costs. 409 `{ error, conflicts }` when any seat cannot be given now (another admin assigned it, the registration changed): nothing is written.",
        tags,
        params: eventParams,
        body: allocationApplyBodySchema,
        response: {
          200: allocationApplyResponseSchema,
          ...errors(404),
          409: allocationConflictResponseSchema,
        },
      },
      config: action,
    },
    async (request, reply) =>
      answerConflicts(reply, async () => {
        const result = await applyAllocation(
          ctx,
          currentUser(request),
          request.params.eventName,
          request.body,
        );
        app.mailer.wake();
        return { message: m.applied, ...result };
      }),
  );

  api.get(
    '/admin/events/:eventName/allocation/applied.csv',
    {
      schema: {
        summary: "The event's seats as assigned now, as CSV (UTF-8 with a byte-order mark)",
        description:
          "One row per registration holding a seat, in the event's seat order, with which choice it is for the delegate; then the confirmed registrations without a seat. Cells a spreadsheet would read as formulas are prefixed with an apostrophe.",
        tags,
        params: eventParams,
        response: { 200: binaryResponse('text/csv', 'The CSV file'), ...errors(404) },
      },
      config: read,
    },
    async (request, reply) => {
      const { eventName, lines } = await appliedCsvLines(ctx.db, request.params.eventName);
      await recordAllocationExport(ctx.db, currentUser(request), eventName, 'applied');
      return sendCsv(reply, `${eventName}-allocation.csv`, appliedCsv, lines);
    },
  );
}
