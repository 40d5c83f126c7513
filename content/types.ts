/** Shapes of the words and images the components still import from content/ (the pages' own are data). */

/** An image shipped with the site. `src` is a Vite-imported URL; width and height are intrinsic pixels. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export type { SocialKind } from '~/shared/schemas/pages';
