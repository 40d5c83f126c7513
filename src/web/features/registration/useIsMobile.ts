import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '~/shared/constants';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is 768 px wide or narrower (docs/requirements.md#limits: the tap list replaces the
 * multi-select).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
