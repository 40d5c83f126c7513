/**
 * Texts of an event that name another year than its own: what a superadmin reviews after copying last
 * year's edition (the hero's alt text, the agendas, the about text...). The event's own year is the year of
 * its start date, else the year its name carries; an event with neither has no year of its own, so every
 * text that names a year is listed. Pure: the editor computes it from the event it shows.
 */

/** Where a text lives in the editor (the section that edits it) and what it is. */
export interface YearText {
  section: 'details' | 'committees' | 'board' | 'cosponsors';
  /** e.g. 'Hero image: alt text', '<committee>: agenda'. */
  label: string;
  text: string;
  /** The other years it names, in order of appearance. */
  years: string[];
}

interface Image {
  alt: string;
}

/** The fields of an event that hold text (the public and the editor's shape both have them). */
export interface EventTexts {
  name: string;
  startsOn: string | null;
  theme: string;
  about: string;
  venue: string;
  hero: Image | null;
  committees: readonly {
    code: string;
    displayName: string;
    fullName: string;
    agenda: string;
    description: string;
    banner: Image | null;
  }[];
  board: readonly { name: string; role: string; bio: string; photo: Image | null }[];
  coSponsors: readonly { name: string; description: string; logo: Image | null }[];
}

/** Years from 1900 to 2099 written as a word of four digits. */
const yearPattern = /(?<![\dA-Za-z])(19|20)\d{2}(?![\dA-Za-z])/g;

export function yearsIn(text: string): string[] {
  return [...new Set(text.match(yearPattern) ?? [])];
}

/** The event's own year: its start date's, else the one its name carries (the last one named), else null. */
export function ownYear(event: Pick<EventTexts, 'name' | 'startsOn'>): string | null {
  if (event.startsOn) return event.startsOn.slice(0, 4);
  return yearsIn(event.name).at(-1) ?? null;
}

export function textsNamingOtherYears(event: EventTexts): YearText[] {
  const own = ownYear(event);
  const out: YearText[] = [];
  const check = (section: YearText['section'], label: string, text: string | undefined) => {
    if (!text) return;
    const years = yearsIn(text).filter((y) => y !== own);
    if (years.length > 0) out.push({ section, label, text, years });
  };
  check('details', 'Theme', event.theme);
  check('details', 'About', event.about);
  check('details', 'Venue', event.venue);
  check('details', 'Hero image: alt text', event.hero?.alt);
  for (const c of event.committees) {
    const name = c.displayName || c.code;
    check('committees', `${name}: display name`, c.displayName);
    check('committees', `${name}: full name`, c.fullName);
    check('committees', `${name}: agenda`, c.agenda);
    check('committees', `${name}: description`, c.description);
    check('committees', `${name}: banner alt text`, c.banner?.alt);
  }
  for (const b of event.board) {
    check('board', `${b.name}: role`, b.role);
    check('board', `${b.name}: bio`, b.bio);
    check('board', `${b.name}: photo alt text`, b.photo?.alt);
  }
  for (const s of event.coSponsors) {
    check('cosponsors', `${s.name}: name`, s.name);
    check('cosponsors', `${s.name}: description`, s.description);
    check('cosponsors', `${s.name}: logo alt text`, s.logo?.alt);
  }
  return out;
}
