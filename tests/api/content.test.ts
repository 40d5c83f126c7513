/**
 * The gallery and the blogs edited in the browser (docs/decisions/0063-content-editing.md): the seed holds the
 * photos the site shipped with (tests/fixtures/gallery-seed.json) as the current album; a superadmin grants a
 * client one section; that editor uploads photos, saves an album, publishes it and makes it current, and
 * /photo follows within seconds; a stale version is refused with 409 and nothing is overwritten; bad input is a
 * 400 with its message and changes nothing; a grant opens its section only. The blogs editor adds, edits,
 * reorders and deletes, and GET /blog/read follows. Needs a build (SITE_DIR).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Blog } from '~/shared/schemas/blog';
import type { ContentImage, EditableAlbum, EditableBlog, PublicAlbum } from '~/shared/schemas/content';
import { auditLog } from '../../src/server/modules/audit/table';
import { type TestApp, createTestApp, request } from '../support/app';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { snapshotDatabase } from '../support/db-snapshot';
import { dataUrl, makeImage } from '../support/images';
import { assertSiteBuilt } from '../support/paths';
import { waitFor } from '../support/wait';

const m = messages.content;
const seeded = JSON.parse(
  readFileSync(new URL('../fixtures/gallery-seed.json', import.meta.url), 'utf8'),
) as {
  title: string;
  photos: { caption: string; alt: string; image: ContentImage }[];
};

let t: TestApp;
let superadmin: Record<string, string>;
/** A client granted the gallery and the blogs, by a superadmin through the API. */
let editor: Record<string, string>;
let editorId: string;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
  const member = await createUser(t.db);
  editorId = member.id;
  editor = bearer(await sessionFor(t.db, member));
  await waitFor(() => t.app.changes.isLive(), 'the change feed to be live');
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  json?: unknown,
) => request(t.app, { method, url: `/v1/api${url}`, headers, json });

const grant = (capability: string, granted = true) =>
  call(granted ? 'PUT' : 'DELETE', `/superadmin/accounts/${editorId}/capabilities/${capability}`, superadmin);

async function upload(seed: number): Promise<ContentImage> {
  const res = await call('POST', '/editor/gallery/files', editor, {
    file: dataUrl(
      'image/png',
      await makeImage('png', { width: 1200, height: 800, seed: Buffer.from([seed]) }),
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { image: ContentImage }).image;
}

const html = async (url: string) => (await request(t.app, { method: 'GET', url })).body;
const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the seed', () => {
  it('holds the photos the site shipped with, in order, as the current published album; /photo shows them', async () => {
    const res = await request(t.app, { method: 'GET', url: '/v1/api/gallery' });
    expect(res.statusCode).toBe(200);
    const album = (res.json() as { album: PublicAlbum }).album;
    expect(album.title).toBe(seeded.title);
    expect(album.photos.map(({ caption, alt, image }) => ({ caption, alt, image }))).toEqual(seeded.photos);
    const page = await html('/photo');
    expect(text(page)).toContain(seeded.photos[3]!.caption);
    // Every width in srcset: the strip picks the narrow one, the viewer the wide one.
    expect(page).toMatch(
      /srcset="\/gallery\/thumb\/photo-1\.webp 480w, \/gallery\/full\/photo-1\.webp 1600w"/i,
    );
  });
});

describe('grants', () => {
  it('a client without the grant is refused the editor; a superadmin grants a section, audited', async () => {
    expect((await call('GET', '/editor/gallery/albums', editor)).statusCode).toBe(403);
    expect((await grant('content:gallery')).statusCode).toBe(200);
    expect((await grant('content:blogs')).statusCode).toBe(200);
    const me = await call('GET', '/dashboard', editor);
    expect(me.json()).toMatchObject({ role: 'client', capabilities: ['content:blogs', 'content:gallery'] });
    expect((await call('GET', '/editor/gallery/albums', editor)).statusCode).toBe(200);
    expect((await call('GET', '/editor/blogs', editor)).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.grant_capability'));
    expect(audit.map((a) => a.details.capability)).toEqual(
      expect.arrayContaining(['content:gallery', 'content:blogs']),
    );
  });

  it("the gallery editor's cheating requests: the team editor, registrations, accounts, granting itself", async () => {
    const before = await snapshotDatabase(t.db);
    const refused = [
      await call('GET', '/superadmin/team/tenures', editor),
      await call('POST', '/superadmin/team/tenures', editor, { label: '2031-32', copyFrom: null }),
      await call('GET', '/admin/getregistered', editor),
      await call('GET', '/superadmin/getallaccounts', editor),
      await call('PUT', `/superadmin/accounts/${editorId}/capabilities/content:team`, editor),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: messages.generic.notAuthorized });
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('an admin holds no content section by its role', async () => {
    const admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
    expect((await call('GET', '/editor/gallery/albums', admin)).statusCode).toBe(403);
    expect((await call('GET', '/editor/blogs', admin)).statusCode).toBe(403);
  });

  it('revoking the grant closes the editor at once', async () => {
    const other = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, other));
    const url = `/superadmin/accounts/${other.id}/capabilities/content:gallery`;
    expect((await call('PUT', url, superadmin)).statusCode).toBe(200);
    expect((await call('GET', '/editor/gallery/albums', headers)).statusCode).toBe(200);
    expect((await call('DELETE', url, superadmin)).statusCode).toBe(200);
    expect((await call('GET', '/editor/gallery/albums', headers)).statusCode).toBe(403);
  });
});

