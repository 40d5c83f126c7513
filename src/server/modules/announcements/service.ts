/**
 * Announcements: an admin's message to an audience of one event's registrants.
 *
 * - The audience is read from the registrations as they are at that moment: every registration of the
 *   event, those of one status, those assigned to one committee (the event's committee code), those of
 *   one kind, or the payers whose money is not received some days after registering (a reminder). Accounts scheduled for deletion are left out (they can no longer log in).
 * - Preview: the count and the first recipients by name; nothing is written.
 * - Send: one transaction holds the announcement, its recipients (fixed now, so a dashboard lists exactly
 *   what reached its owner), one outbox row per recipient at the 'announcement' priority (sent after every
 *   other due mail, outbox.ts) and the audit entry.
 * - Progress: from the announcement's outbox rows. Sent rows are deleted after a while (jobs/housekeeping.ts),
 *   so what is not queued or failed counts as sent.
 */
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { announcementMessages } from '~/shared/desk-messages';
import {
  type AdminAnnouncement,
  type Audience,
  type AnnouncementPreview,
  type AnnouncementSendBody,
  type ReceivedAnnouncement,
  announcementRules,
  describeAudience,
} from '~/shared/schemas/announcements';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http';
import { announcementEmail } from '../../mail/announcement-templates';
import { mailPriority } from '../../mail/outbox';
import { outbox } from '../../mail/table';
import { MAX_ATTEMPTS } from '../../mail/worker';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { committees, events } from '../events/table';
import { namedEvent } from '../events/service';
import { registrations } from '../registration/table';
import { announcementRecipients, announcements } from './table';

const m = announcementMessages;
/** Rows per INSERT: a 500-recipient announcement's mails stay a few statements. */
const INSERT_CHUNK = 250;

interface EventRef {
  id: string;
  name: string;
}

async function findEvent(db: Executor, name: string): Promise<EventRef> {
  const [event] = await db.select({ id: events.id, name: events.name }).from(events).where(namedEvent(name));
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  return event;
}

/** The audience as a condition on the event's registrations; a committee must be one of the event's. */
async function audienceCondition(
  db: Executor,
  event: EventRef,
  audience: Audience,
): Promise<SQL | undefined> {
  switch (audience.type) {
    case 'all':
      return undefined;
    case 'status':
      return eq(registrations.status, audience.value);
    case 'kind':
      return eq(registrations.kind, audience.value);
    case 'unpaid':
      // The payers (a member's bill is the leader's) whose money is not in, registered over `days` days ago.
      return and(
        inArray(registrations.paymentState, ['due', 'submitted']),
        ne(registrations.status, 'declined'),
        sql`${registrations.registeredAt} < now() - make_interval(days => ${audience.days})`,
      );
    case 'committee': {
      const [committee] = await db
        .select({ code: committees.code })
        .from(committees)
        .where(and(eq(committees.eventId, event.id), eq(committees.code, audience.value)));
      if (!committee) throw new HttpError(400, m.noSuchCommittee);
      return eq(registrations.assignedCommittee, committee.code);
    }
  }
}

interface Recipient {
  userId: string;
  registrationId: string;
  name: string;
  email: string;
}

/** The audience's recipients by name (one registration per account per event, so no one twice). */
async function recipientsOf(db: Executor, event: EventRef, audience: Audience): Promise<Recipient[]> {
  const condition = await audienceCondition(db, event, audience);
  return db
    .select({
      userId: users.id,
      registrationId: registrations.id,
      name: users.name,
      email: users.email,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, event.id), isNull(users.deletionScheduledAt), condition))
    .orderBy(users.name, users.email);
}

