import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { awards } from '../awards/table';
import { events } from '../events/table';
import { registrations } from '../registration/table';

/**
 * Participation and award certificates. What the certificate says is copied when it is issued (name, event, seat), so
 * the public verification page at /certificates/{code} answers what was printed even if the account changes
 * or goes. One live participation certificate per registration, and one live award certificate per
 * published award (`award_id` and `award`, its category's name when published:
 * docs/decisions/0065-awards-certificates-results-marks.md); a revoked one stays so its page says "revoked".
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The verification code in the certificate's URL: random and unguessable. */
    code: text('code').notNull().unique('certificates_code_key'),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    delegateName: text('delegate_name').notNull(),
    eventName: text('event_name').notNull(),
    committee: text('committee').notNull(),
    portfolio: text('portfolio').notNull(),
    /** An award certificate's award, and its title as printed (e.g. "Best Delegate"); null for participation. */
    awardId: uuid('award_id').references(() => awards.id, { onDelete: 'set null' }),
    award: text('award'),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_live_registration_key')
      .on(t.registrationId)
      .where(sql`${t.revokedAt} is null and ${t.award} is null`),
    uniqueIndex('certificates_live_award_key')
      .on(t.awardId)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_event_idx').on(t.eventId),
  ],
);
