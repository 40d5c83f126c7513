/**
 * Image upload rules shared by the forms (a quick check of the chosen file) and the server (which checks the
 * real bytes, see src/server/images). Uploads travel as `data:<mime>;base64,...` URLs inside JSON bodies.
 */
export const imageRules = {
  types: ['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'image/avif'],
  /** File extensions the file picker offers (`accept` attribute). */
  accept: '.png,.jpg,.jpeg,.webp,.avif,image/png,image/jpeg,image/webp,image/avif',
  profilePhotoMaxBytes: 300 * 1024,
  paymentMaxBytes: 500 * 1024,
} as const;

/** The longest data URL that can carry `maxBytes` of data (base64 grows 4/3, plus the `data:...;base64,` prefix). */
export function maxDataUrlLength(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 64;
}

/**
 * Browser-side check of a chosen file: an accepted type and at most `maxBytes`. The server checks the
 * decoded bytes again (the declared type is not trusted there).
 */
export function checkImageFile(file: { type: string; size: number }, maxBytes: number): boolean {
  return (
    (imageRules.types as readonly string[]).includes(file.type) && file.size > 0 && file.size <= maxBytes
  );
}

/** `srcset` of an image's width variants (narrowest first). */
export function srcSetOf(image: { variants: readonly { url: string; width: number }[] }): string {
  return [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}
