import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { committees, events } from '../events/table';
import { registrations } from '../registration/table';

export const chairState = pgEnum('chair_state', ['invited', 'accepted', 'revoked']);

/**
 * Chairs: an admin's invite by email for one committee of one event, linked to the account that accepts
 * it (docs/decisions/0059-chairs-sessions-roll-call.md). The committee is referenced by id, so a renamed
 * code keeps its chairs. One row per committee and invited email (a new invite of the same email reuses
 * it); one chair row per event, committee and account.
 */
export const committeeChairs = pgTable(
  'committee_chairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    committeeId: uuid('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    /** Null until the invite is accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email').notNull(),
    state: chairState('state').notNull().default('invited'),
    /** SHA-256 of the invite link's token (the token itself is only in the email). */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull(),
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    unique('committee_chairs_event_committee_user_key').on(t.eventId, t.committeeId, t.userId),
    uniqueIndex('committee_chairs_committee_email_key').on(t.committeeId, sql`lower(${t.invitedEmail})`),
    uniqueIndex('committee_chairs_token_key').on(t.tokenHash),
    index('committee_chairs_user_idx').on(t.userId),
  ],
);

/** The event's committee sessions (every committee sits in each): name, day and start time (HH:MM). */
export const committeeSessions = pgTable(
  'committee_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('committee_sessions_event_idx').on(t.eventId, t.day, t.startTime)],
);

export const rollCallState = pgEnum('roll_call_state', ['present', 'presentAndVoting', 'absent']);

/** Roll call: one record per session and registration (the unique key makes a mark an upsert). */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => committeeSessions.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    state: rollCallState('state').notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedByEmail: text('marked_by_email').notNull(),
    markedAt: timestamptz('marked_at').notNull().defaultNow(),
  },
  (t) => [
    unique('roll_calls_session_registration_key').on(t.sessionId, t.registrationId),
    index('roll_calls_registration_idx').on(t.registrationId),
  ],
);
