/**
 * The secretariat of tenure 2024-25. A new tenure edits this file: one `person(...)` line per member and
 * the matching portrait under content/images/team/ (320 x 320 px, file named after the person).
 */
import type { TeamGroup, TeamMember } from './types';
import aniruddhaBaruah from './images/team/aniruddha-baruah.webp';
import ishitaChakraborty from './images/team/ishita-chakraborty.webp';
import rohanKumarSingh from './images/team/rohan-kumar-singh.webp';
import meghnaNair from './images/team/meghna-nair.webp';
import tanmayKulkarni from './images/team/tanmay-kulkarni.webp';
import lalremruatiHnamte from './images/team/lalremruati-hnamte.webp';
import harshvardhanRathore from './images/team/harshvardhan-rathore.webp';
import snehaReddy from './images/team/sneha-reddy.webp';
import siddharthIyer from './images/team/siddharth-iyer.webp';
import priyankaDas from './images/team/priyanka-das.webp';
import kabirMalhotra from './images/team/kabir-malhotra.webp';
import ananyaMishra from './images/team/ananya-mishra.webp';
import bedantaGogoi from './images/team/bedanta-gogoi.webp';
import adityaRaj from './images/team/aditya-raj.webp';
import ningthoujamBikramSingh from './images/team/ningthoujam-bikram-singh.webp';
import riyaBhattacharjee from './images/team/riya-bhattacharjee.webp';
import shreyaAgarwal from './images/team/shreya-agarwal.webp';
import mohammedFaizanAnsari from './images/team/mohammed-faizan-ansari.webp';
import pallaviHazarika from './images/team/pallavi-hazarika.webp';
import ayushTiwari from './images/team/ayush-tiwari.webp';
import tenzinDolmaBhutia from './images/team/tenzin-dolma-bhutia.webp';
import nikhilPatil from './images/team/nikhil-patil.webp';
import aishwaryaPillai from './images/team/aishwarya-pillai.webp';
import dhruvSaxena from './images/team/dhruv-saxena.webp';
import khushiJain from './images/team/khushi-jain.webp';
import rahulDebnath from './images/team/rahul-debnath.webp';
import sanjanaHegde from './images/team/sanjana-hegde.webp';
import abhishekYadav from './images/team/abhishek-yadav.webp';
import vivekChoudhary from './images/team/vivek-choudhary.webp';
import sakshiVerma from './images/team/sakshi-verma.webp';
import manasRanjanSahoo from './images/team/manas-ranjan-sahoo.webp';
import bhaskarJyotiSaikia from './images/team/bhaskar-jyoti-saikia.webp';
import poojaKumari from './images/team/pooja-kumari.webp';
import arpitaSen from './images/team/arpita-sen.webp';
import yashGupta from './images/team/yash-gupta.webp';
import imlijunglaJamir from './images/team/imlijungla-jamir.webp';
import karthikSubramanian from './images/team/karthik-subramanian.webp';
import nehaThakur from './images/team/neha-thakur.webp';
import soumyadeepRoy from './images/team/soumyadeep-roy.webp';
import anushkaSingh from './images/team/anushka-singh.webp';
import riturajBorah from './images/team/rituraj-borah.webp';
import zoyaKhan from './images/team/zoya-khan.webp';
import aditiDeshmukh from './images/team/aditi-deshmukh.webp';
import prateekPandey from './images/team/prateek-pandey.webp';
import sayanMukherjee from './images/team/sayan-mukherjee.webp';
import mehakArora from './images/team/mehak-arora.webp';
import jyotishmanKalita from './images/team/jyotishman-kalita.webp';
import varshaRao from './images/team/varsha-rao.webp';
import ankitSharma from './images/team/ankit-sharma.webp';
import diyaPatel from './images/team/diya-patel.webp';
import sauravPaul from './images/team/saurav-paul.webp';

/** Portrait files are square and shown at about 160-260 px, so 320 px covers high-density screens. */
export const PORTRAIT_SIZE = 320;

