/** Mock MUN 2024: the club's introductory conference for first-years. */
import { paths } from '~/shared/paths';

export interface MockCommittee {
  id: string;
  name: string;
  fullName: string;
  agenda: string;
  description: string;
}

export interface Fact {
  label: string;
  value: string;
}

export const mockMunPage = {
  title: 'Mock MUN 2024',
  description:
    'NITSMUN Mock MUN 2024 at NIT Silchar, 28-29 September 2024: a free, two-day introduction to Model United Nations for first-year students. No experience needed.',
  eyebrow: 'For the batch of 2028',
  heading: 'Mock MUN 2024',
  lead: 'Your first Model United Nations conference, on campus, in one weekend. No experience and no fee: just bring your curiosity.',
  highlights: [
    { icon: 'calendar', text: '28-29 September 2024' },
    { icon: 'pin', text: 'Lecture Hall Complex, NIT Silchar' },
  ],
  register: { label: 'Register', to: paths.apply },
  committeesLink: { label: 'See the committees', to: '#committees' },

  whatIs: {
    heading: 'What is a Mock MUN?',
    paragraphs: [
      'A Model United Nations conference puts you in the shoes of a diplomat. You represent a country or a person, research what they would want, and then debate, negotiate and write resolutions with the rest of your committee.',
      'A Mock MUN is the same experience in a smaller, friendlier format. Our chairs explain the rules of procedure as you go, there is time to ask questions, and nobody expects you to have done this before. It is the easiest way to find out whether MUN is for you before the Annual Conference.',
    ],
  },

  whenWhere: {
    heading: 'When and where',
    facts: [
      { label: 'Dates', value: 'Saturday 28 and Sunday 29 September 2024' },
      { label: 'Time', value: '9:30 AM to 5:30 PM on both days' },
      { label: 'Venue', value: 'Lecture Hall Complex, NIT Silchar campus, Silchar, Assam' },
      { label: 'Registration closes', value: 'Sunday 22 September 2024, 11:59 PM' },
      { label: 'Fee', value: 'Free for first-year students' },
    ] satisfies Fact[],
  },

  committees: {
    id: 'committees',
    heading: 'Committees',
    agendaLabel: 'Agenda',
    items: [
      {
        id: 'unga-disec',
        name: 'UNGA-DISEC',
        fullName: 'United Nations General Assembly: Disarmament and International Security Committee',
        agenda: 'Regulating lethal autonomous weapons systems in modern warfare',
        description:
          'The largest committee and the best place for a first MUN. Every country has a seat and a vote, and the debate follows the classic General Assembly procedure.',
      },
      {
        id: 'crisis',
        name: 'Crisis Committee',
        fullName: 'Executive Committee of the National Security Council, October 1962',
        agenda: 'Averting nuclear war during the Cuban Missile Crisis',
        description:
          'A small, fast-moving room where each delegate is an adviser to the President. Crisis updates arrive in real time and you answer them with directives, not speeches.',
      },
    ] satisfies MockCommittee[],
  },

  eligibility: {
    heading: 'Who can take part',
    items: [
      'First-year students of NIT Silchar, from every branch and programme.',
      'No previous MUN experience needed: a briefing on the first morning covers the rules of procedure, position papers and how to speak in committee.',
      'Seats are limited, and committees are allotted in the order registrations arrive.',
    ],
  },

  steps: {
    heading: 'How to take part',
    items: [
      'Create an account on this website with your personal email and your institute details.',
      'Verify your email address from the link we send you.',
      'Register through the Apply page and tell us which committee you would like, before 22 September.',
      'Look out for your committee and portfolio allotment, along with a short study guide, in your inbox.',
      'Arrive at the Lecture Hall Complex by 9:15 AM on 28 September for the delegate briefing.',
    ],
  },

  closing: {
    heading: 'Ready for your first committee?',
    text: 'Registration takes five minutes. We will take care of the rest.',
  },
} as const;
