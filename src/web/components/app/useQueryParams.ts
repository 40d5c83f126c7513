import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The query string of the address as filters (so a reload or Back keeps them). A small stand-in for
 * useSearchParams, which would add its code to the framework chunk every public page loads.
 */
export function useQueryParams(): [URLSearchParams, (update: (params: URLSearchParams) => void) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const set = useCallback(
    (update: (params: URLSearchParams) => void) => {
      const next = new URLSearchParams(window.location.search);
      update(next);
      const text = next.toString();
      void navigate({ search: text ? `?${text}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return [params, set];
}
