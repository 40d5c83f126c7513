import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from '../../db/columns';
import type { Capability } from '~/shared/capabilities';
import { roles } from '~/shared/schemas/accounts';

export const userRole = pgEnum('user_role', roles);

/**
 * Accounts. Emails are stored lowercased (enforced by a check) and unique; institute email and scholar ID
 * are unique when present (students of the institute only). Other modules reference `users.id` with
 * `on delete cascade`, so deleting an account removes its data.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isStudentOfNits: boolean('is_student_of_nits').notNull().default(false),
    scholarId: text('scholar_id'),
    branch: text('branch'),
    instituteEmail: text('institute_email'),
    year: text('year'),
    photoId: uuid('photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
    isVerified: boolean('is_verified').notNull().default(false),
    role: userRole('role').notNull().default('client'),
    /** Set when the owner asked for deletion; login is refused from then on. */
    deletionScheduledAt: timestamptz('deletion_scheduled_at'),
    /** The deletion job removes the account (and, by cascade, its data) once this has passed. */
    deleteAfter: timestamptz('delete_after'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_institute_email_key').on(sql`lower(${t.instituteEmail})`),
    uniqueIndex('users_scholar_id_key').on(t.scholarId),
    index('users_delete_after_idx')
      .on(t.deleteAfter)
      .where(sql`${t.deleteAfter} is not null`),
    index('users_role_idx').on(t.role),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify', 'reset']);

/** Single-use tokens of the verification and password-reset links (stored as SHA-256). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('email_tokens_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_user_id_idx').on(t.userId),
    index('email_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** Profile photos, re-encoded (metadata stripped) before they are stored; served at /v1/api/photos/:id. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('photos_user_id_idx').on(t.userId)],
);

/**
 * Capabilities granted to an account beside its role (src/shared/capabilities.ts), one row per account and
 * capability; a grant goes with its account. Granting and revoking touch the account's `updated_at`, so the
 * session cache (which carries the grants) drops the account's entries.
 */
export const accountGrants = pgTable(
  'account_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    capability: text('capability').$type<Capability>().notNull(),
    grantedBy: uuid('granted_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_grants_user_capability_key').on(t.userId, t.capability)],
);
