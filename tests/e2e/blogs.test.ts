/**
 * Blogs on the home page and the /blogs page, from the real API (the database is seeded with six). The
 * loading, failure and five-or-fewer states are component rules (tests/unit/blogs-states.test.tsx).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expect } from './support/expect';
import { useE2E, visit } from './support/harness';

const e2e = useE2E();

interface Blog {
  name: string;
  url: string;
  thumbnail: string;
}

let seeded: Blog[] = [];

beforeAll(async () => {
  const response = await fetch(`${e2e.url}/v1/api/blog/read`);
  seeded = (await response.json()) as Blog[];
});

const homeBlogs = (page: Page) => page.getByRole('region', { name: 'Blogs', exact: true });
const cards = (scope: Locator | Page) => scope.getByRole('article');
const cardLinks = (scope: Locator | Page) => cards(scope).getByRole('link');

async function expectCardsFor(scope: Locator | Page, blogs: Blog[]) {
  await expect(cards(scope)).toHaveCount(blogs.length);
  await expect(cards(scope).getByRole('heading')).toHaveText(blogs.map((b) => b.name));
  const links = await cardLinks(scope).evaluateAll((as) =>
    as.map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  expect(links).toEqual(blogs.map((b) => ({ href: b.url, target: '_blank', rel: 'noopener noreferrer' })));
  const thumbs = await cards(scope)
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(thumbs).toEqual(blogs.map((b) => b.thumbnail));
}

describe('blogs', () => {
  it('the database is seeded with six blogs', () => {
    expect(seeded).toHaveLength(6);
  });

  it('home shows the first five blogs, each opening in a new tab, and View More to /blogs', async () => {
    const page = await e2e.page();
    await visit(page, '/');
    const section = homeBlogs(page);
    await expectCardsFor(section, seeded.slice(0, 5));
    const viewMore = section.getByRole('link', { name: 'View More' });
    await expect(viewMore).toHaveAttribute('href', '/blogs');
    await viewMore.click();
    await expect(page).toHaveURL(`${e2e.url}/blogs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expectCardsFor(page.locator('main'), seeded);
  });
});
