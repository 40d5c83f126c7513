import { lazy, Suspense, useEffect, useState } from 'react';
import { MAX_VISIBLE_TOASTS, toastDurations } from '~/shared/constants';
import { onToastWanted, toasterMounted } from '~/web/lib/toast';

const Toaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster(props: React.ComponentProps<typeof Toaster>) {
    useEffect(() => toasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: ReadyToaster };
});

/**
 * How long after hydration sonner is mounted when no toast asked for it sooner: after the page's first
 * content, so that loading it does not delay that (docs/decisions/0037-signed-in-pages-first-content.md).
 */
const mountAfterMs = 2000;

/**
 * Mounts sonner after hydration, once a toast is wanted or `mountAfterMs` later: at most 3 visible, 4000 ms,
 * bottom-right, Alt+T focuses the toasts. A toast raised before it is mounted waits for it (notify).
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const timer = window.setTimeout(mount, mountAfterMs);
    const unsubscribe = onToastWanted(mount);
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        visibleToasts={MAX_VISIBLE_TOASTS}
        duration={toastDurations.default}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
    </Suspense>
  );
}
