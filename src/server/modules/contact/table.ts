import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the Contact Us form; read by admins and superadmins. */
export const contactResponses = pgTable(
  'contact_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_responses_contacted_at_idx').on(t.contactedAt)],
);
