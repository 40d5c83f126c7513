import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { StatementMapping } from '~/shared/statements';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';
import { events } from '../events/table';
import { registrations } from '../registration/table';

/**
 * A parsed bank statement waiting for its preview to be applied (docs/decisions/0055-statement-import-and-treasurer.md):
 * its rows as text cells, keyed by the event and the SHA-256 of the uploaded bytes. Kept only between the
 * upload and the apply (removed then, and by the housekeeping job a day after the upload).
 */
export const statementUploads = pgTable(
  'statement_uploads',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').$type<'csv' | 'xlsx'>().notNull(),
    /** Every row of the file's first sheet, each cell as text (dates as yyyy-mm-dd). */
    rows: jsonb('rows').$type<string[][]>().notNull(),
    /** The index in `rows` of the header row found. */
    headerRow: integer('header_row').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.sha256] }), index('statement_uploads_at_idx').on(t.uploadedAt)],
);

/** The column mapping last confirmed for a bank's layout, by the fingerprint of its normalised header row. */
export const statementLayouts = pgTable('statement_layouts', {
  fingerprint: text('fingerprint').primaryKey(),
  mapping: jsonb('mapping').$type<StatementMapping>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The evidence of a payment received from a bank statement: the statement line (its date, amount, text, the
 * upload's SHA-256 and line number) and the bill it paid, applied by the matcher or settled by hand. One row
 * per line of one statement, so applying a statement twice records nothing twice and a line pays one bill.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadSha256: text('upload_sha256').notNull(),
    lineNumber: integer('line_number').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    transactionDate: date('transaction_date').notNull(),
    /** In paise. */
    amountPaise: integer('amount_paise').notNull(),
    narration: text('narration').notNull(),
    fileName: text('file_name').notNull(),
    /** The treasurer's note when the line was settled by hand (a line the matcher would not apply); null when applied. */
    settledNote: text('settled_note'),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamptz('applied_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    unique('statement_lines_upload_line_key').on(t.uploadSha256, t.lineNumber),
    index('statement_lines_registration_idx').on(t.registrationId),
    index('statement_lines_event_idx').on(t.eventId, t.transactionDate),
  ],
);
