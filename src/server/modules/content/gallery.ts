/**
 * The gallery as data (docs/decisions/0063-content-editing.md): the current album as /photo and GET /gallery
 * read it (memory, dropped by any change to the albums or photos: docs/decisions/0021-read-caches.md), and
 * the editing of albums by a superadmin or a holder of content:gallery. Every change is one transaction
 * holding the album's row lock, checks the version the editor started from (a stale one is a 409: nothing
 * is silently overwritten), raises it, records its audit entry and answers the album as it is afterwards.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { galleryDeskMessages as g } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import type { AuditAction } from '~/shared/schemas/audit';
import type {
  AlbumListItem,
  EditableAlbum,
  GalleryPhoto,
  PublicAlbum,
  SaveAlbumInput,
} from '~/shared/schemas/content';
import { type ChangeFeed, changes } from '../../db/change-feed';
import type { Db, Executor, Tx } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError, uuidPattern } from '../../http';
import { type Actor, recordAudit } from '../audit/service';
import { isUploadedImage } from './files';
import { type AlbumRow, galleryAlbums, galleryPhotos } from './table';

const m = messages.content;

// ---------------------------------------------------------------------------------------------------------
// Reads

async function photosOf(db: Executor, albumId: string): Promise<GalleryPhoto[]> {
  const rows = await db
    .select()
    .from(galleryPhotos)
    .where(eq(galleryPhotos.albumId, albumId))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return rows.map((p) => ({ _id: p.id, caption: p.caption, alt: p.alt, image: p.image }));
}

async function albumView(db: Executor, row: AlbumRow): Promise<EditableAlbum> {
  return {
    _id: row.id,
    title: row.title,
    published: row.published,
    current: row.current,
    version: row.version,
    photos: await photosOf(db, row.id),
  };
}

/** The current album as everyone sees it, or null when no album is current. */
export async function currentAlbum(db: Executor): Promise<PublicAlbum | null> {
  const [row] = await db.select().from(galleryAlbums).where(eq(galleryAlbums.current, true)).limit(1);
  if (!row) return null;
  return { title: row.title, photos: await photosOf(db, row.id) };
}

export interface GalleryLookup {
  /** The current published album, or null. */
  current(): Promise<PublicAlbum | null>;
  /** The same, or 404 with the message. */
  get(): Promise<PublicAlbum>;
}

const galleryTables: ReadonlySet<string> = new Set([
  changes.tables.galleryAlbums,
  changes.tables.galleryPhotos,
]);

export function createGalleryLookup(db: Db, feed: ChangeFeed): GalleryLookup {
  const cache = createReadCache<{ album: PublicAlbum | null }>(feed, {
    max: 1,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (galleryTables.has(change) ? 'all' : null),
  });
  const current = async () =>
    (await cache.get('current', async () => ({ album: await currentAlbum(db) })))!.album;
  return {
    current,
    async get() {
      const album = await current();
      if (!album) throw new HttpError(404, m.noCurrentAlbum);
      return album;
    },
  };
}

export async function listAlbums(db: Executor): Promise<AlbumListItem[]> {
  const [albums, counts] = await Promise.all([
    db.select().from(galleryAlbums).orderBy(asc(galleryAlbums.position), asc(galleryAlbums.createdAt)),
    db.select({ id: galleryPhotos.albumId, n: count() }).from(galleryPhotos).groupBy(galleryPhotos.albumId),
  ]);
  return albums.map((a) => ({
    _id: a.id,
    title: a.title,
    published: a.published,
    current: a.current,
    version: a.version,
    photoCount: counts.find((c) => c.id === a.id)?.n ?? 0,
  }));
}

