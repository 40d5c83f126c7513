// @vitest-environment jsdom
/**
 * The site header (src/web/components/SiteHeader.tsx): the desktop bar's links in order (Dashboard joins it
 * and ABOUT moves into the pop-up when logged in, the conference link reads the featured event's name), the
 * pop-up (its links, Escape and a press outside close it, a link closes it), the phone overlay (every page,
 * focus on its close button, the close button and Escape close it and give focus back to ☰, a link
 * navigates and closes it), the current page marked, and the header's navy or light theme on each page.
 * Colours, the overlay's box and what a tap reaches need a browser: tests/e2e/navigation.test.ts and
 * tests/e2e/console-and-phone-menu.test.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { darkHeaderPaths } from '~/web/components/navigation';
import { AUTH_COOKIE } from '~/shared/constants';
import { SiteHeader } from '~/web/components/SiteHeader';
import { SessionProvider, profileQuery } from '~/web/lib/session';
import { siteLayoutId } from '~/web/lib/site';
import seed from '../fixtures/site-pages-seed.json';
import { installMatchMedia } from '../support/match-media';

const FEATURED = 'Winter Session 2031';

// jsdom has no matchMedia; the overlay listens to it to close when the window widens past 768 px.
beforeAll(installMatchMedia);
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const pagePaths = ['/', '/about', '/team', '/annualconf', '/mockmun24', '/applynow', '/archive', '/contact'];

function renderAt(path: string, { loggedIn = false } = {}) {
  if (loggedIn) document.cookie = `${AUTH_COOKIE}=token; path=/`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(profileQuery.queryKey, { name: 'Asha', role: 'client', isVerified: true } as never);
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ featuredEventName: FEATURED }),
      Component: Outlet,
      children: [
        {
          id: siteLayoutId,
          loader: () => ({ site: seed.site }),
          Component: () => (
            <>
              <SiteHeader />
              <Outlet />
            </>
          ),
          children: [...pagePaths, '/photo', '/dashboard'].map((p) => ({
            path: p,
            Component: () => <h1>{`Page ${p}`}</h1>,
          })),
        },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Stub initialEntries={[path]} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const bar = () => screen.getByRole('navigation', { name: 'Site' });
const names = (links: HTMLElement[]) => links.map((link) => link.textContent);
const moreButton = () => screen.getByRole('button', { name: 'More pages' });
const morePanel = () => document.getElementById('site-more-menu')!;
const overlay = () => document.getElementById('site-mobile-menu')!;
const openButton = () => screen.getByRole('button', { name: 'Open menu' });
const shownPage = () => screen.findByRole('heading', { level: 1 });

describe('the desktop bar and its pop-up', () => {
  it('lists the six bar links in order, the conference under the featured event’s name, and three in the pop-up', async () => {
    renderAt('/');
    await shownPage();
    const barLinks = within(bar())
      .getAllByRole('link')
      .filter((link) => !morePanel().contains(link));
    expect(names(barLinks)).toEqual(['HOME', 'ABOUT', 'TEAM', FEATURED, 'MOCK MUN 2024', 'APPLY']);
    expect(barLinks.map((link) => link.getAttribute('href'))).toEqual(pagePaths.slice(0, 6));
    expect(morePanel().hidden).toBe(true);
    expect(names(within(morePanel()).getAllByRole('link', { hidden: true }))).toEqual([
      'ARCHIVE',
      'CONTACT',
      'PHOTO GALLERY',
    ]);
  });

  it('logged in: Dashboard joins the bar and ABOUT moves into the pop-up', async () => {
    renderAt('/', { loggedIn: true });
    await shownPage();
    await within(bar()).findByRole('link', { name: 'Dashboard' });
    const barLinks = within(bar())
      .getAllByRole('link')
      .filter((link) => !morePanel().contains(link));
    expect(names(barLinks)).toEqual(['HOME', 'TEAM', FEATURED, 'MOCK MUN 2024', 'APPLY', 'Dashboard']);
    expect(barLinks.at(-1)!.getAttribute('href')).toBe('/dashboard');
    expect(names(within(morePanel()).getAllByRole('link', { hidden: true }))).toEqual([
      'ABOUT',
      'ARCHIVE',
      'CONTACT',
      'PHOTO GALLERY',
    ]);
  });

  it('opens the pop-up; Escape closes it and gives focus back; a press outside closes it', async () => {
    const user = renderAt('/');
    await shownPage();
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(moreButton());
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');
    expect(morePanel().hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(morePanel().hidden).toBe(true);
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(moreButton());

    await user.click(moreButton());
    expect(morePanel().hidden).toBe(false);
    await user.click(await shownPage());
    expect(morePanel().hidden).toBe(true);
  });

  it.each([
    ['ARCHIVE', '/archive'],
    ['CONTACT', '/contact'],
    ['PHOTO GALLERY', '/photo'],
  ])('the pop-up link %s opens %s, closes the pop-up and is marked current', async (name, path) => {
    const user = renderAt('/');
    await shownPage();
    await user.click(moreButton());
    await user.click(within(morePanel()).getByRole('link', { name }));
    expect((await screen.findByRole('heading', { name: `Page ${path}` })).textContent).toBe(`Page ${path}`);
    expect(morePanel().hidden).toBe(true);
    const link = within(morePanel()).getByRole('link', { name, hidden: true });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(morePanel().querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it.each(pagePaths.slice(0, 6))(
    'on %s marks its bar link current, and only it, under the page’s header theme',
    async (path) => {
      renderAt(path);
      await shownPage();
      const current = bar().querySelectorAll('a[aria-current="page"]');
      expect(current).toHaveLength(1);
      expect(current[0]!.getAttribute('href')).toBe(path);
      const theme = darkHeaderPaths.includes(path) ? 'dark' : 'light';
      expect(document.querySelector('header.site-header')!.getAttribute('data-theme')).toBe(theme);
    },
  );
});

describe('the phone overlay', () => {
  const overlayLinks = () =>
    within(screen.getByRole('navigation', { name: 'Site menu', hidden: true })).getAllByRole('link', {
      hidden: true,
    });
  const mobileItems = [
    'Home',
    'About',
    'Annual Conference',
    'Mock MUN',
    'Team',
    'Apply',
    'Photo Gallery',
    'Contact',
    'Archive',
  ];

  it('lists every page (and Dashboard when logged in), the current one marked; focus starts on its close button', async () => {
    const user = renderAt('/');
    await shownPage();
    expect(overlay().hidden).toBe(true);
    expect(names(overlayLinks())).toEqual(mobileItems);
    await user.click(openButton());
    expect(overlay().hidden).toBe(false);
    expect(openButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(overlayLinks()[0]!.getAttribute('aria-current')).toBe('page');
    cleanup();

    renderAt('/', { loggedIn: true });
    await shownPage();
    await act(async () => {});
    expect(names(overlayLinks())).toEqual([...mobileItems, 'Dashboard']);
  });

  it('the close button and Escape close it and give focus back to ☰', async () => {
    const user = renderAt('/about');
    await shownPage();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(overlay().hidden).toBe(true);
    expect(document.activeElement).toBe(openButton());
    await user.click(openButton());
    expect(overlay().hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(overlay().hidden).toBe(true);
    expect(document.activeElement).toBe(openButton());
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('a link navigates and closes it; the page reached is marked current', async () => {
    const user = renderAt('/');
    await shownPage();
    await user.click(openButton());
    await user.click(overlayLinks().find((link) => link.textContent === 'Team')!);
    expect((await screen.findByRole('heading', { name: 'Page /team' })).textContent).toBe('Page /team');
    expect(overlay().hidden).toBe(true);
    const team = overlayLinks().find((link) => link.textContent === 'Team')!;
    expect(team.getAttribute('aria-current')).toBe('page');
  });
});
