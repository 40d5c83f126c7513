/**
 * The words of every participation certificate; the club's name and institute come from the site settings
 * (docs/decisions/0071-pages-as-data-every-page.md) and the event's facts (dates, venue,
 * signatories) come from the event. Plain data without image imports, so the server can read it; the logo
 * is the site's (public/pages/site/logo.webp), converted for the PDF.
 */
export const certificateContent = {
  title: 'Certificate of Participation',
  /** An award certificate's title; the award itself (e.g. "Best Delegate") follows awardLead. */
  awardTitle: 'Certificate of Award',
  awardLead: 'was awarded ',
  lead: 'This is to certify that',
  logoFile: 'public/pages/site/logo.webp',
  verifyLead: 'Verify this certificate at',
  scanLead: 'Scan to verify',
} as const;
