import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Audience } from '~/shared/schemas/announcements';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { events } from '../events/table';
import { registrations } from '../registration/table';

/**
 * Announcements an admin sent to an audience of one event. The recipients are fixed when it is sent
 * (`announcement_recipients`), so a delegate's dashboard lists exactly what reached them; each recipient's
 * mail is an outbox row carrying `announcement_id` (priority 'announcement', sent after everything else),
 * which gives the live progress.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    subject: text('subject').notNull(),
    /** Plain text; links are recognised when shown, never HTML. */
    body: text('body').notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_event_created_idx').on(t.eventId, t.createdAt),
    index('announcements_author_created_idx').on(t.authorId, t.createdAt),
  ],
);

export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_recipients_user_idx').on(t.userId),
  ],
);
