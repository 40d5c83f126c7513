/**
 * The superadmin's event editing (docs/decisions/0022-conferences-as-data.md): next year's conference set up
 * through the API alone, with the rules that protect registrations (a committee or portfolio in use cannot
 * go; a rename carries the registrations along), uploads checked like every upload, and every change in the
 * audit log.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import type { EditableEvent, EventDetailsInput } from '~/shared/schemas/events';
import { auditLog } from '../../src/server/modules/audit/table';
import { renderCertificatePdf } from '../../src/server/modules/certificates/pdf';
import { liveCertificatesOf } from '../../src/server/modules/certificates/documents';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { createCertificate } from '../support/certificates';
import { dataUrl, makeImage } from '../support/images';
import { createRegistrant, individualBody, outsiderFields, postRegistration } from '../support/registration';
import { SEEDED_EVENT, seededFees, seededPortfolios } from '../support/seeded-event';

const m = messages.events;
const NEXT = 'Annual Conference 2026';
let t: TestApp;
let superadmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
});
afterAll(() => t?.close());

const enc = encodeURIComponent;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) =>
  request(t.app, { method, url: `/v1/api/superadmin/events${path}`, headers: superadmin, json });
const eventPath = (name: string, rest = '') => `/${enc(name)}${rest}`;
async function ok(res: Awaited<ReturnType<typeof call>>): Promise<EditableEvent> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event;
}
const publicEvent = async (name: string) =>
  (await request(t.app, { method: 'GET', url: `/v1/api/events/${enc(name)}` })).json().event;

function details(event: EditableEvent, changes: Partial<EventDetailsInput> = {}): EventDetailsInput {
  return {
    name: event.name,
    theme: event.theme,
    about: event.about,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    venue: event.venue,
    hero: event.hero,
    archiveUrl: event.archiveUrl,
    window: event.window,
    fees: event.fees,
    payment: event.payment,
    ...changes,
  };
}

const twentyPortfolios = Array.from({ length: 20 }, (_, i) => `Delegate of Region ${i + 1}`);

describe("next year's conference, set up through the API", () => {
  let event: EditableEvent;

  it("copies 2024 into 2026: everything but registrations and the old edition's dates and window, not featured, closed", async () => {
    // The source with a window of its own: the copy must not inherit it.
    const seededRow = await publicEvent(SEEDED_EVENT);
    await t.db.execute(
      sql`update events set registration_opens_at = now() - interval '1 day', registration_closes_at = now() + interval '1 day' where id = ${seededRow._id}`,
    );
    const res = await call('POST', '', { name: NEXT, copyFrom: SEEDED_EVENT });
    expect(res.json().message).toBe(m.created);
    event = await ok(res);
    const seeded = await publicEvent(SEEDED_EVENT);
    await t.db.execute(
      sql`update events set registration_opens_at = null, registration_closes_at = null where id = ${seededRow._id}`,
    );
    expect(seeded.startsOn).not.toBeNull();
    expect(seeded.window.opensAt).not.toBeNull();
    expect(event).toMatchObject({ name: NEXT, featured: false, registrationOpen: false, registrations: 0 });
    expect([event.startsOn, event.endsOn]).toEqual([null, null]);
    expect(event.window).toEqual({ switchOpen: false, opensAt: null, closesAt: null });
    expect(event.theme).toBe(seeded.theme);
    expect(event.hero).toEqual(seeded.hero);
    expect(event.fees).toEqual(seeded.fees);
    expect(event.committees.map((c) => [c.code, c.displayName, c.portfolios.length])).toEqual(
      seeded.committees.map((c: { code: string; displayName: string; portfolios: string[] }) => [
        c.code,
        c.displayName,
        c.portfolios.length,
      ]),
    );
    expect(event.board).toEqual(seeded.board);
    expect(event.coSponsors).toEqual(seeded.coSponsors);
  });

  it('refuses a taken name (409), an unknown source (404) and a name that cannot be a URL segment (400)', async () => {
    expect((await call('POST', '', { name: NEXT })).json()).toEqual({ error: m.nameTaken });
    expect((await call('POST', '', { name: 'X', copyFrom: 'Nope' })).statusCode).toBe(404);
    const bad = await call('POST', '', { name: 'A/B' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.invalidName });
  });

  it('renames a committee, adds a fifth with 20 pasted portfolios and reorders', async () => {
    const ipc = event.committees.find((c) => c.code === 'IPC')!;
    const { _id, registrations: _r, portfolios: _p, ...fields } = ipc;
    event = await ok(
      await call('PUT', eventPath(NEXT, `/committees/${_id}`), { ...fields, displayName: 'Press Corps' }),
    );
    event = await ok(
      await call('POST', eventPath(NEXT, '/committees'), {
        code: 'UNSC',
        displayName: 'Security Council',
        fullName: 'United Nations Security Council',
        agenda: 'Maritime security in the Indo-Pacific',
        description: 'Fifteen members, five vetoes.',
        banner: null,
        guideUrl: 'https://example.org/unsc.pdf',
      }),
    );
    const unsc = event.committees.at(-1)!;
    expect(unsc.code).toBe('UNSC');
    // Pasted with a blank line, stray spaces and an exact duplicate.
    const pasted = [...twentyPortfolios, '', `  ${twentyPortfolios[0]}  `];
    event = await ok(
      await call('PUT', eventPath(NEXT, `/committees/${unsc._id}/portfolios`), { portfolios: pasted }),
    );
    expect(event.committees.at(-1)!.portfolios.map((p) => p.name)).toEqual(twentyPortfolios);

    const ids = event.committees.map((c) => c._id);
    const reversed = [...ids].reverse();
    event = await ok(await call('PUT', eventPath(NEXT, '/committees-order'), { committeeIds: reversed }));
    expect(event.committees.map((c) => c._id)).toEqual(reversed);
    const partial = await call('PUT', eventPath(NEXT, '/committees-order'), {
      committeeIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ error: m.orderMismatch });

    const seen = await publicEvent(NEXT);
    expect(seen.committees).toHaveLength(5);
    expect(seen.committees.find((c: { code: string }) => c.code === 'IPC').displayName).toBe('Press Corps');
  });

  it('saves fees 499 / 449 / 1800 and a window open from now; refuses bad values with clear messages', async () => {
    const fees = { individual: 499, groupPerMember: 449, hospitality: 1800, groupMinPeople: 3 };
    const window = { switchOpen: true, opensAt: new Date(Date.now() - 1000).toISOString(), closesAt: null };
    event = await ok(
      await call(
        'PUT',
        eventPath(NEXT),
        details(event, { fees, window, startsOn: '2026-10-02', endsOn: '2026-10-04' }),
      ),
    );
    expect(event).toMatchObject({ fees, registrationOpen: true, startsOn: '2026-10-02' });

    const cases: [Partial<EventDetailsInput>, string][] = [
      [{ startsOn: '2026-10-04', endsOn: '2026-10-02' }, m.datesOrder],
      [
        { window: { switchOpen: true, opensAt: '2026-10-02T10:00:00Z', closesAt: '2026-10-01T10:00:00Z' } },
        m.windowOrder,
      ],
      [{ payment: { ...event.payment, ifsc: 'NOT AN IFSC' } }, m.invalidIfsc],
      [{ payment: { ...event.payment, upiIds: ['no-at-sign'] } }, m.invalidUpiId],
      [{ name: '' }, m.fieldRequired],
      [{ hero: { url: 'javascript:alert(1)', width: 10, height: 10, alt: '' } }, m.invalidLink],
      // Images are the site's own: one on another host would tell it who reads the page.
      [{ hero: { url: 'https://tracker.example/x.png', width: 10, height: 10, alt: '' } }, m.invalidLink],
    ];
    for (const [change, message] of cases) {
      const res = await call('PUT', eventPath(NEXT), details(event, change));
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ error: message });
    }
    const negative = await call(
      'PUT',
      eventPath(NEXT),
      details(event, { fees: { ...fees, individual: -1 } }),
    );
    expect(negative.statusCode).toBe(400);
    expect((await publicEvent(NEXT)).fees).toEqual(fees);
  });

  it('features one event at a time', async () => {
    event = await ok(await call('PUT', eventPath(NEXT, '/featured')));
    expect(event.featured).toBe(true);
    const all = (await call('GET', '')).json().events as { name: string; featured: boolean }[];
    expect(all.filter((e) => e.featured).map((e) => e.name)).toEqual([NEXT]);
  });

  it('charges a delegate of 2026 its fees: 499, or 2299 with accommodation as a non-institute student', async () => {
    const selection = {
      eventName: NEXT,
      committeePreference: ['UNSC'],
      portfolioPreference: [twentyPortfolios[0], twentyPortfolios[1]],
    };
    const student = await createRegistrant(t.db);
    const a = await postRegistration(t.app, student.headers, await individualBody(selection));
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().registration.amountDue).toBe(499);
    const outsider = await createRegistrant(t.db, { student: false });
    const b = await postRegistration(
      t.app,
      outsider.headers,
      await individualBody({ ...selection, ...outsiderFields('Yes') }),
    );
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().registration.amountDue).toBe(2299);
  });

  it('keeps what registrations use: no deleting a used committee or removing a used portfolio', async () => {
    event = await ok(await call('GET', eventPath(NEXT)));
    const unsc = event.committees.find((c) => c.code === 'UNSC')!;
    expect(unsc.registrations).toBe(2);
    expect(unsc.portfolios.filter((p) => p.used).map((p) => p.name)).toEqual(twentyPortfolios.slice(0, 2));

    const del = await call('DELETE', eventPath(NEXT, `/committees/${unsc._id}`));
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ error: m.committeeInUse });

    const shrink = await call('PUT', eventPath(NEXT, `/committees/${unsc._id}/portfolios`), {
      portfolios: twentyPortfolios.slice(1),
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json()).toEqual({ error: `${m.portfoliosInUse}: ${twentyPortfolios[0]}` });
    // Nothing was half-written.
    expect(
      (await publicEvent(NEXT)).committees.find((c: { code: string }) => c.code === 'UNSC').portfolios,
    ).toEqual(twentyPortfolios);

    // An unused committee goes.
    const ib = event.committees.find((c) => c.code === 'IB')!;
    event = await ok(await call('DELETE', eventPath(NEXT, `/committees/${ib._id}`)));
    expect(event.committees.map((c) => c.code)).not.toContain('IB');
  });

  it('renames a committee code and a portfolio; the registrations follow', async () => {
    const unsc = event.committees.find((c) => c.code === 'UNSC')!;
    const { _id, registrations: _r, portfolios: list, ...fields } = unsc;
    event = await ok(await call('PUT', eventPath(NEXT, `/committees/${_id}`), { ...fields, code: 'SC' }));
    const first = list.find((p) => p.name === twentyPortfolios[0])!;
    event = await ok(
      await call('PUT', eventPath(NEXT, `/portfolios/${first._id}`), { name: 'Delegate of the North' }),
    );

    const rows = await t.db
      .select()
      .from(registrations)
      .where(sql`${registrations.eventId} = ${event._id}`);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.committeePreference).toEqual(['SC']);
      expect(row.portfolioPreference).toEqual(['Delegate of the North', twentyPortfolios[1]]);
    }
    const taken = await call('PUT', eventPath(NEXT, `/portfolios/${first._id}`), {
      name: twentyPortfolios[2],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: m.portfolioTaken });
    const other = event.committees.find((c) => c.code !== 'SC')!;
    const code = await call('PUT', eventPath(NEXT, `/committees/${_id}`), { ...fields, code: other.code });
    expect(code.json()).toEqual({ error: m.codeTaken });
  });

  it('replaces the board and the co-sponsors; a board member of an unknown committee is refused', async () => {
    const member = {
      name: 'Ira Das',
      role: 'Chairperson',
      committee: 'SC',
      bio: 'Chairs the council.',
      photo: null,
    };
    event = await ok(await call('PUT', eventPath(NEXT, '/board'), { members: [member] }));
    expect(event.board).toEqual([member]);
    const bad = await call('PUT', eventPath(NEXT, '/board'), { members: [{ ...member, committee: 'NOPE' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.unknownBoardCommittee });

    const sponsor = { name: 'Cachar Books', description: '', url: 'https://example.org', logo: null };
    event = await ok(await call('PUT', eventPath(NEXT, '/cosponsors'), { coSponsors: [sponsor] }));
    expect(event.coSponsors).toEqual([sponsor]);
    const js = await call('PUT', eventPath(NEXT, '/cosponsors'), {
      coSponsors: [{ ...sponsor, url: 'javascript:alert(1)' }],
    });
    expect(js.json()).toEqual({ error: m.invalidLink });
  });

  it('uploads images (re-encoded to WebP) and PDFs; anything else is refused', async () => {
    const png = await makeImage('png', { width: 1200, height: 500 });
    const up = await call('POST', eventPath(NEXT, '/files'), {
      file: dataUrl('image/png', png),
      alt: 'Poster',
    });
    expect(up.statusCode, up.body).toBe(200);
    const { file } = up.json();
    expect(file.image).toEqual({ url: file.url, width: 1200, height: 500, alt: 'Poster' });
    const served = await request(t.app, { method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');

    event = await ok(await call('PUT', eventPath(NEXT), details(event, { hero: file.image })));
    expect((await publicEvent(NEXT)).hero).toEqual(file.image);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const doc = await call('POST', eventPath(NEXT, '/files'), { file: dataUrl('application/pdf', pdf) });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().file).toMatchObject({ contentType: 'application/pdf', image: null });
    const pdfServed = await request(t.app, { method: 'GET', url: doc.json().file.url });
    expect(pdfServed.headers['content-type']).toBe('application/pdf');
    expect(pdfServed.rawPayload.equals(pdf)).toBe(true);

    for (const bad of [
      dataUrl('image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
      dataUrl('application/pdf', Buffer.from('<html>not a pdf</html>')),
      'data:image/png;base64,@@@',
      dataUrl('image/png', Buffer.alloc(1024 * 1024 + 1, 1)),
    ]) {
      const res = await call('POST', eventPath(NEXT, '/files'), { file: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: m.invalidFile });
    }
    const missing = await request(t.app, {
      method: 'GET',
      url: '/v1/api/event-files/00000000-0000-0000-0000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: m.fileNotFound });
  });

  it("a hero upload also stores the phones' cut: the poster's right-hand part at its full height", async () => {
    // Dark on the left, white on the right: the cut (the right 333 px of 1200) must be all white.
    const width = 1200;
    const height = 500;
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) raw.fill(i % width >= 800 ? 255 : 20, i * 3, i * 3 + 3);
    const poster = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const up = await call('POST', eventPath(NEXT, '/files'), {
      file: dataUrl('image/png', poster),
      alt: 'Poster',
      purpose: 'hero',
    });
    expect(up.statusCode, up.body).toBe(200);
    const { image } = up.json().file;
    expect(image).toMatchObject({ width, height, alt: 'Poster', narrow: { width: 333, height } });
    expect(image.narrow.url).toMatch(/^\/v1\/api\/event-files\//);
    expect(image.narrow.url).not.toBe(image.url);
    const cut = await request(t.app, { method: 'GET', url: image.narrow.url });
    expect(cut.statusCode).toBe(200);
    expect(cut.headers['content-type']).toBe('image/webp');
    const stats = await sharp(cut.rawPayload).stats();
    expect(await sharp(cut.rawPayload).metadata()).toMatchObject({ width: 333, height });
    for (const channel of stats.channels) expect(channel.min).toBeGreaterThan(230);
    const audit = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'event.file_upload'));
    expect(audit.at(-1)!.details).toMatchObject({ narrowBytes: cut.rawPayload.length });

    event = await ok(await call('PUT', eventPath(NEXT), details(event, { hero: image })));
    expect((await publicEvent(NEXT)).hero).toEqual(image);

    // A poster no wider than the cut needs none; other uploads get none.
    const tall = await call('POST', eventPath(NEXT, '/files'), {
      file: dataUrl('image/png', await makeImage('png', { width: 300, height: 500 })),
      purpose: 'hero',
    });
    expect(tall.json().file.image).not.toHaveProperty('narrow');
    const banner = await call('POST', eventPath(NEXT, '/files'), { file: dataUrl('image/png', poster) });
    expect(banner.json().file.image).not.toHaveProperty('narrow');

    // What a forged save may not carry: a script link, a foreign key, a cut of zero size; nor another purpose.
    for (const narrow of [
      { ...image.narrow, url: 'javascript:alert(1)' },
      { ...image.narrow, onload: 'x' },
      { ...image.narrow, width: 0 },
    ]) {
      const res = await call('PUT', eventPath(NEXT), details(event, { hero: { ...image, narrow } }));
      expect(res.statusCode, JSON.stringify(narrow)).toBe(400);
    }
    const other = await call('POST', eventPath(NEXT, '/files'), {
      file: dataUrl('image/png', poster),
      purpose: 'banner',
    });
    expect(other.statusCode).toBe(400);
    expect((await publicEvent(NEXT)).hero).toEqual(image);
  });

  it('opens, closes and schedules the window; the server follows', async () => {
    const close = await call('PUT', eventPath(NEXT, '/registration'), { action: 'close' });
    expect(close.json().message).toBe(messages.registration.closedButton);
    expect((await publicEvent(NEXT)).registrationOpen).toBe(false);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call('PUT', eventPath(NEXT, '/registration'), {
      action: 'schedule',
      opensAt: later,
      closesAt: null,
    });
    expect(scheduled.json().event).toMatchObject({
      registrationOpen: false,
      window: { switchOpen: true, opensAt: later },
    });
    const registrant = await createRegistrant(t.db);
    const refused = await postRegistration(
      t.app,
      registrant.headers,
      await individualBody({ eventName: NEXT, committeePreference: ['SC'], portfolioPreference: [] }),
    );
    expect(refused.statusCode).toBe(403);
    // Open now drops the opening time that keeps it shut.
    const open = await call('PUT', eventPath(NEXT, '/registration'), { action: 'open' });
    expect(open.json().event).toMatchObject({ registrationOpen: true, window: { opensAt: null } });
  });

  it('renames the event; its registrations stay with it; 2024 is intact', async () => {
    event = await ok(
      await call('PUT', eventPath(NEXT), details(event, { name: 'Annual Conference 2026 (NITS)' })),
    );
    expect(event.registrations).toBe(2);
    // The old address keeps opening the event, under its new name (links already sent outlive a rename).
    expect((await ok(await call('GET', eventPath(NEXT)))).name).toBe('Annual Conference 2026 (NITS)');
    const seeded = await publicEvent(SEEDED_EVENT);
    expect(seeded).toMatchObject({ featured: false, fees: seededFees });
    expect(seeded.committees.find((c: { code: string }) => c.code === 'UNHRC').portfolios).toEqual(
      seededPortfolios.UNHRC,
    );
  });

  it('wrote every change to the audit log', async () => {
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    for (const action of [
      'event.create',
      'event.committee_update',
      'event.committee_add',
      'event.portfolios_set',
      'event.committees_reorder',
      'event.update',
      'event.feature',
      'event.committee_delete',
      'event.portfolio_rename',
      'event.board_set',
      'event.cosponsors_set',
      'event.file_upload',
      'event.registration_close',
      'event.registration_schedule',
      'event.registration_open',
    ] as const) {
      expect(actions, action).toContain(action);
    }
    // Refused changes wrote nothing: one entry per successful call of each kind above.
    const deletes = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.committee_delete'));
    expect(deletes).toHaveLength(1);
  });
});

describe('a blank event', () => {
  it('starts empty and closed, with the default group size', async () => {
    const res = await call('POST', '', { name: 'Mock MUN 2027' });
    const event = await ok(res);
    expect(event).toMatchObject({
      committees: [],
      board: [],
      coSponsors: [],
      featured: false,
      registrationOpen: false,
      fees: { individual: 0, groupPerMember: 0, hospitality: 0, groupMinPeople: 3 },
    });
  });
});

describe('names and numbers', () => {
  it("refuses a name that is one of the editor's own paths, and says what is wrong with a fee", async () => {
    const reserved = await call('POST', '', { name: 'Registration' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toEqual({ error: m.reservedName });
    const event = await ok(await call('GET', eventPath(SEEDED_EVENT)));
    for (const [fees, message] of [
      [{ ...seededFees, individual: -1 }, m.invalidFee],
      [{ ...seededFees, hospitality: 1.5 }, m.invalidFee],
      [{ ...seededFees, groupMinPeople: 1 }, m.invalidGroupSize],
    ] as const) {
      const res = await call('PUT', eventPath(SEEDED_EVENT), details(event, { fees }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
  });
});

describe('an archive link', () => {
  const EDITION = 'Winter Session 2023';

  it('is saved trimmed, read back by the editor and the public call, and cleared with null', async () => {
    let event = await ok(await call('POST', '', { name: EDITION }));
    expect(event.archiveUrl).toBeNull();
    event = await ok(
      await call(
        'PUT',
        eventPath(EDITION),
        details(event, { archiveUrl: '  https://photos.example.org/winter-2023  ' }),
      ),
    );
    expect(event.archiveUrl).toBe('https://photos.example.org/winter-2023');
    expect((await ok(await call('GET', eventPath(EDITION)))).archiveUrl).toBe(
      'https://photos.example.org/winter-2023',
    );
    expect((await publicEvent(EDITION)).archiveUrl).toBe('https://photos.example.org/winter-2023');
    const listed = (await request(t.app, { method: 'GET', url: '/v1/api/events' })).json().events as {
      name: string;
      archiveUrl: string | null;
    }[];
    expect(listed.find((e) => e.name === EDITION)?.archiveUrl).toBe('https://photos.example.org/winter-2023');

    // One of our own files (an uploaded PDF, say) will do too.
    event = await ok(
      await call('PUT', eventPath(EDITION), details(event, { archiveUrl: '/v1/api/event-files/report' })),
    );
    expect(event.archiveUrl).toBe('/v1/api/event-files/report');

    event = await ok(await call('PUT', eventPath(EDITION), details(event, { archiveUrl: null })));
    expect(event.archiveUrl).toBeNull();
    expect((await publicEvent(EDITION)).archiveUrl).toBeNull();
  });

  it('refuses anything but an http(s) link or a path of the site, with the message, and keeps the old one', async () => {
    let event = await ok(await call('GET', eventPath(EDITION)));
    event = await ok(
      await call('PUT', eventPath(EDITION), details(event, { archiveUrl: 'https://winter2023.example.org' })),
    );
    for (const [archiveUrl, message] of [
      ['javascript:alert(1)', m.invalidLink],
      ['//evil.example.org', m.invalidLink],
      ['ftp://files.example.org/x', m.invalidLink],
      ['winter2023.example.org', m.invalidLink],
      ['https://example.org/a b', m.invalidLink],
      [`https://example.org/${'a'.repeat(2000)}`, m.tooLong],
    ] as const) {
      const res = await call('PUT', eventPath(EDITION), details(event, { archiveUrl }));
      expect(res.statusCode, archiveUrl).toBe(400);
      expect(res.json(), archiveUrl).toEqual({ error: message });
    }
    expect((await publicEvent(EDITION)).archiveUrl).toBe('https://winter2023.example.org');
  });

  it('is not copied: a copy is a new edition', async () => {
    const copy = await ok(await call('POST', '', { name: 'Winter Session 2024', copyFrom: EDITION }));
    expect(copy.archiveUrl).toBeNull();
    expect((await publicEvent(EDITION)).archiveUrl).toBe('https://winter2023.example.org');
  });
});

describe('certificate signatories', () => {
  const EDITION = 'Signed Session 2025';
  const signatories = [
    { name: 'Rahul Deb', title: 'Secretary-General' },
    { name: 'Dr. Mitali Sen', title: 'Faculty Advisor' },
  ];

  it('are saved trimmed and in order, read back by the editor, kept when left out, copied, and never public', async () => {
    let event = await ok(await call('POST', '', { name: EDITION }));
    expect(event.certificateSignatories).toEqual([]);
    event = await ok(
      await call(
        'PUT',
        eventPath(EDITION),
        details(event, {
          certificateSignatories: [
            { name: '  Rahul Deb ', title: ' Secretary-General' },
            { name: 'Dr. Mitali Sen', title: 'Faculty Advisor' },
          ],
        }),
      ),
    );
    expect(event.certificateSignatories).toEqual(signatories);
    expect((await ok(await call('GET', eventPath(EDITION)))).certificateSignatories).toEqual(signatories);

    // Another section's save (without the field) leaves them alone.
    event = await ok(await call('PUT', eventPath(EDITION), details(event, { venue: 'Main Auditorium' })));
    expect(event.certificateSignatories).toEqual(signatories);

    expect(await publicEvent(EDITION)).not.toHaveProperty('certificateSignatories');
    const copy = await ok(await call('POST', '', { name: 'Signed Session 2026', copyFrom: EDITION }));
    expect(copy.certificateSignatories).toEqual(signatories);

    const audit = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'event.update' and ${auditLog.targetId} = ${EDITION}`);
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses more than four, a blank name or an unknown field, with the message, and keeps the old ones', async () => {
    const event = await ok(await call('GET', eventPath(EDITION)));
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `Signatory ${i + 1}`, title: '' }));
    const cases: [{ name: string; title: string }[], string][] = [
      [five, certificateMessages.tooManySignatories],
      [[{ name: '   ', title: 'Secretary-General' }], m.fieldRequired],
      [[{ name: 'x'.repeat(201), title: '' }], m.tooLong],
    ];
    for (const [certificateSignatories, message] of cases) {
      const res = await call('PUT', eventPath(EDITION), details(event, { certificateSignatories }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const extra = await call(
      'PUT',
      eventPath(EDITION),
      details(event, { certificateSignatories: [{ name: 'A', title: 'B', signature: 'x' }] as never }),
    );
    expect(extra.statusCode).toBe(400);
    expect((await ok(await call('GET', eventPath(EDITION)))).certificateSignatories).toEqual(signatories);
  });

  it('are printed on the certificates of the event', async () => {
    await createCertificate(t.db, { eventName: EDITION, bare: true });
    const [data] = (await liveCertificatesOf(t.db, t.config.PUBLIC_URL, EDITION)).certificates;
    expect(data!.signatories).toEqual(signatories);
    const pdf = await renderCertificatePdf(data!);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
