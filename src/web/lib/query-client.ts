import { QueryClient } from '@tanstack/react-query';

const minutes = (n: number) => n * 60_000;

/**
 * Fresh 10 min, kept 15 min, background refetch every 15 min, no retries, no refetch on mount, reconnect or
 * focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: minutes(10),
        gcTime: minutes(15),
        refetchInterval: minutes(15),
        retry: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The query client of the page. In the browser there is one, shared by the components (root.tsx provides
 * it) and the route loaders (the guards read the profile through it, so a page never asks twice); on the
 * server each rendering gets its own, so nothing of one request reaches another.
 */
export function getQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}
