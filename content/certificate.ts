/**
 * What every participation certificate says about the club (issue 16); the event's facts (dates, venue,
 * signatories) come from the event. Plain data without image imports, so the server can read it; the logo
 * is the site's (public/pages/site/logo.webp), converted for the PDF.
 */
export const certificateContent = {
  clubName: 'NIT Silchar Model United Nations',
  institute: 'National Institute of Technology Silchar',
  title: 'Certificate of Participation',
  lead: 'This is to certify that',
  logoFile: 'public/pages/site/logo.webp',
  verifyLead: 'Verify this certificate at',
  scanLead: 'Scan to verify',
} as const;
