/**
 * The `redirectTo` of /login and /signup (src/shared/paths.ts): only a path of this site is followed, so a
 * crafted login link can never send a visitor elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { redirectTargetOf, safeRedirectTarget, withRedirect } from '~/shared/paths';

describe('safeRedirectTarget', () => {
  it.each([
    '/registration/invite/a%40x.org/to/b%40y.org/token/abc/Annual%20Conference%202024/Blue',
    '/dashboard',
    '/registration?as=leader',
    '/registrations/Conf#top',
  ])('keeps a path of this site: %s', (path) => {
    expect(safeRedirectTarget(path)).toBe(path);
  });

  it.each([
    ['another origin', 'https://evil.example/registration'],
    ['a protocol-relative address', '//evil.example/registration'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/registration\\..\\x'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'registration'],
    ['a control character', '/registration\n//evil.example'],
    ['a tab', '/\t/evil.example'],
    ['nothing', ''],
    ['null', null],
    ['the login page itself (a loop)', '/login?redirectTo=/login'],
    ['the sign-up page', '/signup'],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it('reads and writes the parameter', () => {
    const target = '/registration/invite/a%40x.org/to/b%40y.org/token/t/E/G';
    const login = withRedirect('/login', target);
    expect(login).toBe(`/login?redirectTo=${encodeURIComponent(target)}`);
    expect(redirectTargetOf(new URL(login, 'https://nitsmun.in').search)).toBe(target);
    expect(withRedirect('/login', '//evil.example')).toBe('/login');
    expect(redirectTargetOf('?redirectTo=https%3A%2F%2Fevil.example')).toBeNull();
  });
});
