/**
 * The superadmin's accounts pages and calls: the list and one account, the deletions scheduled, and the role
 * changes (PUT /elevate/admin, PUT /demote/client) and deletion. Field names are the original wire names.
 */
import { capabilities } from '../capabilities';
import { messages } from '../messages';
import { z } from '../zod';
import { roles } from './accounts';
import { adminRules, idField } from './admin';

const m = messages.admin;

/** PUT /elevate/admin, PUT /demote/client, DELETE /superadmin/deleteaccount */
export const accountIdBodySchema = z
  .object({ accountID: idField(m.payloadMissing) }, { error: m.payloadMissing })
  .strict();
export type AccountIdBody = z.input<typeof accountIdBodySchema>;

export const accountsQuerySchema = z.object({ q: z.string().trim().max(adminRules.search).optional() });
export type AccountsQuery = z.input<typeof accountsQuerySchema>;

export const accountListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(roles),
  email: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

/** GET /superadmin/getallaccounts */
export const accountsResponseSchema = z.object({
  message: z.string(),
  allAccounts: z.array(accountListItemSchema),
});
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

export const accountDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isVerified: z.boolean(),
  phone: z.string(),
  isStudentOfNITS: z.boolean(),
  scholarID: z.string().nullable(),
  createdAt: z.string(),
  /** When a scheduled deletion happens (ISO 8601), or null. */
  deleteAfter: z.string().nullable(),
  /** The capabilities granted beside the role (src/shared/capabilities.ts). */
  capabilities: z.array(z.enum(capabilities)),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** GET /superadmin/accounts/:id */
export const accountResponseSchema = z.object({ message: z.string(), account: accountDetailSchema });
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** GET /superadmin/getscheduleddeleteaccount (message 'No accounts scheduled for deletion' when empty) */
export const scheduledDeletionsResponseSchema = z.object({
  message: z.string(),
  allDeletionScheduledAccounts: z.array(
    z.object({ _id: z.string(), name: z.string(), email: z.string(), deleteAfter: z.string() }),
  ),
});
export type ScheduledDeletionsResponse = z.infer<typeof scheduledDeletionsResponseSchema>;
