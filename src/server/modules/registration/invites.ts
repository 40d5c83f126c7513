/**
 * Group invites: POST /sendinvite (the leader's first invite creates the group for the event) and the
 * dashboard's view of a leader's invites (sendInviteToWhom, registrationInvite).
 *
 * Each invite carries its own random token (32 bytes) in the emailed link and only its SHA-256 in the
 * database; resending to the same member replaces the token, so the older link stops working. The invite,
 * the group and the mail are written in one transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { ReceivedInvite, SentInvite } from '~/shared/schemas/accounts';
import { invitePath } from '~/shared/schemas/registration';
import { type ChangeFeed, changes } from '../../db/change-feed';
import { type Db, preparedPerDatabase } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError } from '../../http';
import { enqueueMail } from '../../mail/outbox';
import { inviteEmail } from '../../mail/registration-templates';
import { siteUrl } from '../../mail/templates';
import type { AuthUser } from '../accounts/sessions';
import { users } from '../accounts/table';
import { newToken } from '../accounts/tokens';
import { byEmail } from '../accounts/users';
import { findOpenEvent, lockOpenEvent } from '../events/service';
import { events } from '../events/table';
import type { RegistrationContext } from './context';
import { hasRegistered } from './service';
import { groups, invites } from './table';

const m = messages.registration;

export interface InviteInput {
  email: string;
  eventName: string;
  grpName: string;
}

/** POST /sendinvite; returns the emailed link (tests follow it). */
export async function sendInvite(
  ctx: RegistrationContext,
  leader: AuthUser,
  input: InviteInput,
): Promise<string> {
  const event = await findOpenEvent(ctx.db, input.eventName);
  const memberEmail = input.email.toLowerCase();
  if (memberEmail === leader.email.toLowerCase()) throw new HttpError(400, m.selfInvite);
  if (await hasRegistered(ctx.db, leader.id, event.id)) throw new HttpError(409, m.alreadyRegistered);

  const [member] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isVerified: users.isVerified,
      scheduled: users.deletionScheduledAt,
    })
    .from(users)
    .where(byEmail(memberEmail))
    .limit(1);
  if (!member || member.scheduled) throw new HttpError(404, m.inviteeNotFound);
  if (member.role !== 'client') throw new HttpError(400, m.adminsNotAllowed);
  if (!member.isVerified) throw new HttpError(400, m.inviteeNotVerified);
  if (await hasRegistered(ctx.db, member.id, event.id)) throw new HttpError(409, m.inviteeRegistered);

  return ctx.db.transaction(async (tx) => {
    await lockOpenEvent(tx, event.id);
    const [leaderRow] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, leader.id))
      .for('key share');
    if (!leaderRow) throw new HttpError(404, m.inviterNotFound);

    await tx
      .insert(groups)
      .values({ eventId: event.id, leaderId: leader.id, name: input.grpName })
      .onConflictDoNothing({ target: [groups.eventId, groups.leaderId] });
    // Locked like the leader's registration locks it: an invite never slips in after the leader has paid.
    const [group] = await tx
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.eventId, event.id), eq(groups.leaderId, leader.id)))
      .for('update');
    if (!group) throw new Error('group vanished inside its transaction');
    if (group.name !== input.grpName) throw new HttpError(400, m.groupNameMismatch);
    if (await hasRegistered(tx, leader.id, event.id)) throw new HttpError(409, m.alreadyRegistered);

    const { token, hash } = newToken();
    const issued = await tx
      .insert(invites)
      .values({ groupId: group.id, memberId: member.id, memberEmail, tokenHash: hash })
      .onConflictDoUpdate({
        target: [invites.groupId, invites.memberEmail],
        set: { tokenHash: hash, memberId: member.id, createdAt: sql`now()` },
        setWhere: sql`${invites.acceptedAt} is null`,
      })
      .returning({ id: invites.id });
    if (issued.length === 0) throw new HttpError(409, m.inviteeRegistered);

    const link = siteUrl(
      ctx.publicUrl,
      invitePath({
        leaderEmail: leader.email,
        memberEmail,
        token,
        eventName: event.name,
        grpName: group.name,
      }),
    );
    await enqueueMail(
      tx,
      inviteEmail(
        member,
        { eventName: event.name, grpName: group.name, leaderName: leader.name, leaderEmail: leader.email },
        link,
      ),
    );
    return link;
  });
}

const dashboardInvitesQuery = preparedPerDatabase((db) =>
  db
    .select({
      groupId: groups.id,
      eventName: events.name,
      grpName: groups.name,
      email: invites.memberEmail,
      accepted: sql<boolean>`${invites.registrationId} is not null`,
    })
    .from(groups)
    .innerJoin(events, eq(events.id, groups.eventId))
    .leftJoin(invites, eq(invites.groupId, groups.id))
    .where(eq(groups.leaderId, sql.placeholder('userId')))
    .orderBy(asc(groups.createdAt), asc(invites.createdAt), asc(invites.memberEmail))
    .prepare('dashboard_invites'),
);

export interface DashboardInvites {
  sendInviteToWhom: SentInvite[];
  registrationInvite: ReceivedInvite[];
}

/**
 * `dashboardInvites` answered from memory while the change feed is live (docs/decisions/0021-read-caches.md):
 * any change to groups, invites or events drops every entry, on every instance.
 */
export function createDashboardInvitesLookup(db: Db, feed: ChangeFeed) {
  const { tables } = changes;
  const stale = new Set<string>([tables.groups, tables.invites, tables.events]);
  const cache = createReadCache<DashboardInvites>(feed, {
    max: 10_000,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (stale.has(change) ? 'all' : null),
  });
  return (userId: string) => cache.get(userId, () => dashboardInvites(db, userId));
}

/**
 * The dashboard's invite lists of a leader, in one query: every group with each invite's state
 * (sendInviteToWhom), and the groups' registered members (registrationInvite, once there is one).
 */
export async function dashboardInvites(db: Db, userId: string): Promise<DashboardInvites> {
  const rows = await dashboardInvitesQuery(db).execute({ userId });

  const sent = new Map<string, SentInvite>();
  for (const row of rows) {
    let entry = sent.get(row.groupId);
    if (!entry) {
      entry = { eventName: row.eventName, grpName: row.grpName, toWhom: [] };
      sent.set(row.groupId, entry);
    }
    if (row.email) entry.toWhom.push({ email: row.email, hasAccepted: row.accepted ? 'yes' : 'no' });
  }
  const sendInviteToWhom = [...sent.values()];
  const registrationInvite = sendInviteToWhom
    .map((g) => ({
      eventName: g.eventName,
      grpName: g.grpName,
      grpMembers: g.toWhom.filter((w) => w.hasAccepted === 'yes').map((w) => w.email),
    }))
    .filter((g) => g.grpMembers.length > 0);
  return { sendInviteToWhom, registrationInvite };
}
