import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../accounts/table';

/**
 * The site's pages as data (docs/decisions/0071-pages-as-data-every-page.md): one document per page key (`home`, `site`,
 * `about`, ...), its published form (what the public pages show), an optional draft, and `version`, raised by
 * every change so a save names the version its editor started from and a stale one is refused.
 * `revision` counts the publishes; each publish is kept in `site_page_versions` and can be restored.
 */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  published: jsonb('published').$type<Record<string, unknown>>().notNull(),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  version: integer('version').notNull().default(1),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every published form of a page, by revision (1: the seed). */
export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    key: text('key')
      .notNull()
      .references(() => sitePages.key, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.revision] })],
);

export type SitePageRow = typeof sitePages.$inferSelect;
