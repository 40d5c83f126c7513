/**
 * Announcements: an admin's message (subject and plain-text body) to an audience of one event,
 * one contract for the compose form, the API (src/server/modules/announcements/routes.ts) and the delegates'
 * dashboards.
 */
import { announcementMessages } from '../desk-messages';
import { z } from '../zod';
import { registrationKinds, registrationRules, registrationStatuses } from './registration';

const m = announcementMessages;

export const announcementRules = {
  subject: 150,
  body: 5000,
  /** Longest committee code accepted as an audience (registrations name committees by code). */
  committee: registrationRules.choice,
  /** Recipients listed by the preview. */
  sampleSize: 10,
  /** Sends per admin per hour (each one mails a whole audience). */
  sendsPerHour: 5,
  /** Announcements a delegate's dashboard lists (newest first). */
  dashboardLimit: 50,
  /** The 'unpaid' audience: bills not received this many days (at least, at most) after registering. */
  unpaidDays: { min: 1, max: 60, default: 7 },
} as const;

export const audienceTypes = ['all', 'status', 'committee', 'kind', 'unpaid'] as const;
export type AudienceType = (typeof audienceTypes)[number];

const unpaidDaysError = m.invalidDays(announcementRules.unpaidDays.min, announcementRules.unpaidDays.max);

export const audienceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('all') }).strict(),
    z
      .object({ type: z.literal('status'), value: z.enum(registrationStatuses, { error: m.invalidStatus }) })
      .strict(),
    z
      .object({ type: z.literal('kind'), value: z.enum(registrationKinds, { error: m.invalidKind }) })
      .strict(),
    z
      .object({
        type: z.literal('committee'),
        value: z
          .string({ error: m.invalidCommittee })
          .trim()
          .min(1, m.invalidCommittee)
          .max(announcementRules.committee, m.invalidCommittee),
      })
      .strict(),
    /**
     * The payers whose money is not received (due or submitted) and who registered more than `days` days
     * ago: a reminder. Declined registrations are left out.
     */
    z
      .object({
        type: z.literal('unpaid'),
        days: z
          .number({ error: unpaidDaysError })
          .int(unpaidDaysError)
          .min(announcementRules.unpaidDays.min, unpaidDaysError)
          .max(announcementRules.unpaidDays.max, unpaidDaysError),
      })
      .strict(),
  ],
  { error: m.invalidAudience },
);
export type Audience = z.infer<typeof audienceSchema>;

export const announcementSubject = z
  .string({ error: m.subjectRequired })
  .trim()
  .min(1, m.subjectRequired)
  .max(announcementRules.subject, m.subjectTooLong(announcementRules.subject))
  // A line break in a subject would end up in the mail's header.
  .refine((s) => !/[\r\n\u0085\u2028\u2029]/.test(s), m.subjectOneLine);

export const announcementBody = z
  .string({ error: m.bodyRequired })
  .trim()
  .min(1, m.bodyRequired)
  .max(announcementRules.body, m.bodyTooLong(announcementRules.body));

/** POST .../announcements/preview */
export const announcementPreviewBodySchema = z
  .object({ audience: audienceSchema }, { error: m.invalidAudience })
  .strict();
export type AnnouncementPreviewBody = z.infer<typeof announcementPreviewBodySchema>;

/** POST .../announcements */
export const announcementSendBodySchema = z
  .object(
    { subject: announcementSubject, body: announcementBody, audience: audienceSchema },
    { error: m.bodyRequired },
  )
  .strict();
export type AnnouncementSendBody = z.infer<typeof announcementSendBodySchema>;

export const recipientSchema = z.object({ name: z.string(), email: z.string() });

export const announcementPreviewResponseSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  /** The first recipients by name. */
  sample: z.array(recipientSchema),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewResponseSchema>;

/** Delivery of an announcement's emails, from its outbox rows. */
export const deliverySchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  /** Gave up after every attempt. */
  failed: z.number().int(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** An audience as an announcement keeps it (the table's type: checked when it was sent). */
export const storedAudienceSchema = z.object({
  type: z.enum(audienceTypes),
  value: z.string().optional(),
  days: z.number().int().optional(),
});
export type StoredAudience = z.infer<typeof storedAudienceSchema>;

export const adminAnnouncementSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: storedAudienceSchema,
  authorEmail: z.string(),
  createdAt: z.string(),
  recipientCount: z.number().int(),
  delivery: deliverySchema,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const announcementSendResponseSchema = z.object({
  message: z.string(),
  announcement: adminAnnouncementSchema,
});
export type AnnouncementSendResponse = z.infer<typeof announcementSendResponseSchema>;

export const adminAnnouncementsResponseSchema = z.object({
  message: z.string(),
  /** Newest first. */
  announcements: z.array(adminAnnouncementSchema),
});
export type AdminAnnouncementsResponse = z.infer<typeof adminAnnouncementsResponseSchema>;

/** What a delegate's dashboard shows of an announcement they received. */
export const receivedAnnouncementSchema = z.object({
  _id: z.string(),
  eventName: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ReceivedAnnouncement = z.infer<typeof receivedAnnouncementSchema>;

export const receivedAnnouncementsResponseSchema = z.object({
  message: z.string(),
  announcements: z.array(receivedAnnouncementSchema),
});
export type ReceivedAnnouncementsResponse = z.infer<typeof receivedAnnouncementsResponseSchema>;

const kindLabels: Record<(typeof registrationKinds)[number], string> = {
  individual: 'Individual delegates',
  leader: 'Group leaders',
  member: 'Group members',
};

/** The audience in words (the admin's list, the audit log). */
export function describeAudience(audience: StoredAudience, committeeName?: string): string {
  const value = audience.value ?? '';
  switch (audience.type) {
    case 'all':
      return 'All registrants';
    case 'status':
      return `Registrations ${value}`;
    case 'kind':
      return kindLabels[value as keyof typeof kindLabels] ?? value;
    case 'committee':
      return `Committee ${committeeName ?? value}`;
    case 'unpaid':
      return `Payment not received ${audience.days ?? '?'} days after registering`;
  }
}

export { kindLabels as audienceKindLabels };

/** A piece of an announcement's text: plain text, or a link (http and https only). */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/** The text split into plain parts and links, for the mail's HTML and the dashboard (never HTML itself). */
export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const raw = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (href === null) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
