/**
 * The words of the team pages that are true of every tenure. The people, their groups and designations, the
 * intro and the letters are data: a superadmin edits them in the browser (/superadmin/team), one tenure at a
 * time (docs/decisions/0058-team-as-data.md).
 */
export const teamPage = {
  title: 'Team',
  description: (tenure: string) =>
    `Meet the NITSMUN secretariat of tenure ${tenure}: the students of NIT Silchar who run the Annual Conference, Mock MUNs and training sessions.`,
  /** A past tenure's page. */
  pastTitle: (tenure: string) => `Team of ${tenure}`,
  pastDescription: (tenure: string) =>
    `The NITSMUN secretariat of tenure ${tenure}: the students of NIT Silchar who ran the club's conferences that year.`,
  eyebrow: 'The people behind NITSMUN',
  heading: 'MEET THE TEAM',
  secretariatHeading: (tenure: string) => `SECRETARIAT OF TENURE ${tenure}`,
  flipHint:
    'Tap the arrow on a card, or focus it and press the right arrow key, to see how to reach each member.',
  /** The tenure switcher. */
  tenuresLabel: 'Tenures',
  pastNotice: 'You are looking at a past tenure.',
  currentLink: 'See the current team',
  empty: 'The team of this tenure has not been announced yet.',
  noTenureTitle: 'The team will be announced soon.',
  labels: {
    showDetails: (name: string) => `Show details of ${name}`,
    showPhoto: (name: string) => `Show photo of ${name}`,
    facebook: (name: string) => `${name} on Facebook (opens in a new tab)`,
    github: (name: string) => `${name} on GitHub (opens in a new tab)`,
    mail: (name: string) => `Email ${name}`,
    linkedin: (name: string) => `${name} on LinkedIn (opens in a new tab)`,
  },
} as const;
