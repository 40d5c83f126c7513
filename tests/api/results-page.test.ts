/**
 * /results/<event>: the published awards by committee, rendered by the server and kept in memory like the
 * other public pages (docs/decisions/0023-server-rendered-event-pages.md); a publication shows within 5 s,
 * a proposal never does; an unknown event is the 404 page. Needs a build (SITE_DIR).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsPage } from '~/content/results';
import { paths } from '~/shared/paths';
import type { AwardCategory } from '~/shared/schemas/awards';
import { users } from '../../src/server/modules/accounts/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { type ChairFixture, chairFixture } from '../support/chairs';
import { assertSiteBuilt } from '../support/paths';
import { PUBLIC_WITHIN_MS, waitFor } from '../support/wait';

let t: TestApp;
let fx: ChairFixture;
let admin: Record<string, string>;
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
    expect(before.body).toContain(resultsPage.notYet);
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
    const after = (await get(paths.results(fx.eventName))).body;
    expect(after).toContain('Best Delegate');
    expect(after).toContain('Council CA');
    expect(after).toContain('Alpha');
    expect(after).not.toContain(resultsPage.notYet);
    expect(after).toContain(`<title>${resultsPage.title(fx.eventName)}`);
  });

  it('an event that does not exist is the 404 page', async () => {
    const res = await get(paths.results('No such conference'));
    expect(res.statusCode).toBe(404);
  });
});
