/**
 * Where our pages ask the API for what it serves (src/web/lib/api.ts `apiUrl`): always on the API base the
 * site was built with, so an image URL the API made absolute from a wrong PUBLIC_URL still loads.
 */
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/web/lib/api';

describe('apiUrl', () => {
  it('takes an absolute URL of the API by its path, whatever host and port it names', () => {
    expect(apiUrl('http://localhost:3000/v1/api/admin/registrations/r1/payment?sig=abc')).toBe(
      '/v1/api/admin/registrations/r1/payment?sig=abc',
    );
    expect(apiUrl('https://nitsmun.example.org/v1/api/photos/p1')).toBe('/v1/api/photos/p1');
  });

  it('puts a path under /v1/api or relative to the API on the base, and leaves other addresses alone', () => {
    expect(apiUrl('/v1/api/content-files/f1')).toBe('/v1/api/content-files/f1');
    expect(apiUrl('/admin/registrations/r1/payment')).toBe('/v1/api/admin/registrations/r1/payment');
    expect(apiUrl('https://medium.com/@nitsmun/a-post')).toBe('https://medium.com/@nitsmun/a-post');
  });
});
