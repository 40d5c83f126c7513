import { boolean, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { committees, events } from '../events/table';
import { registrations } from '../registration/table';

/**
 * Position papers (docs/decisions/0062-position-papers.md). The event's rules: whether papers are required
 * and the deadline of every committee that has none of its own. One row per event, absent until an admin
 * saves the rules (no row: not required, no deadline).
 */
export const paperEventRules = pgTable('paper_event_rules', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  deadline: timestamptz('deadline'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A committee's own paper rules: its deadline (over the event's) and whether its papers are closed (an
 * explicit act of a chair or an admin, after which uploads are refused). Absent: the event's deadline, open.
 */
export const paperCommitteeRules = pgTable('paper_committee_rules', {
  committeeId: uuid('committee_id')
    .primaryKey()
    .references(() => committees.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  deadline: timestamptz('deadline'),
  closedAt: timestamptz('closed_at'),
  closedByEmail: text('closed_by_email'),
});

export const paperReview = pgEnum('paper_review', ['submitted', 'changesRequested', 'accepted']);

/**
 * One row per uploaded version of a delegate's paper for a committee: the PDF as sent (checked by its bytes),
 * its number (1, 2, ... per registration and committee; the unique key backs the count), when it came and
 * whether that was after the deadline, and the chair's review of that version.
 */
export const positionPapers = pgTable(
  'position_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    committeeId: uuid('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    late: boolean('late').notNull().default(false),
    review: paperReview('review').notNull().default('submitted'),
    feedback: text('feedback'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedByEmail: text('reviewed_by_email'),
  },
  (t) => [
    unique('position_papers_registration_committee_version_key').on(
      t.registrationId,
      t.committeeId,
      t.version,
    ),
    index('position_papers_committee_idx').on(t.committeeId),
  ],
);
