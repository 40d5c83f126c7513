import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LetterKind, TeamImage, TeamSnapshot } from '~/shared/schemas/team';
import { bytea, timestamptz } from '../../db/columns';

/**
 * The club's team as data (docs/decisions/0058-team-as-data.md). A person is one row whatever the tenures
 * they serve in; a tenure ('2024-25') has its groups (in order), the positions of its people (group,
 * designation, order) and its two letters. One tenure is current: /team and the home page's letters show it.
 */
export const teamPeople = pgTable('team_people', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  photo: jsonb('photo').$type<TeamImage>(),
  /** A Facebook profile (http(s)). */
  facebook: text('facebook'),
  /** A code-hosting profile (http(s)), shown in place of Facebook. */
  github: text('github'),
  /** An e-mail address. */
  mail: text('mail'),
  /** A professional-network profile (http(s)). */
  linkedin: text('linkedin'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const teamTenures = pgTable(
  'team_tenures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** '2024-25': the address of its page (/team/2024-25). */
    label: text('label').notNull().unique('team_tenures_label_key'),
    current: boolean('current').notNull().default(false),
    /** The words under the team page's heading. */
    intro: text('intro').notNull().default(''),
    /**
     * The draft's revision: raised by every edit of the tenure's groups, people, letters or intro (the tables
     * are its draft). A publish or a restore names the revision its editor saw; a stale one is refused.
     */
    revision: integer('revision').notNull().default(0),
    /** The draft revision the newest version was taken from; null while the tenure was never published. */
    publishedRevision: integer('published_revision'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one current tenure.
    uniqueIndex('team_tenures_current_key')
      .on(t.current)
      .where(sql`${t.current}`),
    check('team_tenures_label_format', sql`${t.label} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/** The groups of a tenure's secretariat ('SENIOR SECRETARIAT', 'DEPUTIES', ...), in order. */
export const teamGroups = pgTable(
  'team_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenureId: uuid('tenure_id')
      .notNull()
      .references(() => teamTenures.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('team_groups_tenure_name_key').on(t.tenureId, t.name)],
);

/** A person's place in a tenure: their group, designation and order within the group. */
export const teamPositions = pgTable(
  'team_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenureId: uuid('tenure_id')
      .notNull()
      .references(() => teamTenures.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => teamGroups.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => teamPeople.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('team_positions_tenure_person_key').on(t.tenureId, t.personId),
    index('team_positions_group_idx').on(t.groupId, t.position),
  ],
);

/** A tenure's letters (the Faculty Advisor's and the Secretary General's), shown on the home page. */
export const teamLetters = pgTable(
  'team_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenureId: uuid('tenure_id')
      .notNull()
      .references(() => teamTenures.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LetterKind>().notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    role: text('role').notNull().default(''),
    /** Paragraphs separated by blank lines. */
    text: text('text').notNull(),
    photo: jsonb('photo').$type<TeamImage>(),
  },
  (t) => [
    unique('team_letters_tenure_kind_key').on(t.tenureId, t.kind),
    check('team_letters_kind', sql`${t.kind} in ('facultyAdvisor', 'secretaryGeneral')`),
  ],
);

/** Uploaded portraits (WebP, square, one row per width), served at /v1/api/team-files/:id, immutable. */
export const teamFiles = pgTable('team_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Each publish of a tenure, kept (docs/decisions/0070-team-restore-stays-in-its-tenure.md): what its page and the
 * home page's letters show, as a snapshot of the draft when it was published. The public pages read a
 * tenure's newest version only; a tenure without one is not public. A restore writes a version back into the
 * draft and publishes it again as a new version.
 */
export const teamVersions = pgTable(
  'team_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenureId: uuid('tenure_id')
      .notNull()
      .references(() => teamTenures.id, { onDelete: 'cascade' }),
    /** 1, 2, ... within the tenure. */
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<TeamSnapshot>().notNull(),
    /** Whether this tenure was the current one once this version was published (a restore brings it back). */
    madeCurrent: boolean('made_current').notNull().default(false),
    /** The version a restore published again, if this is one. */
    restoredFrom: integer('restored_from'),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
    /** Who published it (the e-mail at the time; null for the seed). */
    publishedBy: text('published_by'),
  },
  (t) => [unique('team_versions_tenure_number_key').on(t.tenureId, t.number)],
);

export type TenureRow = typeof teamTenures.$inferSelect;