async function albumOrThrow(db: Executor, id: string, lock = false): Promise<AlbumRow> {
  if (!uuidPattern.test(id)) throw new HttpError(404, m.noSuchAlbum);
  const query = db.select().from(galleryAlbums).where(eq(galleryAlbums.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, m.noSuchAlbum);
  return row;
}

export async function getAlbum(db: Executor, id: string): Promise<EditableAlbum> {
  return albumView(db, await albumOrThrow(db, id));
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/**
 * Runs `change` in a transaction holding the album's row lock, after checking the version the editor saw;
 * raises the version, records `action` and answers the album as it is afterwards.
 */
async function editAlbum(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  action: AuditAction,
  change: (tx: Tx, album: AlbumRow) => Promise<Record<string, unknown> | void>,
): Promise<EditableAlbum> {
  return db.transaction(async (tx) => {
    const album = await albumOrThrow(tx, id, true);
    if (album.version !== version) throw new HttpError(409, m.albumChanged);
    const details = (await change(tx, album)) ?? {};
    const [after] = await tx
      .update(galleryAlbums)
      .set({ version: sql`${galleryAlbums.version} + 1`, updatedAt: sql`now()` })
      .where(eq(galleryAlbums.id, album.id))
      .returning();
    await recordAudit(tx, actor, {
      action,
      targetType: 'gallery',
      targetId: album.id,
      details: { title: after!.title, version: after!.version, ...details },
    });
    return albumView(tx, after!);
  });
}

/** A new album: a draft without photos, last in the order. */
export async function createAlbum(db: Db, actor: Actor, title: string): Promise<EditableAlbum> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${galleryAlbums.position})` })
      .from(galleryAlbums);
    const [row] = await tx
      .insert(galleryAlbums)
      .values({ title, position: Number(last?.max ?? 0) + 1 })
      .returning();
    await recordAudit(tx, actor, {
      action: 'gallery.album_create',
      targetType: 'gallery',
      targetId: row!.id,
      details: { title },
    });
    return albumView(tx, row!);
  });
}

/**
 * Saves an album's title and its photos in order: the photos named by id stay (with their new caption,
 * text alternative and place), the new ones must be uploads of this editor, the rest leave the album.
 */
export async function saveAlbum(
  db: Db,
  actor: Actor,
  id: string,
  input: SaveAlbumInput,
): Promise<EditableAlbum> {
  return editAlbum(db, actor, id, input.version, 'gallery.album_save', async (tx, album) => {
    if (album.published && input.photos.length === 0) throw new HttpError(400, m.publishedNeedsPhotos);
    const existing = new Set(
      (
        await tx
          .select({ id: galleryPhotos.id })
          .from(galleryPhotos)
          .where(eq(galleryPhotos.albumId, album.id))
      ).map((p) => p.id),
    );
    const kept = new Set<string>();
    const images = new Set<string>();
    for (const photo of input.photos) {
      if (photo._id !== undefined) {
        const photoId = photo._id.toLowerCase();
        if (!existing.has(photoId)) throw new HttpError(400, m.noSuchPhoto);
        if (kept.has(photoId)) throw new HttpError(400, m.duplicatePhoto);
        kept.add(photoId);
      } else {
        const image = photo.image!;
        if (images.has(image.url)) throw new HttpError(400, m.duplicatePhoto);
        images.add(image.url);
        if (!(await isUploadedImage(tx, image))) throw new HttpError(400, m.unknownUpload);
      }
    }
    const dropped = [...existing].filter((photoId) => !kept.has(photoId));
    if (dropped.length > 0) await tx.delete(galleryPhotos).where(inArray(galleryPhotos.id, dropped));
    let position = 0;
    let added = 0;
    for (const photo of input.photos) {
      position += 1;
      if (photo._id !== undefined) {
        await tx
          .update(galleryPhotos)
          .set({ caption: photo.caption, alt: photo.alt, position })
          .where(eq(galleryPhotos.id, photo._id.toLowerCase()));
      } else {
        added += 1;
        await tx.insert(galleryPhotos).values({
          albumId: album.id,
          caption: photo.caption,
          alt: photo.alt,
          image: photo.image!,
          position,
        });
      }
    }
    await tx.update(galleryAlbums).set({ title: input.title }).where(eq(galleryAlbums.id, album.id));
    return { photos: input.photos.length, added, dropped: dropped.length };
  });
}

/** Publishes an album (it needs a photo); the gallery shows it once it is made current. */
export async function publishAlbum(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<EditableAlbum> {
  return editAlbum(db, actor, id, version, 'gallery.album_publish', async (tx, album) => {
    const [photos] = await tx
      .select({ n: count() })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, album.id));
    if ((photos?.n ?? 0) === 0) throw new HttpError(400, m.publishEmpty);
    await tx.update(galleryAlbums).set({ published: true }).where(eq(galleryAlbums.id, album.id));
  });
}

/** Makes a published album the one /photo shows (the album shown before stays published). */
export async function makeAlbumCurrent(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<EditableAlbum> {
  return editAlbum(db, actor, id, version, 'gallery.album_current', async (tx, album) => {
    if (!album.published) throw new HttpError(400, m.currentNeedsPublished);
    const before = await tx
      .update(galleryAlbums)
      .set({ current: false, version: sql`${galleryAlbums.version} + 1` })
      .where(and(eq(galleryAlbums.current, true), ne(galleryAlbums.id, album.id)))
      .returning({ id: galleryAlbums.id });
    await tx.update(galleryAlbums).set({ current: true }).where(eq(galleryAlbums.id, album.id));
    return { previous: before[0]?.id ?? null };
  });
}

/** Takes a published album off the editors' published list; the album /photo shows cannot be (409). */
export async function unpublishAlbum(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<EditableAlbum> {
  return editAlbum(db, actor, id, version, 'gallery.album_unpublish', async (tx, album) => {
    if (album.current) throw new HttpError(409, g.currentCannotUnpublish);
    await tx.update(galleryAlbums).set({ published: false }).where(eq(galleryAlbums.id, album.id));
  });
}

/**
 * Deletes an album and its photos (their uploaded files go with the sweep of unused uploads); the album
 * /photo shows cannot be (409). Answers the albums left.
 */
export async function deleteAlbum(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<AlbumListItem[]> {
  return db.transaction(async (tx) => {
    const album = await albumOrThrow(tx, id, true);
    if (album.version !== version) throw new HttpError(409, m.albumChanged);
    if (album.current) throw new HttpError(409, g.currentCannotDelete);
    const [photos] = await tx
      .select({ n: count() })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, album.id));
    await tx.delete(galleryAlbums).where(eq(galleryAlbums.id, album.id));
    await recordAudit(tx, actor, {
      action: 'gallery.album_delete',
      targetType: 'gallery',
      targetId: album.id,
      details: { title: album.title, version: album.version, photos: photos?.n ?? 0 },
    });
    return listAlbums(tx);
  });
}

/** Reorders the albums in the editor's list (every album id, once). */
export async function reorderAlbums(db: Db, actor: Actor, albumIds: string[]): Promise<AlbumListItem[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: galleryAlbums.id }).from(galleryAlbums).for('update');
    const ids = albumIds.map((albumId) => albumId.toLowerCase());
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
      throw new HttpError(400, m.orderMismatch);
    }
    for (const [i, albumId] of ids.entries()) {
      await tx
        .update(galleryAlbums)
        .set({ position: i + 1 })
        .where(eq(galleryAlbums.id, albumId));
    }
    await recordAudit(tx, actor, {
      action: 'gallery.albums_reorder',
      targetType: 'gallery',
      targetId: null,
      details: { albumIds: ids },
    });
    return listAlbums(tx);
  });
}
