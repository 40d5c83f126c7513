import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentImage } from '~/shared/schemas/content';
import { bytea, timestamptz } from '../../db/columns';

/**
 * The gallery as data (docs/decisions/0063-content-editing.md): albums of photos, one album current (the one
 * /photo shows, published). An album's `version` goes up with every change, so a save names the version its
 * editor started from and a stale one is refused.
 */
export const galleryAlbums = pgTable(
  'gallery_albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    current: boolean('current').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one current album, and only a published one.
    uniqueIndex('gallery_albums_current_key')
      .on(t.current)
      .where(sql`${t.current}`),
    check('gallery_albums_current_published', sql`not ${t.current} or ${t.published}`),
  ],
);

/** A photo of an album: its image (every width), caption and text alternative, in order. */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => galleryAlbums.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull(),
    alt: text('alt').notNull(),
    image: jsonb('image').$type<ContentImage>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('gallery_photos_album_idx').on(t.albumId, t.position),
    check('gallery_photos_alt_given', sql`length(trim(${t.alt})) > 0`),
  ],
);

/**
 * Uploaded images of the edited content (gallery photos, blog thumbnails): WebP, one row per width, served
 * at /v1/api/content-files/:id, immutable. `upload` groups the widths of one upload.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    upload: uuid('upload').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('content_files_upload_idx').on(t.upload)],
);

export type AlbumRow = typeof galleryAlbums.$inferSelect;
