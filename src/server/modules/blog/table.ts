import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The club's blog posts (hosted elsewhere); the site lists them with a thumbnail. */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull().unique(),
    /** Absolute URL or a path served by this server (e.g. /blog-thumbnails/x.webp). */
    thumbnail: text('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_at_idx').on(t.createdAt)],
);