export async function previewAnnouncement(
  db: Db,
  eventName: string,
  audience: Audience,
): Promise<Omit<AnnouncementPreview, 'message'>> {
  const event = await findEvent(db, eventName);
  const recipients = await recipientsOf(db, event, audience);
  return {
    count: recipients.length,
    sample: recipients.slice(0, announcementRules.sampleSize).map(({ name, email }) => ({ name, email })),
  };
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface AnnouncementContext {
  db: Db;
  publicUrl: string;
}

export async function sendAnnouncement(
  ctx: AnnouncementContext,
  actor: Actor,
  eventName: string,
  body: AnnouncementSendBody,
): Promise<AdminAnnouncement> {
  return ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventName);
    const recipients = await recipientsOf(tx, event, body.audience);
    if (recipients.length === 0) throw new HttpError(400, m.noRecipients);
    const [row] = await tx
      .insert(announcements)
      .values({
        eventId: event.id,
        authorId: actor.id,
        authorEmail: actor.email,
        subject: body.subject,
        body: body.body,
        audience: body.audience,
        recipientCount: recipients.length,
      })
      .returning();
    const announcement = row!;
    for (const part of chunks(recipients, INSERT_CHUNK)) {
      await tx.insert(announcementRecipients).values(
        part.map((r) => ({
          announcementId: announcement.id,
          userId: r.userId,
          registrationId: r.registrationId,
        })),
      );
      const content = { eventName: event.name, subject: body.subject, body: body.body };
      await tx.insert(outbox).values(
        part.map((r) => {
          const { priority, ...mail } = announcementEmail(r, content, ctx.publicUrl, announcement.id);
          return { ...mail, priority: mailPriority[priority ?? 'announcement'] };
        }),
      );
    }
    await recordAudit(tx, actor, {
      action: 'announcement.send',
      targetType: 'event',
      targetId: event.name,
      details: {
        eventName: event.name,
        announcementId: announcement.id,
        subject: body.subject,
        audience: body.audience,
        audienceLabel: describeAudience(body.audience),
        recipients: recipients.length,
      },
    });
    return {
      _id: announcement.id,
      subject: announcement.subject,
      body: announcement.body,
      audience: announcement.audience,
      authorEmail: announcement.authorEmail,
      createdAt: announcement.createdAt.toISOString(),
      recipientCount: announcement.recipientCount,
      delivery: { queued: recipients.length, sent: 0, failed: 0 },
    };
  });
}

/** The event's announcements, newest first, each with its delivery progress. */
export async function listAnnouncements(db: Db, eventName: string): Promise<AdminAnnouncement[]> {
  const event = await findEvent(db, eventName);
  const queued = sql<number>`count(${outbox.id}) filter (where ${outbox.sentAt} is null and ${outbox.attempts} < ${MAX_ATTEMPTS})`;
  const failed = sql<number>`count(${outbox.id}) filter (where ${outbox.sentAt} is null and ${outbox.attempts} >= ${MAX_ATTEMPTS})`;
  const rows = await db
    .select({ announcement: announcements, queued: queued.mapWith(Number), failed: failed.mapWith(Number) })
    .from(announcements)
    .leftJoin(outbox, eq(outbox.announcementId, announcements.id))
    .where(eq(announcements.eventId, event.id))
    .groupBy(announcements.id)
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  return rows.map(({ announcement: a, queued: q, failed: f }) => ({
    _id: a.id,
    subject: a.subject,
    body: a.body,
    audience: a.audience,
    authorEmail: a.authorEmail,
    createdAt: a.createdAt.toISOString(),
    recipientCount: a.recipientCount,
    delivery: { queued: q, failed: f, sent: Math.max(0, a.recipientCount - q - f) },
  }));
}

/** The announcements this account received, newest first. */
export async function receivedAnnouncements(db: Db, userId: string): Promise<ReceivedAnnouncement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      eventName: events.name,
      subject: announcements.subject,
      body: announcements.body,
      createdAt: announcements.createdAt,
    })
    .from(announcementRecipients)
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .innerJoin(events, eq(events.id, announcements.eventId))
    .where(eq(announcementRecipients.userId, userId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(announcementRules.dashboardLimit);
  return rows.map((r) => ({
    _id: r.id,
    eventName: r.eventName,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
