/**
 * Names people read and links are built from (event names, people's names that print on certificates):
 * normalised to NFKC (a full-width or ligature form is stored as its plain letters), and refused when they
 * hide characters, are only dots (`.` and `..` resolve to other pages in a link), or mix alphabets whose
 * letters look alike (a Cyrillic 'А' inside a Latin name is a look-alike of another name).
 */
import { messages } from './messages';

/** NFKC, then trimmed (NFKC turns a no-break space into a space). */
export const normalizeName = (value: string): string => value.normalize('NFKC').trim();

/** Joiners that some Indic spellings need; invisible in Latin, Greek or Cyrillic text. */
const joiners = /[\u200c\u200d]/u;
/** Control, format, private-use, unassigned and surrogate code points, and line or paragraph separators. */
const hidden = /[\p{C}\p{Zl}\p{Zp}]/u;
/** Alphabets with letters that look like each other's. */
const lookAlikeScripts = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];

export type NameProblem = 'hidden' | 'dots' | 'mixedScripts';

const scriptsOf = (text: string) => lookAlikeScripts.filter((script) => script.test(text)).length;

/**
 * What is wrong with a name (already normalised), if anything. `scripts`: 'whole' for event names (a title
 * in one alphabet), 'perWord' for people's names, whose words may come from different alphabets
 * ('Ananya Дмитрий') while a word that mixes them ('Аsha' with a Cyrillic 'А') is a look-alike.
 */
export function nameProblem(name: string, scripts: 'whole' | 'perWord' = 'whole'): NameProblem | null {
  const lookAlike = scriptsOf(name) > 0;
  for (const char of name) {
    if (hidden.test(char) && !(joiners.test(char) && !lookAlike)) return 'hidden';
  }
  if (/^[.\s]+$/u.test(name)) return 'dots';
  const parts = scripts === 'whole' ? [name] : name.split(/\s+/u);
  if (parts.some((part) => scriptsOf(part) > 1)) return 'mixedScripts';
  return null;
}

/** The message for a name's problem. */
export function nameProblemMessage(problem: NameProblem): string {
  const m = messages.names;
  return problem === 'hidden' ? m.hiddenCharacters : problem === 'dots' ? m.dotsOnly : m.mixedScripts;
}
