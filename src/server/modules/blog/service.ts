import type { Blog } from '~/shared/schemas/blog';
import { asc, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogs } from './table';

/** Every blog post in the editors' order (a new one first), then newest first. */
export function listBlogs(db: Executor): Promise<Blog[]> {
  return db
    .select({
      name: blogs.name,
      url: blogs.url,
      thumbnail: blogs.thumbnail,
      thumbnailAlt: blogs.thumbnailAlt,
    })
    .from(blogs)
    .orderBy(asc(blogs.position), desc(blogs.createdAt), blogs.name);
}
