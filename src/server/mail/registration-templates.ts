/** The emails of conference registration: confirmations, the group's completion and invites. */
import { type AmountDue, formatRupees } from '~/shared/fees';
import { paths } from '~/shared/paths';
import type { MailMessage } from './outbox';
import { type Body, type Recipient, SITE, render as renderMail, siteUrl } from './templates';

/** Every message of this file is about a registration: sent before bulk mail (outbox priority). */
const render = (to: string, subject: string, body: Body) => renderMail(to, subject, body, 'high');

const dashboardAction = (publicUrl: string) => ({
  label: 'Open my dashboard',
  url: siteUrl(publicUrl, paths.dashboard),
});

const amountParagraphs = (amount: AmountDue) => [
  `Amount due: ${formatRupees(amount.total)} (${amount.lines.map((l) => `${l.label}: ${formatRupees(l.amount)}`).join('; ')}).`,
];

const pendingNote =
  'Your registration is pending: the organisers check your payment and confirm it, and we will write to you again then.';

/** To an individual registrant. */
export function individualRegisteredEmail(
  user: Recipient,
  eventName: string,
  amount: AmountDue,
  publicUrl: string,
): MailMessage {
  return render(user.email, `[${SITE}] ${eventName} registration completed`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `Congratulations, you have registered for the ${eventName}.`,
      ...amountParagraphs(amount),
      pendingNote,
    ],
    action: dashboardAction(publicUrl),
  });
}

/** To a group leader who has registered the group. */
export function leaderRegisteredEmail(
  user: Recipient,
  group: { eventName: string; grpName: string; members: string[] },
  amount: AmountDue,
  publicUrl: string,
): MailMessage {
  return render(
    user.email,
    `[${SITE}] ${group.eventName} registration completed for the group ${group.grpName}`,
    {
      greeting: `Hello ${user.name},`,
      paragraphs: [
        `Congratulations, your group ${group.grpName} is registered for the ${group.eventName}.`,
        `Its members: you and ${group.members.join(', ')}.`,
        ...amountParagraphs(amount),
        pendingNote,
      ],
      action: dashboardAction(publicUrl),
    },
  );
}

/** To a member who registered through an invite link. */
export function memberRegisteredEmail(
  user: Recipient,
  group: { eventName: string; grpName: string; leaderName: string; leaderEmail: string },
  publicUrl: string,
): MailMessage {
  return render(user.email, `[${SITE}] ${group.eventName} registration completed`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `Congratulations, you have registered for the ${group.eventName} as a member of the group ${group.grpName}.`,
      `Your registration is awaiting the leader's payment: your group leader, ${group.leaderName} (${group.leaderEmail}), completes the group's registration and pays for the whole group (your hospitality included, if you chose accommodation). The organisers can confirm your registration only after that; we will write to you when the leader has registered.`,
    ],
    action: dashboardAction(publicUrl),
  });
}

/** To each registered member once the leader has registered the group (with the amount paid for it). */
export function groupRegisteredEmail(
  member: { email: string },
  group: { eventName: string; grpName: string; leaderName: string; amount: AmountDue },
  publicUrl: string,
): MailMessage {
  return render(member.email, `[${SITE}] ${group.eventName}: your group ${group.grpName} is registered`, {
    greeting: 'Hello,',
    paragraphs: [
      `Your group leader, ${group.leaderName}, has completed the registration of the group ${group.grpName} for the ${group.eventName} and paid ${formatRupees(group.amount.total)} for the group.`,
      pendingNote,
    ],
    action: dashboardAction(publicUrl),
  });
}

/** The invite: its link opens the member's registration form. */
export function inviteEmail(
  member: Recipient,
  invite: { eventName: string; grpName: string; leaderName: string; leaderEmail: string },
  link: string,
): MailMessage {
  return render(member.email, `[${SITE}] ${invite.leaderName} invited you to the group ${invite.grpName}`, {
    greeting: `Hello ${member.name},`,
    paragraphs: [
      `${invite.leaderName} (${invite.leaderEmail}) invited you to register for the ${invite.eventName} as a member of the group ${invite.grpName}.`,
      'Log in with this email address, open the link and fill in your preferences. You pay nothing: the group leader pays for the whole group.',
    ],
    action: { label: 'Register with the group', url: link },
    after: [
      'The link works once, for your account only; a new invite replaces it. If you were not expecting it, ignore this email.',
    ],
  });
}
