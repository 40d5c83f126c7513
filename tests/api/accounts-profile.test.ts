import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { photos, users } from '../../src/server/db/schema';
import { type TestUser, bearer, createUser, logInThroughApi, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { EXIF_MARKER, dataUrl, jpegWithExif, makeImage } from '../support/images';

const m = messages.profile;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

async function loggedIn(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, options);
  return { user, headers: bearer(await sessionFor(t.db, user)) };
}
const dashboard = (headers: Record<string, string>) =>
  request(t.app, { method: 'GET', url: '/v1/api/dashboard', headers });
const edit = (headers: Record<string, string>, json: unknown) =>
  request(t.app, { method: 'PUT', url: '/v1/api/all/edit/profile', headers, json });

function expectedProfile(user: TestUser, extra: Record<string, unknown> = {}) {
  return {
    message: messages.dashboard.success,
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    isStudentOfNITS: user.isStudentOfNits,
    scholarID: user.scholarId,
    branch: user.isStudentOfNits ? 'Computer Science and Engineering' : null,
    instituteEmail: user.instituteEmail,
    year: user.isStudentOfNits ? '2' : null,
    photo: null,
    isVerified: user.isVerified,
    role: user.role,
    sendInviteToWhom: [],
    registrationInvite: [],
    capabilities: [],
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    ...extra,
  };
}

describe('GET /v1/api/dashboard', () => {
  it.each([
    ['an unverified client', { verified: false }],
    ['a client who is not a student', {}],
    ['a student of the institute', { student: true }],
    ['an admin', { role: 'admin' as const }],
    ['a superadmin', { role: 'superadmin' as const }],
  ])('answers the profile of %s', async (_case, options) => {
    const { user, headers } = await loggedIn(options);
    const res = await dashboard(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expectedProfile(user));
  });

  it('answers 401 Unauthorized without a session', async () => {
    const res = await dashboard({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.unauthorized });
  });
});

