import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HeroImage, ImageRef, PaymentDetails } from '~/shared/schemas/events';
import { bytea, timestamptz } from '../../db/columns';

/**
 * The names an event had before a rename: links already sent (invites, admin and editor addresses) name the
 * event as it was called then, and resolve through this table to the event as it is called now. A current
 * name always wins over a former one; an event taking back a former name drops it from here.
 */
export const eventFormerNames = pgTable(
  'event_former_names',
  {
    name: text('name').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    renamedAt: timestamptz('renamed_at').notNull().defaultNow(),
  },
  (t) => [index('event_former_names_event_id_idx').on(t.eventId)],
);

/**
 * Conferences people register for, all of their facts as data (docs/decisions/0022-conferences-as-data.md):
 * texts, dates, venue, hero image, registration window and switch, fees, payment details; committees with
 * their portfolio lists, the executive board and co-sponsors are rows of their own. One event is featured:
 * the public pages speak of it. Registration is open only while the switch is on and now is inside the
 * window; the server enforces both.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique('events_name_key'),
    theme: text('theme').notNull().default(''),
    about: text('about').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    venue: text('venue').notNull().default(''),
    hero: jsonb('hero').$type<HeroImage>(),
    /** Where the Archive page links for this edition once it is over (its website, a photo album), if anywhere. */
    archiveUrl: text('archive_url'),
    /** Who signs the participation certificates, in order (name and title, e.g. "Secretary-General"). */
    certificateSignatories: jsonb('certificate_signatories')
      .$type<{ name: string; title: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    featured: boolean('featured').notNull().default(false),
    /**
     * The site page, besides the conference and Apply pages, that speaks of this event ('mockmun': the Mock
     * MUN page), or null; at most one event per page.
     */
    page: text('page'),
    /** Whether the event takes registrations on the site at all (an open-door event does not). */
    takesRegistration: boolean('takes_registration').notNull().default(true),
    /** Only students of the institute may register. */
    instituteOnly: boolean('institute_only').notNull().default(false),
    /** The manual switch. */
    registrationOpen: boolean('registration_open').notNull().default(false),
    registrationOpensAt: timestamptz('registration_opens_at'),
    registrationClosesAt: timestamptz('registration_closes_at'),
    feeIndividual: integer('fee_individual').notNull().default(0),
    feeGroupPerMember: integer('fee_group_per_member').notNull().default(0),
    feeHospitality: integer('fee_hospitality').notNull().default(0),
    groupMinPeople: integer('group_min_people').notNull().default(3),
    payment: jsonb('payment')
      .$type<PaymentDetails>()
      .notNull()
      .default(
        sql`'{"accountHolder":"","bankName":"","accountNumber":"","ifsc":"","upiIds":[],"contacts":[]}'::jsonb`,
      ),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Names are unique whatever their case ('attack conf' beside 'Attack Conf' would be two pages).
    uniqueIndex('events_name_lower_key').on(sql`lower(${t.name})`),
    // At most one featured event.
    uniqueIndex('events_featured_key')
      .on(t.featured)
      .where(sql`${t.featured}`),
    // At most one event per site page.
    uniqueIndex('events_page_key')
      .on(t.page)
      .where(sql`${t.page} is not null`),
    check('events_page_known', sql`${t.page} is null or ${t.page} in ('mockmun')`),
    check(
      'events_fees_nonnegative',
      sql`${t.feeIndividual} >= 0 and ${t.feeGroupPerMember} >= 0 and ${t.feeHospitality} >= 0`,
    ),
    check('events_group_min_people', sql`${t.groupMinPeople} >= 2`),
    check(
      'events_dates_order',
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
    check(
      'events_window_order',
      sql`${t.registrationClosesAt} is null or ${t.registrationOpensAt} is null or ${t.registrationClosesAt} > ${t.registrationOpensAt}`,
    ),
  ],
);

/** An event's committees; `position` orders them on the pages and forms. */
export const committees = pgTable(
  'committees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** What registrations store (preferences and assignment). */
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    fullName: text('full_name').notNull().default(''),
    agenda: text('agenda').notNull().default(''),
    /** Paragraphs separated by blank lines. */
    description: text('description').notNull().default(''),
    banner: jsonb('banner').$type<ImageRef>(),
    /** A link or an uploaded PDF. */
    guideUrl: text('guide_url'),
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

/** The executive board: chairs and other members, optionally of one committee. */
export const boardMembers = pgTable(
  'board_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    committeeId: uuid('committee_id').references((): AnyPgColumn => committees.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    bio: text('bio').notNull().default(''),
    photo: jsonb('photo').$type<ImageRef>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('board_members_event_idx').on(t.eventId, t.position)],
);

export const coSponsors = pgTable(
  'co_sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    url: text('url'),
    logo: jsonb('logo').$type<ImageRef>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('co_sponsors_event_idx').on(t.eventId, t.position)],
);

/**
 * Files uploaded for an event (images re-encoded to WebP, background-guide PDFs checked by their bytes),
 * served publicly at /v1/api/event-files/:id. Kept with the event: a copy of an event shares its files.
 */
export const eventFiles = pgTable('event_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type EventRow = typeof events.$inferSelect;
