/** jsdom has no matchMedia: a media query list that never matches (a wide screen), for component tests. */
export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}
