/**
 * The superadmin's calls: accounts, one account, elevate, demote, delete a client,
 * the accounts scheduled for deletion and the audit log.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import { messageResponseSchema } from '~/shared/schemas/accounts';
import { auditQuerySchema } from '~/shared/schemas/admin';
import {
  accountIdBodySchema,
  accountResponseSchema,
  accountsQuerySchema,
  accountsResponseSchema,
  scheduledDeletionsResponseSchema,
} from '~/shared/schemas/superadmin-accounts';
import { auditResponseSchema } from '~/shared/schemas/audit';
import { capabilityParamsSchema } from '~/shared/schemas/statements';
import { emptyBody, errors } from '../../http';
import { currentUser } from '../../plugins/auth';
import { listAudit } from '../audit/service';
import {
  accountDetail,
  changeRole,
  deleteClient,
  listAccounts,
  scheduledDeletions,
  setCapability,
} from './service';

const tags = ['superadmin'];
const m = messages.admin;

/** Account management answers 'Internal server error' when it fails unexpectedly, as the original did. */
const config = { auth: 'superadmin', serverError: m.internalServerError } as const;

export async function superadminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get(
    '/superadmin/getallaccounts',
    {
      schema: {
        summary: 'Every account, newest first (`q`: a substring of the name or email)',
        tags,
        querystring: accountsQuerySchema,
        response: { 200: accountsResponseSchema, ...errors() },
      },
      config,
    },
    async (request) => ({ message: m.accountsFetched, allAccounts: await listAccounts(db, request.query.q) }),
  );

  api.get(
    '/superadmin/accounts/:id',
    {
      schema: {
        summary: 'One account',
        tags,
        params: z.object({ id: z.string().max(64, m.noSuchAccount) }),
        response: { 200: accountResponseSchema, ...errors(404) },
      },
      config,
    },
    async (request) => ({ message: m.accountFetched, account: await accountDetail(db, request.params.id) }),
  );

  api.put(
    '/elevate/admin',
    {
      schema: {
        summary: 'Make a client an admin',
        description: "An account that is not a client: 409 'No such role exists'.",
        tags,
        body: accountIdBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config,
    },
    async (request) => {
      await changeRole(db, currentUser(request), request.body.accountID, { from: 'client', to: 'admin' });
      return { message: m.elevated };
    },
  );

  api.put(
    '/demote/client',
    {
      schema: {
        summary: 'Make an admin a client',
        description: "An account that is not an admin: 409 'No such role exists'.",
        tags,
        body: accountIdBodySchema,
        response: { 200: messageResponseSchema, ...errors(404, 409) },
      },
      config,
    },
    async (request) => {
      await changeRole(db, currentUser(request), request.body.accountID, { from: 'admin', to: 'client' });
      return { message: m.demoted };
    },
  );

  api.delete(
    '/superadmin/deleteaccount',
    {
      schema: {
        summary: 'Delete a client account with all its data (registrations, screenshots, photo, sessions)',
        tags,
        body: accountIdBodySchema,
        response: { 200: messageResponseSchema, ...errors(404) },
      },
      config,
    },
    async (request) => {
      await deleteClient(db, currentUser(request), request.body.accountID);
      return { message: m.deleted };
    },
  );

  for (const [method, granted] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/superadmin/accounts/:id/capabilities/:capability',
      schema: {
        summary: granted
          ? 'Grant an account a capability beside its role (treasurer: statement import of every event)'
          : "Revoke an account's capability",
        description: 'Idempotent; audited when it changes something. The account is the only target.',
        tags,
        params: capabilityParamsSchema,
        body: emptyBody,
        response: { 200: messageResponseSchema, ...errors(404) },
      },
      config,
      handler: async (request) => {
        const { id, capability } = request.params;
        await setCapability(db, currentUser(request), id, capability, granted);
        return { message: granted ? statementMessages.granted : statementMessages.revokedGrant };
      },
    });
  }

  api.get(
    '/superadmin/getscheduleddeleteaccount',
    {
      schema: {
        summary: 'Accounts scheduled for deletion, soonest first',
        description: "When there are none the message is 'No accounts scheduled for deletion'.",
        tags,
        response: { 200: scheduledDeletionsResponseSchema, ...errors() },
      },
      config,
    },
    async () => {
      const list = await scheduledDeletions(db);
      return {
        message: list.length === 0 ? m.noScheduled : m.scheduledFetched,
        allDeletionScheduledAccounts: list,
      };
    },
  );

  api.get(
    '/superadmin/audit',
    {
      schema: {
        summary: 'The audit log of admin and superadmin actions, newest first',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors() },
      },
      config,
    },
    async (request) => ({ message: m.auditFetched, ...(await listAudit(db, request.query)) }),
  );
}
