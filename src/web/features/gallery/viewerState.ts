/**
 * The viewer's state is a single index: 0 when closed, 1..total when open on that photo.
 * Next is allowed only below the last photo, previous only above the first.
 */
export const VIEWER_CLOSED = 0;

export function canGoNext(index: number, total: number): boolean {
  return index >= 1 && index < total;
}

export function canGoPrevious(index: number): boolean {
  return index > 1;
}

export function nextIndex(index: number, total: number): number {
  return canGoNext(index, total) ? index + 1 : index;
}

export function previousIndex(index: number): number {
  return canGoPrevious(index) ? index - 1 : index;
}
