/** The Annual Conference 2024: hero, theme, about text, executive board, co-sponsor and 2023 photos. */
import { EVENT_NAME } from '~/shared/constants';
import type { Chairperson, ImageAsset } from './types';
import heroDesktop from './images/conference/hero-1920.webp';
import heroMobile from './images/conference/hero-800.webp';
import chairHastinapur from './images/conference/chair-hastinapur.webp';
import chairUnhrc from './images/conference/chair-unhrc.webp';
import chairIpc from './images/conference/chair-ipc.webp';
import chairIb from './images/conference/chair-ib.webp';
import coSponsorLogo from './images/conference/cosponsor.webp';
import photoOpening from './images/conference/2023-opening.webp';
import photoUnhrc from './images/conference/2023-unhrc.webp';
import photoCrisis from './images/conference/2023-crisis.webp';
import photoPress from './images/conference/2023-press.webp';
import photoLobbying from './images/conference/2023-lobbying.webp';
import photoSocials from './images/conference/2023-socials.webp';
import photoAwards from './images/conference/2023-awards.webp';
import photoSecretariat from './images/conference/2023-secretariat.webp';

export interface ConferenceInfo {
  eventName: string;
  edition: string;
  dates: string;
  venue: string;
  /** The full-width poster: a wide crop for desktop and a tall crop for phones. */
  hero: { desktop: ImageAsset; mobile: ImageAsset };
  theme: { title: string; paragraphs: string[] };
  about: string[];
  highlights: { value: string; label: string }[];
}

export interface CoSponsor {
  name: string;
  description: string;
  logo: ImageAsset;
}

export const conference: ConferenceInfo = {
  eventName: EVENT_NAME,
  edition: 'The flagship conference of NITSMUN',
  dates: '4–6 October 2024',
  venue: 'NIT Silchar, Assam',
  hero: {
    desktop: {
      src: heroDesktop,
      width: 1920,
      height: 820,
      alt: 'Annual Conference 2024 poster: a gold globe circled by orbits on a deep navy sky',
    },
    mobile: {
      src: heroMobile,
      width: 800,
      height: 1000,
      alt: 'Annual Conference 2024 poster: a gold globe circled by orbits on a deep navy sky',
    },
  },
  theme: {
    title: 'Diplomacy at the Crossroads: Dialogue in a Divided World',
    paragraphs: [
      'Wars, displacement and disinformation are testing every institution built to keep the peace. This year we ask what diplomacy can still achieve when trust is scarce, and how young leaders can rebuild it: one negotiation, one compromise, one resolution at a time.',
    ],
  },
  about: [
    'The Annual Conference is the flagship event of NITSMUN, the Model United Nations club of NIT Silchar. Every year it brings hundreds of delegates from colleges and schools across the North East and the rest of India to the campus in the Barak Valley for three days of debate, diplomacy and friendship.',
    'Delegates represent countries, officials, journalists and characters of the epic in four committees, guided by an experienced executive board. Beyond committee sessions there are socials, a cultural night and awards for the best delegates of every committee.',
  ],
  highlights: [
    { value: '3', label: 'days of debate' },
    { value: '4', label: 'committees' },
    { value: '700+', label: 'delegates hosted till date' },
  ],
};

const chairPortrait = (src: string, name: string): ImageAsset => ({
  src,
  width: 560,
  height: 560,
  alt: `Portrait of ${name}`,
});

/** The executive board: one chairperson per committee. */
export const chairpersons: Chairperson[] = [
  {
    name: 'Aditi Bhattacharjee',
    committee: 'Hastinapur Special Council',
    bio: 'A veteran of more than twenty conferences across the North East, Aditi has chaired crisis committees at three national MUNs. She reads the epics for their politics and promises a council where every alliance has a price.',
    img: chairPortrait(chairHastinapur, 'Aditi Bhattacharjee'),
  },
  {
    name: 'Arnav Choudhury',
    committee: 'UNHRC',
    bio: 'Arnav is a final-year student of Electrical Engineering and a two-time Best Delegate in human rights committees. He values well-researched speeches, courteous debate and resolutions that could actually work.',
    img: chairPortrait(chairUnhrc, 'Arnav Choudhury'),
  },
  {
    name: 'Meghna Sinha',
    committee: 'IPC',
    bio: 'Meghna edits the campus newsletter and has led press corps at MUNs in Guwahati and Shillong. She looks for reporters who ask the uncomfortable question and photographers who find the story in a single frame.',
    img: chairPortrait(chairIpc, 'Meghna Sinha'),
  },
  {
    name: 'Rahul Deb',
    committee: 'IB',
    bio: 'Rahul has moderated cabinet simulations at conferences across eastern India and follows Indian public policy closely. He expects delegates to know their ministries and to argue from the Constitution.',
    img: chairPortrait(chairIb, 'Rahul Deb'),
  },
];

export const coSponsor: CoSponsor = {
  name: 'Barak Valley Ventures',
  description: 'Supporting student leadership and enterprise in the Barak Valley.',
  logo: { src: coSponsorLogo, width: 480, height: 200, alt: 'Barak Valley Ventures logo' },
};

const photo = (src: string, alt: string): ImageAsset => ({ src, width: 800, height: 560, alt });

/** Moments from the Annual Conference 2023, for the photo carousel. */
export const photos2023: ImageAsset[] = [
  photo(photoOpening, 'Opening ceremony of the Annual Conference 2023'),
  photo(photoUnhrc, 'Delegates of the UNHRC in session'),
  photo(photoCrisis, 'A crisis update read out in committee'),
  photo(photoPress, 'The International Press Corps at work'),
  photo(photoLobbying, 'Delegates lobbying during an unmoderated caucus'),
  photo(photoSocials, 'The cultural night on the second day'),
  photo(photoAwards, 'Best delegates receiving awards at the valedictory ceremony'),
  photo(photoSecretariat, 'The secretariat of the Annual Conference 2023'),
];

/** Headings and short copy of the conference page sections. */
export const conferenceCopy = {
  heroEyebrow: 'NITSMUN presents',
  exploreCommittees: 'Explore committees',
  themeEyebrow: 'Theme',
  aboutTitle: 'About the Conference',
  committeesEyebrow: 'Four rooms, one conference',
  committeesTitle: 'Committees',
  boardEyebrow: 'Meet your chairs',
  boardTitle: 'Executive Board',
  sponsorEyebrow: 'With thanks to',
  sponsorTitle: 'Co-sponsor',
  photosEyebrow: 'Glimpses',
  photosTitle: 'Annual Conference 2023',
};
