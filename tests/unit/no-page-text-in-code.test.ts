/**
 * The site's content is data (docs/decisions/0058-team-as-data.md, 0063-content-editing.md,
 * 0071-pages-as-data-every-page.md): no file under src/ (outside the migrations, which seed the data) or content/ may hold a
 * person's name or a page's text. The strings checked are those of the seeds (tests/fixtures): every name of the
 * team, its letters and the reviews, and every text of the pages and the gallery long enough to be the page's
 * own words rather than a label (a text with placeholders, piece by piece), and the team and results pages'
 * shorter headings and labels. This fails as soon as someone writes a review, a member or a paragraph back
 * into the code.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import gallery from '../fixtures/gallery-seed.json';
import pages from '../fixtures/site-pages-seed.json';
import team from '../fixtures/team-2024-25.json';

const root = new URL('../../', import.meta.url).pathname;
const excluded = [join(root, 'src', 'server', 'db', 'migrations')];

function files(dir: string): string[] {
  if (excluded.includes(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : /\.(ts|tsx|css|html|json|md)$/.test(name)
        ? [path]
        : [];
  });
}

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A page's own words: long enough not to be a label or a name every page uses ('Annual Conference'). */
const isText = (s: string) => s.length >= 40 && !s.startsWith('/') && !/^https?:/.test(s);

const people = [
  ...team.groups.flatMap((group) => group.members.map((member) => member.name)),
  ...team.letters.map((letter) => letter.author),
  ...pages.home.reviews.items.map((item) => item.name),
];
/**
/**
 * A text with placeholders (`Team of {tenure}`) comes back into code as a template literal, so each of its
 * pieces between placeholders is checked on its own, and so are the clauses around them ('Come to {venue} for
 * the delegate briefing.'): code that builds the sentence itself holds them between its own interpolations.
 */
const pieces = (list: string[]) => list.flatMap((s) => s.split(/\{\w+\}/)).map((piece) => piece.trim());
const aroundPlaceholders = (s: string) =>
  /\{\w+\}/.test(s)
    ? s
        .split(/\{\w+\}|[,;:] /)
        .map((part) => part.trim())
        .filter((part) => part.length >= 24)
    : [];
const seedTexts = [...strings(pages), ...strings(team), ...strings(gallery)];
const texts = [...new Set([...pieces(seedTexts).filter(isText), ...seedTexts.flatMap(aroundPlaceholders)])];
/**
 * The team page's headings, notices and card labels: short, but its own words (the page document `team`), so
 * every piece of at least 12 characters is watched ('MEET THE TEAM', 'SECRETARIAT OF TENURE', 'Show details of').
 */
const teamWords = [...new Set(pieces(strings(pages.team)).filter((piece) => piece.length >= 12))];
/**
 * The results page's words (the page document `results`): its lists' name is short ('Awards of {committee}'),
 * so every piece of at least 9 characters is watched ('Awards' alone is also a dashboard heading, and
 * 'Results:' the end of a message key, `noResults:`).
 */
const resultsWords = [...new Set(pieces(strings(pages.results)).filter((piece) => piece.length >= 9))];

describe('src/ and content/ hold no person and no page text', () => {
  const sources = [...files(join(root, 'src')), ...files(join(root, 'content'))];
  const contents = sources.map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
  const offenders = (needle: string) => contents.filter((f) => f.text.includes(needle)).map((f) => f.path);

  it('looks at the whole tree and at every seed', () => {
    expect(sources.length).toBeGreaterThan(150);
    expect(people.length).toBeGreaterThan(50);
    expect(texts.length).toBeGreaterThan(60);
  });

  it.each(people)('no file names %s', (name) => {
    expect(offenders(name)).toEqual([]);
  });

  it('no file holds a text of the pages, the team or the gallery', () => {
    const found = texts.flatMap((text) => offenders(text).map((path) => `${path}: ${text.slice(0, 60)}`));
    expect(found).toEqual([]);
  });

  it.each(teamWords)('no file holds the team page words %s', (words) => {
    expect(offenders(words)).toEqual([]);
  });

  it.each(resultsWords)('no file holds the results page words %s', (words) => {
    expect(offenders(words)).toEqual([]);
  });

  it('would notice one (the check itself works)', () => {
    const review = pages.home.reviews.items[0]!;
    expect(texts).toContain(review.review);
    expect(people).toContain(review.name);
    expect(teamWords).toEqual(
      expect.arrayContaining(['MEET THE TEAM', 'SECRETARIAT OF TENURE', 'The people behind NITSMUN']),
    );
    expect(resultsWords).toEqual(
      expect.arrayContaining(['The awards of', 'Awards of', pages.results.notYet]),
    );
    // A piece of a text with a placeholder (the past tenure's description, after its `{tenure}`).
    expect(texts).toContain(": the students of NIT Silchar who ran the club's conferences that year.");
  });

  it("would notice a sentence built in code around a text's placeholders", () => {
    const closes = '1 May';
    const venue = 'the hall';
    const built = [
      `Register on this page and tell us which committee you would like, before ${closes}.`,
      `Come to ${venue} for the delegate briefing.`,
    ];
    for (const sentence of built) expect(texts.some((text) => sentence.includes(text))).toBe(true);
  });
});
