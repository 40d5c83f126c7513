/** Frequently asked questions, shown on the Contact page. */
import type { FaqItem } from './types';
import { contactDetails } from './site';

export const faq: FaqItem[] = [
  {
    question: 'What is a Model United Nations?',
    answer:
      'A Model United Nations (MUN) is a simulation of the United Nations and other decision-making bodies. Delegates represent a country, an official or a character, research their position, debate with other delegates and negotiate resolutions, learning diplomacy, public speaking and leadership along the way.',
  },
  {
    question: 'Who can attend the Annual Conference?',
    answer:
      'Students of NIT Silchar and of any other college or university are welcome. No previous MUN experience is needed: first-time delegates are guided by the executive board and the secretariat.',
  },
  {
    question: 'How much is the delegate fee?',
    answer:
      'The Apply page gives the fees of the coming conference: one for an individual delegate, and a lower one per head for a group (the leader included), which the group leader pays for the whole group once the members have registered through their invite links.',
  },
  {
    question: 'Is accommodation provided?',
    answer:
      'Delegates from outside NIT Silchar can opt for the hospitality package on the registration form. It covers accommodation on campus, the concerts and the other events of the conference; the Apply page gives its price.',
  },
  {
    question: 'Which committees are there?',
    answer:
      'Each conference has its own committees, presented with their agendas on the Annual Conference page. You can state a preference for up to three committees and up to nine portfolios.',
  },
  {
    question: 'How do I pay?',
    answer:
      'The registration form shows the bank account, the UPI IDs and a QR code. Pay the amount due, take a screenshot of the payment and upload it with your registration. You will get an email once the registration is confirmed.',
  },
  {
    question: 'Will I get a certificate?',
    answer:
      'Every delegate receives a certificate of participation. The best delegates of each committee receive awards and certificates of merit at the valedictory ceremony.',
  },
  {
    question: 'How are committees and portfolios allotted?',
    answer:
      'After your payment is verified and your registration confirmed, the secretariat allots a committee and a portfolio, taking your preferences and previous MUN experience into account. The allotment is sent to you by email.',
  },
  {
    question: 'Whom do I contact with other questions?',
    answer: `Write to us with the form on this page, mail ${contactDetails.email} or call ${contactDetails.phone}. We usually reply within two days.`,
  },
];

/** Copy of the Contact page, which hosts the FAQ. */
export const contactPage = {
  eyebrow: 'Get in touch',
  title: 'Contact Us',
  lead: 'Questions about the conference, collaborations or the club? Write to us and we will get back to you soon.',
  formTitle: 'Send us a message',
  formHint: 'All fields are required.',
  detailsTitle: 'Contact details',
  faqEyebrow: 'FAQ',
  faqTitle: 'Frequently Asked Questions',
  faqLead: 'Everything delegates usually ask us before the conference.',
};
