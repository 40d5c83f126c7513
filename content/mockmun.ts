/**
 * The Mock MUN page's own words: what a Mock MUN is and how to take part, true of every edition. The
 * edition itself (its name, dates, venue, fee, who may register, committees, registration window) is an
 * event in the database, edited in the superadmin's event editor (docs/decisions/0022-conferences-as-data.md).
 */

export const mockMunPage = {
  title: 'Mock MUN',
  description:
    'The NITSMUN Mock MUN: a friendly introduction to Model United Nations at NIT Silchar, with its dates, committees and registration.',
  eyebrow: 'Mock MUN',
  noneLead: 'No Mock MUN has been announced yet. Follow NITSMUN on social media to hear about the next one.',
  register: 'Register',
  noRegistration: 'No registration needed: just come along.',
  committeesLink: { label: 'See the committees', to: '#committees' },

  whatIs: {
    heading: 'What is a Mock MUN?',
    paragraphs: [
      'A Model United Nations conference puts you in the shoes of a diplomat. You represent a country or a person, research what they would want, and then debate, negotiate and write resolutions with the rest of your committee.',
      'A Mock MUN is the same experience in a smaller, friendlier format. Our chairs explain the rules of procedure as you go, there is time to ask questions, and nobody expects you to have done this before. It is the easiest way to find out whether MUN is for you before the Annual Conference.',
    ],
  },

  aboutHeading: 'This edition',

  whenWhere: {
    heading: 'When and where',
    labels: {
      dates: 'Dates',
      venue: 'Venue',
      registration: 'Registration',
      fee: 'Fee',
      who: 'Who can register',
    },
    free: 'Free',
    instituteOnly: 'Students of NIT Silchar only',
    everyone: 'Students of every college and school',
    toBeAnnounced: 'To be announced',
  },

  committees: {
    id: 'committees',
    heading: 'Committees',
    agendaLabel: 'Agenda',
  },

  steps: {
    heading: 'How to take part',
    account: 'Create an account on this website with your personal email.',
    verify: 'Verify your email address from the link we send you.',
    register: (closes: string | null) =>
      `Register on this page and tell us which committee you would like${closes ? `, before ${closes}` : ''}.`,
    allotment: 'Look out for your committee and portfolio allotment in your inbox.',
    arrive: (venue: string, day: string | null) =>
      `Come to ${venue || 'the venue'}${day ? ` on ${day}` : ''} for the delegate briefing.`,
  },

  closing: {
    heading: 'Ready for your first committee?',
    text: 'Registration takes five minutes. We will take care of the rest.',
  },
} as const;
