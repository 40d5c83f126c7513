/**
 * The superadmin's account management: the accounts, one account, role changes, deleting a client (and,
 * by the foreign keys' cascades, their registrations, payment screenshots, photos, sessions and tokens)
 * and the accounts scheduled for deletion.
 *
 * Each change is one conditional statement (`where role = 'client'` and so on) in a transaction with its
 * audit entry: of two concurrent changes to one account, each applies only if its precondition still holds
 * once it has the row, so the final role is always one a single change could have produced.
 */
import { and, asc, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { AccountDetail, AccountListItem } from '~/shared/schemas/superadmin-accounts';
import type { Capability } from '~/shared/capabilities';
import type { Role } from '~/shared/schemas/accounts';
import type { Db, Executor } from '../../db/client';
import { containsPattern } from '../../db/search';
import { HttpError } from '../../http';
import { accountGrants, users } from '../accounts/table';
import { isUuid } from '../admin/detail';
import { type Actor, recordAudit } from '../audit/service';

const m = messages.admin;

/** GET /superadmin/getallaccounts: newest first, optionally those whose name or email contains `q`. */
export async function listAccounts(db: Executor, q?: string): Promise<AccountListItem[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      email: users.email,
      isVerified: users.isVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(q ? or(ilike(users.name, containsPattern(q)), ilike(users.email, containsPattern(q))) : undefined)
    .orderBy(desc(users.createdAt), asc(users.email));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    role: r.role,
    email: r.email,
    isVerified: r.isVerified,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /superadmin/accounts/:id */
export async function accountDetail(db: Executor, id: string): Promise<AccountDetail> {
  const [r] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)).limit(1) : [];
  if (!r) throw new HttpError(404, m.noSuchAccount);
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    isVerified: r.isVerified,
    phone: r.phone,
    isStudentOfNITS: r.isStudentOfNits,
    scholarID: r.scholarId,
    createdAt: r.createdAt.toISOString(),
    deleteAfter: r.deleteAfter?.toISOString() ?? null,
    capabilities: (
      await db
        .select({ capability: accountGrants.capability })
        .from(accountGrants)
        .where(eq(accountGrants.userId, r.id))
        .orderBy(asc(accountGrants.capability))
    ).map((g) => g.capability),
  };
}

async function accountExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** PUT /elevate/admin (client -> admin) and PUT /demote/client (admin -> client). */
export async function changeRole(
  db: Db,
  actor: Actor,
  accountId: string,
  change: { from: Role; to: Role },
): Promise<void> {
  if (!isUuid(accountId)) throw new HttpError(404, m.noSuchAccount);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ role: change.to, updatedAt: new Date() })
      .where(and(eq(users.id, accountId), eq(users.role, change.from)))
      .returning({ email: users.email });
    if (!updated) {
      if (!(await accountExists(tx, accountId))) throw new HttpError(404, m.noSuchAccount);
      throw new HttpError(409, m.noSuchRole);
    }
    await recordAudit(tx, actor, {
      action: change.to === 'admin' ? 'account.elevate' : 'account.demote',
      targetType: 'account',
      targetId: accountId,
      details: { email: updated.email, from: change.from, to: change.to },
    });
  });
}

/** DELETE /superadmin/deleteaccount: clients only; their data goes with them (cascades). */
export async function deleteClient(db: Db, actor: Actor, accountId: string): Promise<void> {
  if (!isUuid(accountId)) throw new HttpError(404, m.noSuchAccount);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(users)
      .where(and(eq(users.id, accountId), eq(users.role, 'client')))
      .returning({ email: users.email, name: users.name });
    if (!deleted) {
      if (!(await accountExists(tx, accountId))) throw new HttpError(404, m.noSuchAccount);
      throw new HttpError(403, m.onlyClientsDeleted);
    }
    await recordAudit(tx, actor, {
      action: 'account.delete',
      targetType: 'account',
      targetId: accountId,
      details: { email: deleted.email, name: deleted.name },
    });
  });
}

/** GET /superadmin/getscheduleddeleteaccount: soonest first. */
export async function scheduledDeletions(
  db: Executor,
): Promise<{ _id: string; name: string; email: string; deleteAfter: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, deleteAfter: users.deleteAfter })
    .from(users)
    .where(isNotNull(users.deleteAfter))
    .orderBy(asc(users.deleteAfter), asc(users.email));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    deleteAfter: r.deleteAfter!.toISOString(),
  }));
}

/**
 * PUT (grant) and DELETE (revoke) /superadmin/accounts/:id/capabilities/:capability: idempotent, audited when
 * it changed something. The account's `updated_at` is touched in the same transaction, so the session cache
 * (which carries the grants) drops the account's entries on every instance.
 */
export async function setCapability(
  db: Db,
  actor: Actor,
  accountId: string,
  capability: Capability,
  granted: boolean,
): Promise<void> {
  if (!isUuid(accountId)) throw new HttpError(404, m.noSuchAccount);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ updatedAt: new Date() })
      .where(eq(users.id, accountId))
      .returning({ email: users.email });
    if (!account) throw new HttpError(404, m.noSuchAccount);
    const changed = granted
      ? await tx
          .insert(accountGrants)
          .values({ userId: accountId, capability, grantedBy: actor.id })
          .onConflictDoNothing()
          .returning({ id: accountGrants.id })
      : await tx
          .delete(accountGrants)
          .where(and(eq(accountGrants.userId, accountId), eq(accountGrants.capability, capability)))
          .returning({ id: accountGrants.id });
    if (changed.length === 0) return;
    await recordAudit(tx, actor, {
      action: granted ? 'account.grant_capability' : 'account.revoke_capability',
      targetType: 'account',
      targetId: accountId,
      details: { email: account.email, capability },
    });
  });
}
