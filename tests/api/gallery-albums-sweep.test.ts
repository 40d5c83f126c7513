/**
 * The gallery's albums taken down (unpublished, deleted) and the sweep of unused uploads
 * (docs/decisions/0070-team-restore-stays-in-its-tenure.md): the album /photo shows can be neither unpublished nor
 * deleted until another one is current (409, nothing changed); a stale version is a 409; and the hourly
 * housekeeping deletes, after a day, the uploaded photos, thumbnails, page images and portraits that no album,
 * blog, page document (published, draft or kept version), person, letter or published version of the team
 * names, keeping every width of an upload that is used.
 * Needs a build (SITE_DIR).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryDeskMessages as g } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import type { AlbumListItem, ContentImage, EditableAlbum } from '~/shared/schemas/content';
import type { EditablePage } from '~/shared/schemas/pages';
import type { EditableTenure, TeamImage } from '~/shared/schemas/team';
import { purgeExpired } from '../../src/server/jobs/housekeeping';
import { auditLog } from '../../src/server/modules/audit/table';
import { contentFiles } from '../../src/server/modules/content/table';
import { teamFiles } from '../../src/server/modules/team/table';
import { type TestApp, createTestApp, request } from '../support/app';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { snapshotDatabase } from '../support/db-snapshot';
import { dataUrl, makeImage } from '../support/images';
import { assertSiteBuilt } from '../support/paths';

const m = messages.content;
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let superadmin: Record<string, string>;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
  request(t.app, { method, url: `/v1/api${url}`, headers: superadmin, json });

async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown): Promise<T> {
  const res = await call(method, url, json);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const albums = async () => (await ok<{ albums: AlbumListItem[] }>('GET', '/editor/gallery/albums')).albums;

async function uploadPhoto(seed: number): Promise<ContentImage> {
  const file = dataUrl(
    'image/png',
    await makeImage('png', { width: 1000, height: 700, seed: Buffer.from([seed]) }),
  );
  return (await ok<{ image: ContentImage }>('POST', '/editor/gallery/files', { file })).image;
}

/** A new album with one uploaded photo, published and current; answers it. */
async function currentAlbumOf(title: string, image: ContentImage): Promise<EditableAlbum> {
  let album = (await ok<{ album: EditableAlbum }>('POST', '/editor/gallery/albums', { title })).album;
  album = (
    await ok<{ album: EditableAlbum }>('PUT', `/editor/gallery/albums/${album._id}`, {
      version: album.version,
      title,
      photos: [{ image, caption: 'Opening ceremony', alt: 'Delegates at the opening ceremony' }],
    })
  ).album;
  album = (
    await ok<{ album: EditableAlbum }>('PUT', `/editor/gallery/albums/${album._id}/publish`, {
      version: album.version,
    })
  ).album;
  return (
    await ok<{ album: EditableAlbum }>('PUT', `/editor/gallery/albums/${album._id}/current`, {
      version: album.version,
    })
  ).album;
}

describe('unpublishing and deleting an album', () => {
  it('the album the gallery shows can be neither unpublished nor deleted (409, nothing changes)', async () => {
    const [seeded] = await albums();
    expect(seeded!.current).toBe(true);
    const before = await snapshotDatabase(t.db);
    const unpublish = await call('PUT', `/editor/gallery/albums/${seeded!._id}/unpublish`, {
      version: seeded!.version,
    });
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json()).toEqual({ error: g.currentCannotUnpublish });
    const remove = await call('DELETE', `/editor/gallery/albums/${seeded!._id}`, {
      version: seeded!.version,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ error: g.currentCannotDelete });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('once another album is current, the old one is unpublished, then deleted with its photos; audited', async () => {
    const [seeded] = await albums();
    const image = await uploadPhoto(1);
    const fresh = await currentAlbumOf('Annual Conference 2026', image);
    let old = (await albums()).find((a) => a._id === seeded!._id)!;
    expect(old).toMatchObject({ published: true, current: false });

    // A version loaded before the change of the current album is stale.
    const stale = await call('PUT', `/editor/gallery/albums/${old._id}/unpublish`, {
      version: seeded!.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: m.albumChanged });

    const unpublished = (
      await ok<{ album: EditableAlbum }>('PUT', `/editor/gallery/albums/${old._id}/unpublish`, {
        version: old.version,
      })
    ).album;
    expect(unpublished.published).toBe(false);
    old = (await albums()).find((a) => a._id === seeded!._id)!;

    const staleDelete = await call('DELETE', `/editor/gallery/albums/${old._id}`, {
      version: old.version - 1,
    });
    expect(staleDelete.statusCode).toBe(409);
    const left = (
      await ok<{ albums: AlbumListItem[] }>('DELETE', `/editor/gallery/albums/${old._id}`, {
        version: old.version,
      })
    ).albums;
    expect(left.map((a) => a._id)).toEqual([fresh._id]);
    expect((await call('GET', `/editor/gallery/albums/${old._id}`)).statusCode).toBe(404);
    const missing = await call('DELETE', `/editor/gallery/albums/${old._id}`, { version: old.version });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: m.noSuchAlbum });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, old._id));
    expect(audit.map((a) => a.action).sort()).toEqual(['gallery.album_delete', 'gallery.album_unpublish']);
    expect(audit.find((a) => a.action === 'gallery.album_delete')!.details).toMatchObject({ photos: 9 });

    // /photo shows the current album, untouched.
    const page = await request(t.app, { method: 'GET', url: '/photo' });
    expect(page.body).toContain('Opening ceremony');
  });
});

