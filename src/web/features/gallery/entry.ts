import type { PageImage } from '~/shared/schemas/pages';

/** A photo as the strip and the viewer show it (1-based `id`: its place in the album). */
export interface GalleryEntry {
  id: number;
  /** A short caption shown under the photo in the viewer. */
  title: string;
  img: PageImage;
  full: PageImage;
  /** The image at every stored width (`srcset`). */
  srcSet: string;
}
