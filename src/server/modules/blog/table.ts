import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The club's blog posts (hosted elsewhere); the site lists them with a thumbnail, in `position` order
 * (docs/decisions/0063-content-editing.md: edited in the browser).
 */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull().unique(),
    /** Absolute URL or a path served by this server (e.g. /blog-thumbnails/x.webp, /v1/api/content-files/<id>). */
    thumbnail: text('thumbnail').notNull(),
    /** What the thumbnail shows, for screen readers. */
    thumbnailAlt: text('thumbnail_alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_at_idx').on(t.createdAt)],
);
