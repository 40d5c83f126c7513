/** The emails an admin's decision sends the delegate: confirmed, declined, committee and portfolio assigned. */
import { paths } from '~/shared/paths';
import type { MailMessage } from './outbox';
import type { MailAttachment } from './table';
import { type Body, type Recipient, SITE, render as renderMail, siteUrl } from './templates';

/** Every message of this file is about a registration: sent before bulk mail (outbox priority). */
const render = (to: string, subject: string, body: Body) => renderMail(to, subject, body, 'high');

const dashboardAction = (publicUrl: string) => ({
  label: 'Open my dashboard',
  url: siteUrl(publicUrl, paths.dashboard),
});

export function registrationConfirmedEmail(
  user: Recipient,
  eventName: string,
  publicUrl: string,
): MailMessage {
  return render(user.email, `[${SITE}] ${eventName}: your registration is confirmed`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `Your registration for the ${eventName} is confirmed: we have checked your payment.`,
      'Your committee and portfolio will be assigned soon; we will write to you again then.',
    ],
    action: dashboardAction(publicUrl),
  });
}

export function registrationDeclinedEmail(
  user: Recipient,
  eventName: string,
  publicUrl: string,
): MailMessage {
  return render(user.email, `[${SITE}] ${eventName}: your registration was declined`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `We are sorry: your registration for the ${eventName} was declined, usually because the payment could not be verified.`,
      'If you think this is a mistake, reply to the organisers through the Contact page with your registered email address.',
    ],
    action: { label: 'Contact us', url: siteUrl(publicUrl, paths.contact) },
  });
}

/** A declined registration reopened after its decline's email went out: it is being reviewed again. */
export function registrationReopenedEmail(
  user: Recipient,
  eventName: string,
  publicUrl: string,
): MailMessage {
  return render(user.email, `[${SITE}] ${eventName}: your registration is under review again`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `Please disregard our earlier email: your registration for the ${eventName} is being reviewed again.`,
      'We will write to you once it is confirmed or declined.',
    ],
    action: dashboardAction(publicUrl),
  });
}

/** With the delegate's check-in code: its QR code is attached (checkin/codes.ts). */
export function portfolioAssignedEmail(
  user: Recipient,
  assignment: { eventName: string; committee: string; portfolio: string },
  publicUrl: string,
  checkin?: { code: string; qr: MailAttachment },
): MailMessage {
  const mail = render(user.email, `[${SITE}] ${assignment.eventName}: your committee and portfolio`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `You will represent ${assignment.portfolio} in ${assignment.committee} at the ${assignment.eventName}.`,
      'Read the background guide of your committee and prepare your position. See you at the conference!',
      ...(checkin
        ? [
            `Your check-in code is ${checkin.code}. Show the attached QR code (or the one on your dashboard) at the door of the venue.`,
          ]
        : []),
    ],
    action: dashboardAction(publicUrl),
  });
  return checkin ? { ...mail, attachments: [checkin.qr] } : mail;
}

/** A chair's invite: its link opens the invite page, where the invited email's account accepts it. */
export function chairInviteEmail(
  to: string,
  invite: { eventName: string; committeeName: string; invitedBy: string },
  link: string,
): MailMessage {
  return render(to, `[${SITE}] You are invited to chair ${invite.committeeName} at ${invite.eventName}`, {
    greeting: 'Hello,',
    paragraphs: [
      `${invite.invitedBy} invited you to chair ${invite.committeeName} at ${invite.eventName}.`,
      'Open the link, then sign up or log in with this email address to accept. As a chair you take the roll call of your committee.',
    ],
    action: { label: 'Accept the invite', url: link },
    after: ['If you were not expecting it, ignore this email.'],
  });
}
