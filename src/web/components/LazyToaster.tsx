import { lazy, Suspense, useEffect, useState } from 'react';
import { MAX_VISIBLE_TOASTS, toastDurations } from '~/shared/constants';
import { toasterMounted } from '~/web/lib/toast';

const Toaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster(props: React.ComponentProps<typeof Toaster>) {
    useEffect(() => toasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: ReadyToaster };
});

/** Mounts sonner after hydration: at most 3 visible, 4000 ms, bottom-right, Alt+T focuses the toasts. */
export function LazyToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
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
