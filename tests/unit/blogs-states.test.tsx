// @vitest-environment jsdom
/**
 * The blog lists of the home page (src/web/features/home/HomeBlogs.tsx) and of /blogs
 * (src/web/routes/blogs.tsx) in each state: 'Loading...' while the list is on its way, the cards (each opening
 * its blog in a new tab), View More on the home page only when there are more than five, and the failure of
 * each page ('Failed to fetch the blogs' as a toast on the home page, 'Error in fetching blogs' on /blogs).
 * The list the API serves is the end-to-end tests'.
 */
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Blog } from '~/shared/schemas/blog';
import { LazyToaster } from '~/web/components/LazyToaster';
import { blogsQueryOptions } from '~/web/features/blogs/api';
import { HomeBlogs } from '~/web/features/home/HomeBlogs';
import BlogsPage from '~/web/routes/blogs';
import { renderInApp } from '../support/render';
import { answer, networkError } from '../support/requests';

afterEach(cleanup);

const blogs: Blog[] = Array.from({ length: 6 }, (_, i) => ({
  name: `Blog ${i + 1}`,
  url: `https://blog.example.org/${i + 1}`,
  thumbnail: `https://blog.example.org/${i + 1}.webp`,
}));

/**
 * Renders with the blog list given, or none: then the list is asked for, and the request fails as it fails
 * when no server answers.
 */
function renderWith(list: Blog[] | undefined, children: ReactNode) {
  if (!list) answer('GET /v1/api/blog/read', networkError);
  renderInApp(
    <>
      {children}
      <LazyToaster />
    </>,
    { cached: list ? [[blogsQueryOptions.queryKey, list]] : [] },
  );
}

function expectCards(scope: HTMLElement, shown: Blog[]) {
  const cards = within(scope).queryAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
    shown.map((b) => b.name),
  );
  const links = cards.map((card) => within(card).getByRole('link'));
  expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual(
    shown.map((b) => [b.url, '_blank', 'noopener noreferrer']),
  );
  expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual(
    shown.map((b) => b.thumbnail),
  );
}

const homeSection = () => screen.getByRole('region', { name: 'Blogs' });

describe('the home page blogs', () => {
  it('shows the first five of six, and View More to /blogs', () => {
    renderWith(blogs, <HomeBlogs />);
    expectCards(homeSection(), blogs.slice(0, 5));
    expect(within(homeSection()).getByRole('link', { name: 'View More' }).getAttribute('href')).toBe(
      '/blogs',
    );
  });

  it('has no View More with five blogs or fewer', () => {
    renderWith(blogs.slice(0, 5), <HomeBlogs />);
    expectCards(homeSection(), blogs.slice(0, 5));
    expect(within(homeSection()).queryByRole('link', { name: 'View More' })).toBeNull();
  });

  it("shows 'Loading...' while the list is on its way, then toasts the failure", async () => {
    renderWith(undefined, <HomeBlogs />);
    expect(within(homeSection()).getByText(messages.generic.loading)).toBeTruthy();
    expect(within(homeSection()).queryAllByRole('article')).toEqual([]);
    expect(
      await screen.findByText(messages.blogs.failedHome, { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    expect(within(homeSection()).queryByText(messages.generic.loading)).toBeNull();
    expect(within(homeSection()).queryAllByRole('article')).toEqual([]);
  });
});

describe('/blogs', () => {
  it('shows every blog', () => {
    renderWith(blogs, <BlogsPage />);
    expectCards(screen.getByRole('main'), blogs);
  });

  it("shows 'Loading...' while the list is on its way, then 'Error in fetching blogs'", async () => {
    renderWith(undefined, <BlogsPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByText(messages.generic.loading)).toBeTruthy();
    expect(await within(main).findByText(messages.blogs.failedPage)).toBeTruthy();
    expect(within(main).queryByText(messages.generic.loading)).toBeNull();
    expect(within(main).queryAllByRole('article')).toEqual([]);
  });
});
