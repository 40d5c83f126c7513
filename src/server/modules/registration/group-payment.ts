/**
 * The group's payment (docs/decisions/0027-group-payment.md). A member registers for nothing on
 * the promise that the leader pays for the group, so:
 *
 * - a member's registration is paid for only once the leader's registration for the same event and group
 *   is in (and not declined). The state is derived on every read by a join from the member's registration to
 *   its group, the leader's account and the leader's registration (`groupPaymentOf`), never stored, so it
 *   cannot go stale: a declined leader, a deleted leader account (the group goes with it, by cascade, and the
 *   member's `group_id` becomes null) or a leader who registered alone shows at once;
 * - an admin confirms (or assigns) a member only when it is paid for (`lockedGroupPayment`, under row locks
 *   so a decision on the leader or the leader's deletion cannot slip in between);
 * - the leader's bill: the event's group fee x (registered members + 1), plus hospitality for each
 *   non-institute person of the group who chose accommodation (`groupBill` + src/shared/fees.ts). The
 *   registration computes it from the fees read under the event's share lock with the group locked; the
 *   leader's form shows the same computation from GET /reg/group/:eventName.
 */
import { type SQL, and, asc, eq, getTableName, sql } from 'drizzle-orm';
import { type AmountDue, computeAmountDue } from '~/shared/fees';
import type { EventFees } from '~/shared/schemas/events';
import type { GroupPaymentState } from '~/shared/schemas/registration';
import type { Executor, Tx } from '../../db/client';
import { users } from '../accounts/table';
import { groups, invites, registrations } from './table';

/**
 * Columns qualified by hand: Drizzle leaves the table name out of a query on one table without joins, which
 * would make `id` ambiguous inside the subquery below.
 */
const col = (table: string, column: { name: string }) =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
const G = 'gp_group';
const L = 'gp_leader';
const LR = 'gp_leader_registration';

/**
 * The group payment state of the registration `r` (a row of `registrations` in the outer query) as an SQL
 * expression for a select list: null unless `r` is a member's registration. See groupPaymentStates.
 */
export function groupPaymentOf(r: typeof registrations = registrations): SQL<GroupPaymentState | null> {
  const outer = getTableName(r);
  const lr = (column: { name: string }) => col(LR, column);
  return sql<GroupPaymentState | null>`case
    when ${col(outer, r.kind)} <> 'member' then null
    when ${col(outer, r.groupId)} is null then 'leaderDeleted'
    else (
      select case
        when ${lr(registrations.id)} is null then
          case when ${col(L, users.deletionScheduledAt)} is null then 'awaitingLeader' else 'leaderDeleted' end
        when ${lr(registrations.kind)} <> 'leader'
          or ${lr(registrations.groupId)} is distinct from ${col(G, groups.id)} then 'leaderLeft'
        when ${lr(registrations.status)} = 'declined' then 'leaderDeclined'
        when ${lr(registrations.status)} = 'confirmed' then 'leaderConfirmed'
        else 'leaderRegistered'
      end
      from ${groups} ${sql.identifier(G)}
      inner join ${users} ${sql.identifier(L)} on ${col(L, users.id)} = ${col(G, groups.leaderId)}
      left join ${registrations} ${sql.identifier(LR)}
        on ${lr(registrations.userId)} = ${col(G, groups.leaderId)}
        and ${lr(registrations.eventId)} = ${col(G, groups.eventId)}
      where ${col(G, groups.id)} = ${col(outer, r.groupId)}
    )
  end`;
}

/**
 * Inside an admin's transaction: the group payment state of a pending member's registration, with the rows
 * it depends on locked until commit (the member's registration for update; its group and the leader's
 * registration for share), so declining the leader or deleting the leader's account waits for this decision
 * or goes first. Null for any other registration (not a member's, not pending, or not found).
 */
export async function lockedGroupPayment(
  tx: Tx,
  registrationId: string,
  { pendingOnly }: { pendingOnly: boolean },
): Promise<GroupPaymentState | null> {
  const [reg] = await tx
    .select({
      kind: registrations.kind,
      status: registrations.status,
      groupId: registrations.groupId,
      eventId: registrations.eventId,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  if (!reg || reg.kind !== 'member') return null;
  if (pendingOnly && reg.status !== 'pending') return null;
  if (reg.groupId) {
    const [group] = await tx
      .select({ leaderId: groups.leaderId })
      .from(groups)
      .where(eq(groups.id, reg.groupId))
      .for('share');
    if (group) {
      await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.userId, group.leaderId), eq(registrations.eventId, reg.eventId)))
        .for('share');
    }
  }
  const [row] = await tx
    .select({ state: groupPaymentOf() })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row?.state ?? null;
}

export interface GroupBill {
  /** Invited members who registered through their invite, in the order they did. */
  memberEmails: string[];
  /** Of them, the non-institute students who chose accommodation. */
  membersWithHospitality: number;
}

/**
 * The registered members of a group and how many of them the leader pays hospitality for. Called by the
 * leader's registration with the group locked for update (members joining wait), so it is what is charged.
 */
export async function groupBill(db: Executor, groupId: string): Promise<GroupBill> {
  const rows = await db
    .select({
      email: invites.memberEmail,
      hospitality: sql<boolean>`${registrations.accommodation} and not ${users.isStudentOfNits}`,
    })
    .from(invites)
    .innerJoin(registrations, eq(registrations.id, invites.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(invites.groupId, groupId))
    .orderBy(asc(invites.acceptedAt), asc(invites.memberEmail));
  return {
    memberEmails: rows.map((row) => row.email),
    membersWithHospitality: rows.filter((row) => row.hospitality).length,
  };
}

/** The leader's amount due for a group with `bill`, with or without the leader's own accommodation. */
export function leaderAmount(
  fees: EventFees,
  leader: { isStudentOfNITS: boolean; accommodation: boolean },
  bill: GroupBill,
): AmountDue {
  return computeAmountDue(
    {
      kind: 'leader',
      isStudentOfNITS: leader.isStudentOfNITS,
      accommodation: leader.accommodation,
      registeredMembers: bill.memberEmails.length,
      membersWithHospitality: bill.membersWithHospitality,
    },
    fees,
  );
}

/** The members registered through the group's invites. */
export async function acceptedInvites(db: Executor, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invites)
    .where(and(eq(invites.groupId, groupId), sql`${invites.registrationId} is not null`));
  return row?.n ?? 0;
}
