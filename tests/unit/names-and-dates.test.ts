import { describe, expect, it } from 'vitest';
import { nameProblem, normalizeName } from '~/shared/names';
import { isCalendarDate, isIsoTimestamp } from '~/shared/schemas/events';

describe('names', () => {
  it('normalises to NFKC and trims', () => {
    expect(normalizeName('  \uff21sha\u00a0Das ')).toBe('Asha Das');
    expect(normalizeName('\ufb01nal')).toBe('final');
  });

  it.each([
    ['Asha Das', null],
    ["Rohan D'Souza-Iyer", null],
    ['राहुल शर्मा', null],
    ['অনন্যা', null],
    ['क्‍ष', null], // a joiner inside Devanagari
    ['Asha\u200dDas', 'hidden'], // the same joiner hides inside Latin
    ['Asha\u200bDas', 'hidden'],
    ['Asha\u202eDas', 'hidden'],
    ['Asha\u2028Das', 'hidden'],
    ['Asha\uE000', 'hidden'],
    ['.', 'dots'],
    ['...', 'dots'],
    ['\u0410sha', 'mixedScripts'],
    ['Ασha', 'mixedScripts'],
  ])('%j: %s', (name, problem) => {
    expect(nameProblem(normalizeName(name))).toBe(problem);
  });

  it("lets a person's name mix alphabets word by word, never inside a word; an event name not at all", () => {
    expect(nameProblem('Ananya Śarmā Дмитрий', 'perWord')).toBeNull();
    expect(nameProblem('Ananya Śarmā Дмитрий', 'whole')).toBe('mixedScripts');
    expect(nameProblem('\u0410sha Das', 'perWord')).toBe('mixedScripts');
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2028-12-31', true],
    ['2024-02-30', false],
    ['2026-02-29', false],
    ['0000-01-01', false],
    ['2101-01-01', false],
    ['2024-1-01', false],
  ])('calendar date %s: %s', (v, ok) => expect(isCalendarDate(v)).toBe(ok));

  it.each([
    ['2026-01-15T10:00:00Z', true],
    ['2026-01-15T10:00Z', true],
    ['2026-01-15T10:00:00.123+05:30', true],
    ['2026-01-15T24:00:00Z', false],
    ['2026-01-15T10:00:00', false],
    ['99999', false],
    ['1', false],
    ['Tuesday 1', false],
    ['+275760-09-13T00:00:00.000Z', false],
  ])('timestamp %s: %s', (v, ok) => expect(isIsoTimestamp(v)).toBe(ok));
});
