import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
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
