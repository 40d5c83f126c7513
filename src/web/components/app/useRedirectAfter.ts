import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `delayMs` once `when` holds (cancelled if the page is left first). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => void navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
