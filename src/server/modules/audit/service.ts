/**
 * The audit log: `recordAudit(tx, ...)` with the transaction of the action it records, so an entry exists
 * if and only if the action happened; superadmins read it newest first.
 */
import { count, desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditTargetType } from '~/shared/schemas/audit';
import type { Executor } from '../../db/client';
import { auditLog } from './table';

export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Executor, actor: Actor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? {},
  });
}

export async function listAudit(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ total: number; entries: AuditEntry[] }> {
  const [totalRow] = await db.select({ total: count() }).from(auditLog);
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: totalRow?.total ?? 0,
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
    })),
  };
}
