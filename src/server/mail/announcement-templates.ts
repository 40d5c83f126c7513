/**
 * The email of an admin's announcement. The admin's body is plain text: in the HTML every
 * character of it is escaped and only http(s) addresses become links, so nothing an admin (or whoever
 * took over an admin's session) writes can add markup, scripts or other kinds of links.
 */
import { paths } from '~/shared/paths';
import { textWithLinks } from '~/shared/schemas/announcements';
import type { MailMessage } from './outbox';
import { type Recipient, SITE, escapeHtml, siteUrl } from './templates';

export interface AnnouncementContent {
  eventName: string;
  subject: string;
  body: string;
}

/** A paragraph of the body: its lines joined by <br>, its addresses as links, everything else escaped. */
function paragraphHtml(paragraph: string): string {
  const inner = textWithLinks(paragraph)
    .map((part) =>
      part.href === undefined
        ? escapeHtml(part.text).replace(/\r?\n/g, '<br>')
        : `<a href="${escapeHtml(part.href)}" style="color:#0b1530">${escapeHtml(part.text)}</a>`,
    )
    .join('');
  return `<p style="margin:0 0 16px">${inner}</p>`;
}

export const announcementSubjectLine = (content: AnnouncementContent) =>
  `[${SITE}] ${content.eventName}: ${content.subject}`;

export function announcementEmail(
  user: Recipient,
  content: AnnouncementContent,
  publicUrl: string,
  announcementId: string,
): MailMessage {
  const subject = announcementSubjectLine(content);
  const dashboard = siteUrl(publicUrl, paths.dashboard);
  const paragraphs = content.body.split(/(?:\r?\n){2,}/);
  const footer = `An announcement of the ${content.eventName} organisers to its registrants. You can read it again on your dashboard: ${dashboard}`;
  const text = [
    `Hello ${user.name},`,
    '',
    content.body,
    '',
    footer,
    '',
    `${SITE}, the Model United Nations club of NIT Silchar`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:4px solid #c9984e">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b1530;letter-spacing:1px">${SITE}</p>
<h1 style="margin:0 0 16px;font-size:18px;color:#0b1530">${escapeHtml(content.subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(`Hello ${user.name},`)}</p>
${paragraphs.map(paragraphHtml).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#555555">An announcement of the ${escapeHtml(content.eventName)} organisers to its registrants. You can read it again on <a href="${escapeHtml(dashboard)}" style="color:#0b1530">your dashboard</a>.</p>
<p style="margin:8px 0 0;font-size:13px;color:#555555">${SITE}, the Model United Nations club of NIT Silchar</p>
</div></body></html>`;
  return { to: user.email, subject, text, html, priority: 'announcement', announcementId };
}
