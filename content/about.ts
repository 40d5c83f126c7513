/** The About page: who NITSMUN is, what it wants and what it does. */
import type { ImageAsset } from './types';
import { home } from '~/shared/constants';
import { paths } from '~/shared/paths';
import conferenceHall from './images/pages/about-conference.webp';

export interface AboutSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface Objective {
  title: string;
  text: string;
}

export const ABOUT_IMAGE_SIZE = { width: 960, height: 640 } as const;

export const aboutPage = {
  title: 'About',
  description:
    'NITSMUN is the Model United Nations society of NIT Silchar, Assam. We host the Annual Conference and Mock MUNs and train students in diplomacy, research and public speaking.',
  eyebrow: 'NIT Silchar Model United Nations',
  heading: 'About NITSMUN',
  lead: 'A student society at NIT Silchar where engineers, designers and future policymakers learn to argue well, listen better and lead.',
  image: {
    src: conferenceHall,
    ...ABOUT_IMAGE_SIZE,
    alt: 'Delegates seated in rows with country placards at the NITSMUN Annual Conference',
  } satisfies ImageAsset,
  aboutUs: {
    id: 'about-us',
    heading: 'About Us',
    paragraphs: [
      'NITSMUN is the Model United Nations society of the National Institute of Technology Silchar. It began as a small circle of students who stayed back after classes to argue about the world, and has grown into one of the best-known student conferences in North-East India.',
      'Every year we run the NITSMUN Annual Conference, our flagship event, alongside Mock MUNs for first-years, workshops on research and rules of procedure, and online conferences with MUN societies of other institutes. Everything, from the agendas and the background guides to the posters and this website, is made by students.',
    ],
  } satisfies AboutSection,
  stats: [
    { value: home.stats.delegates, label: 'delegates hosted till date' },
    { value: home.stats.secretariat, label: 'secretariat members' },
    { value: home.stats.executiveBoard, label: 'executive board members overall' },
  ],
  vision: {
    id: 'our-vision',
    heading: 'Our Vision',
    paragraphs: [
      'A campus where every student, whatever their branch, can stand up in a room full of strangers, make a reasoned case and genuinely hear the other side.',
      'We want NITSMUN to be the place where engineers discover that the hardest problems in the world are rarely only technical, and to give the Barak Valley and the North-East a confident voice in India’s MUN circuit.',
    ],
  } satisfies AboutSection,
  whatIs: {
    id: 'what-is-nitsmun',
    heading: 'What is NITSMUN',
    paragraphs: [
      'Model United Nations is a simulation of the United Nations and other decision-making bodies. Each delegate represents a country, an official or a character, researches its position, and then debates, negotiates and drafts resolutions with the rest of the committee under formal rules of procedure.',
      'At NITSMUN that ranges from classic councils such as the UNHRC to the Intelligence Bureau, the International Press Corps and the Hastinapur Special Council, where the Mahabharata becomes a crisis to resolve. An executive board of experienced chairs guides every committee, and the most convincing delegates are recognised at the closing ceremony.',
    ],
  } satisfies AboutSection,
  objective: {
    id: 'our-objective',
    heading: 'Our Objective',
    intro: 'We exist to build skills that last long after a conference weekend ends.',
    items: [
      {
        title: 'Diplomacy',
        text: 'Negotiating, building consensus and finding common ground with people who start out disagreeing with you.',
      },
      {
        title: 'Research',
        text: 'Reading UN documents, treaties and the news critically, and turning them into a clear, defensible position.',
      },
      {
        title: 'Public speaking',
        text: 'Speaking with structure and confidence, in a ninety-second general speech or in the middle of a crisis update.',
      },
      {
        title: 'Leadership',
        text: 'Running a conference for hundreds of people: finance, logistics, design, technology and hospitality, all student-led.',
      },
    ] satisfies Objective[],
  },
  explore: {
    heading: 'Find your seat at the table',
    text: 'Meet the students who run NITSMUN, or start with the conference that suits you.',
    links: [
      { label: 'Meet the team', to: paths.team },
      // Reads the featured event's name while one is featured.
      { label: 'Annual Conference', to: paths.annualConf },
      { label: 'Mock MUN 2024', to: paths.mockMun },
    ],
  },
} as const;
