import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/**
 * Conferences people register for. Each has its committees and their portfolio lists as rows, so next
 * year's conference is new rows, not new code. Registration is open or closed per event (closed by default)
 * and the server enforces it.
 */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('events_name_key'),
  registrationOpen: boolean('registration_open').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** An event's committees; `position` orders them on the forms. */
export const committees = pgTable(
  'committees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** UNHRC, IB, Mahabharat, IPC: what registrations store. */
    code: text('code').notNull(),
    /** e.g. 'Hastinapur Special Council' for Mahabharat. */
    displayName: text('display_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('committees_event_code_key').on(t.eventId, t.code)],
);

/** A committee's portfolios (countries, officials, characters, news agencies); `position` orders them. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    committeeId: uuid('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('portfolios_committee_name_key').on(t.committeeId, t.name),
    index('portfolios_committee_position_idx').on(t.committeeId, t.position),
  ],
);

export type EventRow = typeof events.$inferSelect;
