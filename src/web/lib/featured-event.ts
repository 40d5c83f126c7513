import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/web/root';

/**
 * The featured event's name, which the root loader reads with every page (null while no event is featured):
 * links to the conference page read it instead of a generic label.
 */
export function useFeaturedEventName(): string | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.featuredEventName ?? null;
}
