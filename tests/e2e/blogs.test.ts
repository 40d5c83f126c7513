/** Blogs on the home page and the /blogs page, from the real API (the database is seeded with six). */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expect } from './support/expect';
import { gate, toast, useE2E, visit } from './support/harness';

const e2e = useE2E();

interface Blog {
  name: string;
  url: string;
  thumbnail: string;
}

const BLOG_API = '**/v1/api/blog/read';
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

  it('/blogs shows all six blogs', async () => {
    const page = await e2e.page();
    await visit(page, '/blogs');
    await expectCardsFor(page.locator('main'), seeded);
  });

  it('home has no View More when there are five blogs or fewer', async () => {
    const page = await e2e.page();
    const five = seeded.slice(0, 5);
    await page.route(BLOG_API, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(five) }),
    );
    await visit(page, '/');
    await expectCardsFor(homeBlogs(page), five);
    await expect(homeBlogs(page).getByRole('link', { name: 'View More' })).toHaveCount(0);
  });

  it('shows Loading... while the blogs are on their way', async () => {
    const page = await e2e.page();
    const held = gate();
    await page.route(BLOG_API, async (route) => {
      await held.promise;
      await route.continue();
    });
    await visit(page, '/');
    await expect(homeBlogs(page).getByText('Loading...', { exact: true })).toBeVisible();
    await expect(cards(homeBlogs(page))).toHaveCount(0);
    held.release();
    await expect(cards(homeBlogs(page))).toHaveCount(5);
    await expect(homeBlogs(page).getByText('Loading...', { exact: true })).toHaveCount(0);

    const blogsPage = await e2e.page();
    const heldAgain = gate();
    await blogsPage.route(BLOG_API, async (route) => {
      await heldAgain.promise;
      await route.continue();
    });
    await visit(blogsPage, '/blogs');
    await expect(blogsPage.locator('main').getByText('Loading...', { exact: true })).toBeVisible();
    heldAgain.release();
    await expect(cards(blogsPage.locator('main'))).toHaveCount(6);
    await expect(blogsPage.locator('main').getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  it('a failed request: home toasts "Failed to fetch the blogs"', async () => {
    const page = await e2e.page();
    await page.route(BLOG_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong' }),
      }),
    );
    await visit(page, '/');
    await expect(toast(page, 'Failed to fetch the blogs')).toBeVisible();
    await expect(cards(homeBlogs(page))).toHaveCount(0);
    await expect(homeBlogs(page).getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  it('a failed request: /blogs says "Error in fetching blogs"', async () => {
    const page = await e2e.page();
    await page.route(BLOG_API, (route) => route.abort('failed'));
    await visit(page, '/blogs');
    await expect(page.locator('main').getByText('Error in fetching blogs', { exact: true })).toBeVisible();
    await expect(cards(page.locator('main'))).toHaveCount(0);
  });
});
