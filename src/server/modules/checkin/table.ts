import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { events } from '../events/table';
import { registrations } from '../registration/table';

/**
 * Personal check-in codes: random and unguessable, one live code per registration (a partial unique
 * index); a revoked code stays so a scan of it is refused as revoked, not as unknown.
 */
export const checkinCodes = pgTable(
  'checkin_codes',
  {
    code: text('code').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('checkin_codes_live_key')
      .on(t.registrationId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Attendance: one record per registration per conference day (the unique key settles two doors at once). */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    checkedInAt: timestamptz('checked_in_at').notNull().defaultNow(),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInByEmail: text('checked_in_by_email').notNull(),
  },
  (t) => [
    unique('attendance_registration_day_key').on(t.registrationId, t.day),
    index('attendance_event_day_idx').on(t.eventId, t.day),
  ],
);
