/**
 * Blog thumbnails, served by our own server from public/blog-thumbnails/ (the blogs table points at them).
 * Sized at 2x the card display size (blogThumbnail in src/shared/constants.ts).
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogThumbnail } from '../../src/shared/constants';
import { imagesDir, poster } from './lib';

const outDir = fileURLToPath(new URL('../../public/blog-thumbnails/', import.meta.url));

const thumbnails = [
  { file: 'first-mun-survival-guide.webp', label: 'Your First MUN' },
  { file: 'position-paper.webp', label: 'Position Papers' },
  { file: 'rules-of-procedure.webp', label: 'Rules of Procedure' },
  { file: 'researching-your-portfolio.webp', label: 'Portfolio Research' },
  { file: 'crisis-committees.webp', label: 'Crisis Committees' },
  { file: 'hastinapur-special-council.webp', label: 'Hastinapur Council' },
];

export async function generate() {
  for (const { file, label } of thumbnails) {
    // poster() writes relative to content/images/; these files belong to public/ instead.
    await poster(label, relative(imagesDir, join(outDir, file)), blogThumbnail.width, blogThumbnail.height, {
      subtitle: 'NITSMUN Blog',
    });
  }
}
