/** The photo gallery: nine photographs of the Annual Conference 2023, shown in order. */
import type { GalleryPhoto } from './types';
import thumb1 from './images/gallery/thumb/photo-1.webp';
import full1 from './images/gallery/full/photo-1.webp';
import thumb2 from './images/gallery/thumb/photo-2.webp';
import full2 from './images/gallery/full/photo-2.webp';
import thumb3 from './images/gallery/thumb/photo-3.webp';
import full3 from './images/gallery/full/photo-3.webp';
import thumb4 from './images/gallery/thumb/photo-4.webp';
import full4 from './images/gallery/full/photo-4.webp';
import thumb5 from './images/gallery/thumb/photo-5.webp';
import full5 from './images/gallery/full/photo-5.webp';
import thumb6 from './images/gallery/thumb/photo-6.webp';
import full6 from './images/gallery/full/photo-6.webp';
import thumb7 from './images/gallery/thumb/photo-7.webp';
import full7 from './images/gallery/full/photo-7.webp';
import thumb8 from './images/gallery/thumb/photo-8.webp';
import full8 from './images/gallery/full/photo-8.webp';
import thumb9 from './images/gallery/thumb/photo-9.webp';
import full9 from './images/gallery/full/photo-9.webp';

/** Strip thumbnails are shown at up to 420 x 280 px; the viewer shows the full image up to the screen size. */
export const THUMB_SIZE = { width: 480, height: 320 } as const;
export const FULL_SIZE = { width: 1600, height: 1067 } as const;

export const galleryPage = {
  title: 'Photo Gallery',
  description:
    'Photographs from the NITSMUN Annual Conference 2023 at NIT Silchar: committee sessions, the press corps, cultural night and the awards.',
  eyebrow: 'Annual Conference 2023',
  heading: 'Photo Gallery',
  intro:
    'Three days of debate, diplomacy and late-night drafting, in nine frames. Scroll the strip and open any photo to see it full screen.',
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

export interface GalleryEntry extends GalleryPhoto {
  /** A short caption shown under the photo in the viewer. */
  title: string;
}

function photo(id: number, title: string, alt: string, thumb: string, full: string): GalleryEntry {
  return {
    id,
    title,
    img: { src: thumb, ...THUMB_SIZE, alt },
    full: { src: full, ...FULL_SIZE, alt },
  };
}

export const galleryPhotos: GalleryEntry[] = [
  photo(
    1,
    'Opening Ceremony',
    'The secretariat lights the ceremonial lamp at the opening ceremony of the Annual Conference 2023',
    thumb1,
    full1,
  ),
  photo(
    2,
    'UNHRC in Session',
    'Delegates of the UNHRC raise their placards to vote during a moderated caucus',
    thumb2,
    full2,
  ),
  photo(
    3,
    'Hastinapur Special Council',
    'Members of the Hastinapur Special Council deliberate over a fresh crisis update',
    thumb3,
    full3,
  ),
  photo(
    4,
    'International Press Corps',
    'A reporter of the International Press Corps interviews a delegate between sessions',
    thumb4,
    full4,
  ),
  photo(
    5,
    'Lobbying Hour',
    'Delegates gather around a laptop to draft a working paper during an unmoderated caucus',
    thumb5,
    full5,
  ),
  photo(
    6,
    'Executive Board',
    'The executive board of the Intelligence Bureau reviews directives at the dais',
    thumb6,
    full6,
  ),
  photo(
    7,
    'Cultural Night',
    'Delegates and organisers dance at the cultural night on the first evening of the conference',
    thumb7,
    full7,
  ),
  photo(
    8,
    'Awards Ceremony',
    'Best Delegate awardees hold their trophies on stage at the valedictory ceremony',
    thumb8,
    full8,
  ),
  photo(
    9,
    'Team NITSMUN',
    'The NITSMUN secretariat of 2023 poses on the steps of the auditorium after the closing ceremony',
    thumb9,
    full9,
  ),
];
