import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on Escape (returning focus to its toggle) and on a pointer press outside
 * both the menu and its toggle.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  refs: { panel: RefObject<HTMLElement | null>; toggle: RefObject<HTMLElement | null> },
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      refs.toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.panel.current?.contains(target) || refs.toggle.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, refs.panel, refs.toggle]);
}
