/** How long the search waits after the last keystroke before it searches. */
export const SEARCH_DELAY_MS = 300;

/**
 * What a search box should search for now: the trimmed text when it differs from the search in effect,
 * else null (nothing to do: spaces around the words never start a search).
 */
export function nextSearch(text: string, current: string): string | null {
  const term = text.trim();
  return term === current ? null : term;
}

/**
 * The text to show when the search in effect changes from outside the box (Back, a link): the box keeps
 * what the visitor typed while it still means that search.
 */
export function syncedText(text: string, current: string): string {
  return text.trim() === current ? text : current;
}
