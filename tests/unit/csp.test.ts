import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baseDirectives,
  cspForHtml,
  inlineScriptHashes,
  withApiOrigins,
} from '../../src/server/plugins/site/csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, skipping external ones', () => {
    const html = `<html><head><script src="/assets/a.js"></script><script type="module" async="">import "/x.js";</script>
      </head><body><script>window.a = 1;</script><script>window.a = 1;</script><script id="_R_">b()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha('import "/x.js";'), sha('window.a = 1;'), sha('b()')]);
  });

  it('hashes the text as a browser sees it (line endings normalised)', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual([sha('a();\nb();')]);
  });
});

describe('cspForHtml', () => {
  it('adds the hashes to script-src and never allows inline scripts wholesale', () => {
    const csp = cspForHtml('<script>go()</script>', baseDirectives({ upgradeInsecureRequests: false }));
    expect(csp).toContain(`script-src 'self' ${sha('go()')}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds upgrade-insecure-requests when asked', () => {
    expect(cspForHtml('', baseDirectives({ upgradeInsecureRequests: true }))).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });
});

describe('withApiOrigins (a build whose API is on another origin)', () => {
  const base = baseDirectives({ upgradeInsecureRequests: false });

  it('changes nothing for same-origin bases', () => {
    expect(withApiOrigins(base, ['/v1/api', undefined, ''])).toBe(base);
  });

  it('lets pages call the API origins and show their images, once each', () => {
    const csp = withApiOrigins(base, ['http://127.0.0.1:4100/v1/api', 'https://blogs.example.org/api/']);
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4100', 'https://blogs.example.org']);
    expect(csp['img-src']).toEqual([
      ...base['img-src']!,
      'http://127.0.0.1:4100',
      'https://blogs.example.org',
    ]);
    expect(
      withApiOrigins(base, ['https://api.example.org/v1/api', 'https://api.example.org/v1/api'])[
        'connect-src'
      ],
    ).toEqual(["'self'", 'https://api.example.org']);
    // Nothing else widens: scripts still come from the site only.
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });
});
