/** The email a chair's review of a position paper sends its author. */
import { paths } from '~/shared/paths';
import type { MailMessage } from './outbox';
import { type Recipient, SITE, render, siteUrl } from './templates';

export function paperReviewEmail(
  user: Recipient,
  review: {
    eventName: string;
    committeeName: string;
    version: number;
    decision: 'accepted' | 'changesRequested';
    feedback: string | null;
  },
  publicUrl: string,
): MailMessage {
  const accepted = review.decision === 'accepted';
  const subject = accepted
    ? `[${SITE}] ${review.committeeName}: your position paper is accepted`
    : `[${SITE}] ${review.committeeName}: changes requested to your position paper`;
  const paragraphs = accepted
    ? [
        `The chair of ${review.committeeName} at ${review.eventName} accepted version ${review.version} of your position paper.`,
      ]
    : [
        `The chair of ${review.committeeName} at ${review.eventName} asks for changes to version ${review.version} of your position paper.`,
        'Upload the new version from your dashboard.',
      ];
  if (review.feedback) paragraphs.push(`Feedback from the chair: ${review.feedback}`);
  return render(
    user.email,
    subject,
    {
      greeting: `Hello ${user.name},`,
      paragraphs,
      action: { label: 'Open my dashboard', url: siteUrl(publicUrl, paths.dashboard) },
    },
    'high',
  );
}
