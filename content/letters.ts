import type { Letter } from './types';
import facultyAdvisor from './images/letters/faculty-advisor.webp';
import secretaryGeneral from './images/letters/secretary-general.webp';

/** The two letters on the home page, addressed to the delegates and the secretariat. */
export const letters: Letter[] = [
  {
    title: 'Letter from the Faculty Advisor',
    name: 'Dr. Sanghamitra Dutta',
    role: 'Faculty Advisor, NITSMUN',
    photo: {
      src: facultyAdvisor,
      width: 360,
      height: 360,
      alt: 'Portrait of Dr. Sanghamitra Dutta, Faculty Advisor',
    },
    paragraphs: [
      'Dear delegates and members of the secretariat,',
      'It gives me great joy to welcome you to NITSMUN. Every year I watch students who walk into their first committee session unsure of how to raise a placard leave as confident speakers who can negotiate, draft and compromise. That transformation, more than any award, is what this club exists for.',
      'An engineering campus might seem an unlikely home for diplomacy, yet the habits are the same: define the problem honestly, listen to every stakeholder and build a solution that holds under pressure. I urge you to research deeply, to argue with courtesy and to remember that the person across the aisle is a colleague, not an opponent.',
      'To the secretariat: thank you for the countless late evenings that make our conferences possible. To every delegate: speak up, stay curious and enjoy the debate. I look forward to seeing you in committee.',
    ],
  },
  {
    title: 'Letter from the Secretary General',
    name: 'Aniruddha Baruah',
    role: 'Secretary General, NITSMUN 2024-25',
    photo: {
      src: secretaryGeneral,
      width: 360,
      height: 360,
      alt: 'Portrait of Aniruddha Baruah, Secretary General',
    },
    paragraphs: [
      'Esteemed delegates and dear members of the secretariat,',
      'On behalf of the entire secretariat, welcome to NITSMUN. What began as a handful of students debating in a seminar hall has grown into one of the liveliest MUN communities in the Northeast, with more than 700 delegates hosted till date. We are proud of that journey, and prouder still of the people who made it.',
      'This tenure, our committees range from the United Nations Human Rights Council to a Hastinapur Special Council set in the world of the Mahabharata. Whether this is your first conference or your fifteenth, you will find agendas that challenge you, chairs who mentor you and friends you will keep long after the gavel falls.',
      'Come prepared, come curious and, above all, come ready to listen. Diplomacy is not about winning the room; it is about moving it. See you in Silchar!',
    ],
  },
];
