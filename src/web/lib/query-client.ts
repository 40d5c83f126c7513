import { QueryClient } from '@tanstack/react-query';

const minutes = (n: number) => n * 60_000;

/** SPEC section 9: fresh 10 min, kept 15 min, background refetch every 15 min, no retries, no refetch on mount, reconnect or focus. */
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
