/** How the registration screen draws its UPI QR code (the e2e test draws the expected one the same way). */
export const qrOptions = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  color: { dark: '#0b1530', light: '#ffffff' },
} as const;

/** Shown at this size (CSS pixels). */
export const QR_SIZE = 200;

/** The <img> source of a drawn QR code (an SVG document). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
