import '@fontsource/cinzel/600.css';
import './styles/global.css';
import cinzelLatin from '@fontsource/cinzel/files/cinzel-latin-600-normal.woff2?url';
import faviconSvg from '../../public/favicon.svg?raw';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { LazyToaster } from './components/LazyToaster';
import { loadFeaturedEvent } from './lib/featured-event.server';
import { getQueryClient } from './lib/query-client';
import { SessionProvider } from './lib/session';
import { messages } from '~/shared/messages';

/**
 * The featured event's name, for the navigation label of every page. When it cannot be read the label
 * stays generic rather than failing the page (the server does not keep such a rendering).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const event = await loadFeaturedEvent(context).catch(() => null);
  return { featuredEventName: event?.name ?? null };
}

/** Read once with the page: client-side navigations never fetch the label again. */
export function shouldRevalidate() {
  return false;
}

/**
 * The icon in the HTML itself (300 bytes): no request of its own beside the page's first ones
 * (docs/decisions/0043-conference-page-data.md). /favicon.svg stays for whoever asks for it.
 */
const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export function Layout({ children }: { children: React.ReactNode }) {
  // The display font (Cinzel, Latin) is fetched with the HTML, so headings are laid out once (no shift when
  // it arrives). React writes it first of the page's preloads, before its images: it gets the connection the
  // page came on, and a page's LCP image a connection of its own (docs/decisions/0043-conference-page-data.md).
  preload(cinzelLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1530" />
        <link rel="icon" href={faviconDataUrl} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(getQueryClient);
  useEffect(() => {
    // Hydrated: what the end-to-end tests wait for (the toaster mounts later: LazyToaster).
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Outlet />
        <LazyToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** The original's 'Not found' fallback, and a plain message for any other unexpected error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="fallback" id="main">
      <h1>{notFound ? messages.generic.notFound : messages.generic.somethingWentWrongBang}</h1>
      <p>
        <a href="/">Go Home</a>
      </p>
    </main>
  );
}