describe('PUT /v1/api/all/edit/profile', () => {
  it('changes name and phone (trimmed); the dashboard shows them', async () => {
    const { user, headers } = await loggedIn();
    const res = await edit(headers, { newName: '  Asha Roy ', phone: ' +91 98765 43210 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.success });
    expect((await dashboard(headers)).json()).toEqual(
      expectedProfile(user, { name: 'Asha Roy', phone: '+91 98765 43210' }),
    );
  });

  it('leaves fields sent empty unchanged (the form sends every field)', async () => {
    const { user, headers } = await loggedIn();
    const res = await edit(headers, {
      newName: 'Only Name',
      newPwd: '',
      confirmNewPwd: '',
      phone: '',
      photo: '',
    });
    expect(res.statusCode).toBe(200);
    expect((await dashboard(headers)).json()).toEqual(expectedProfile(user, { name: 'Only Name' }));
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { user, headers } = await loggedIn();
    const other = await logInThroughApi(t.app, user);
    const res = await edit(headers, { newPwd: 'a new password', confirmNewPwd: 'a new password' });
    expect(res.statusCode).toBe(200);
    expect((await dashboard(headers)).statusCode).toBe(200);
    expect((await dashboard(bearer(other))).statusCode).toBe(401);
    const login = (password: string) =>
      request(t.app, { method: 'POST', url: '/v1/api/login', json: { email: user.email, password } });
    expect((await login(user.password)).statusCode).toBe(401);
    expect((await login('a new password')).statusCode).toBe(200);
  });

  it.each([
    ['nothing is sent', {}, m.noEntries],
    [
      'every field is empty',
      { newName: '', newPwd: '', confirmNewPwd: '', phone: '', photo: '' },
      m.noEntries,
    ],
    ['the name is only spaces', { newName: '   ' }, m.noEntries],
    ['the new password is short', { newPwd: 'short', confirmNewPwd: 'short' }, m.passwordTooShort],
    [
      'the confirmation differs',
      { newPwd: 'long enough', confirmNewPwd: 'long enougH' },
      m.passwordsDoNotMatch,
    ],
    ['the confirmation is missing', { newPwd: 'long enough' }, m.passwordsDoNotMatch],
    ['only the confirmation is sent', { confirmNewPwd: 'long enough' }, m.passwordsDoNotMatch],
    ['the phone is short', { phone: '12345' }, m.invalidPhone],
    ['the phone is not a number', { phone: 'not a phone number' }, m.invalidPhone],
    ['the name is too long', { newName: 'x'.repeat(101) }, m.tooLong],
    ['the photo is not a data URL', { photo: 'https://example.com/me.png' }, m.invalidPhoto],
    ['a field has the wrong type', { newName: 42 }, m.noEntries],
    ['the body is an array', [], m.noEntries],
  ])('answers 400 when %s, changing nothing', async (_case, body, error) => {
    const { user, headers } = await loggedIn();
    const res = await edit(headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect((await dashboard(headers)).json()).toEqual(expectedProfile(user));
  });

  it('answers 401 Unauthorized without a session', async () => {
    const res = await edit({}, { newName: 'Somebody' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.unauthorized });
  });

  it('answers 500 with the server-error message when the update fails', async () => {
    const { headers } = await loggedIn();
    await t.db.execute(sql`alter table users rename column phone to phone_moved`);
    try {
      const res = await edit(headers, { phone: '9999999999' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: m.serverError });
    } finally {
      await t.db.execute(sql`alter table users rename column phone_moved to phone`);
    }
  });
});

describe('profile photos', () => {
  async function upload(photo: string) {
    const { user, headers } = await loggedIn();
    const res = await edit(headers, { photo });
    return { user, headers, res };
  }

  it.each(['png', 'jpeg', 'webp', 'avif'] as const)(
    'accepts a %s photo, re-encodes it to WebP and serves it with an immutable URL',
    async (format) => {
      const bytes = await makeImage(format);
      const { headers, res } = await upload(dataUrl(`image/${format}`, bytes));
      expect(res.statusCode).toBe(200);
      const photo = (await dashboard(headers)).json().photo as string;
      // Absolute (API_PUBLIC_URL, or PUBLIC_URL when unset): it works from a site on another origin too.
      expect(photo).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/v1/api/photos/[0-9a-f-]{36}$`));

      const served = await request(t.app, { method: 'GET', url: photo });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    },
  );

  it('accepts "jpg" as the declared type', async () => {
    const { res } = await upload(dataUrl('image/jpg', await makeImage('jpeg')));
    expect(res.statusCode).toBe(200);
  });

  it('strips metadata (EXIF) from the stored photo', async () => {
    const original = await jpegWithExif();
    expect(original.includes(EXIF_MARKER)).toBe(true);
    const { headers, res } = await upload(dataUrl('image/jpeg', original));
    expect(res.statusCode).toBe(200);
    const served = await request(t.app, { method: 'GET', url: (await dashboard(headers)).json().photo });
    expect(served.rawPayload.includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('scales large photos down to at most 512 px', async () => {
    const { headers, res } = await upload(
      dataUrl('image/png', await makeImage('png', { width: 1200, height: 600 })),
    );
    expect(res.statusCode).toBe(200);
    const served = await request(t.app, { method: 'GET', url: (await dashboard(headers)).json().photo });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it('judges the real bytes, not the declared type', async () => {
    const png = await makeImage('png');
    const { res } = await upload(dataUrl('image/gif', png));
    expect(res.statusCode).toBe(200);
  });

  it('gives a new upload a new URL and removes the old photo', async () => {
    const { user, headers } = await loggedIn();
    await edit(headers, { photo: dataUrl('image/png', await makeImage('png')) });
    const first = (await dashboard(headers)).json().photo as string;
    await edit(headers, { photo: dataUrl('image/webp', await makeImage('webp')) });
    const second = (await dashboard(headers)).json().photo as string;
    expect(second).not.toBe(first);
    expect((await request(t.app, { method: 'GET', url: first })).statusCode).toBe(404);
    expect((await request(t.app, { method: 'GET', url: second })).statusCode).toBe(200);
    expect(await t.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, user.id))).toHaveLength(
      1,
    );
  });

  const overLimit = async () => {
    const png = await makeImage('png', { width: 400, height: 300, noise: true });
    expect(png.length).toBeGreaterThan(imageRules.profilePhotoMaxBytes);
    return dataUrl('image/png', png);
  };
  const truncated = async () => dataUrl('image/png', (await makeImage('png')).subarray(0, 60));
  it.each([
    ['a GIF', async () => dataUrl('image/gif', await makeImage('gif'))],
    ['a TIFF', async () => dataUrl('image/tiff', await makeImage('tiff'))],
    [
      'an SVG',
      async () => dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ],
    ['text declared as PNG', async () => dataUrl('image/png', Buffer.from('hello, this is not an image'))],
    ['a truncated PNG', truncated],
    ['an image over 300 KB', overLimit],
    ['malformed base64', async () => 'data:image/png;base64,iVBORw0KGgo$$$'],
    [
      'base64 with whitespace',
      async () =>
        `data:image/png;base64,${(await makeImage('png')).toString('base64').replace(/(.{60})/g, '$1\n')}`,
    ],
    ['a data URL without base64', async () => 'data:image/png,rawdata'],
    ['an empty data URL', async () => 'data:image/png;base64,'],
  ])('refuses %s with the invalid-photo message', async (_case, make) => {
    const { user, res } = await upload(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.invalidPhoto });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.photoId).toBeNull();
  });

  it('answers 400 (not 413) for a data URL far over the limit', async () => {
    const { res } = await upload(`data:image/png;base64,${'A'.repeat(600_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.invalidPhoto });
  });

  it.each([
    ['an unknown id', '/v1/api/photos/00000000-0000-4000-8000-000000000000'],
    ['an id that is not a UUID', '/v1/api/photos/not-a-uuid'],
  ])('answers 404 for %s', async (_case, url) => {
    const res = await request(t.app, { method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.account.photoNotFound });
  });
});
