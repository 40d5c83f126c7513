import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { home } from '~/shared/constants';
import { blogs } from '../../src/server/db/schema';
import { type TestApp, createTestApp, request } from '../support/app';
import { repoRoot } from '../support/paths';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

describe('GET /v1/api/blog/read', () => {
  it('lists the seeded blogs, newest first, as {name, url, thumbnail, thumbnailAlt}', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/blog/read' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, string>>;
    expect(list).toHaveLength(6);
    // More than the home page shows, so it offers "View More".
    expect(list.length).toBeGreaterThan(home.maxBlogs);
    for (const blog of list) {
      expect(Object.keys(blog).sort()).toEqual(['name', 'thumbnail', 'thumbnailAlt', 'url']);
      expect(blog.thumbnailAlt).toBe(`Cover image of the blog post \u201c${blog.name}\u201d`);
      expect(blog.name).not.toBe('');
      expect(blog.url).toMatch(/^https:\/\/medium\.com\/@nitsmun\//);
      expect(blog.thumbnail).toMatch(/^\/blog-thumbnails\/[a-z-]+\.webp$/);
      expect(existsSync(join(repoRoot, 'public', blog.thumbnail!))).toBe(true);
    }
    expect(list[0]!.name).toBe('Inside the Hastinapur Special Council: Diplomacy Meets the Epic');
    expect(list.at(-1)!.name).toBe('Your First MUN: A Survival Guide for Delegates');
  });

  it('puts a newly added blog first', async () => {
    await t.db.insert(blogs).values({
      name: 'Annual Conference 2024: What to Expect',
      url: 'https://medium.com/@nitsmun/annual-conference-2024-what-to-expect',
      thumbnail: '/blog-thumbnails/position-paper.webp',
    });
    const res = await request(t.app, { method: 'GET', url: '/v1/api/blog/read' });
    expect(res.json()).toHaveLength(7);
    expect(res.json()[0].name).toBe('Annual Conference 2024: What to Expect');
  });

  it('answers with a trailing slash too', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/blog/read/' });
    expect(res.statusCode).toBe(200);
  });
});
