/**
 * Group invites: POST /sendinvite (the leader's first invite creates the group for the event), the
 * dashboard's view of a leader's invites (sendInviteToWhom, registrationInvite), and the member's side: the
 * invites waiting for their answer, declining one, and opening the member form from the dashboard.
 *
 * Each invite carries its own random token (32 bytes) in the emailed link and only its SHA-256 in the
 * database; resending to the same member replaces the token, so the older link stops working. The invite,
 * the group and the mail are written in one transaction.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '~/shared/messages';
import type { InviteStatus, ReceivedInvite, SentInvite } from '~/shared/schemas/accounts';
import { isRegistrationOpen } from '~/shared/schemas/events';
import { type PendingInvite, invitePath } from '~/shared/schemas/registration';
import { type ChangeFeed, changes } from '../../db/change-feed';
import { type Db, type Executor, type Tx, preparedPerDatabase } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError } from '../../http';
import { enqueueMail } from '../../mail/outbox';
import { inviteEmail } from '../../mail/registration-templates';
import { siteUrl } from '../../mail/templates';
import type { AuthUser } from '../accounts/sessions';
import { users } from '../accounts/table';
import { newToken } from '../accounts/tokens';
import { byEmail } from '../accounts/users';
import { findOpenEvent, lockOpenEvent, windowOf } from '../events/service';
import { events } from '../events/table';
import type { RegistrationContext } from './context';
import { hasRegistered } from './service';
import { groups, invites, registrations } from './table';

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
  // The event's own options hold for a group as for anyone: the member could not register anyway.
  if (!event.takesRegistration) throw new HttpError(403, m.noRegistrationTaken);
  if (event.instituteOnly && !leader.isStudentOfNits) throw new HttpError(403, m.instituteOnly);
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
      isStudentOfNits: users.isStudentOfNits,
      scheduled: users.deletionScheduledAt,
    })
    .from(users)
    .where(byEmail(memberEmail))
    .limit(1);
  if (!member || member.scheduled) throw new HttpError(404, m.inviteeNotFound);
  if (member.role !== 'client') throw new HttpError(400, m.adminsNotAllowed);
  if (!member.isVerified) throw new HttpError(400, m.inviteeNotVerified);
  if (event.instituteOnly && !member.isStudentOfNits) throw new HttpError(400, m.inviteeNotInstitute);
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
        // A new invite is a new question: a decline or a lapse before it no longer stands.
        set: {
          tokenHash: hash,
          memberId: member.id,
          createdAt: sql`now()`,
          declinedAt: null,
          supersededAt: null,
        },
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

/** The invited member's own registration for the event, whichever way it was made. */
const memberRegistration = alias(registrations, 'member_registration');

