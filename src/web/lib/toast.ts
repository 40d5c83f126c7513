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

export function notify(kind: Kind, message: string, options: ExternalToast = {}): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    toast[kind](message, { duration: toastDurations.default, ...options });
  });
}