describe('an album from upload to the gallery', () => {
  let album: EditableAlbum;

  it('creates a draft, uploads photos (stored at the widths the server chooses) and saves them in order', async () => {
    const created = await call('POST', '/editor/gallery/albums', editor, { title: 'Mock MUN, day one' });
    expect(created.statusCode).toBe(200);
    album = (created.json() as { album: EditableAlbum }).album;
    expect(album).toMatchObject({ published: false, current: false, version: 1, photos: [] });

    const images = [await upload(1), await upload(2), await upload(3)];
    expect(images[0]!.variants.map((v) => v.width)).toEqual([480, 960]);
    expect(images[0]).toMatchObject({ width: 960, height: 640 });
    const file = await request(t.app, { method: 'GET', url: images[0]!.variants[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const saved = await call('PUT', `/editor/gallery/albums/${album._id}`, editor, {
      version: 1,
      title: 'Mock MUN, day one',
      photos: images.map((image, i) => ({
        image,
        caption: `Session ${i + 1}`,
        alt: `Delegates in session ${i + 1}`,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    album = (saved.json() as { album: EditableAlbum }).album;
    expect(album.version).toBe(2);
    expect(album.photos.map((p) => p.caption)).toEqual(['Session 1', 'Session 2', 'Session 3']);
  });

  it('reorders and edits by id, and refuses a stale version with 409 without overwriting', async () => {
    const [a, b, c] = album.photos;
    const first = await call('PUT', `/editor/gallery/albums/${album._id}`, editor, {
      version: album.version,
      title: album.title,
      photos: [c, a, b].map((p) => ({ _id: p!._id, caption: p!.caption, alt: p!.alt })),
    });
    expect(first.statusCode).toBe(200);
    const after = (first.json() as { album: EditableAlbum }).album;
    expect(after.photos.map((p) => p.caption)).toEqual(['Session 3', 'Session 1', 'Session 2']);

    // A second editor who loaded the album before that save.
    const before = await snapshotDatabase(t.db);
    const second = await call('PUT', `/editor/gallery/albums/${album._id}`, superadmin, {
      version: album.version,
      title: 'Overwritten',
      photos: [],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: m.albumChanged });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    album = after;
  });

  it('publishes after a check of the version, makes it current, and /photo shows it within seconds', async () => {
    const stale = await call('PUT', `/editor/gallery/albums/${album._id}/publish`, editor, { version: 1 });
    expect(stale.statusCode).toBe(409);
    const published = await call('PUT', `/editor/gallery/albums/${album._id}/publish`, editor, {
      version: album.version,
    });
    expect(published.statusCode).toBe(200);
    album = (published.json() as { album: EditableAlbum }).album;
    expect(album.published).toBe(true);
    expect(text(await html('/photo'))).toContain(seeded.photos[0]!.caption);

    const current = await call('PUT', `/editor/gallery/albums/${album._id}/current`, editor, {
      version: album.version,
    });
    expect(current.statusCode).toBe(200);
    album = (current.json() as { album: EditableAlbum }).album;
    expect(album.current).toBe(true);
    await waitFor(async () => text(await html('/photo')).includes('Session 3'), '/photo');
    const page = text(await html('/photo'));
    expect(page).toContain('Mock MUN, day one');
    expect(page).not.toContain(seeded.photos[0]!.caption);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, album._id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'gallery.album_create',
      'gallery.album_current',
      'gallery.album_publish',
      'gallery.album_save',
      'gallery.album_save',
    ]);
  });

  it('a save whose new photo was never uploaded (or half uploaded) changes nothing', async () => {
    const before = await snapshotDatabase(t.db);
    const forged: ContentImage = {
      url: '/v1/api/content-files/00000000-0000-4000-8000-000000000000',
      width: 960,
      height: 640,
      variants: [{ url: '/v1/api/content-files/00000000-0000-4000-8000-000000000000', width: 960 }],
    };
    const outside: ContentImage = { ...forged, url: 'https://evil.example/x.webp', variants: [] };
    for (const image of [
      forged,
      { ...outside, variants: [{ url: 'https://evil.example/x.webp', width: 960 }] },
    ]) {
      const res = await call('PUT', `/editor/gallery/albums/${album._id}`, editor, {
        version: album.version,
        title: album.title,
        photos: [
          ...album.photos.map((p) => ({ _id: p._id, caption: p.caption, alt: p.alt })),
          { image, caption: 'x', alt: 'y' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: m.unknownUpload });
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expect(text(await html('/photo'))).toContain('Session 3');
  });
});

describe('bad input is refused with 400 and a clear message, and nothing changes', () => {
  it.each([
    ['a title left empty', { title: '  ' }, m.titleRequired],
    ['a photo without a text alternative', { photos: [{ caption: 'A', alt: ' ' }] }, m.altRequired],
    ['a photo without a caption', { photos: [{ caption: '', alt: 'Delegates' }] }, m.captionRequired],
    [
      'more photos than an album holds',
      { photos: Array.from({ length: 61 }, () => ({ caption: 'A', alt: 'B' })) },
      m.tooManyPhotos,
    ],
  ])('%s', async (_what, change, message) => {
    const created = await call('POST', '/editor/gallery/albums', editor, { title: 'Bad input' });
    const album = (created.json() as { album: EditableAlbum }).album;
    const image = await upload(9);
    const before = await snapshotDatabase(t.db);
    const photos = ((change as { photos?: { caption: string; alt: string }[] }).photos ?? []).map((p) => ({
      ...p,
      image,
    }));
    const res = await call('PUT', `/editor/gallery/albums/${album._id}`, editor, {
      version: album.version,
      title: 'Bad input',
      ...change,
      photos,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('a file that is not an image, and publishing an empty album', async () => {
    const bad = await call('POST', '/editor/gallery/files', editor, {
      file: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.invalidPhoto });
    const created = await call('POST', '/editor/gallery/albums', editor, { title: 'Empty' });
    const album = (created.json() as { album: EditableAlbum }).album;
    const publish = await call('PUT', `/editor/gallery/albums/${album._id}/publish`, editor, { version: 1 });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({ error: m.publishEmpty });
    const current = await call('PUT', `/editor/gallery/albums/${album._id}/current`, editor, { version: 1 });
    expect(current.statusCode).toBe(400);
    expect(current.json()).toEqual({ error: m.currentNeedsPublished });
  });
});

describe('the blogs editor', () => {
  const listed = async () =>
    (await request(t.app, { method: 'GET', url: '/v1/api/blog/read' })).json() as Blog[];
  let thumbnail: string;

  it('adds a blog first in the order, with an uploaded thumbnail and its text alternative', async () => {
    const up = await call('POST', '/editor/blogs/files', editor, {
      file: dataUrl('image/png', await makeImage('png', { width: 800, height: 600 })),
    });
    expect(up.statusCode).toBe(200);
    const image = (up.json() as { image: ContentImage }).image;
    expect(image).toMatchObject({ width: 640, height: 400 });
    thumbnail = image.url;
    const res = await call('POST', '/editor/blogs', editor, {
      name: 'Crisis Notes',
      url: 'https://medium.com/@nitsmun/crisis-notes',
      thumbnail,
      thumbnailAlt: 'A crisis room at night',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed())[0]).toEqual({
      name: 'Crisis Notes',
      url: 'https://medium.com/@nitsmun/crisis-notes',
      thumbnail,
      thumbnailAlt: 'A crisis room at night',
    });
  });

  it('edits, reorders and deletes; GET /blog/read follows at once', async () => {
    let blogs = ((await call('GET', '/editor/blogs', editor)).json() as { blogs: EditableBlog[] }).blogs;
    const mine = blogs[0]!;
    const saved = await call('PUT', `/editor/blogs/${mine._id}`, editor, {
      name: 'Crisis Notes, revised',
      url: mine.url,
      thumbnail: mine.thumbnail,
      thumbnailAlt: mine.thumbnailAlt,
    });
    expect(saved.statusCode).toBe(200);
    const ids = blogs.map((b) => b._id);
    const reordered = await call('PUT', '/editor/blogs-order', editor, {
      blogIds: [...ids.slice(1), ids[0]],
    });
    expect(reordered.statusCode).toBe(200);
    expect((await listed()).at(-1)!.name).toBe('Crisis Notes, revised');
    const deleted = await call('DELETE', `/editor/blogs/${mine._id}`, editor);
    expect(deleted.statusCode).toBe(200);
    blogs = (deleted.json() as { blogs: EditableBlog[] }).blogs;
    expect(blogs.map((b) => b.name)).not.toContain('Crisis Notes, revised');
    expect((await listed()).map((b) => b.name)).not.toContain('Crisis Notes, revised');
  });

  it.each([
    ['a link that is not http(s)', { url: 'javascript:alert(1)' }, m.blogLinkInvalid],
    ['a name left empty', { name: ' ' }, m.blogNameRequired],
    ['a thumbnail without its text alternative', { thumbnailAlt: '' }, m.thumbnailAltRequired],
    [
      'a thumbnail that was not uploaded here',
      { thumbnail: 'https://evil.example/x.webp' },
      m.unknownThumbnail,
    ],
  ])('refuses %s with 400 and changes nothing', async (_what, change, message) => {
    const before = await snapshotDatabase(t.db);
    const res = await call('POST', '/editor/blogs', editor, {
      name: 'Bad blog',
      url: 'https://medium.com/@nitsmun/bad-blog',
      thumbnail,
      thumbnailAlt: 'A thumbnail',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('refuses an address already listed with 409', async () => {
    const [first] = await listed();
    const res = await call('POST', '/editor/blogs', editor, {
      name: 'A copy',
      url: first!.url,
      thumbnail,
      thumbnailAlt: 'A thumbnail',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: m.blogLinkTaken });
  });
});
