/**
 * The committees of the Annual Conference 2024 and their fixed portfolio lists. Registration forms,
 * the admin assignment screen and the conference page all read from here.
 */
import type { Committee, CommitteeCode } from './types';
import { ibPortfolios, ipcPortfolios, mahabharatPortfolios, unhrcPortfolios } from './portfolios';
import bannerUnhrc from './images/conference/banner-unhrc.webp';
import bannerIb from './images/conference/banner-ib.webp';
import bannerMahabharat from './images/conference/banner-mahabharat.webp';
import bannerIpc from './images/conference/banner-ipc.webp';

export interface ConferenceCommittee extends Committee {
  /** The long form shown under the display name, e.g. 'United Nations Human Rights Council'. */
  fullName: string;
}

/** The four committee codes, in the order the registration forms list them. */
export const committeeCodes = [
  'UNHRC',
  'IB',
  'Mahabharat',
  'IPC',
] as const satisfies readonly CommitteeCode[];

const banner = (src: string, name: string) => ({
  src,
  width: 960,
  height: 480,
  alt: `${name} committee banner`,
});

/** In the order the conference page presents them. */
export const committees: ConferenceCommittee[] = [
  {
    code: 'Mahabharat',
    displayName: 'Hastinapur Special Council',
    fullName: 'A historical crisis committee set in the Mahabharata',
    agenda: 'The question of succession to the throne of Hastinapur and averting the war of Kurukshetra',
    description: [
      'The court of Hastinapur is divided. The Pandavas have returned from exile and claim their share of the kingdom; Duryodhana refuses to yield even a needle’s point of land. Elders, kings and counsellors gather in a special council before the armies march.',
      'Delegates take on the roles of the epic’s characters, each bound by their vows, loyalties and ambitions. Expect a fast-moving crisis committee: directives, secret pacts and crisis updates that may rewrite the most famous war of Indian literature.',
      'Knowledge of the Mahabharata helps, but sharp reasoning, persuasion and quick thinking under pressure matter far more.',
    ],
    banner: banner(bannerMahabharat, 'Hastinapur Special Council'),
    backgroundGuideUrl: 'https://nitsmun.in/guides/hastinapur-special-council.pdf',
    portfolios: mahabharatPortfolios,
  },
  {
    code: 'UNHRC',
    displayName: 'UNHRC',
    fullName: 'United Nations Human Rights Council',
    agenda:
      'Safeguarding the human rights of civilians in armed conflicts, with special emphasis on refugees and internally displaced persons',
    description: [
      'The Human Rights Council is the intergovernmental body within the United Nations system responsible for promoting and protecting human rights around the globe.',
      'More than a hundred million people have been forced from their homes by conflict, persecution and violence. Delegates will examine the protection of civilians, humanitarian access, accountability for violations and durable solutions for the displaced, and work towards a resolution that member states can stand behind.',
      'A committee for delegates who enjoy rigorous policy debate, coalition building and careful drafting.',
    ],
    banner: banner(bannerUnhrc, 'UNHRC'),
    backgroundGuideUrl: 'https://nitsmun.in/guides/unhrc.pdf',
    portfolios: unhrcPortfolios,
  },
  {
    code: 'IPC',
    displayName: 'IPC',
    fullName: 'International Press Corps',
    agenda:
      'Reporting the Annual Conference 2024: journalism, photography and caricature from every committee',
    description: [
      'The International Press Corps is the eyes and ears of the conference. Journalists represent the world’s leading news agencies and cover every committee: press conferences, interviews, breaking news and editorials.',
      'Photographers and caricaturists capture the moments that words cannot, and the best work is published in the conference newsletter. Delegates are assessed on accuracy, insight and the editorial line of the agency they represent.',
    ],
    banner: banner(bannerIpc, 'IPC'),
    portfolios: ipcPortfolios,
  },
  {
    code: 'IB',
    displayName: 'IB',
    fullName: 'Indian Bureaucracy',
    agenda:
      'Reviewing India’s internal security architecture, with special emphasis on the North Eastern Region',
    description: [
      'The Indian Bureaucracy brings together the Union Cabinet, the senior civil service and the heads of the security establishment in one room.',
      'Delegates will weigh insurgency, cross-border infiltration, cyber threats and the development deficit of the North East, and decide how the Union and the states should share the task of keeping the country safe without compromising civil liberties.',
      'Expect policy debate grounded in the Constitution, with directives and press releases instead of resolutions.',
    ],
    banner: banner(bannerIb, 'IB'),
    backgroundGuideUrl: 'https://nitsmun.in/guides/indian-bureaucracy.pdf',
    portfolios: ibPortfolios,
  },
];

const byCode = new Map(committees.map((c) => [c.code, c]));

/** The committee with the given code (every code has one; checked by the unit test). */
export function committeeByCode(code: CommitteeCode): ConferenceCommittee {
  const committee = byCode.get(code);
  if (!committee) throw new Error(`Unknown committee ${code}`);
  return committee;
}
