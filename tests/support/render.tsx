/**
 * Renders a piece of the web app as its pages do, for component tests (jsdom): inside a query client that
 * never retries (so a refused request shows its error at once), under React Router's `createRoutesStub`
 * mounted at one address under the site's layout (its settings: the seeded `site` document), optionally with
 * the session provider and queries already answered.
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Outlet, createRoutesStub } from 'react-router';
import { SessionProvider } from '~/web/lib/session';
import { siteLayoutId } from '~/web/lib/site';
import seed from '../fixtures/site-pages-seed.json';

export interface RenderInAppOptions {
  /** The address the router starts at (default `/`); the element is mounted at its path. */
  path?: string;
  /** Queries already answered, as the page's loader or an earlier request would have left them. */
  cached?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** Wraps the page in the session provider (pages that read the visitor). */
  session?: boolean;
}

export function renderInApp(
  element: ReactNode,
  { path = '/', cached = [], session = false }: RenderInAppOptions = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of cached) client.setQueryData(key, data);
  const Stub = createRoutesStub([
    {
      id: siteLayoutId,
      loader: () => ({ site: seed.site }),
      Component: Outlet,
      children: [{ path: new URL(path, 'http://localhost').pathname, Component: () => element }],
    },
  ]);
  const routed = (
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { [siteLayoutId]: { site: seed.site } } }} />
  );
  render(
    <QueryClientProvider client={client}>
      {session ? <SessionProvider>{routed}</SessionProvider> : routed}
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client };
}
