/** The photo gallery's control labels (its page's own words are the `gallery` page document). */
export const galleryMessages = {
  stripLabel: 'Conference photographs',
  scrollLeft: 'Scroll photos left',
  scrollRight: 'Scroll photos right',
  /** Read before the photo's title on its thumbnail button. */
  open: (n: number, total: number) => `Open photo ${n} of ${total}: `,
  counter: (n: number, total: number) => `Photo ${n} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  previousPhoto: (n: number, total: number) => `Previous photo (${n} of ${total})`,
  nextPhoto: (n: number, total: number) => `Next photo (${n} of ${total})`,
  close: 'Close photo viewer',
  viewer: 'Photo viewer',
} as const;
