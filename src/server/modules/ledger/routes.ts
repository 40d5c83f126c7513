/**
 * The treasurer's ledger of an event (docs/decisions/0077-ledger-counts-the-money.md): its totals and money received per day,
 * and its lines as CSV. Guarded like every admin call on registrations; the rules and the SQL are in
 * service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { ledgerMessages } from '~/shared/desk-messages';
import { ledgerResponseSchema } from '~/shared/schemas/ledger';
import { registrationRules } from '~/shared/schemas/registration';
import { errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/docs';
import { sendCsv } from '../../csv';
import { eventLedger, ledgerCsv, ledgerLines, startLedgerExport } from './service';

const tags = ['admin'];

const eventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});

const read = { auth: 'treasury', serverError: ledgerMessages.errorFetching } as const;

export async function ledgerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get(
    '/admin/events/:eventName/ledger',
    {
      schema: {
        summary: "The event's ledger: amounts due, received, outstanding and refunded, by kind, and per day",
        description:
          "A bill is an individual's registration or a group leader's (for the group). Declined registrations whose money never came are counted apart (`declinedUnpaid`). `hospitality` is the part of each amount that the stored breakdown gives to hospitality. Days are dates in India.",
        tags,
        params: eventParams,
        response: { 200: ledgerResponseSchema, ...errors(404) },
      },
      config: read,
    },
    async (request) => ({
      message: ledgerMessages.fetched,
      ...(await eventLedger(db, request.params.eventName)),
    }),
  );

  api.get(
    '/admin/events/:eventName/ledger.csv',
    {
      schema: {
        summary: "The event's ledger lines as CSV (UTF-8 with a byte-order mark), one per bill, streamed",
        description:
          'Reference, payer, kind, amount due (and its hospitality part), payment state, transaction id, received on (date in India) and via, refund, registration status. Cells a spreadsheet would read as formulas are prefixed with an apostrophe.',
        tags,
        params: eventParams,
        response: { 200: binaryResponse('text/csv', 'The CSV file'), ...errors(404) },
      },
      config: read,
    },
    async (request, reply) => {
      const event = await startLedgerExport(db, currentUser(request), request.params.eventName);
      return sendCsv(reply, `${event.name}-ledger.csv`, ledgerCsv, ledgerLines(db, event.id));
    },
  );
}
