/**
 * Participation and award certificates: the verification code, the public verification answer, the admin's
 * issue / list / revoke answers and the delegate's own list. One contract for the API
 * (src/server/modules/certificates/routes.ts) and the pages.
 */
import { messages } from '../messages';
import { certificateMessages } from '../desk-messages';
import { registrationRules } from './registration';
import { z } from '../zod';

const m = certificateMessages;

export const certificateRules = {
  /** 20 random bytes in lowercase base32 (RFC 4648 alphabet, no padding): 160 bits, 32 characters. */
  codeBytes: 20,
  codeLength: 32,
} as const;

export const certificateCodePattern = /^[a-z2-7]{32}$/;

/** A code from a path: anything else is unknown (404), checked before any query. */
export const certificateCodeSchema = z.string().max(certificateRules.codeLength * 4, m.unknown);

export const certificateEventParams = z.object({
  eventName: z.string().max(registrationRules.eventName, messages.admin.noSuchEvent),
});

export const certificateCodeParams = z.object({ code: certificateCodeSchema });

export const certificateEventCodeParams = certificateEventParams.extend({ code: certificateCodeSchema });

export const certificateStatuses = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** The day a certificate was issued (YYYY-MM-DD) on the conference's calendar (India): what it prints. */
const issuedOn = z
  .string()
  .describe('YYYY-MM-DD in India (Asia/Kolkata), the date printed on the certificate');

/** What the public verification page may show, and nothing else. */
export const certificateVerificationSchema = z.object({
  name: z.string(),
  event: z.string(),
  committee: z.string(),
  portfolio: z.string(),
  /** An award certificate's award as printed (e.g. "Best Delegate"); null for a participation certificate. */
  award: z.string().nullable(),
  issuedAt: z.string(),
  issuedOn,
  status: z.enum(certificateStatuses),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateVerifyResponseSchema = z.object({
  message: z.string(),
  certificate: certificateVerificationSchema,
});
export type CertificateVerifyResponse = z.infer<typeof certificateVerifyResponseSchema>;

/**
 * What makes issuing now a likely mistake: the conference's last day (India) has not come, it has no dates,
 * or the event has no signatories. The issue call answers 409 unless each present problem is confirmed.
 */
export const certificateProblemCodes = ['beforeLastDay', 'noDates', 'noSignatories'] as const;
export type CertificateProblemCode = (typeof certificateProblemCodes)[number];

export const certificateProblemSchema = z.object({
  code: z.enum(certificateProblemCodes),
  message: z.string(),
});
export type CertificateProblem = z.infer<typeof certificateProblemSchema>;

/** POST .../certificates/issue: the problems the admin saw and confirmed (none: an empty body). */
export const certificateIssueBodySchema = z
  .object({
    confirmed: z
      .array(z.enum(certificateProblemCodes, { error: m.unconfirmedProblems('unknown problem') }))
      .max(certificateProblemCodes.length)
      .optional(),
  })
  .strict()
  .nullish();
export type CertificateIssueBody = z.input<typeof certificateIssueBodySchema>;

export const certificateIssueResponseSchema = z.object({
  message: z.string(),
  /** Certificates written by this call. */
  issued: z.number().int(),
  /** Eligible delegates who already held a certificate (live, or revoked: only Re-issue replaces it). */
  existing: z.number().int(),
});
export type CertificateIssueResponse = z.infer<typeof certificateIssueResponseSchema>;

export const certificateListItemSchema = z.object({
  _id: z.string(),
  code: z.string(),
  delegateName: z.string(),
  committee: z.string(),
  portfolio: z.string(),
  award: z.string().nullable(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type CertificateListItem = z.infer<typeof certificateListItemSchema>;

export const certificateListResponseSchema = z.object({
  message: z.string(),
  eventName: z.string(),
  /** Eligible delegates (confirmed, seated, attended a day) who never held a certificate: Issue adds them. */
  eligibleWithout: z.number().int(),
  /** What issuing now would get wrong: the page asks to confirm each before issuing. */
  problems: z.array(certificateProblemSchema),
  certificates: z.array(certificateListItemSchema),
});
export type CertificateListResponse = z.infer<typeof certificateListResponseSchema>;

export const myCertificateSchema = z.object({
  code: z.string(),
  eventName: z.string(),
  committee: z.string(),
  portfolio: z.string(),
  award: z.string().nullable(),
  issuedAt: z.string(),
  issuedOn,
});

/** POST .../certificates/:code/reissue: the new certificate's code. */
export const certificateReissueResponseSchema = z.object({ message: z.string(), code: z.string() });
export type CertificateReissueResponse = z.infer<typeof certificateReissueResponseSchema>;
export type MyCertificate = z.infer<typeof myCertificateSchema>;

export const myCertificatesResponseSchema = z.object({
  message: z.string(),
  certificates: z.array(myCertificateSchema),
});
export type MyCertificatesResponse = z.infer<typeof myCertificatesResponseSchema>;

/** The response header of the ZIP download carrying how many certificates it holds (for the progress bar). */
export const certificateCountHeader = 'x-certificate-count';

/** The file name of one certificate, in the ZIP and as a download. */
export function certificateFileName(delegateName: string, code: string): string {
  const base = delegateName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'certificate'}-${code.slice(0, 8)}.pdf`;
}
