/**
 * The gallery viewer's state: closed (index 0) or open on photo 1..9; next only below the last
 * photo, previous only above the first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gallery } from '~/shared/constants';
import {
  VIEWER_CLOSED,
  canGoNext,
  canGoPrevious,
  nextIndex,
  previousIndex,
} from '~/web/features/gallery/viewerState';

const total = gallery.photoCount;

describe('the gallery viewer state', () => {
  it('is closed at index 0: neither next nor previous', () => {
    expect(VIEWER_CLOSED).toBe(0);
    expect(canGoNext(VIEWER_CLOSED, total)).toBe(false);
    expect(canGoPrevious(VIEWER_CLOSED)).toBe(false);
    expect(nextIndex(VIEWER_CLOSED, total)).toBe(VIEWER_CLOSED);
    expect(previousIndex(VIEWER_CLOSED)).toBe(VIEWER_CLOSED);
  });

  it('moves from photo 1 to 9 and stops at both ends', () => {
    const seen = [1];
    while (canGoNext(seen.at(-1)!, total)) seen.push(nextIndex(seen.at(-1)!, total));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(nextIndex(9, total)).toBe(9);
    expect(canGoPrevious(1)).toBe(false);
    expect(previousIndex(1)).toBe(1);
    expect(previousIndex(9)).toBe(8);
  });

  it('never leaves 1..total once open, whatever the presses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: total }),
        fc.array(fc.boolean(), { maxLength: 40 }),
        (start, presses) => {
          let index = start;
          for (const next of presses) index = next ? nextIndex(index, total) : previousIndex(index);
          expect(index).toBeGreaterThanOrEqual(1);
          expect(index).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});
