/** The superadmin's portfolio list import: pasted lines and CSV files (first column, header row, quoting). */
import { describe, expect, it } from 'vitest';
import { portfolioListSchema } from '~/shared/schemas/events';
import { portfolioLinesFromText, portfoliosFromCsv } from '~/web/features/superadmin/events/portfolio-import';

describe('pasted lists', () => {
  it('keeps one name per line, trimmed, without blank lines or exact duplicates, in order', () => {
    const text = '  Arjuna \r\nBhima\n\n   \nArjuna\nNakula\nbhima\n';
    expect(portfolioLinesFromText(text)).toEqual(['Arjuna', 'Bhima', 'Nakula', 'bhima']);
  });

  it('is empty for empty or blank text', () => {
    expect(portfolioLinesFromText('')).toEqual([]);
    expect(portfolioLinesFromText('\n \r\n\t\n')).toEqual([]);
  });
});

describe('CSV files', () => {
  it('reads quoted separators, doubled quotes and line breaks inside quotes', () => {
    const rows = ['Portfolio,Committee', '"Korea, Republic of",UNSC', '"Say ""hi""",x', '"two\nlines",,last'];
    const expected = ['Korea, Republic of', 'Say "hi"', 'two lines'];
    expect(portfoliosFromCsv(rows.join('\n'))).toEqual(expected);
    expect(portfoliosFromCsv(rows.join('\r\n'))).toEqual(expected);
  });

  it('reads semicolon- and tab-separated files, and drops a byte order mark', () => {
    expect(portfoliosFromCsv('\uFEFFFrance;Europe\nIndia;Asia\n')).toEqual(['France', 'India']);
    expect(portfoliosFromCsv('France\tEurope\n"India, Republic of"\tAsia')).toEqual([
      'France',
      'India, Republic of',
    ]);
  });

  it('treats a comma inside quotes on the first line as data, not as the separator', () => {
    expect(portfoliosFromCsv('"Korea, Republic of";Asia\nPeru;America')).toEqual([
      'Korea, Republic of',
      'Peru',
    ]);
  });
});

describe('portfoliosFromCsv', () => {
  it('takes the first column and drops a header row named like Portfolio or Name', () => {
    for (const header of ['Portfolio', 'portfolios', 'NAME', 'Portfolio name', ' Country ']) {
      expect(portfoliosFromCsv(`${header},Committee\nFrance,UNSC\n"Korea, Republic of",UNSC\n`)).toEqual([
        'France',
        'Korea, Republic of',
      ]);
    }
  });

  it('keeps a first row that is a real name', () => {
    expect(portfoliosFromCsv('France\nIndia\n')).toEqual(['France', 'India']);
  });

  it('skips blank rows and empty first cells, trims, keeps an exact duplicate once and joins broken lines', () => {
    const text = '\n\nPortfolio\n  Arjuna ,x\n,only second column\n\nArjuna\n"Dhrishta\ndyumna"\n';
    expect(portfoliosFromCsv(text)).toEqual(['Arjuna', 'Dhrishta dyumna']);
  });

  it('gives what the portfolio list call accepts as it is', () => {
    const names = Array.from({ length: 20 }, (_, i) => `Delegate ${i + 1}`);
    const csv = ['name', ...names.map((n) => `"${n}",extra`)].join('\r\n');
    const imported = portfoliosFromCsv(csv);
    expect(imported).toEqual(names);
    expect(portfolioListSchema.parse({ portfolios: imported }).portfolios).toEqual(names);
  });

  it('is empty for an empty file or a header alone', () => {
    expect(portfoliosFromCsv('')).toEqual([]);
    expect(portfoliosFromCsv('Portfolio\r\n')).toEqual([]);
  });
});
