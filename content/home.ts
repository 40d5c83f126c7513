import type { ImageAsset } from './types';
import onlineMun from './images/home/collab-online-mun.webp';
import bestDelegate from './images/home/achievement-best-delegate.webp';
import highCommendation from './images/home/achievement-high-commendation.webp';
import outstandingDiplomat from './images/home/achievement-outstanding-diplomat.webp';
import specialMention from './images/home/achievement-special-mention.webp';
import achievements from './images/home/achievements.webp';
import { home } from '~/shared/constants';

export interface HomeSlide {
  id: string;
  kicker: string;
  title: string;
  text: string;
  image: ImageAsset;
}

const slideImage = (src: string, alt: string): ImageAsset => ({ src, width: 1120, height: 720, alt });

export const hero = {
  kicker: 'Welcome, delegates',
  /** Reads the featured event's name while one is featured. */
  primaryCta: { label: 'Annual Conference', to: '/annualconf' },
  secondaryCta: { label: 'Apply now', to: '/applynow' },
};

export const collaboration = {
  heading: 'Collaboration',
  intro: 'Partnerships that widen the room, and the delegates who carried our name to other conferences.',
  slides: [
    {
      id: 'online-mun',
      kicker: '6-7 January 2024 · Online',
      title: 'Online MUN with the MUN Club of NIT Agartala',
      text: 'Two days of virtual committee sessions co-hosted with our friends from NIT Agartala, bringing together more than 120 delegates from across India on a single screen.',
      image: slideImage(onlineMun, 'Poster of the online MUN held with NIT Agartala on 6 and 7 January 2024'),
    },
    {
      id: 'best-delegate',
      kicker: 'Student achievement',
      title: 'Best Delegate at IIT Guwahati MUN 2023',
      text: 'Ananya Paul (ECE, third year) won Best Delegate in the Disarmament and International Security Committee for her work on autonomous weapons.',
      image: slideImage(bestDelegate, 'Best Delegate award, IIT Guwahati MUN 2023'),
    },
    {
      id: 'high-commendation',
      kicker: 'Student achievement',
      title: 'High Commendation at NIT Rourkela MUN 2023',
      text: 'Sayan Debnath (CSE, second year) was highly commended in the UN Security Council for his crisis diplomacy on maritime security.',
      image: slideImage(highCommendation, 'High Commendation award, NIT Rourkela MUN 2023'),
    },
    {
      id: 'outstanding-diplomat',
      kicker: 'Student achievement',
      title: 'Outstanding Diplomat at Shillong MUN 2023',
      text: 'Meghna Nair (ECE, fourth year) was named Outstanding Diplomat in the Human Rights Council for bridging two rival blocs into one resolution.',
      image: slideImage(outstandingDiplomat, 'Outstanding Diplomat award, Shillong MUN 2023'),
    },
    {
      id: 'special-mention',
      kicker: 'Student achievement',
      title: 'Special Mention at KIIT International MUN 2023',
      text: 'Tanmay Kulkarni (Civil, fourth year) earned a Special Mention in the Lok Sabha simulation for his speeches on federal water sharing.',
      image: slideImage(specialMention, 'Special Mention award, KIIT International MUN 2023'),
    },
  ] satisfies HomeSlide[],
};

export const achievementsSection = {
  heading: 'Achievements',
  text: 'In 2023-24 our delegates brought home 14 awards from 9 conferences across the country, from Best Delegate to Outstanding Diplomat. Every award began as a first speech at a NITSMUN session.',
  image: {
    src: achievements,
    width: 1120,
    height: 720,
    alt: 'NITSMUN achievements 2023-24: 14 awards from 9 conferences',
  } satisfies ImageAsset,
};

export const stats = [
  { value: home.stats.delegates, label: 'Delegates hosted till date' },
  { value: home.stats.secretariat, label: 'Secretariat members' },
  { value: home.stats.executiveBoard, label: 'Executive board members overall' },
];

export const whatIs = {
  heading: 'What is NITSMUN?',
  paragraphs: [
    'NITSMUN is the Model United Nations club of the National Institute of Technology Silchar. We simulate the committees of the United Nations and other deliberative bodies, where students step into the shoes of diplomats to debate, negotiate and draft resolutions on real global issues.',
    'Beyond our flagship Annual Conference, we run mock MUNs, training sessions and collaborations that help every student find their voice.',
  ],
};

export const reviewsSection = {
  heading: 'What delegates say',
  intro: 'Reviews from delegates who have debated with us.',
};