export const teamPage = {
  title: 'Team',
  description:
    'Meet the NITSMUN secretariat of tenure 2024-25: the students of NIT Silchar who run the Annual Conference, Mock MUNs and training sessions.',
  eyebrow: 'The people behind NITSMUN',
  heading: 'MEET THE TEAM',
  intro:
    'Fifty-one students from every branch and batch of NIT Silchar, who research the agendas, chair the committees, design the posters, build this website and welcome every delegate who walks through our doors.',
  secretariatHeading: 'SECRETARIAT OF TENURE 2024-25',
  flipHint:
    'Tap the arrow on a card, or focus it and press the right arrow key, to see how to reach each member.',
  labels: {
    showDetails: (name: string) => `Show details of ${name}`,
    showPhoto: (name: string) => `Show photo of ${name}`,
    facebook: (name: string) => `${name} on Facebook (opens in a new tab)`,
    github: (name: string) => `${name} on GitHub (opens in a new tab)`,
    mail: (name: string) => `Email ${name}`,
    linkedin: (name: string) => `${name} on LinkedIn (opens in a new tab)`,
  },
} as const;

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Builds a member from their name. Institute mail follows the NIT Silchar pattern
 * (firstname_ug_{batch}@{branch}.nits.ac.in); technical roles show a GitHub profile instead of Facebook.
 */
function person(
  name: string,
  post: string,
  photo: string,
  branch: string,
  batch: string,
  opts: { code?: boolean } = {},
): TeamMember {
  const id = slug(name);
  const first = id.split('-')[0] ?? id;
  return {
    id,
    name,
    post,
    img: { src: photo, width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, alt: `Portrait of ${name}` },
    ...(opts.code
      ? { github: `https://github.com/${id}-nits` }
      : { fb: `https://www.facebook.com/${id.replace(/-/g, '.')}.nits` }),
    mail: `${first}_ug_${batch}@${branch}.nits.ac.in`,
    linkedin: `https://www.linkedin.com/in/${id}-nits`,
  };
}

