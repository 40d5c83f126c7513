/** The Apply page: how to register for the Annual Conference 2024. */
import { EVENT_NAME, fees } from '~/shared/constants';

export interface ApplyStep {
  title: string;
  body: string;
}

export const apply = {
  eyebrow: 'Apply',
  title: `Apply for the ${EVENT_NAME}`,
  intro:
    'Registration takes a few minutes. Follow these steps to secure your seat as a delegate; register on your own or bring your friends along as a group.',
  closedNotice: `Registrations for ${EVENT_NAME} have been closed.`,
  closedDetail:
    'Thank you for the overwhelming response. Follow NITSMUN on social media to hear about our next events.',
  stepsHeading: 'Steps to apply',
  steps: [
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
      body: `Register alone for Rs ${fees.individual}, or as a group of at least ${fees.groupMinPeople} people for Rs ${fees.groupPerMember} per head. A group leader invites the members by email, and each member registers through the invite link.`,
    },
    {
      title: 'Pick committees and portfolios',
      body: 'Select one to three committees and up to three portfolios in each (at most nine in all), and tell us about your previous MUN experience.',
    },
    {
      title: 'Pay and upload the screenshot',
      body: `Pay the amount due through the bank account, a UPI ID or the QR code shown on the form, then upload a screenshot of the payment (under 500KB). Delegates from outside NIT Silchar can add hospitality for Rs ${fees.hospitality}.`,
    },
    {
      title: 'Wait for the confirmation email',
      body: 'The secretariat verifies your payment and confirms your registration by email, followed by your committee and portfolio allotment.',
    },
  ] satisfies ApplyStep[],
  registerPrompt: 'Already have an account? Continue to the registration form.',
  feesTitle: 'Delegate fees',
  fees: [
    { label: 'Individual', amount: `Rs ${fees.individual}`, note: 'per delegate' },
    {
      label: 'Group',
      amount: `Rs ${fees.groupPerMember}`,
      note: `per head, for groups of ${fees.groupMinPeople} or more`,
    },
    {
      label: 'Hospitality',
      amount: `Rs ${fees.hospitality}`,
      note: 'optional, for students of other institutes',
    },
  ],
};
