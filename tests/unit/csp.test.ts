import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseDirectives, cspForHtml, inlineScriptHashes } from '../../src/server/plugins/site/csp';

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
