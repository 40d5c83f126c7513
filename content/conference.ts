/**
 * The conference page's own copy and the photos of a past edition. Everything about the featured event
 * (its name, theme, dates, committees, board, co-sponsors) is data in the database, edited by a superadmin.
 */
import type { ImageAsset } from './types';
import photoOpening from './images/conference/2023-opening.webp';
import photoUnhrc from './images/conference/2023-unhrc.webp';
import photoCrisis from './images/conference/2023-crisis.webp';
import photoPress from './images/conference/2023-press.webp';
import photoLobbying from './images/conference/2023-lobbying.webp';
import photoSocials from './images/conference/2023-socials.webp';
import photoAwards from './images/conference/2023-awards.webp';
import photoSecretariat from './images/conference/2023-secretariat.webp';

const photo = (src: string, alt: string): ImageAsset => ({ src, width: 800, height: 560, alt });

/** Moments from the Annual Conference 2023, for the photo carousel at the foot of the page. */
export const pastEditionPhotos = {
  title: 'Annual Conference 2023',
  label: 'Photos from the Annual Conference 2023',
  photos: [
    photo(photoOpening, 'Opening ceremony of the Annual Conference 2023'),
    photo(photoUnhrc, 'Delegates of the UNHRC in session'),
    photo(photoCrisis, 'A crisis update read out in committee'),
    photo(photoPress, 'The International Press Corps at work'),
    photo(photoLobbying, 'Delegates lobbying during an unmoderated caucus'),
    photo(photoSocials, 'The cultural night on the second day'),
    photo(photoAwards, 'Best delegates receiving awards at the valedictory ceremony'),
    photo(photoSecretariat, 'The secretariat of the Annual Conference 2023'),
  ] satisfies ImageAsset[],
};

/** Headings and short copy of the conference page sections. */
export const conferenceCopy = {
  heroEyebrow: 'NITSMUN presents',
  heroTagline: 'The flagship conference of NITSMUN',
  exploreCommittees: 'Explore committees',
  themeEyebrow: 'Theme',
  aboutTitle: 'About the Conference',
  dayLabel: 'day of debate',
  daysLabel: 'days of debate',
  committeeLabel: 'committee',
  committeesLabel: 'committees',
  /** Highlights about the club, after the event's own (its days and committees). */
  clubHighlights: [{ value: '700+', label: 'delegates hosted till date' }],
  committeesEyebrow: 'Pick your room',
  committeesTitle: 'Committees',
  boardEyebrow: 'Meet your chairs',
  boardTitle: 'Executive Board',
  boardCarouselLabel: 'Members of the executive board',
  sponsorEyebrow: 'With thanks to',
  sponsorTitle: 'Co-sponsor',
  sponsorsTitle: 'Co-sponsors',
  photosEyebrow: 'Glimpses of a past edition',
  /** The page's heading while no conference is featured. */
  noneTitle: 'Annual Conference',
};
