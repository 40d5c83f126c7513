/**
 * textWithLinks (src/shared/schemas/announcements.ts): how an announcement's plain text is split into text
 * and links for the email's HTML and the dashboard. Only http(s) addresses become links; a sentence's
 * punctuation stays text; nothing else (other schemes, markup) is ever a link.
 */
import { describe, expect, it } from 'vitest';
import { textWithLinks } from '~/shared/schemas/announcements';

const links = (text: string) => textWithLinks(text).flatMap((p) => (p.href === undefined ? [] : [p.href]));

describe('textWithLinks', () => {
  it('keeps every character, in order, across its parts', () => {
    const text = 'See https://example.com/a?b=1&c=2, then (http://x.example/y). <b>Done</b>';
    expect(
      textWithLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('links http and https addresses, leaving trailing punctuation out', () => {
    expect(links('Guide: https://example.com/guide. Venue (http://maps.example/hall)!')).toEqual([
      'https://example.com/guide',
      'http://maps.example/hall',
    ]);
    expect(links('HTTPS://EXAMPLE.COM/Path')).toEqual(['https://example.com/Path']);
  });

  it('never links another scheme or markup', () => {
    expect(
      links(
        'javascript:alert(1) data:text/html,<script>x</script> vbscript:x ftp://files.example mailto:a@b.c <a href="x">y</a>',
      ),
    ).toEqual([]);
  });

  it('stops an address at a quote or an angle bracket', () => {
    expect(links('<a href="https://evil.example/x">click</a>')).toEqual(['https://evil.example/x']);
    expect(links("'https://a.example/b'")).toEqual(['https://a.example/b']);
  });

  it('gives plain text alone when there is no address', () => {
    expect(textWithLinks('Hello\n\nWorld')).toEqual([{ text: 'Hello\n\nWorld' }]);
    expect(textWithLinks('')).toEqual([]);
  });
});
