import { describe, expect, it } from 'vitest';
import { UTF8_BOM, attachmentDisposition, csvCell, csvRow } from '../../src/server/csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are; null is empty', () => {
    expect(csvCell('Annual Conference 2024')).toBe('Annual Conference 2024');
    expect(csvCell(399)).toBe('399');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes, CR or LF, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+91 98', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd'])(
    'neutralises the formula-like text %j with an apostrophe',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('quotes a neutralised formula that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });
});

describe('csvRow and the file', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });

  it('has a UTF-8 byte-order mark', () => {
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('names the attachment for old and new clients', () => {
    expect(attachmentDisposition('Annual Conference 2024-registrations.csv')).toBe(
      `attachment; filename="Annual Conference 2024-registrations.csv"; filename*=UTF-8''Annual%20Conference%202024-registrations.csv`,
    );
    expect(attachmentDisposition('Café "X".csv')).toBe(
      `attachment; filename="Caf_ _X_.csv"; filename*=UTF-8''Caf%C3%A9%20%22X%22.csv`,
    );
  });
});
