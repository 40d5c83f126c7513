/**
 * The emails of the accounts flow (registration mail: registration-templates.ts), each with a text and an
 * HTML body. Links are built from PUBLIC_URL; user data is HTML-escaped.
 */
import { paths } from '~/shared/paths';
import type { MailMessage, MailPriority } from './outbox';

export const SITE = 'NITSMUN';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export interface Body {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

export function render(
  to: string,
  subject: string,
  body: Body,
  priority: MailPriority = 'normal',
): MailMessage {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    `${SITE}, the Model United Nations club of NIT Silchar`,
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#0b1530;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, open this address: <a href="${escapeHtml(body.action.url)}" style="color:#0b1530">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:4px solid #c9984e">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b1530;letter-spacing:1px">${SITE}</p>
${paragraph(body.greeting)}
${body.paragraphs.map(paragraph).join('\n')}
${button}
${(body.after ?? []).map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#555555">${SITE}, the Model United Nations club of NIT Silchar</p>
</div></body></html>`;
  return { to, subject, text, html, priority };
}

export interface Recipient {
  name: string;
  email: string;
}

/**
 * Mail to an address nobody has proven to own yet (the welcome, the verification link) carries only our own
 * text: whoever signs up with someone else's address cannot make us send that inbox words of their choosing,
 * such as a name that reads like a message or a link.
 */
export function verificationEmail(user: Pick<Recipient, 'email'>, link: string): MailMessage {
  return render(
    user.email,
    `Verify your email for ${SITE}`,
    {
      greeting: 'Hello,',
      paragraphs: ['Please confirm that this is your email address to register for the Annual Conference.'],
      action: { label: 'Verify my email', url: link },
      after: ['The link works once and expires in 24 hours. If you did not ask for it, ignore this email.'],
    },
    'high',
  );
}

export function resetPasswordEmail(user: Recipient, link: string): MailMessage {
  return render(
    user.email,
    `Reset your ${SITE} password`,
    {
      greeting: `Hello ${user.name},`,
      paragraphs: ['Someone (hopefully you) asked to reset the password of your account.'],
      action: { label: 'Choose a new password', url: link },
      after: [
        'The link works once and expires in 1 hour; only the newest link you received works. If you did not ask for it, ignore this email: your password stays the same.',
      ],
    },
    'high',
  );
}

/** The first mail after a sign-up: only our own text (see verificationEmail). */
export function welcomeEmail(user: Pick<Recipient, 'email'>, publicUrl: string): MailMessage {
  return render(
    user.email,
    `Welcome to ${SITE}`,
    {
      greeting: 'Hello,',
      paragraphs: [
        `A ${SITE} account has been created with this email address.`,
        'Log in and verify your email address from your dashboard to register for the Annual Conference.',
      ],
      action: { label: 'Log in', url: siteUrl(publicUrl, paths.login) },
      after: ['If you did not create it, ignore this email.'],
    },
    'bulk',
  );
}

export function deletionScheduledEmail(user: Recipient, deleteAfter: Date, publicUrl: string): MailMessage {
  const when = deleteAfter.toUTCString();
  return render(user.email, `Your ${SITE} account is scheduled for deletion`, {
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `As you asked, your ${SITE} account has been scheduled for deletion and you have been logged out everywhere.`,
      `Your account and its data will be deleted permanently after ${when}. Until then you cannot log in.`,
    ],
    after: [
      `If you did not ask for this, reply to this email or write to us through ${siteUrl(publicUrl, paths.contact)} before that date.`,
    ],
  });
}
