/**
 * The pages that speak of the featured event follow the database without a rebuild or a restart
 * (docs/decisions/0023-server-rendered-event-pages.md): a write made beside the server (SQL, as another
 * instance or a script would) shows in /annualconf, /applynow and every page's navigation label within 5 s;
 * a scheduled opening or closing shows by itself; and when nothing changed a page comes from memory, not
 * from a new rendering (a write that fires no trigger stays invisible, which only memory can explain).
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Needs a build (SITE_DIR).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Db, Tx } from '../../src/server/db/client';
import { events } from '../../src/server/modules/events/table';
import { type TestApp, createTestApp, request } from '../support/app';
import { assertSiteBuilt } from '../support/paths';
import { SEEDED_EVENT, seededFees } from '../support/seeded-event';
import { PUBLIC_WITHIN_MS, waitFor } from '../support/wait';

let t: TestApp;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  await waitFor(() => t.app.changes.isLive(), 'the change feed to be live');
});
afterAll(() => t?.close());

const page = async (url: string) => {
  const res = await request(t.app, { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res;
};
const html = async (url: string) => (await page(url)).body;
const renders = () => t.app.site!.pages!.renders;

const h1Of = (body: string) =>
  (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
const navLabels = (body: string) =>
  [...body.matchAll(/<a [^>]*class="site-nav__link[^"]*" href="\/annualconf"[^>]*>([^<]*)<\/a>/g)].map(
    (m) => m[1],
  );

/** Writes without firing any trigger: no change notification, so no cache hears of it. */
async function writeSilently(db: Db, write: (tx: Tx) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

let eventName = SEEDED_EVENT;
const setEvent = (values: Partial<typeof events.$inferInsert>) =>
  t.db.update(events).set(values).where(eq(events.name, eventName));

describe('a page comes from memory while nothing changes', () => {
  it('is rendered once, then served as it is (same bytes, same ETag, no new rendering)', async () => {
    const first = await page('/annualconf');
    const count = renders();
    const again = await Promise.all([page('/annualconf'), page('/annualconf'), page('/annualconf')]);
    for (const res of again) {
      expect(res.body).toBe(first.body);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(renders()).toBe(count);
  });

  it('a write that fires no trigger stays invisible; the next notified change shows both', async () => {
    await html('/applynow');
    await writeSilently(t.db, (tx) =>
      tx.update(events).set({ feeIndividual: 555 }).where(eq(events.name, eventName)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await html('/applynow')).toContain(`Rs ${seededFees.individual}`);

    await setEvent({ feeHospitality: 1600 });
    await waitFor(async () => (await html('/applynow')).includes('Rs 1,600'), 'the notified change');
    const body = await html('/applynow');
    expect(body).toContain('Rs 555');
    expect(body).not.toContain(`Rs ${seededFees.individual}`);
  });

  it('requests arriving together after a change share one rendering', async () => {
    await html('/archive');
    await setEvent({ theme: 'A theme written beside the server' });
    await t.app.changes.sync();
    const count = renders();
    const pages = await Promise.all(Array.from({ length: 12 }, () => html('/archive')));
    expect(new Set(pages).size).toBe(1);
    expect(renders()).toBe(count + 1);
  });
});

describe('a change in the database shows within 5 s, with no rebuild and no restart', () => {
  it('renaming the event, changing its fees and opening its registration show on /annualconf, /applynow and the navigation of every page', async () => {
    expect(h1Of(await html('/annualconf'))).toBe(SEEDED_EVENT);
    expect(navLabels(await html('/team'))).toEqual([SEEDED_EVENT, 'Annual Conference']);

    const renamed = 'Annual Conference Next';
    const started = Date.now();
    await setEvent({
      name: renamed,
      feeIndividual: 499,
      feeGroupPerMember: 449,
      feeHospitality: 1800,
      registrationOpen: true,
      registrationOpensAt: null,
      registrationClosesAt: null,
    });
    eventName = renamed;

    await waitFor(async () => {
      const [conference, apply, team, home] = await Promise.all(
        ['/annualconf', '/applynow', '/team', '/'].map(html),
      );
      return (
        h1Of(conference!) === renamed &&
        conference!.includes(messages.events.registrationOpenNotice(renamed)) &&
        h1Of(apply!) === `Apply for the ${renamed}` &&
        apply!.includes('Rs 499') &&
        apply!.includes('Rs 449') &&
        apply!.includes('Rs 1,800') &&
        apply!.includes(messages.events.registrationOpenNotice(renamed)) &&
        navLabels(team!)[0] === renamed &&
        navLabels(home!)[0] === renamed
      );
    }, 'the renamed, open event on every page');
    expect(Date.now() - started).toBeLessThan(PUBLIC_WITHIN_MS);

    const apply = await html('/applynow');
    expect(apply).not.toContain(messages.events.registrationClosedNotice(renamed));
    expect((await page('/applynow.data?_routes=routes%2Fapplynow')).body).toContain(renamed);
  });

  it('closing registration brings back the red closed notice', async () => {
    await setEvent({ registrationOpen: false });
    await waitFor(async () => {
      const closed = messages.events.registrationClosedNotice(eventName);
      return (await html('/applynow')).includes(closed) && (await html('/annualconf')).includes(closed);
    }, 'the closed notice');
  });

  it('a committee added beside the server shows on /annualconf', async () => {
    const [event] = await t.db.select({ id: events.id }).from(events).where(eq(events.name, eventName));
    await t.db.execute(sql`
      insert into committees (event_id, code, display_name, full_name, agenda, description, position)
      values (${event!.id}, 'NEWC', 'A New Committee', 'The newest room', 'An agenda written today', '', 99)`);
    await waitFor(async () => {
      const body = await html('/annualconf');
      return body.includes('A New Committee') && body.includes('An agenda written today');
    }, 'the new committee');
  });
});

describe('what a superadmin writes is text, never markup or script', () => {
  it('an event text that looks like HTML shows as text and adds no script to the page', async () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    await setEvent({ theme: hostile });
    await waitFor(async () => (await html('/annualconf')).includes('alert(1)'), 'the new theme');
    const res = await page('/annualconf');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Every inline script is one the page's CSP names by hash, and none is the injected one.
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\ssrc=/.test(m[1]!),
    );
    const csp = String(res.headers['content-security-policy']);
    for (const [, , body] of scripts) {
      expect(body).not.toBe('alert(1)');
      expect(csp).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
    await setEvent({ theme: 'A theme written beside the server' });
  });
});

describe('the registration window opens and closes by itself', () => {
  it('a scheduled opening shows as scheduled, then as open once its time has come, without any write', async () => {
    const opensAt = new Date(Date.now() + 1500);
    await setEvent({ registrationOpen: true, registrationOpensAt: opensAt, registrationClosesAt: null });
    await waitFor(
      async () => (await html('/applynow')).includes(messages.events.registrationScheduledNotice(eventName)),
      'the scheduled notice',
    );
    const scheduled = await html('/applynow');
    expect(scheduled).toContain(`${messages.events.opensOn} `);
    expect(scheduled).toContain('IST.');

    // No write from here on: only the page's expiry at the window's opening can change what it says.
    await waitFor(
      async () => (await html('/applynow')).includes(messages.events.registrationOpenNotice(eventName)),
      'the opening',
    );
    expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime());
    expect(Date.now() - opensAt.getTime()).toBeLessThan(PUBLIC_WITHIN_MS);
  });

  it('an open window with an end says until when, then closes by itself', async () => {
    const closesAt = new Date(Date.now() + 1500);
    await setEvent({ registrationOpen: true, registrationOpensAt: null, registrationClosesAt: closesAt });
    await waitFor(
      async () => (await html('/applynow')).includes(`${messages.events.closesOn} `),
      'the closing time',
    );
    await waitFor(
      async () => (await html('/applynow')).includes(messages.events.registrationClosedNotice(eventName)),
      'the closing',
    );
    expect(Date.now()).toBeGreaterThanOrEqual(closesAt.getTime());
  });
});

describe('no featured event', () => {
  it('the conference and Apply pages say no conference is announced, and the navigation stays generic', async () => {
    await setEvent({ featured: false });
    await waitFor(async () => (await html('/annualconf')).includes(messages.events.noneFeatured), 'no event');
    const conference = await html('/annualconf');
    expect(h1Of(conference)).toBe('Annual Conference');
    expect(conference).toContain('<title>Annual Conference | NITSMUN</title>');
    const apply = await html('/applynow');
    expect(h1Of(apply)).toBe('Apply');
    expect(apply).toContain(messages.events.noneFeatured);
    expect(apply).not.toContain('Rs ');
    expect(navLabels(await html('/team'))).toEqual(['Annual Conference', 'Annual Conference']);

    await setEvent({ featured: true });
    await waitFor(async () => h1Of(await html('/annualconf')) === eventName, 'the event again');
  });
});

describe('the Archive page lists past events that have an archive link', () => {
  /** The archive cards' links in the HTML as served (no script has run), in page order. */
  const archiveLinks = (body: string) =>
    [...body.matchAll(/<a class="archive-card__link" href="([^"]*)"/g)].map((m) => m[1]);
  const cardOf = (body: string, url: string) =>
    new RegExp(
      `<li class="archive-card">((?:(?!</li>)[\\s\\S])*?)href="${url.replace(/[.?/]/g, '\\$&')}"`,
    ).exec(body)?.[1] ?? '';

  it('a past event with a link shows (name, year, newest first), the featured one never, and removing the link removes it', async () => {
    const pastLink = 'https://photos.example.org/nitsmun-2024';
    const olderLink = 'https://photos.example.org/winter-2023';
    const featuredLink = 'https://next.example.org/';
    expect(archiveLinks(await html('/archive'))).not.toContain(pastLink);

    const started = Date.now();
    await t.db.transaction(async (tx) => {
      await tx
        .update(events)
        .set({ archiveUrl: pastLink, featured: false })
        .where(eq(events.name, eventName));
      await tx.insert(events).values([
        { name: 'Winter Session 2023', startsOn: '2023-01-20', archiveUrl: olderLink },
        {
          name: 'Annual Conference Upcoming',
          startsOn: '2099-10-01',
          archiveUrl: featuredLink,
          featured: true,
        },
      ]);
    });
    await waitFor(
      async () => archiveLinks(await html('/archive')).includes(pastLink),
      'the archive link on /archive',
    );
    expect(Date.now() - started).toBeLessThan(PUBLIC_WITHIN_MS);

    const body = await html('/archive');
    const links = archiveLinks(body);
    // Newest first, above the editions that had sites of their own; the featured event is not past.
    expect(links.slice(0, 2)).toEqual([pastLink, olderLink]);
    expect(links).toContain('https://2021.nitsmun.in');
    expect(links).not.toContain(featuredLink);
    expect(body).not.toContain('Annual Conference Upcoming</h2>');
    const card = cardOf(body, pastLink);
    expect(card).toContain(`<h2 class="archive-card__title">${eventName}</h2>`);
    expect(card).toMatch(/class="archive-card__year"[^>]*>2024</);
    expect(cardOf(body, olderLink)).toMatch(/class="archive-card__year"[^>]*>2023</);

    await setEvent({ archiveUrl: null });
    await waitFor(
      async () => !archiveLinks(await html('/archive')).includes(pastLink),
      'the link to go from /archive',
    );
    expect(archiveLinks(await html('/archive')).slice(0, 1)).toEqual([olderLink]);

    // As it was: the seeded event featured, and only it.
    await t.db.transaction(async (tx) => {
      await tx.delete(events).where(eq(events.name, 'Annual Conference Upcoming'));
      await tx.delete(events).where(eq(events.name, 'Winter Session 2023'));
      await tx.update(events).set({ featured: true }).where(eq(events.name, eventName));
    });
    await waitFor(async () => !(await html('/archive')).includes(olderLink), 'the archive as it was');
  });
});

describe('without a live change feed nothing is served from memory', () => {
  it('each request renders the page afresh (and sees a write that fired no trigger)', async () => {
    await html('/contact');
    await t.app.changes.close();
    expect(t.app.changes.isLive()).toBe(false);
    const count = renders();
    await writeSilently(t.db, (tx) =>
      tx.update(events).set({ name: 'Seen Without Memory' }).where(eq(events.name, eventName)),
    );
    eventName = 'Seen Without Memory';
    const body = await html('/contact');
    await html('/contact');
    expect(renders()).toBe(count + 2);
    expect(navLabels(body)).toEqual([eventName, 'Annual Conference']);
  });
});

describe('when the database cannot be read', () => {
  it('every page answers 503, since each shows data (the site settings at least), and none is kept', async () => {
    const other = await createTestApp();
    try {
      // Closed before any page was rendered: neither a page nor the events list is in memory.
      await other.database.close();
      const get = (url: string) => request(other.app, { method: 'GET', url });

      const conference = await get('/annualconf');
      expect(conference.statusCode).toBe(503);
      expect(conference.body).toContain(messages.generic.somethingWentWrongBang);
      expect(conference.headers['cache-control']).toBe('no-cache');
      expect((await get('/applynow')).statusCode).toBe(503);
      // The team and the pages are data too (docs/decisions/0071-pages-as-data-every-page.md).
      expect((await get('/team')).statusCode).toBe(503);
      expect((await get('/contact')).statusCode).toBe(503);
      expect((await get('/archive')).statusCode).toBe(503);
      const count = other.app.site!.pages!.renders;
      await get('/contact');
      expect(other.app.site!.pages!.renders).toBe(count + 1);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