const dashboardInvitesQuery = preparedPerDatabase((db) =>
  db
    .select({
      groupId: groups.id,
      eventName: events.name,
      grpName: groups.name,
      email: invites.memberEmail,
      accepted: sql<boolean>`${invites.registrationId} is not null`,
      declined: sql<boolean>`${invites.declinedAt} is not null`,
      memberKind: memberRegistration.kind,
    })
    .from(groups)
    .innerJoin(events, eq(events.id, groups.eventId))
    .leftJoin(invites, eq(invites.groupId, groups.id))
    .leftJoin(
      memberRegistration,
      and(eq(memberRegistration.userId, invites.memberId), eq(memberRegistration.eventId, groups.eventId)),
    )
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
 * An invite's state for its leader: registered through it; else the member's registration for the event made
 * another way (the invite lapsed); else declined; else waiting.
 */
function statusOf(row: {
  accepted: boolean;
  declined: boolean;
  memberKind: 'individual' | 'leader' | 'member' | null;
}): InviteStatus {
  if (row.accepted) return 'accepted';
  if (row.memberKind === 'individual') return 'registered-individually';
  if (row.memberKind === 'leader') return 'registered-as-leader';
  if (row.memberKind === 'member') return 'registered-with-another-group';
  return row.declined ? 'declined' : 'pending';
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
    if (row.email) {
      entry.toWhom.push({
        email: row.email,
        hasAccepted: row.accepted ? 'yes' : 'no',
        status: statusOf(row),
      });
    }
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

// ---------------------------------------------------------------------------------------------------------
// The member's side

const leaders = alias(users, 'leader');

/**
 * GET /reg/invites: the invites waiting for the caller's answer, newest first: not accepted, declined or
 * lapsed, for an event the caller has not registered for, in a group whose leader has not registered yet
 * (once the leader has, the group takes no one else).
 */
export async function pendingInvites(db: Executor, userId: string): Promise<PendingInvite[]> {
  const rows = await db
    .select({
      id: invites.id,
      eventName: events.name,
      grpName: groups.name,
      leaderName: leaders.name,
      leaderEmail: leaders.email,
      sentAt: invites.createdAt,
      switchOpen: events.registrationOpen,
      opensAt: events.registrationOpensAt,
      closesAt: events.registrationClosesAt,
    })
    .from(invites)
    .innerJoin(groups, eq(groups.id, invites.groupId))
    .innerJoin(events, eq(events.id, groups.eventId))
    .innerJoin(leaders, eq(leaders.id, groups.leaderId))
    .where(
      and(
        eq(invites.memberId, userId),
        isNull(invites.acceptedAt),
        isNull(invites.declinedAt),
        isNull(invites.supersededAt),
        sql`not exists (select 1 from ${registrations} where ${registrations.eventId} = ${groups.eventId}
          and ${registrations.userId} in (${invites.memberId}, ${groups.leaderId}))`,
      ),
    )
    .orderBy(desc(invites.createdAt), asc(invites.id));
  const now = Date.now();
  return rows.map((row) => ({
    _id: row.id,
    eventName: row.eventName,
    grpName: row.grpName,
    leaderName: row.leaderName,
    leaderEmail: row.leaderEmail,
    sentAt: row.sentAt.toISOString(),
    registrationOpen: isRegistrationOpen(
      windowOf({
        registrationOpen: row.switchOpen,
        registrationOpensAt: row.opensAt,
        registrationClosesAt: row.closesAt,
      }),
      now,
    ),
  }));
}

/**
 * One of the caller's own invites, locked for update; 404 'Invite link not found' for an invite of someone
 * else (whose existence is not told).
 */
async function ownInvite(tx: Tx, userId: string, inviteId: string) {
  const [invite] = await tx
    .select({
      id: invites.id,
      memberEmail: invites.memberEmail,
      acceptedAt: invites.acceptedAt,
      declinedAt: invites.declinedAt,
      groupId: groups.id,
      grpName: groups.name,
      eventId: groups.eventId,
      eventName: events.name,
      leaderId: leaders.id,
      leaderEmail: leaders.email,
    })
    .from(invites)
    .innerJoin(groups, eq(groups.id, invites.groupId))
    .innerJoin(events, eq(events.id, groups.eventId))
    .innerJoin(leaders, eq(leaders.id, groups.leaderId))
    .where(and(eq(invites.id, inviteId), eq(invites.memberId, userId)))
    .for('update', { of: invites });
  if (!invite) throw new HttpError(404, m.inviteNotFound);
  return invite;
}

/** POST /reg/invites/:inviteId/decline: the member says no; the leader's list shows it. Repeating is harmless. */
export async function declineInvite(db: Db, user: AuthUser, inviteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invite = await ownInvite(tx, user.id, inviteId);
    if (invite.acceptedAt) throw new HttpError(409, m.alreadyAccepted);
    if (!invite.declinedAt) {
      await tx.update(invites).set({ declinedAt: new Date() }).where(eq(invites.id, invite.id));
    }
  });
}

/**
 * POST /reg/invites/:inviteId/link: the address of the member form for one of the caller's pending invites,
 * with a token of the member's own (the emailed link keeps working beside it), and the event's current name.
 */
export async function openInvite(db: Db, user: AuthUser, inviteId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const invite = await ownInvite(tx, user.id, inviteId);
    if (invite.acceptedAt) throw new HttpError(409, m.alreadyAccepted);
    if (await hasRegistered(tx, user.id, invite.eventId)) throw new HttpError(409, m.alreadyRegistered);
    if (await hasRegistered(tx, invite.leaderId, invite.eventId)) throw new HttpError(409, m.groupClosed);
    const { token, hash } = newToken();
    await tx.update(invites).set({ memberTokenHash: hash }).where(eq(invites.id, invite.id));
    return invitePath({
      leaderEmail: invite.leaderEmail,
      memberEmail: invite.memberEmail,
      token,
      eventName: invite.eventName,
      grpName: invite.grpName,
    });
  });
}
