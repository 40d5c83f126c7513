/** Past editions of the Annual Conference, each kept online at its own site. Newest first. */
import type { ArchiveLink } from './types';

export const archivePage = {
  title: 'Archive',
  description:
    'The websites of past NITSMUN Annual Conferences at NIT Silchar: the 2021, 2020 and 2019 editions, with their committees, agendas and secretariats.',
  eyebrow: 'Past editions',
  heading: 'Archive',
  lead: 'Every edition of the Annual Conference stays online as a record of its committees, agendas and people: the recent ones here, the earlier ones on the sites they had before this website.',
  linkLabel: 'Visit the site',
  /** The link of a past event of this website (its archive link: a site, a photo album...). */
  eventLinkLabel: 'Visit the archive',
  /** Read by screen readers after the link label. */
  linkContext: (title: string) => ` of ${title} (opens in a new tab)`,
} as const;

export const archiveLinks: ArchiveLink[] = [
  {
    year: 2021,
    title: 'NITSMUN 2021',
    url: 'https://2021.nitsmun.in',
    description:
      'Our first fully online edition: committees met over video calls, with delegates joining from across India.',
  },
  {
    year: 2020,
    title: 'NITSMUN 2020',
    url: 'https://2020.nitsmun.in',
    description:
      'Three days of in-person committees on campus, weeks before the pandemic emptied the institute.',
  },
  {
    year: 2019,
    title: 'NITSMUN 2019',
    url: 'https://2019.nitsmun.in',
    description:
      'The edition that put NITSMUN on the North-East’s MUN map, with delegates from colleges across the region.',
  },
];
