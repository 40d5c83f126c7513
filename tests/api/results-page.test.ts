/**
 * /results/<event>: the published awards by committee, rendered by the server and kept in memory like the
 * other public pages (docs/decisions/0023-server-rendered-event-pages.md); a publication shows within 5 s,
 * a proposal never does; an unknown event is the 404 page. Its words are the page document `results`
 * (docs/decisions/0071-pages-as-data-every-page.md): a publish of that document shows on every event's page,
 * `{event}` and `{committee}` filled in. Needs a build (SITE_DIR).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '~/shared/fill-template';
import { paths } from '~/shared/paths';
import type { AwardCategory } from '~/shared/schemas/awards';
import type { EditablePage, ResultsDocument } from '~/shared/schemas/pages';
import { users } from '../../src/server/modules/accounts/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { type ChairFixture, chairFixture } from '../support/chairs';
import { assertSiteBuilt } from '../support/paths';
import { PUBLIC_WITHIN_MS, waitFor } from '../support/wait';
import pages from '../fixtures/site-pages-seed.json';

const seed: ResultsDocument = pages.results;
let t: TestApp;
let fx: ChairFixture;
let admin: Record<string, string>;
let superadmin: Record<string, string>;
let winner: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'GET', url, headers });
const post = (url: string, json: unknown) => request(t.app, { method: 'POST', url, headers: admin, json });
const adminBase = () => `/v1/api/admin/events/${encodeURIComponent(fx.eventName)}`;

beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  const started = Date.now();
  while (!t.app.changes.isLive() && Date.now() - started < PUBLIC_WITHIN_MS)
    await new Promise((resolve) => setTimeout(resolve, 50));
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
  fx = await chairFixture(t.db);
  const [row] = await t.db
    .select({ name: users.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.id, fx.registrationId));
  winner = row!.name;
});
afterAll(() => t?.close());

describe('/results/<event>', () => {
  it('says the awards are not published while they are only proposed, then lists them within 5 s of publication', async () => {
    const res = await request(t.app, {
      method: 'PUT',
      url: `${adminBase()}/award-categories`,
      headers: admin,
      json: { categories: [{ name: 'Best Delegate', perCommittee: 1 }] },
    });
    const [best] = res.json<{ categories: AwardCategory[] }>().categories;
    const proposal = await post(
      `/v1/api/chair/events/${encodeURIComponent(fx.eventName)}/committees/${fx.committee}/awards`,
      { categoryId: best!.id, registrationId: fx.registrationId },
    );
    expect(proposal.statusCode, proposal.body).toBe(200);
    await t.app.changes.sync();

    const before = await get(paths.results(fx.eventName));
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(seed.notYet);
    expect(before.body).not.toContain(winner);
    expect(before.body).not.toContain('Best Delegate');
    // Served from memory while nothing changes.
    const renders = t.app.site!.pages!.renders;
    expect((await get(paths.results(fx.eventName))).body).toBe(before.body);
    expect(t.app.site!.pages!.renders).toBe(renders);

    expect((await post(`${adminBase()}/awards/publish`, {})).statusCode).toBe(200);
    await waitFor(
      async () => (await get(paths.results(fx.eventName))).body.includes(winner),
      'the published award on the page',
    );
    // What the page shows (the loader's data, in a script, holds the page document, the notice included).
    const after = (await get(paths.results(fx.eventName))).body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(after).toContain('Best Delegate');
    expect(after).toContain('Council CA');
    expect(after).toContain('Alpha');
    expect(after).not.toContain(seed.notYet);
    expect(after).toContain(`<title>${fillTemplate(seed.title, { event: fx.eventName })}`);
    expect(after).toContain(
      `aria-label="${fillTemplate(seed.committeeAwards, { committee: 'Council CA' })}"`,
    );
  });

  it("a publish of the page document 'results' shows on every event's page, {event} and {committee} filled in", async () => {
    const edit = (method: 'GET' | 'PUT', url: string, json?: unknown) =>
      request(t.app, { method, url: `/v1/api/editor/pages/results${url}`, headers: superadmin, json });
    const pageOf = (res: { json(): unknown }) => (res.json() as { page: EditablePage }).page;
    const page = pageOf(await edit('GET', ''));
    expect(page.published).toEqual(seed);
    const document: ResultsDocument = {
      title: 'Winners of {event}',
      description: 'Who won what at {event}.',
      eyebrow: 'Honours',
      notYet: 'No winners yet: the secretariat is still counting.',
      committeeAwards: 'The winners in {committee}',
    };
    const saved = await edit('PUT', '/draft', { version: page.version, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await edit('PUT', '/publish', { version: pageOf(saved).version });
    expect(published.statusCode, published.body).toBe(200);

    // The event of the first test, its awards published; another whose awards are not.
    const heading = `Winners of ${fx.eventName}`;
    await waitFor(
      async () => (await get(paths.results(fx.eventName))).body.includes(heading),
      'the publish on the results page',
    );
    // What the page shows (the loader's data, in a script, holds the document as written).
    const shown = (await get(paths.results(fx.eventName))).body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).toContain(`<title>${heading}`);
    expect(shown).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(shown).toContain(`content="Who won what at ${fx.eventName}."`);
    expect(shown).toContain('Honours');
    expect(shown).toContain('aria-label="The winners in Council CA"');
    expect(shown).toContain(winner);
    expect(shown).not.toMatch(/\{(event|committee)\}/);
    expect(shown).not.toContain(fillTemplate(seed.title, { event: fx.eventName }));

    const other = await chairFixture(t.db);
    const unpublished = (await get(paths.results(other.eventName))).body;
    expect(unpublished).toContain(document.notYet);
    expect(unpublished).toContain(`<title>Winners of ${other.eventName}`);
    expect(unpublished).not.toContain(seed.notYet);
  });

  it('an event that does not exist is the 404 page', async () => {
    const res = await get(paths.results('No such conference'));
    expect(res.statusCode).toBe(404);
  });
});
