/** The paragraphs of a text whose paragraphs are separated by blank lines (letters, an event's texts). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
