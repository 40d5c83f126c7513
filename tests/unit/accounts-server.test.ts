import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, decodeDataUrl, processImage } from '../../src/server/images';
import {
  deletionScheduledEmail,
  escapeHtml,
  resetPasswordEmail,
  siteUrl,
  verificationEmail,
  welcomeEmail,
} from '../../src/server/mail/templates';
import { productionHashOptions } from '../../src/server/modules/accounts/passwords';
import { hashToken, newToken } from '../../src/server/modules/accounts/tokens';
import { bearerToken, levelCapability, levelRoles } from '../../src/server/plugins/auth';
import { dataUrl, makeImage } from '../support/images';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc_DEF-123', 'abc_DEF-123'],
    ['bearer abc', 'abc'],
    ['Bearer  abc ', 'abc'],
    ['Bearer', null],
    ['Bearer a b', null],
    ['Basic abc', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe('guard levels', () => {
  it('admit the roles of docs/requirements.md#roles', () => {
    expect(levelRoles).toEqual({
      public: null,
      anyUser: ['client', 'admin', 'superadmin'],
      client: ['client'],
      verifiedClient: ['client'],
      // A superadmin holds every admin power.
      admin: ['admin', 'superadmin'],
      superadmin: ['superadmin'],
      // And any account holding the treasurer capability (src/shared/capabilities.ts).
      treasury: ['admin', 'superadmin'],
      // And any account holding that section's content capability (docs/decisions/0063-content-editing.md).
      galleryEditor: ['superadmin'],
      blogsEditor: ['superadmin'],
      teamEditor: ['superadmin'],
      pagesEditor: ['superadmin'],
    });
    expect(levelCapability).toEqual({
      treasury: 'treasurer',
      galleryEditor: 'content:gallery',
      blogsEditor: 'content:blogs',
      teamEditor: 'content:team',
      pagesEditor: 'content:pages',
    });
  });
});

describe('tokens and passwords', () => {
  it('makes 32-byte base64url tokens stored as SHA-256', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken().token).not.toBe(token);
  });

  it('hashes with the OWASP argon2id parameters outside tests', () => {
    expect(productionHashOptions).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });
});

describe('decodeDataUrl', () => {
  it('decodes canonical base64 data URLs', () => {
    expect(decodeDataUrl('data:image/png;base64,aGVsbG8=').toString()).toBe('hello');
    expect(decodeDataUrl('data:application/octet-stream;name=x.png;base64,aGk=').toString()).toBe('hi');
  });

  it.each([
    'aGVsbG8=',
    'data:image/png;base64,aGVsbG8',
    'data:image/png;base64,aGVs bG8=',
    'data:image/png;base64,aGVsbG9=',
    'data:image/png;base64,aGVs*G8=',
    'data:image/png,aGVsbG8=',
    'data:image/png;base64,',
  ])('refuses %s', (value) => {
    expect(() => decodeDataUrl(value)).toThrow(InvalidImageError);
  });

  it('accepts exactly the base64 that re-encodes to itself', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('');
    const payload = fc
      .tuple(
        fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 11 }),
        fc.integer({ min: 0, max: 2 }),
      )
      .map(([chars, padding]) => {
        const body = chars.join('');
        const length = Math.ceil((body.length + padding) / 4) * 4;
        return body.padEnd(length - padding, 'A') + '='.repeat(padding);
      });
    fc.assert(
      fc.property(payload, (p) => {
        const canonical = Buffer.from(p, 'base64').toString('base64') === p;
        let accepted = true;
        try {
          decodeDataUrl(`data:image/png;base64,${p}`);
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(canonical);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('processImage', () => {
  it('re-encodes to WebP within the size', async () => {
    const out = await processImage(dataUrl('image/png', await makeImage('png', { width: 100, height: 50 })), {
      maxBytes: 300 * 1024,
      maxDimension: 40,
    });
    expect(out).toMatchObject({ contentType: 'image/webp', width: 40, height: 20 });
    expect(out.bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses more bytes than allowed', async () => {
    const png = await makeImage('png');
    await expect(
      processImage(dataUrl('image/png', png), { maxBytes: png.length - 1, maxDimension: 100 }),
    ).rejects.toThrow(InvalidImageError);
  });
});

describe('mail templates', () => {
  const user = { name: '<script>alert("x")</script> & Co', email: 'asha@example.com' };

  it('escapes user data in HTML and keeps it readable in text', () => {
    for (const mail of [
      resetPasswordEmail(user, 'https://site.example/resetpassword/abc'),
      deletionScheduledEmail(user, new Date('2030-01-02T03:04:05Z'), 'https://site.example'),
    ]) {
      expect(mail.to).toBe('asha@example.com');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
      expect(mail.text).toContain(user.name);
      expect(mail.subject).toMatch(/NITSMUN/);
    }
  });

  it('sends an address nobody has proven to own (welcome, verification link) only our own text', () => {
    for (const mail of [
      verificationEmail(user, 'https://site.example/verifyemail/abc'),
      welcomeEmail(user, 'https://site.example'),
    ]) {
      expect(mail.to).toBe('asha@example.com');
      expect(mail.text).not.toContain('script');
      expect(mail.html).not.toContain('script');
      expect(mail.text).not.toContain('& Co');
      expect(mail.text).toMatch(/^Hello,\n/);
    }
  });

  it('puts the link in both bodies', () => {
    const link = 'https://site.example/verifyemail/abc?x=1&y=2';
    const mail = verificationEmail(user, link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
  });

  it('builds links from the public URL with or without a trailing slash', () => {
    expect(siteUrl('https://site.example/', '/login')).toBe('https://site.example/login');
    expect(siteUrl('https://site.example', '/login')).toBe('https://site.example/login');
    expect(welcomeEmail(user, 'https://site.example/').text).toContain('https://site.example/login');
    expect(
      deletionScheduledEmail(user, new Date('2030-01-02T03:04:05Z'), 'https://s.example').text,
    ).toContain('Wed, 02 Jan 2030 03:04:05 GMT');
  });
});