export const teamGroups: TeamGroup[] = [
  {
    id: 'senior-secretariat',
    heading: 'SENIOR SECRETARIAT',
    members: [
      person('Aniruddha Baruah', 'Secretary General', aniruddhaBaruah, 'ee', '21'),
      person('Ishita Chakraborty', 'Director General', ishitaChakraborty, 'cse', '21'),
      person('Rohan Kumar Singh', 'Deputy Secretary General', rohanKumarSingh, 'me', '21'),
      person('Meghna Nair', 'Deputy Secretary General', meghnaNair, 'ece', '21'),
      person('Tanmay Kulkarni', 'Under Secretary General, Delegate Affairs', tanmayKulkarni, 'ce', '21'),
      person('Lalremruati Hnamte', 'Under Secretary General, Committees', lalremruatiHnamte, 'ei', '21'),
      person('Harshvardhan Rathore', 'Under Secretary General, Finance', harshvardhanRathore, 'me', '21'),
      person('Sneha Reddy', 'Chief of Staff', snehaReddy, 'cse', '21'),
      person('Siddharth Iyer', 'Head of Research and Development', siddharthIyer, 'ee', '21'),
      person('Priyanka Das', 'Head of Media and Design', priyankaDas, 'ce', '21'),
      person('Kabir Malhotra', 'Head of Public Relations', kabirMalhotra, 'ece', '21'),
      person('Ananya Mishra', 'Head of Marketing', ananyaMishra, 'ei', '21'),
      person('Bedanta Gogoi', 'Head of Outreach', bedantaGogoi, 'me', '21'),
      person('Aditya Raj', 'Head of Technical', adityaRaj, 'cse', '21', { code: true }),
      person('Ningthoujam Bikram Singh', 'Head of Logistics', ningthoujamBikramSingh, 'ce', '21'),
      person('Riya Bhattacharjee', 'Head of Hospitality', riyaBhattacharjee, 'ece', '21'),
    ],
  },
  {
    id: 'deputies',
    heading: 'DEPUTIES',
    members: [
      person('Shreya Agarwal', 'Deputy Head of Research and Development', shreyaAgarwal, 'cse', '22'),
      person(
        'Mohammed Faizan Ansari',
        'Deputy Head of Research and Development',
        mohammedFaizanAnsari,
        'ee',
        '22',
      ),
      person('Pallavi Hazarika', 'Deputy Head of Research and Development', pallaviHazarika, 'ece', '22'),
      person('Ayush Tiwari', 'Deputy Head of Media and Design', ayushTiwari, 'me', '22'),
      person('Tenzin Dolma Bhutia', 'Deputy Head of Media and Design', tenzinDolmaBhutia, 'ce', '22'),
      person('Nikhil Patil', 'Deputy Head of Media and Design', nikhilPatil, 'ei', '22'),
      person('Aishwarya Pillai', 'Deputy Head of Public Relations', aishwaryaPillai, 'ece', '22'),
      person('Dhruv Saxena', 'Deputy Head of Public Relations', dhruvSaxena, 'me', '22'),
      person('Khushi Jain', 'Deputy Head of Marketing', khushiJain, 'ee', '22'),
      person('Rahul Debnath', 'Deputy Head of Marketing', rahulDebnath, 'ce', '22'),
      person('Sanjana Hegde', 'Deputy Head of Outreach', sanjanaHegde, 'cse', '22'),
      person('Abhishek Yadav', 'Deputy Head of Outreach', abhishekYadav, 'me', '22'),
      person('Vivek Choudhary', 'Deputy Head of Technical', vivekChoudhary, 'cse', '22', { code: true }),
      person('Sakshi Verma', 'Deputy Head of Technical', sakshiVerma, 'ece', '22', { code: true }),
      person('Manas Ranjan Sahoo', 'Deputy Head of Logistics', manasRanjanSahoo, 'ce', '22'),
      person('Bhaskar Jyoti Saikia', 'Deputy Head of Logistics', bhaskarJyotiSaikia, 'ee', '22'),
      person('Pooja Kumari', 'Deputy Head of Logistics', poojaKumari, 'ei', '22'),
      person('Arpita Sen', 'Deputy Head of Hospitality', arpitaSen, 'ece', '22'),
      person('Yash Gupta', 'Deputy Head of Hospitality', yashGupta, 'me', '22'),
      person('Imlijungla Jamir', 'Deputy Head of Hospitality', imlijunglaJamir, 'ce', '22'),
      person('Karthik Subramanian', 'Deputy Head of Finance', karthikSubramanian, 'ee', '22'),
      person('Neha Thakur', 'Deputy Head of Finance', nehaThakur, 'cse', '22'),
    ],
  },
  {
    id: 'media-design',
    heading: 'MEDIA AND DESIGN TEAM',
    members: [
      person('Soumyadeep Roy', 'Graphic Designer', soumyadeepRoy, 'ece', '23'),
      person('Anushka Singh', 'Video Editor', anushkaSingh, 'cse', '23'),
      person('Rituraj Borah', 'Photographer', riturajBorah, 'me', '23'),
      person('Zoya Khan', 'Motion Designer', zoyaKhan, 'ei', '23'),
    ],
  },
  {
    id: 'research-development',
    heading: 'RESEARCH AND DEVELOPMENT TEAM',
    members: [
      person('Aditi Deshmukh', 'Research Executive', aditiDeshmukh, 'ce', '23'),
      person('Prateek Pandey', 'Research Executive', prateekPandey, 'ee', '23'),
      person('Sayan Mukherjee', 'Research Executive', sayanMukherjee, 'ece', '23'),
    ],
  },
  {
    id: 'pr-outreach-marketing',
    heading: 'PUBLIC RELATIONS AND OUTREACH TEAM & MARKETING TEAM',
    members: [
      person('Mehak Arora', 'Public Relations Executive', mehakArora, 'cse', '23'),
      person('Jyotishman Kalita', 'Outreach Executive', jyotishmanKalita, 'me', '23'),
      person('Varsha Rao', 'Marketing Executive', varshaRao, 'ei', '23'),
    ],
  },
  {
    id: 'technical',
    heading: 'TECHNICAL TEAM',
    members: [
      person('Ankit Sharma', 'Web Developer', ankitSharma, 'cse', '23', { code: true }),
      person('Diya Patel', 'Full-Stack Developer', diyaPatel, 'ece', '23', { code: true }),
      person('Saurav Paul', 'Backend Developer', sauravPaul, 'cse', '23', { code: true }),
    ],
  },
];
