import { queryOptions } from '@tanstack/react-query';
import type { Blog } from '~/shared/schemas/blog';
import { apiRequest, blogApiBaseUrl } from '~/web/lib/api';

function isBlog(value: unknown): value is Blog {
  const blog = value as Partial<Blog> | null;
  return (
    typeof blog === 'object' &&
    blog !== null &&
    typeof blog.name === 'string' &&
    typeof blog.url === 'string' &&
    typeof blog.thumbnail === 'string'
  );
}

/**
 * GET /blog/read: an array of { name, url, thumbnail }. The shape is checked by hand (not with zod)
 * because this runs on the home page, where every kilobyte of JS counts.
 */
export async function fetchBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const data = await apiRequest<unknown>('/blog/read', { base: blogApiBaseUrl, signal });
  if (!Array.isArray(data)) throw new Error('Unexpected blog list');
  return data.filter(isBlog).filter((blog) => /^https?:\/\//i.test(blog.url));
}

export const blogsQueryOptions = queryOptions({
  queryKey: ['blogs'],
  queryFn: ({ signal }) => fetchBlogs(signal),
});
