/**
 * The site's pages as data (docs/decisions/0071-pages-as-data-every-page.md): the seed holds the pages as the site
 * shipped them (tests/fixtures/site-pages-seed.json) and the public pages render them; a superadmin grants a
 * client content:pages; that editor saves a draft (the public page unchanged), publishes it and / follows within
 * seconds without a restart; each publish is kept as a version that can be restored as a draft; a stale version
 * is a 409 with nothing written; bad input is a 400 with its message and changes nothing; the grant opens the
 * pages only. Needs a build (SITE_DIR).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { pageMessages as pm } from '~/shared/page-messages';
import type { ContentImage } from '~/shared/schemas/content';
import type { EditablePage, PageRevision } from '~/shared/schemas/pages';
import { auditLog } from '../../src/server/modules/audit/table';
import { sitePageVersions, sitePages } from '../../src/server/modules/pages/table';
import { type TestApp, createTestApp, request } from '../support/app';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { snapshotDatabase } from '../support/db-snapshot';
import { dataUrl, makeImage } from '../support/images';
import { assertSiteBuilt } from '../support/paths';
import { waitFor } from '../support/wait';

type Seed = Record<string, Record<string, unknown>> & {
  home: { hero: { kicker: string }; reviews: { items: { name: string; review: string }[] } };
  site: { fullName: string; contact: { email: string } };
  apply: { stepsHeading: string; steps: { title: string; body: string; bodyWithoutFees: string }[] };
  conference: { photos: { title: string; items: { src: string; alt: string }[] } };
  gallery: { intro: string };
  team: { heading: string; secretariatHeading: string; labels: { showDetails: string } };
};
const seed = JSON.parse(
  readFileSync(new URL('../fixtures/site-pages-seed.json', import.meta.url), 'utf8'),
) as Seed;

let t: TestApp;
let superadmin: Record<string, string>;
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, json?: unknown) =>
  request(t.app, { method, url: `/v1/api${url}`, headers, json });
const html = async (url: string) => (await request(t.app, { method: 'GET', url })).body;
const text = (body: string) =>
  body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const pageOf = (res: { json(): unknown }) => (res.json() as { page: EditablePage }).page;
const clone = <T>(v: T): T => structuredClone(v);
/** A document to break on purpose, field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

describe('the seed', () => {
  it('holds every page as the site shipped it, each published once', async () => {
    const rows = await t.db.select().from(sitePages);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.published]))).toEqual(seed);
    expect(rows.every((r) => r.draft === null && r.revision === 1 && r.version === 1)).toBe(true);
    const versions = await t.db.select().from(sitePageVersions);
    expect(versions.map((v) => v.key).sort()).toEqual(Object.keys(seed).sort());
  });

  it('the public pages render the documents: the home page, the site settings in every footer, GET /pages/:key', async () => {
    const home = text(await html('/'));
    expect(home).toContain(seed.home.hero.kicker);
    expect(home).toContain(seed.home.reviews.items[0]!.review);
    expect(home).toContain(seed.site.contact.email);
    expect(text(await html('/about'))).toContain(seed.site.fullName);
    const res = await request(t.app, { method: 'GET', url: '/v1/api/pages/faq' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { document: unknown }).document).toEqual(seed.faq);
    const unknown = await request(t.app, { method: 'GET', url: '/v1/api/pages/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: pm.unknownPage });
  });
});

describe('grants', () => {
  it('a client without the grant is refused; a superadmin grants content:pages; an admin holds it not', async () => {
    expect((await call('GET', '/editor/pages', editor)).statusCode).toBe(403);
    const admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
    expect((await call('GET', '/editor/pages', admin)).statusCode).toBe(403);
    expect((await call('GET', '/editor/pages', superadmin)).statusCode).toBe(200);
    const granted = await call(
      'PUT',
      `/superadmin/accounts/${editorId}/capabilities/content:pages`,
      superadmin,
    );
    expect(granted.statusCode).toBe(200);
    const list = await call('GET', '/editor/pages', editor);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { pages: { key: string }[] }).pages.map((p) => p.key)).toEqual([
      'home',
      'site',
      'about',
      'mockmun',
      'wrapped',
      'faq',
      'archive',
      'apply',
      'conference',
      'gallery',
      'team',
      'results',
    ]);
  });

  it("the pages editor's cheating requests: the gallery, the team, registrations, accounts, granting itself", async () => {
    const before = await snapshotDatabase(t.db);
    const refused = [
      await call('GET', '/editor/gallery/albums', editor),
      await call('GET', '/superadmin/team/tenures', editor),
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
});

describe('draft, publish, versions', () => {
  it('a draft leaves the public page as it was; a publish shows on / within 5 s without a restart; audited', async () => {
    const page = pageOf(await call('GET', '/editor/pages/home', editor));
    const document = clone(page.published) as Seed['home'];
    document.hero.kicker = 'Welcome back, diplomats';
    document.reviews.items[0]!.name = 'Someone New';
    const saved = await call('PUT', '/editor/pages/home/draft', editor, { version: page.version, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = pageOf(saved);
    expect(draft.draft).toEqual(document);
    expect(draft.version).toBe(page.version + 1);
    expect(text(await html('/'))).toContain(seed.home.hero.kicker);

    const published = await call('PUT', '/editor/pages/home/publish', editor, { version: draft.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(pageOf(published)).toMatchObject({ draft: null, revision: 2, published: document });
    await waitFor(async () => text(await html('/')).includes('Welcome back, diplomats'), 'the publish on /');
    expect(text(await html('/'))).toContain('Someone New');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'page'));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['page.draft_save', 'page.publish']));
  });

  it('the Apply, conference and gallery pages render their documents; a publish of apply shows on /applynow', async () => {
    expect(text(await html('/photo'))).toContain(seed.gallery.intro);
    const conference = await html('/annualconf');
    expect(text(conference)).toContain(seed.conference.photos.title);
    expect(conference).toContain(seed.conference.photos.items[0]!.src);
    expect(conference).toContain(seed.conference.photos.items[0]!.alt);
    const before = text(await html('/applynow'));
    expect(before).toContain(seed.apply.stepsHeading);
    expect(before).toContain(seed.apply.steps[1]!.body);

    const page = pageOf(await call('GET', '/editor/pages/apply', editor));
    const document = clone(page.published) as Seed['apply'];
    document.stepsHeading = 'Five minutes to your seat';
    document.steps[0] = {
      title: 'Make an account',
      body: 'Make an account first; the fee is {individualFee}.',
      bodyWithoutFees: 'Make an account first.',
    };
    const saved = await call('PUT', '/editor/pages/apply/draft', editor, { version: page.version, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call('PUT', '/editor/pages/apply/publish', editor, {
      version: pageOf(saved).version,
    });
    expect(published.statusCode, published.body).toBe(200);
    await waitFor(
      async () => text(await html('/applynow')).includes('Five minutes to your seat'),
      'the publish on /applynow',
    );
    // What the page shows (the loader's data, in a script, holds the document as written).
    const after = text((await html('/applynow')).replace(/<script[\s\S]*?<\/script>/g, ''));
    expect(after).toContain('Make an account first');
    expect(after).not.toContain('{individualFee}');
    expect(after).not.toContain(seed.apply.steps[0]!.title);
  });

  it('a publish of team shows on /team and /team/:tenure, its {tenure} and {name} filled in', async () => {
    expect(text(await html('/team'))).toContain(seed.team.heading);
    const page = pageOf(await call('GET', '/editor/pages/team', editor));
    const document = clone(page.published) as Seed['team'];
    document.heading = 'THE PEOPLE OF THE CLUB';
    document.secretariatHeading = 'THE {tenure} SECRETARIAT';
    document.labels.showDetails = 'More about {name}';
    const saved = await call('PUT', '/editor/pages/team/draft', editor, { version: page.version, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call('PUT', '/editor/pages/team/publish', editor, {
      version: pageOf(saved).version,
    });
    expect(published.statusCode, published.body).toBe(200);
    await waitFor(
      async () => text(await html('/team')).includes('THE PEOPLE OF THE CLUB'),
      'the publish on /team',
    );
    const shown = (await html('/team/2024-25')).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(text(shown)).toContain('THE 2024-25 SECRETARIAT');
    expect(text(shown)).not.toContain(seed.team.heading);
    expect(shown).toMatch(/aria-label="More about [^"{]+"/);
    expect(shown).not.toContain('{name}');
  });

  it('the site settings show in the header and footer of every page after a publish', async () => {
    const page = pageOf(await call('GET', '/editor/pages/site', superadmin));
    const document = clone(page.published) as Seed['site'];
    document.contact.email = 'hello@nitsmun.example';
    const saved = pageOf(
      await call('PUT', '/editor/pages/site/draft', superadmin, { version: page.version, document }),
    );
    expect(
      (await call('PUT', '/editor/pages/site/publish', superadmin, { version: saved.version })).statusCode,
    ).toBe(200);
    await waitFor(
      async () => text(await html('/about')).includes('hello@nitsmun.example'),
      'the footer of /about',
    );
  });

  it('a field added to a schema with a default reaches the stored pages: the map link of the Contact page', async () => {
    // The seed has no map link: the site settings read with the schema's default, in the editor and the page.
    const page = pageOf(await call('GET', '/editor/pages/site', superadmin));
    expect((page.published as Seed['site'] & { contact: { mapLink: string } }).contact.mapLink).toBe('');
    expect(await html('/contact')).not.toContain('View on a map');

    const document = clone(page.published) as Loose;
    document.contact.mapLink = 'javascript:alert(1)';
    const refused = await call('PUT', '/editor/pages/site/draft', superadmin, {
      version: page.version,
      document,
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: `contact.mapLink: ${pm.webAddress}` },
    });

    document.contact.mapLink = 'https://www.openstreetmap.org/#map=17/24.7577/92.7923';
    const saved = pageOf(
      await call('PUT', '/editor/pages/site/draft', superadmin, { version: page.version, document }),
    );
    expect(
      (await call('PUT', '/editor/pages/site/publish', superadmin, { version: saved.version })).statusCode,
    ).toBe(200);
    await waitFor(async () => (await html('/contact')).includes('View on a map'), 'the map link on /contact');
    expect(await html('/contact')).toContain(
      '<a class="contact-details__line" href="https://www.openstreetmap.org/#map=17/24.7577/92.7923" target="_blank" rel="noopener">View on a map</a>',
    );
  });

  it('each publish is a version; a restore brings it back as a draft, which a publish shows', async () => {
    const res = await call('GET', '/editor/pages/home/versions', editor);
    expect(res.statusCode).toBe(200);
    const versions = (res.json() as { versions: PageRevision[] }).versions;
    expect(versions.map((v) => v.revision)).toEqual([2, 1]);
    expect(versions[1]!.document).toEqual(seed.home);
    const page = pageOf(await call('GET', '/editor/pages/home', editor));
    const restored = await call('PUT', '/editor/pages/home/restore', editor, {
      version: page.version,
      revision: 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(pageOf(restored).draft).toEqual(seed.home);
    expect(text(await html('/'))).toContain('Welcome back, diplomats');
    const after = pageOf(restored);
    expect(
      (await call('PUT', '/editor/pages/home/publish', editor, { version: after.version })).statusCode,
    ).toBe(200);
    await waitFor(
      async () => text(await html('/')).includes(seed.home.hero.kicker),
      'the restored kicker on /',
    );
  });

  it('a stale version is a 409 and nothing is written', async () => {
    const page = pageOf(await call('GET', '/editor/pages/about', editor));
    const document = clone(page.published);
    const first = await call('PUT', '/editor/pages/about/draft', editor, { version: page.version, document });
    expect(first.statusCode).toBe(200);
    const before = await snapshotDatabase(t.db);
    for (const [url, body] of [
      ['/editor/pages/about/draft', { version: page.version, document }],
      ['/editor/pages/about/publish', { version: page.version }],
      ['/editor/pages/about/discard', { version: page.version }],
      ['/editor/pages/about/restore', { version: page.version, revision: 1 }],
    ] as const) {
      const res = await call('PUT', url, superadmin, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ error: pm.changed });
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const discarded = await call('PUT', '/editor/pages/about/discard', editor, {
      version: pageOf(first).version,
    });
    expect(discarded.statusCode).toBe(200);
    expect(pageOf(discarded).draft).toBeNull();
  });
});

describe('bad input', () => {
  it('answers 400 with the field and its message, and changes nothing', async () => {
    const page = pageOf(await call('GET', '/editor/pages/home', editor));
    const base = page.published as Seed['home'] & Record<string, Loose>;
    const cases: [(d: Loose) => void, string][] = [
      [(d) => (d.hero.kicker = ' '), `hero.kicker: ${pm.required}`],
      [(d) => (d.whatIs.paragraphs[0] = 'x'.repeat(2001)), `whatIs.paragraphs.0: ${pm.tooLong(2000)}`],
      [
        (d) => (d.collaboration.slides[0].image.alt = ''),
        `collaboration.slides.0.image.alt: ${pm.altRequired}`,
      ],
      [(d) => (d.hero.primaryCta.to = 'javascript:alert(1)'), `hero.primaryCta.to: ${pm.linkTarget}`],
      [
        (d) => (d.achievements.image.src = 'data:image/png;base64,AAAA'),
        `achievements.image.src: ${pm.imageAddress}`,
      ],
      // An image on another host would tell it who reads the page: only uploads and the site's own files.
      [
        (d) => (d.achievements.image.src = 'https://tracker.example/pixel.png'),
        `achievements.image.src: ${pm.imageAddress}`,
      ],
      [
        (d) => (d.achievements.image.src = '//tracker.example/pixel.png'),
        `achievements.image.src: ${pm.imageAddress}`,
      ],
      [(d) => delete d.stats, 'stats'],
      [(d) => (d.extra = 1), ''],
    ];
    const before = await snapshotDatabase(t.db);
    for (const [change, message] of cases) {
      const document = clone(base);
      change(document);
      const res = await call('PUT', '/editor/pages/home/draft', editor, { version: page.version, document });
      expect(res.statusCode, message).toBe(400);
      expect((res.json() as { error: string }).error).toContain(message);
    }
    const site = pageOf(await call('GET', '/editor/pages/site', editor));
    const badLink = clone(site.published) as Loose;
    badLink.socialLinks[0].url = 'ftp://example.org/';
    const res = await call('PUT', '/editor/pages/site/draft', editor, {
      version: site.version,
      document: badLink,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `socialLinks.0.url: ${pm.webAddress}` });
    expect(
      (await call('PUT', '/editor/pages/home/publish', editor, { version: page.version })).json(),
    ).toEqual({
      error: pm.noDraft,
    });
    expect(
      (await call('PUT', '/editor/pages/nope/draft', editor, { version: 1, document: {} })).statusCode,
    ).toBe(404);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('an image goes through the upload checks: a picture is stored at the server’s widths, anything else is refused', async () => {
    const ok = await call('POST', '/editor/pages/files', editor, {
      file: dataUrl('image/png', await makeImage('png', { width: 1200, height: 800 })),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const image = (ok.json() as { image: ContentImage }).image;
    expect(image.variants.map((v) => v.width)).toEqual([480, 960]);
    const before = await snapshotDatabase(t.db);
    const bad = await call('POST', '/editor/pages/files', editor, {
      file: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: pm.invalidImage });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});
