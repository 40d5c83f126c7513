/**
 * Conferences are data (docs/decisions/0022-conferences-as-data.md): no file under src/ (outside the
 * migrations, which seed the data) may name a conference, a committee code, a fee or a portfolio of one.
 * This fails as soon as someone writes 'Annual Conference 2024', 'UNHRC' or 399 back into the code.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SEEDED_EVENT,
  SEEDED_MOCK_MUN,
  seededCommittees,
  seededMockMun,
  seededDisplayNames,
  seededFees,
  seededPortfolios,
} from '../support/seeded-event';

const root = new URL('../../', import.meta.url).pathname;
const src = join(root, 'src');
const excluded = [join(src, 'server', 'db', 'migrations')];

function files(dir: string): string[] {
  if (excluded.includes(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|css|html|json)$/.test(name) ? [path] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: 'IB' must not match 'IBAN' or 'ib' in 'library'. */
const word = (s: string) => new RegExp(`(?<![A-Za-z0-9_])${escape(s)}(?![A-Za-z0-9_])`);

const facts: [string, RegExp][] = [
  ['a conference name', /Annual Conference \d{4}|Mock MUN \d{4}/i],
  ['the seeded event', word(SEEDED_EVENT)],
  ['the seeded Mock MUN', word(SEEDED_MOCK_MUN)],
  ['the Mock MUN venue', word(seededMockMun.venue)],
  ...seededMockMun.displayNames.map((name): [string, RegExp] => [
    `the Mock MUN committee ${name}`,
    word(name),
  ]),
  ...seededCommittees.map((code): [string, RegExp] => [`the committee code ${code}`, word(code)]),
  ...Object.values(seededDisplayNames)
    .filter((name) => !(seededCommittees as readonly string[]).includes(name))
    .map((name): [string, RegExp] => [`the committee name ${name}`, word(name)]),
  ...Object.entries(seededFees)
    .filter(([key]) => key !== 'groupMinPeople')
    .map(([key, fee]): [string, RegExp] => [`the fee ${key} ${fee}`, word(String(fee))]),
  // Distinctive portfolio names (long enough not to be ordinary words).
  ...Object.values(seededPortfolios)
    .flat()
    .filter((name) => name.length >= 9)
    .slice(0, 60)
    .map((name): [string, RegExp] => [`the portfolio ${name}`, word(name)]),
];

describe('src/ names no particular conference', () => {
  const sources = files(src);

  it('looks at the whole tree', () => {
    expect(sources.length).toBeGreaterThan(150);
  });

  it.each(facts)('no file names %s', (_label, pattern) => {
    const offenders = sources
      .filter((path) => pattern.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });

  it('would notice one (the check itself works)', () => {
    expect(facts.some(([, pattern]) => pattern.test("const name = 'Annual Conference 2024';"))).toBe(true);
    expect(facts.some(([, pattern]) => pattern.test("committees: ['UNHRC']"))).toBe(true);
    expect(facts.some(([, pattern]) => pattern.test('amount: 399,'))).toBe(true);
    expect(facts.some(([, pattern]) => pattern.test('const iban = "IBAN";'))).toBe(false);
  });
});