describe('the sweep of uploads never saved', () => {
  const idOf = (url: string) => url.split('/').at(-1)!;
  const idsOf = (image: { url: string; variants?: { url: string }[] }) => [
    ...new Set([image.url, ...(image.variants ?? []).map((v) => v.url)].map(idOf)),
  ];
  const contentLeft = async (ids: string[]) =>
    (await t.db.select({ id: contentFiles.id }).from(contentFiles).where(inArray(contentFiles.id, ids)))
      .length;
  const teamLeft = async (ids: string[]) =>
    (await t.db.select({ id: teamFiles.id }).from(teamFiles).where(inArray(teamFiles.id, ids))).length;

  it('after a day, deletes every unused upload (all its widths) and keeps those an album, a blog, a person, a letter or a version names', async () => {
    const savedPhoto = await uploadPhoto(2);
    await currentAlbumOf('Mock MUN 2026', savedPhoto);
    const unusedPhoto = await uploadPhoto(3);

    const thumbnail = (
      await ok<{ image: ContentImage }>('POST', '/editor/blogs/files', {
        file: dataUrl('image/png', await makeImage('png', { width: 800, height: 600 })),
      })
    ).image;
    await ok('POST', '/editor/blogs', {
      name: 'Sweep Notes',
      url: 'https://medium.com/@nitsmun/sweep-notes',
      thumbnail: thumbnail.url,
      thumbnailAlt: 'A notebook',
    });

    const portrait = async (seed: number) =>
      (
        await ok<{ image: TeamImage }>('POST', '/superadmin/team/files', {
          file: dataUrl(
            'image/png',
            await makeImage('png', { width: 700, height: 700, seed: Buffer.from([seed]) }),
          ),
          alt: 'Portrait of Ria Sen',
        })
      ).image;
    const [personPhoto, letterPhoto, versionPhoto, unusedPortrait] = [
      await portrait(4),
      await portrait(5),
      await portrait(6),
      await portrait(7),
    ];
    const base = '/superadmin/team/tenures/2024-25';
    let tenure = (await ok<{ tenure: EditableTenure }>('GET', base)).tenure;
    const groupId = tenure.groups[0]!._id;
    const person = (name: string, photo: TeamImage) => ({
      name,
      photo,
      facebook: null,
      github: null,
      mail: null,
      linkedin: null,
    });
    tenure = (
      await ok<{ tenure: EditableTenure }>('POST', `${base}/positions`, {
        groupId,
        role: 'Deputy',
        person: person('Ria Sen', personPhoto),
      })
    ).tenure;
    tenure = (
      await ok<{ tenure: EditableTenure }>('POST', `${base}/positions`, {
        groupId,
        role: 'Deputy',
        person: person('Dev Roy', versionPhoto),
      })
    ).tenure;
    const letter = tenure.letters.find((l) => l.kind === 'secretaryGeneral')!;
    tenure = (
      await ok<{ tenure: EditableTenure }>('PUT', `${base}/letters/secretaryGeneral`, {
        ...letter,
        kind: undefined,
        photo: { ...letterPhoto, alt: 'Portrait of the Secretary General' },
        revision: tenure.revision,
      })
    ).tenure;
    // Dev Roy is published, then dropped from the draft (and so deleted): only version 2 names his portrait.
    tenure = (
      await ok<{ tenure: EditableTenure }>('POST', `${base}/publish`, {
        revision: tenure.revision,
        current: true,
      })
    ).tenure;
    const dev = tenure.groups[0]!.members.find((x) => x.name === 'Dev Roy')!;
    await ok('DELETE', `${base}/positions/${dev._id}`);

    // An upload of another editor (no gallery or blog upload in the audit log) is never swept here.
    const [other] = await t.db
      .insert(contentFiles)
      .values({
        upload: '00000000-0000-4000-8000-000000000001',
        contentType: 'image/webp',
        bytes: await makeImage('webp'),
        width: 64,
        height: 48,
      })
      .returning({ id: contentFiles.id });

    // Within the day, nothing goes.
    const now = Date.now();
    await purgeExpired(t.db, new Date(now + 23 * HOUR_MS));
    expect(await contentLeft(idsOf(unusedPhoto))).toBe(idsOf(unusedPhoto).length);
    expect(await teamLeft(idsOf(unusedPortrait))).toBe(idsOf(unusedPortrait).length);

    await purgeExpired(t.db, new Date(now + 25 * HOUR_MS));
    expect(await contentLeft(idsOf(unusedPhoto))).toBe(0);
    expect(await teamLeft(idsOf(unusedPortrait))).toBe(0);
    expect(await contentLeft(idsOf(savedPhoto))).toBe(idsOf(savedPhoto).length);
    expect(await contentLeft([other!.id])).toBe(1);
    // The blog names one width of its thumbnail; the upload's other width stays with it.
    expect(idsOf(thumbnail).length).toBe(2);
    expect(await contentLeft(idsOf(thumbnail))).toBe(2);
    for (const image of [personPhoto, letterPhoto, versionPhoto]) {
      expect(await teamLeft(idsOf(image))).toBe(idsOf(image).length);
    }
    const served = await request(t.app, { method: 'GET', url: savedPhoto.url });
    expect(served.statusCode).toBe(200);
    const gone = await request(t.app, { method: 'GET', url: unusedPhoto.url });
    expect(gone.statusCode).toBe(404);
  });

  it("after a day, deletes the page editor's unused images and keeps those a page's published document, draft or kept version names", async () => {
    const upload = async (seed: number) =>
      (
        await ok<{ image: ContentImage }>('POST', '/editor/pages/files', {
          file: dataUrl(
            'image/png',
            await makeImage('png', { width: 1000, height: 700, seed: Buffer.from([seed]) }),
          ),
        })
      ).image;
    const [publishedImage, versionImage, draftImage, unusedImage] = [
      await upload(20),
      await upload(21),
      await upload(22),
      await upload(23),
    ];
    const withImage = (document: Record<string, unknown>, field: string, image: ContentImage) => ({
      ...document,
      [field]: { src: image.url, width: image.width, height: image.height, alt: 'Delegates in committee' },
    });
    const page = async (key: string) =>
      (await ok<{ page: EditablePage }>('GET', `/editor/pages/${key}`)).page;
    const saveDraft = async (key: string, document: Record<string, unknown>) =>
      (
        await ok<{ page: EditablePage }>('PUT', `/editor/pages/${key}/draft`, {
          version: (await page(key)).version,
          document,
        })
      ).page;
    const publish = async (key: string, document: Record<string, unknown>) =>
      ok('PUT', `/editor/pages/${key}/publish`, { version: (await saveDraft(key, document)).version });
    // The About page publishes one image, then another: only its kept version names the first.
    const about = (await page('about')).published;
    await publish('about', withImage(about, 'image', versionImage));
    await publish('about', withImage(about, 'image', publishedImage));
    // The home page's draft names an image it has not published.
    const home = (await page('home')).published as { achievements: Record<string, unknown> };
    await saveDraft('home', {
      ...home,
      achievements: withImage(home.achievements, 'image', draftImage),
    });

    const now = Date.now();
    await purgeExpired(t.db, new Date(now + 23 * HOUR_MS));
    expect(await contentLeft(idsOf(unusedImage))).toBe(idsOf(unusedImage).length);

    await purgeExpired(t.db, new Date(now + 25 * HOUR_MS));
    expect(await contentLeft(idsOf(unusedImage))).toBe(0);
    // Each kept upload keeps all its widths, though a page names only the widest.
    for (const image of [publishedImage, versionImage, draftImage]) {
      expect(idsOf(image).length).toBeGreaterThan(1);
      expect(await contentLeft(idsOf(image))).toBe(idsOf(image).length);
    }
    expect((await request(t.app, { method: 'GET', url: versionImage.url })).statusCode).toBe(200);
  });
});
