import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { committeeSessions } from '../chairs/table';
import { committees, events } from '../events/table';
import { registrations } from '../registration/table';

/**
 * An event's award categories (docs/decisions/0062-position-papers.md): a name and how many of it each committee may
 * give (e.g. one "Best Delegate" per committee). Saved whole by an admin, in order.
 */
export const awardCategories = pgTable(
  'award_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    perCommittee: integer('per_committee').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('award_categories_event_name_key').on(t.eventId, sql`lower(${t.name})`)],
);

/**
 * An award of a category to a seated delegate of a committee: proposed by a chair of the committee (or an
 * admin), published by an admin. One row per category, committee and registration.
 */
export const awards = pgTable(
  'awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => awardCategories.id, { onDelete: 'cascade' }),
    committeeId: uuid('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedByEmail: text('proposed_by_email').notNull(),
    proposedAt: timestamptz('proposed_at').notNull().defaultNow(),
    publishedAt: timestamptz('published_at'),
    publishedByEmail: text('published_by_email'),
  },
  (t) => [
    unique('awards_category_committee_registration_key').on(t.categoryId, t.committeeId, t.registrationId),
    index('awards_committee_idx').on(t.committeeId),
  ],
);

/**
 * The event's marking rubric (docs/decisions/0065-awards-certificates-results-marks.md): criteria with the
 * most marks each can give, saved whole by an admin beside the award categories. (id, max_mark) is unique so
 * that a mark can carry its criterion's maximum by a foreign key.
 */
export const rubricCriteria = pgTable(
  'rubric_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxMark: integer('max_mark').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('rubric_criteria_event_name_key').on(t.eventId, sql`lower(${t.name})`),
    unique('rubric_criteria_id_max_key').on(t.id, t.maxMark),
    check('rubric_criteria_max_positive', sql`${t.maxMark} > 0`),
  ],
);

/**
 * A chair's mark for a delegate in a session against one criterion: one per (session, registration,
 * criterion), the key that makes saving an upsert. The criterion's maximum is copied in through a foreign key
 * that follows it (ON UPDATE CASCADE), so the database keeps every mark within 0..max, also when an admin
 * lowers a maximum (refused while marks above it exist).
 */
export const marks = pgTable(
  'marks',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => committeeSessions.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id').notNull(),
    maxMark: integer('max_mark').notNull(),
    committeeId: uuid('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    mark: integer('mark').notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedByEmail: text('marked_by_email').notNull(),
    markedAt: timestamptz('marked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'marks_pkey', columns: [t.sessionId, t.registrationId, t.criterionId] }),
    foreignKey({
      name: 'marks_criterion_max_fk',
      columns: [t.criterionId, t.maxMark],
      foreignColumns: [rubricCriteria.id, rubricCriteria.maxMark],
    }).onUpdate('cascade'),
    check('marks_mark_in_range', sql`${t.mark} >= 0 and ${t.mark} <= ${t.maxMark}`),
    index('marks_committee_idx').on(t.committeeId, t.registrationId),
    index('marks_criterion_idx').on(t.criterionId),
  ],
);
