/**
 * The blogs edited in the browser by superadmins and holders of content:blogs
 * (docs/decisions/0063-content-editing.md): add (first in the order), edit, reorder, delete. Each change is
 * one transaction with its audit entry; /blogs and the home page read GET /blog/read, which follows at once.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { BlogInput, EditableBlog } from '~/shared/schemas/content';
import type { Db, Executor, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError, uuidPattern } from '../../http';
import { type Actor, recordAudit } from '../audit/service';
import { blogs } from '../blog/table';
import { isUploadedFile } from './files';

const m = messages.content;

export async function listEditableBlogs(db: Executor): Promise<EditableBlog[]> {
  const rows = await db.select().from(blogs).orderBy(asc(blogs.position), desc(blogs.createdAt), blogs.name);
  return rows.map((b) => ({
    _id: b.id,
    name: b.name,
    url: b.url,
    thumbnail: b.thumbnail,
    thumbnailAlt: b.thumbnailAlt,
  }));
}

async function blogOrThrow(db: Executor, id: string) {
  const [row] = uuidPattern.test(id)
    ? await db.select().from(blogs).where(eq(blogs.id, id)).for('update')
    : [];
  if (!row) throw new HttpError(404, m.noSuchBlog);
  return row;
}

/** A thumbnail is the blog's own (unchanged) or a file uploaded through the editor. */
async function checkThumbnail(tx: Executor, thumbnail: string, current: string | null) {
  if (thumbnail === current) return;
  if (!(await isUploadedFile(tx, thumbnail))) throw new HttpError(400, m.unknownThumbnail);
}

async function change<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (uniqueViolation(error) === 'blogs_url_unique') throw new HttpError(409, m.blogLinkTaken);
    throw error;
  }
}

/** Adds a blog, first in the order. */
export async function createBlog(db: Db, actor: Actor, input: BlogInput): Promise<EditableBlog[]> {
  return change(db, async (tx) => {
    await checkThumbnail(tx, input.thumbnail, null);
    const [first] = await tx.select({ min: sql<number | null>`min(${blogs.position})` }).from(blogs);
    const [row] = await tx
      .insert(blogs)
      .values({ ...input, position: Number(first?.min ?? 1) - 1 })
      .returning({ id: blogs.id });
    await recordAudit(tx, actor, {
      action: 'blog.create',
      targetType: 'blog',
      targetId: row!.id,
      details: { name: input.name, url: input.url },
    });
    return listEditableBlogs(tx);
  });
}

export async function updateBlog(
  db: Db,
  actor: Actor,
  id: string,
  input: BlogInput,
): Promise<EditableBlog[]> {
  return change(db, async (tx) => {
    const blog = await blogOrThrow(tx, id);
    await checkThumbnail(tx, input.thumbnail, blog.thumbnail);
    await tx.update(blogs).set(input).where(eq(blogs.id, blog.id));
    await recordAudit(tx, actor, {
      action: 'blog.update',
      targetType: 'blog',
      targetId: blog.id,
      details: { name: input.name, url: input.url, before: { name: blog.name, url: blog.url } },
    });
    return listEditableBlogs(tx);
  });
}

export async function deleteBlog(db: Db, actor: Actor, id: string): Promise<EditableBlog[]> {
  return change(db, async (tx) => {
    const blog = await blogOrThrow(tx, id);
    await tx.delete(blogs).where(eq(blogs.id, blog.id));
    await recordAudit(tx, actor, {
      action: 'blog.delete',
      targetType: 'blog',
      targetId: blog.id,
      details: { name: blog.name, url: blog.url },
    });
    return listEditableBlogs(tx);
  });
}

/** Reorders the blogs (every blog id, once). */
export async function reorderBlogs(db: Db, actor: Actor, blogIds: string[]): Promise<EditableBlog[]> {
  return change(db, async (tx) => {
    const rows = await tx.select({ id: blogs.id }).from(blogs).for('update');
    const ids = blogIds.map((blogId) => blogId.toLowerCase());
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
      throw new HttpError(400, m.blogOrderMismatch);
    }
    for (const [i, blogId] of ids.entries()) {
      await tx
        .update(blogs)
        .set({ position: i + 1 })
        .where(eq(blogs.id, blogId));
    }
    await recordAudit(tx, actor, {
      action: 'blogs.reorder',
      targetType: 'blog',
      targetId: null,
      details: { blogIds: ids },
    });
    return listEditableBlogs(tx);
  });
}
