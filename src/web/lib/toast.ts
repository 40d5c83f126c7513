import type { ExternalToast } from 'sonner';
import { toastDurations } from '~/shared/constants';

/**
 * Toasts are loaded lazily (sonner is not part of the initial bundle). `notify` waits for the
 * <LazyToaster> to mount, so a toast raised right after navigation is never lost.
 */
type Kind = 'success' | 'info' | 'warning' | 'error' | 'loading';

let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by LazyToaster once the sonner Toaster is on the page. */
export function toasterMounted(): void {
  markReady();
}

let toastWanted = false;
const wantListeners = new Set<() => void>();

/**
 * Calls `listener` once a toast is wanted (at once if one already was); returns the unsubscribe function.
 * LazyToaster mounts sonner then, or a little after the page's first render, whichever comes first.
 */
export function onToastWanted(listener: () => void): () => void {
  if (toastWanted) {
    listener();
    return () => {};
  }
  wantListeners.add(listener);
  return () => void wantListeners.delete(listener);
}

export function notify(kind: Kind, message: string, options: ExternalToast = {}): void {
  if (!toastWanted) {
    toastWanted = true;
    for (const listener of wantListeners) listener();
    wantListeners.clear();
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    toast[kind](message, { duration: toastDurations.default, ...options });
  });
}
