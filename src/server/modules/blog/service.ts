import type { Blog } from '~/shared/schemas/blog';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs } from './table';

/** Every blog post, newest first. */
export function listBlogs(db: Db): Promise<Blog[]> {
  return db
    .select({ name: blogs.name, url: blogs.url, thumbnail: blogs.thumbnail })
    .from(blogs)
    .orderBy(desc(blogs.createdAt), blogs.name);
}
