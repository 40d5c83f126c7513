/**
 * The photo gallery's own words. The photos are data: the current album, edited in the browser
 * (docs/decisions/0063-content-editing.md); the first album was seeded from the photos the site shipped with.
 */
import type { ImageAsset } from './types';

export const galleryPage = {
  title: 'Photo Gallery',
  /** The album's title (the gallery's current album, edited in the browser) goes into the description. */
  description: (album: string) =>
    `Photographs of NITSMUN at NIT Silchar, ${album}: committee sessions, ceremonies and the people behind them.`,
  heading: 'Photo Gallery',
  intro:
    'Debate, diplomacy and late-night drafting, frame by frame. Scroll the strip and open any photo to see it full screen.',
  empty: 'No photos are published yet. Come back soon.',
  /** Under the strip when the album holds more photos than the strip shows. */
  more: (shown: number, total: number) =>
    `The strip shows ${shown} of ${total} photos; open one and use Next to see them all.`,
  stripLabel: 'Conference photographs',
  labels: {
    scrollLeft: 'Scroll photos left',
    scrollRight: 'Scroll photos right',
    /** Read before the photo's title on its thumbnail button. */
    open: (n: number, total: number) => `Open photo ${n} of ${total}: `,
    counter: (n: number, total: number) => `Photo ${n} of ${total}`,
    previous: 'Previous',
    next: 'Next',
    previousPhoto: (n: number, total: number) => `Previous photo (${n} of ${total})`,
    nextPhoto: (n: number, total: number) => `Next photo (${n} of ${total})`,
    close: 'Close photo viewer',
    viewer: 'Photo viewer',
  },
} as const;

/** A photo as the strip and the viewer show it (1-based `id`: its place in the album). */
export interface GalleryEntry {
  id: number;
  /** A short caption shown under the photo in the viewer. */
  title: string;
  img: ImageAsset;
  full: ImageAsset;
  /** The image at every stored width (`srcset`). */
  srcSet: string;
}
