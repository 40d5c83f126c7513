/** The Apply page: how to register for the featured event. Its fees come with the event (database). */
import type { EventFees } from '~/shared/schemas/events';

export interface ApplyStep {
  title: string;
  body: string;
}

/** 'Rs 1,800', as the registration form writes amounts. */
const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-IN')}`;

/** The steps; the fees are named when the event gives them (null while no event is featured). */
function steps(fees: EventFees | null): ApplyStep[] {
  return [
    {
      title: 'Sign up',
      body: 'Create your NITSMUN account with your name, phone number and personal email. Students of NIT Silchar also add their scholar ID, branch, year and institute email.',
    },
    {
      title: 'Verify your email',
      body: 'From your dashboard, ask for a verification link and open it. Only verified accounts can register for the conference.',
    },
    {
      title: 'Choose individual or group',
      body: fees
        ? `Register alone for ${rupees(fees.individual)}, or as a group of at least ${fees.groupMinPeople} people for ${rupees(fees.groupPerMember)} per head. A group leader invites the members by email, and each member registers through the invite link.`
        : 'Register alone, or as a group at a lower fee per head. A group leader invites the members by email, and each member registers through the invite link.',
    },
    {
      title: 'Pick committees and portfolios',
      body: 'Select one to three committees and up to three portfolios in each (at most nine in all), and tell us about your previous MUN experience.',
    },
    {
      title: 'Pay and upload the screenshot',
      body: `Pay the amount due through the bank account, a UPI ID or the QR code shown on the form, then upload a screenshot of the payment (under 500KB). Delegates from outside NIT Silchar can add hospitality${fees ? ` for ${rupees(fees.hospitality)}` : ''}.`,
    },
    {
      title: 'Wait for the confirmation email',
      body: 'The secretariat verifies your payment and confirms your registration by email, followed by your committee and portfolio allotment.',
    },
  ];
}

/** The fee card's lines. */
function feeLines(fees: EventFees) {
  return [
    { label: 'Individual', amount: rupees(fees.individual), note: 'per delegate' },
    {
      label: 'Group',
      amount: rupees(fees.groupPerMember),
      note: `per head, for groups of ${fees.groupMinPeople} or more`,
    },
    {
      label: 'Hospitality',
      amount: rupees(fees.hospitality),
      note: 'optional, for students of other institutes',
    },
  ];
}

export const apply = {
  eyebrow: 'Apply',
  /** The page's heading: 'Apply for the <event name>'. */
  title: (eventName: string | null) => (eventName ? `Apply for the ${eventName}` : 'Apply'),
  metaTitle: 'Apply',
  description: (eventName: string | null) =>
    `How to apply${eventName ? ` for the ${eventName}` : ''} of NITSMUN: sign up, verify your email, choose committees and portfolios, pay and get confirmed.`,
  intro:
    'Registration takes a few minutes. Follow these steps to secure your seat as a delegate; register on your own or bring your friends along as a group.',
  closedDetail:
    'Thank you for the overwhelming response. Follow NITSMUN on social media to hear about our next events.',
  stepsHeading: 'Steps to apply',
  steps,
  registerPrompt: 'Already have an account? Continue to the registration form.',
  feesTitle: 'Delegate fees',
  feeLines,
};
