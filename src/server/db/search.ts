/** A LIKE/ILIKE pattern that matches `text` anywhere, literally (its %, _ and \ escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
