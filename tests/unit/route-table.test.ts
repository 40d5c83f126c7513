/**
 * One route table: the pages are declared once, in src/web/routes.ts. The server derives the addresses it
 * answers from it (src/web/route-table.ts through the server bundle); every link builder of
 * src/shared/paths.ts must name a page of it.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '~/shared/paths';
import { pageTable } from '~/shared/page-table';
import { appPages, publicPages, publicPatterns } from '../support/route-table';

const allPages = [...publicPages, ...publicPatterns, ...appPages];

/** Whether an address is answered by a page pattern of the table (each `:param` is one segment). */
function pageOf(address: string): string | undefined {
  return allPages.find((pattern) => {
    const source = pattern.replace(/[.+?^${}()|[\]\\*]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${source}$`).test(address);
  });
}

/** Every address a builder gives, called with sample parameters. */
function addresses(builders: Record<string, string | ((...args: string[]) => string)>) {
  return Object.entries(builders).map(([name, value]) => ({
    name,
    address: typeof value === 'string' ? value : value('Some Event', 'pending'),
  }));
}

describe('the route table', () => {
  it('has the public pages and the app pages, each once', () => {
    expect(publicPages).toContain('/');
    expect(publicPages).toContain('/annualconf');
    expect(appPages).toContain('/dashboard');
    expect(appPages).toContain('/user/:id');
    expect(new Set(allPages).size).toBe(allPages.length);
  });

  it.each(addresses(paths))('paths.$name ($address) is a page of src/web/routes.ts', ({ address }) => {
    expect(pageOf(address)).toBeDefined();
  });

  it('every page without parameters has its address in paths', () => {
    const linked = new Set(addresses(paths).map(({ address }) => address));
    expect(allPages.filter((page) => !page.includes(':') && !linked.has(page))).toEqual([]);
  });
});

describe('pageTable (from a route manifest)', () => {
  it('joins the paths of nested routes, skips layouts and the catch-all, and sorts app pages by their layout', () => {
    const table = pageTable([
      { id: 'root', path: '' },
      { id: 'components/SiteLayout', parentId: 'root' },
      { id: 'routes/home', parentId: 'components/SiteLayout', index: true },
      { id: 'routes/team', parentId: 'components/SiteLayout', path: 'team' },
      { id: 'routes/team-tenure', parentId: 'components/SiteLayout', path: 'team/:tenure' },
      { id: 'components/app/AppShell', parentId: 'components/SiteLayout' },
      { id: 'guards/admin', parentId: 'components/app/AppShell', path: 'admin' },
      { id: 'routes/admin', parentId: 'guards/admin', index: true },
      { id: 'routes/user', parentId: 'guards/admin', path: 'user/:id' },
      { id: 'routes/not-found', parentId: 'components/SiteLayout', path: '*' },
    ]);
    expect(table).toEqual({
      public: ['/', '/team'],
      publicPatterns: ['/team/:tenure'],
      app: ['/admin', '/admin/user/:id'],
    });
  });
});
