/**
 * The team as data (docs/decisions/0058-team-as-data.md): the seed holds exactly the secretariat and letters
 * the site showed before (tests/fixtures/team-2024-25.json), published as version 1; a superadmin starts a
 * tenure as a copy, adds, edits, reorders and drops people, renames and reorders groups, writes letters, each
 * change audited, in a draft the public pages do not show; publishing shows it on /team and the home page
 * (their HTML) without a restart, a stale publish or restore is a 409, and a restored version comes back
 * without changing another tenure's people (docs/decisions/0070-team-restore-stays-in-its-tenure.md); bad
 * input is refused with 400 and changes nothing; only superadmins edit. Needs a build (SITE_DIR).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import type { EditableTenure, TeamTenure, TeamVersion } from '~/shared/schemas/team';
import { auditLog } from '../../src/server/modules/audit/table';
import { snapshotOf } from '../../src/server/modules/team/service';
import { teamVersions } from '../../src/server/modules/team/table';
import { type TestApp, createTestApp, request } from '../support/app';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { snapshotDatabase } from '../support/db-snapshot';
import { dataUrl, makeImage } from '../support/images';
import { assertSiteBuilt } from '../support/paths';
import { waitFor } from '../support/wait';

const m = messages.team;
const seeded = JSON.parse(
  readFileSync(new URL('../fixtures/team-2024-25.json', import.meta.url), 'utf8'),
) as Omit<TeamTenure, 'tenures' | 'groups'> & {
  groups: { name: string; members: Omit<TeamTenure['groups'][number]['members'][number], '_id'>[] }[];
};

let t: TestApp;
let superadmin: Record<string, string>;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
  superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
  await waitFor(() => t.app.changes.isLive(), 'the change feed to be live');
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  json?: unknown,
  headers = superadmin,
) => request(t.app, { method, url: `/v1/api/superadmin/team${path}`, headers, json });

async function edit(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  json?: unknown,
): Promise<EditableTenure> {
  const res = await call(method, path, json);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { tenure: EditableTenure }).tenure;
}

const html = async (url: string) => {
  const res = await request(t.app, { method: 'GET', url });
  return { status: res.statusCode, body: res.body };
};
const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** A page's meta description, its entities decoded. */
const descriptionOf = (body: string) =>
  /<meta name="description" content="([^"]*)"/
    .exec(body)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const publicTeam = async (label?: string) => {
  const res = await request(t.app, { method: 'GET', url: `/v1/api/team${label ? `/${label}` : ''}` });
  return { status: res.statusCode, body: res.json() as { team: TeamTenure; error?: string } };
};

const person = (name: string) => ({
  name,
  photo: null,
  facebook: `https://www.facebook.com/${name.toLowerCase().replace(/\s+/g, '.')}`,
  github: null,
  mail: `${name.toLowerCase().split(' ')[0]}@nits.ac.in`,
  linkedin: null,
});

describe('the seed', () => {
  it('holds the 2024-25 secretariat and letters exactly as the site showed them', async () => {
    const { status, body } = await publicTeam();
    expect(status).toBe(200);
    const { team } = body;
    expect(team.label).toBe('2024-25');
    expect(team.current).toBe(true);
    expect(team.intro).toBe(seeded.intro);
    expect(team.tenures).toEqual([{ label: '2024-25', current: true }]);
    expect(
      team.groups.map(({ name, members }) => ({ name, members: members.map(({ _id, ...rest }) => rest) })),
    ).toEqual(seeded.groups);
    expect(team.letters).toEqual(seeded.letters);
    // The spec's groups: 16 in the senior secretariat, 22 deputies, 51 people in all.
    expect(team.groups.map((g) => g.members.length)).toEqual([16, 22, 4, 3, 3, 3]);
  });

  it("is published as version 1, the server's snapshot of the seeded draft", async () => {
    const draft = await edit('GET', '/tenures/2024-25');
    expect(draft.publishedRevision).toBe(draft.revision);
    const [version, ...others] = await t.db.select().from(teamVersions);
    expect(others).toEqual([]);
    expect(version).toMatchObject({ number: 1, madeCurrent: true, restoredFrom: null });
    expect(version!.snapshot).toEqual(snapshotOf(draft));
  });

  it('/team renders it on the server: headings, every card in order, photos with their text alternatives', async () => {
    const { status, body } = await html('/team');
    expect(status).toBe(200);
    expect(body).toContain('<title>Team | NITSMUN</title>');
    // The words of the page document 'team' read exactly as they did when they were code.
    expect(descriptionOf(body)).toBe(
      'Meet the NITSMUN secretariat of tenure 2024-25: the students of NIT Silchar who run the Annual Conference, Mock MUNs and training sessions.',
    );
    const words = text(body);
    expect(words).toContain('The people behind NITSMUN');
    expect(words).toContain('MEET THE TEAM');
    expect(words).toContain('SECRETARIAT OF TENURE 2024-25');
    expect(words).toContain(
      'Tap the arrow on a card, or focus it and press the right arrow key, to see how to reach each member.',
    );
    const first = seeded.groups[0]!.members[0]!.name;
    expect(body).toContain(`aria-label="Show details of ${first}"`);
    expect(body).toContain(`aria-label="Email ${first}"`);
    // What the page shows (the loader's data, in a script, holds the page document as written).
    const shown = body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).not.toContain('{name}');
    expect(shown).not.toContain('{tenure}');
    const names = seeded.groups.flatMap((g) => g.members.map((member) => member.name));
    let at = 0;
    for (const name of names) {
      const next = body.indexOf(`alt="Portrait of ${name}"`, at);
      expect(next, name).toBeGreaterThan(at);
      at = next;
    }
    expect(body).toContain('src="/team/aniruddha-baruah.webp"');
    // The seeded portraits are files under /team/, served as files beside the /team/:tenure pages.
    const photo = await request(t.app, { method: 'GET', url: '/team/aniruddha-baruah.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it("the home page shows the current tenure's letters", async () => {
    const { body } = await html('/');
    const words = text(body);
    for (const letter of seeded.letters) {
      expect(words).toContain(letter.title);
      expect(words).toContain(letter.author);
    }
  });

  it('an unknown tenure is 404, as a page and from the API', async () => {
    const unknown = await html('/team/1999-00');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<title>Page not found | NITSMUN</title>');
    // One rendering answers every unknown tenure: made-up addresses add none.
    const rendered = t.app.site!.pages!.renders;
    for (const label of ['1998-99', '2001-02', '_', 'x'.repeat(30)]) {
      expect((await html(`/team/${label}`)).status).toBe(404);
    }
    expect(t.app.site!.pages!.renders).toBe(rendered);
    expect((await html('/team/not-a-tenure')).status).toBe(404);
    expect((await html('/team/1999-00.data')).status).toBe(404);
    const api = await publicTeam('1999-00');
    expect(api.status).toBe(404);
    expect(api.body.error).toBe(m.noSuchTenure);
  });
});

describe('a new tenure as a copy, edited as a draft, published, and a version restored', () => {
  let next: EditableTenure;

  it('starts 2025-26 as a copy of 2024-25: groups, positions and letters', async () => {
    next = await edit('POST', '/tenures', { label: '2025-26', copyFrom: '2024-25' });
    expect(next.current).toBe(false);
    expect(next.groups.map((g) => g.name)).toEqual(seeded.groups.map((g) => g.name));
    expect(next.groups.flatMap((g) => g.members.map((x) => x.name))).toEqual(
      seeded.groups.flatMap((g) => g.members.map((x) => x.name)),
    );
    expect(next.letters.map((l) => l.title)).toEqual(seeded.letters.map((l) => l.title));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'team.tenure_create'));
    expect(entry).toMatchObject({
      targetType: 'team',
      targetId: '2025-26',
      details: { copyFrom: '2024-25' },
    });
    const again = await call('POST', '/tenures', { label: '2025-26', copyFrom: '2024-25' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: m.tenureTaken });
  });

  it('changes a designation, adds, reorders and drops people, renames and reorders groups', async () => {
    const senior = next.groups[0]!;
    const sg = senior.members[0]!;
    next = await edit('PUT', `/tenures/2025-26/positions/${sg._id}`, {
      groupId: senior._id,
      role: 'Advisor',
    });
    expect(next.groups[0]!.members[0]).toMatchObject({ name: sg.name, role: 'Advisor' });

    const technical = next.groups.at(-1)!;
    next = await edit('POST', '/tenures/2025-26/positions', {
      groupId: technical._id,
      role: 'Web Developer',
      person: person('Nilav Das'),
    });
    const techMembers = next.groups.at(-1)!.members;
    expect(techMembers.at(-1)).toMatchObject({ name: 'Nilav Das', role: 'Web Developer' });

    const reversed = [...techMembers].reverse().map((x) => x._id);
    next = await edit('PUT', `/tenures/2025-26/groups/${technical._id}/order`, { positionIds: reversed });
    expect(next.groups.at(-1)!.members.map((x) => x._id)).toEqual(reversed);

    const nilav = next.groups.at(-1)!.members[0]!;
    next = await edit('PUT', `/tenures/2025-26/people/${nilav.personId}`, {
      ...person('Nilav Kumar Das'),
      github: 'https://github.com/nilav',
      revision: next.revision,
    });
    expect(next.groups.at(-1)!.members[0]).toMatchObject({
      name: 'Nilav Kumar Das',
      links: { github: 'https://github.com/nilav' },
    });

    next = await edit('DELETE', `/tenures/2025-26/positions/${nilav._id}`);
    expect(next.groups.flatMap((g) => g.members).some((x) => x.name === 'Nilav Kumar Das')).toBe(false);

    next = await edit('PUT', `/tenures/2025-26/groups/${technical._id}`, { name: 'WEB TEAM' });
    expect(next.groups.at(-1)!.name).toBe('WEB TEAM');
    const order = next.groups.map((g) => g._id);
    const swapped = [order[1]!, order[0]!, ...order.slice(2)];
    next = await edit('PUT', '/tenures/2025-26/groups-order', { groupIds: swapped });
    expect(next.groups.map((g) => g._id)).toEqual(swapped);

    next = await edit('POST', '/tenures/2025-26/groups', { name: 'ALUMNI' });
    const alumni = next.groups.at(-1)!;
    expect(alumni.name).toBe('ALUMNI');
    next = await edit('DELETE', `/tenures/2025-26/groups/${alumni._id}`);
    expect(next.groups.some((g) => g.name === 'ALUMNI')).toBe(false);

    // The old tenure is untouched.
    const old = (await publicTeam('2024-25')).body.team;
    expect(old.groups[0]!.members[0]).toMatchObject({ name: sg.name, role: 'Secretary General' });
    expect(old.groups.at(-1)!.name).toBe('TECHNICAL TEAM');

    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action);
    for (const action of [
      'team.position_update',
      'team.position_add',
      'team.positions_reorder',
      'team.person_update',
      'team.position_drop',
      'team.group_rename',
      'team.groups_reorder',
      'team.group_add',
      'team.group_delete',
    ] as const) {
      expect(actions).toContain(action);
    }
  });

  it('a group with people cannot be deleted (409, nothing changed)', async () => {
    const before = await snapshotDatabase(t.db);
    const res = await call('DELETE', `/tenures/2025-26/groups/${next.groups[0]!._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: m.groupNotEmpty });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('the edits are a draft: the editor sees them, the public pages and the API do not', async () => {
    const editorView = await edit('PUT', '/tenures/2025-26', { intro: 'Draft words.' });
    expect(editorView.intro).toBe('Draft words.');
    expect(editorView.publishedRevision).toBeNull();
    expect((await publicTeam('2025-26')).status).toBe(404);
    expect((await html('/team/2025-26')).status).toBe(404);
    expect((await publicTeam()).body.team.tenures).toEqual([{ label: '2024-25', current: true }]);
    const list = (await call('GET', '/tenures')).json() as {
      tenures: { label: string; published: boolean }[];
    };
    expect(list.tenures.find((x) => x.label === '2025-26')).toMatchObject({
      published: false,
      changed: true,
    });
    next = editorView;
  });

  it('a publish naming a revision older than the draft is refused with 409, and nothing changes', async () => {
    const before = await snapshotDatabase(t.db);
    const res = await call('POST', '/tenures/2025-26/publish', {
      revision: next.revision - 1,
      current: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: d.draftChanged });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('publishing it as current shows it on /team within seconds, without a restart; /team/2024-25 keeps the old one', async () => {
    expect(text((await html('/team')).body)).toContain('SECRETARIAT OF TENURE 2024-25');
    next = await edit('POST', '/tenures/2025-26/publish', { revision: next.revision, current: true });
    expect(next.current).toBe(true);
    expect(next.publishedRevision).toBe(next.revision);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'team.publish'));
    expect(entry).toMatchObject({
      targetId: '2025-26',
      details: { version: 1, current: true, previous: '2024-25' },
    });
    await waitFor(
      async () => text((await html('/team')).body).includes('SECRETARIAT OF TENURE 2025-26'),
      '/team',
    );
    const current = text((await html('/team')).body);
    expect(current).toContain('Advisor');
    expect(current).toContain('WEB TEAM');
    expect(current).toContain('Draft words.');
    const past = await html('/team/2024-25');
    expect(past.status).toBe(200);
    // Its data for a client-side navigation, from /team.
    const data = await html('/team/2024-25.data?_routes=routes%2Fteam-tenure');
    expect(data.status).toBe(200);
    expect(data.body).toContain('TECHNICAL TEAM');
    expect(past.body).toContain('<title>Team of 2024-25 | NITSMUN</title>');
    expect(descriptionOf(past.body)).toBe(
      "The NITSMUN secretariat of tenure 2024-25: the students of NIT Silchar who ran the club's conferences that year.",
    );
    expect(text(past.body)).toContain('SECRETARIAT OF TENURE 2024-25');
    expect(text(past.body)).toContain('You are looking at a past tenure. See the current team');
    expect(past.body).toContain('aria-label="Tenures"');
    expect(text(past.body)).toContain('TECHNICAL TEAM');
    // The switcher links both tenures.
    expect(past.body).toMatch(/href="\/team"[^>]*>2025-26</);
  });

  it('a letter edited in the draft shows on the home page once published, within seconds', async () => {
    const letter = {
      title: 'Letter from the Secretary General',
      author: 'Ishita Chakraborty',
      role: 'Secretary General, NITSMUN 2025-26',
      text: 'Dear delegates,\n\nWelcome to a new tenure.',
      photo: null,
    };
    next = await edit('PUT', '/tenures/2025-26/letters/secretaryGeneral', {
      ...letter,
      revision: next.revision,
    });
    // A second editor who loaded the tenure before that save is told it changed; nothing is overwritten.
    const before = await snapshotDatabase(t.db);
    for (const [path, body] of [
      ['/tenures/2025-26/letters/secretaryGeneral', { ...letter, text: 'Overwritten.' }],
      [`/tenures/2025-26/people/${next.groups[0]!.members[0]!.personId}`, person('Overwritten Name')],
    ] as const) {
      const stale = await call('PUT', path, { ...body, revision: next.revision - 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ error: d.draftChanged });
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expect(text((await html('/')).body)).not.toContain('Welcome to a new tenure.');
    next = await edit('POST', '/tenures/2025-26/publish', { revision: next.revision, current: false });
    expect(next.current).toBe(true);
    await waitFor(
      async () => text((await html('/')).body).includes('Welcome to a new tenure.'),
      'the home page',
    );
    expect(text((await html('/')).body)).toContain('Secretary General, NITSMUN 2025-26');
  });

  it('lists the versions of a tenure, newest first', async () => {
    const res = await call('GET', '/tenures/2025-26/versions');
    expect(res.statusCode).toBe(200);
    const { versions } = res.json() as { versions: TeamVersion[] };
    expect(versions.map((v) => [v.number, v.live, v.madeCurrent])).toEqual([
      [2, true, true],
      [1, false, true],
    ]);
    expect(versions[0]!.secretaryGeneral).toContain('Ishita Chakraborty');
    expect((await call('GET', '/tenures/1999-00/versions')).statusCode).toBe(404);
  });

  it('restoring the previous version of 2024-25 makes it current again, with its letters', async () => {
    const old = await edit('GET', '/tenures/2024-25');
    const stale = await call('POST', '/tenures/2024-25/versions/1/restore', { revision: old.revision + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: d.draftChanged });
    const missing = await call('POST', '/tenures/2024-25/versions/9/restore', { revision: old.revision });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: d.noSuchVersion });

    const restored = await edit('POST', '/tenures/2024-25/versions/1/restore', { revision: old.revision });
    expect(restored.current).toBe(true);
    expect(restored.letters).toEqual(seeded.letters);
    await waitFor(
      async () => !text((await html('/')).body).includes('Welcome to a new tenure.'),
      'the home page',
    );
    const home = text((await html('/')).body);
    for (const letter of seeded.letters) expect(home).toContain(letter.author);
    expect(text((await html('/team')).body)).toContain('SECRETARIAT OF TENURE 2024-25');
    // 2025-26 stays published at its own address.
    expect((await publicTeam('2025-26')).body.team.current).toBe(false);
    const versions = ((await call('GET', '/tenures/2024-25/versions')).json() as { versions: TeamVersion[] })
      .versions;
    expect(versions.map((v) => [v.number, v.restoredFrom])).toEqual([
      [2, 1],
      [1, null],
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'team.restore'));
    expect(entry).toMatchObject({ targetId: '2024-25', details: { restored: 1, version: 2, current: true } });
  });

  it('a restore brings back a person dropped from every tenure since, with their portrait and links', async () => {
    // A person only 2025-26 had, dropped from it and so deleted, comes back with its version 1.
    let draft = await edit('POST', '/tenures/2025-26/positions', {
      groupId: next.groups[0]!._id,
      role: 'Deputy',
      person: person('Ria Sen'),
    });
    draft = await edit('POST', '/tenures/2025-26/publish', { revision: draft.revision, current: false });
    const ria = draft.groups[0]!.members.find((x) => x.name === 'Ria Sen')!;
    draft = await edit('DELETE', `/tenures/2025-26/positions/${ria._id}`);
    expect(draft.groups[0]!.members.some((x) => x.name === 'Ria Sen')).toBe(false);
    draft = await edit('POST', '/tenures/2025-26/versions/3/restore', { revision: draft.revision });
    expect(draft.current).toBe(false);
    expect(draft.groups[0]!.members.find((x) => x.name === 'Ria Sen')).toMatchObject({
      _id: ria._id,
      personId: ria.personId,
      links: { mail: 'ria@nits.ac.in' },
    });
  });

  it("a restore stays inside its tenure: a person who serves in another tenure keeps that tenure's name there", async () => {
    // X serves in 2024-25 and 2025-26 (one shared person row); 2024-25's newest version has X's old name.
    let past = await edit('GET', '/tenures/2024-25');
    let future = await edit('GET', '/tenures/2025-26');
    const pastMembers = past.groups.flatMap((g) => g.members);
    const x = future.groups
      .flatMap((g) => g.members)
      .find((member) => pastMembers.some((other) => other.personId === member.personId))!;
    const oldName = x.name;
    const xIn2024 = pastMembers.find((member) => member.personId === x.personId)!;
    expect(xIn2024.name).toBe(oldName);

    // Renamed in 2025-26's draft (the shared row: 2024-25's draft shows the new name too).
    future = await edit('PUT', `/tenures/2025-26/people/${x.personId}`, {
      name: 'Renamed Person',
      photo: x.photo,
      ...x.links,
      revision: future.revision,
    });
    past = await edit('GET', '/tenures/2024-25');
    expect(past.groups.flatMap((g) => g.members).find((m) => m._id === xIn2024._id)!.name).toBe(
      'Renamed Person',
    );

    // Restoring 2024-25's version (old name) leaves 2025-26's draft as it was.
    const versions = ((await call('GET', '/tenures/2024-25/versions')).json() as { versions: TeamVersion[] })
      .versions;
    past = await edit('POST', `/tenures/2024-25/versions/${versions[0]!.number}/restore`, {
      revision: past.revision,
    });
    future = await edit('GET', '/tenures/2025-26');
    const kept = future.groups.flatMap((g) => g.members).find((m) => m._id === x._id)!;
    expect(kept).toMatchObject({ personId: x.personId, name: 'Renamed Person' });
    const restored = past.groups.flatMap((g) => g.members).find((m) => m._id === xIn2024._id)!;
    expect(restored.name).toBe(oldName);
    // 2024-25's position now names a person of its own.
    expect(restored.personId).not.toBe(x.personId);
    expect(
      (await publicTeam('2024-25')).body.team.groups.flatMap((g) => g.members).map((m) => m.name),
    ).toContain(oldName);

    // A person only this tenure holds is restored in place (the same row, the version's name).
    const only = future.groups
      .flatMap((g) => g.members)
      .find((member) => !past.groups.flatMap((g) => g.members).some((o) => o.personId === member.personId))!;
    future = await edit('POST', '/tenures/2025-26/publish', { revision: future.revision, current: false });
    future = await edit('PUT', `/tenures/2025-26/people/${only.personId}`, {
      name: 'Only Here',
      photo: only.photo,
      ...only.links,
      revision: future.revision,
    });
    const newest = ((await call('GET', '/tenures/2025-26/versions')).json() as { versions: TeamVersion[] })
      .versions[0]!;
    future = await edit('POST', `/tenures/2025-26/versions/${newest.number}/restore`, {
      revision: future.revision,
    });
    expect(future.groups.flatMap((g) => g.members).find((m) => m._id === only._id)).toMatchObject({
      personId: only.personId,
      name: only.name,
    });
    // 2025-26's restore of its own version keeps X's new name there, and 2024-25 keeps the old one.
    expect(future.groups.flatMap((g) => g.members).find((m) => m._id === x._id)!.name).toBe('Renamed Person');
    past = await edit('GET', '/tenures/2024-25');
    expect(past.groups.flatMap((g) => g.members).find((m) => m._id === xIn2024._id)!.name).toBe(oldName);
  });
});

describe('bad input is refused with 400 and a message, and nothing changes', () => {
  const cases: [string, 'POST' | 'PUT', () => string, () => unknown, string][] = [
    [
      'a tenure label that is not a year',
      'POST',
      () => '/tenures',
      () => ({ label: '2025' }),
      m.invalidTenure,
    ],
    [
      'a label whose years do not follow',
      'POST',
      () => '/tenures',
      () => ({ label: '2025-27' }),
      m.invalidTenure,
    ],
    [
      'a person without a name',
      'POST',
      () => '/tenures/2024-25/positions',
      () => ({ groupId: groupId(), role: 'Member', person: person('') }),
      m.fieldRequired,
    ],
    [
      'a javascript: link',
      'POST',
      () => '/tenures/2024-25/positions',
      () => ({
        groupId: groupId(),
        role: 'Member',
        person: { ...person('Ria Sen'), linkedin: 'javascript:alert(1)' },
      }),
      m.invalidLink,
    ],
    [
      'a portrait on another host (it would tell that host who reads the page)',
      'POST',
      () => '/tenures/2024-25/positions',
      () => ({
        groupId: groupId(),
        role: 'Member',
        person: {
          ...person('Ria Sen'),
          photo: { url: 'https://tracker.example/ria.webp', width: 400, height: 400, alt: 'Ria Sen' },
        },
      }),
      m.invalidLink,
    ],
    [
      'a mail address that is not one',
      'POST',
      () => '/tenures/2024-25/positions',
      () => ({ groupId: groupId(), role: 'Member', person: { ...person('Ria Sen'), mail: 'ria at nits' } }),
      m.invalidMail,
    ],
    [
      'a photo without a text alternative',
      'POST',
      () => '/tenures/2024-25/positions',
      () => ({
        groupId: groupId(),
        role: 'Member',
        person: { ...person('Ria Sen'), photo: { url: '/team/ria.webp', width: 320, height: 320, alt: ' ' } },
      }),
      m.altRequired,
    ],
    [
      'a designation left empty',
      'POST',
      () => '/tenures/2024-25/positions',
      () => ({ groupId: groupId(), role: '  ', person: person('Ria Sen') }),
      m.fieldRequired,
    ],
    [
      'a group without a name',
      'POST',
      () => '/tenures/2024-25/groups',
      () => ({ name: '' }),
      m.fieldRequired,
    ],
    [
      'an order that leaves a group out',
      'PUT',
      () => '/tenures/2024-25/groups-order',
      () => ({ groupIds: [groupId()] }),
      m.orderMismatch,
    ],
  ];
  let groups: string[] = [];
  const groupId = () => groups[0]!;
  beforeAll(async () => {
    groups = (await edit('PUT', '/tenures/2024-25', { intro: seeded.intro })).groups.map((g) => g._id);
  });

  it.each(cases)('%s', async (_what, method, path, body, message) => {
    const before = await snapshotDatabase(t.db);
    const res = await call(method, path(), body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('an image that is not one is refused with its message', async () => {
    const before = await snapshotDatabase(t.db);
    const res = await call('POST', '/files', {
      file: dataUrl('image/png', Buffer.from('not an image')),
      alt: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.invalidPhoto });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('an uploaded portrait is stored as square WebP at two widths, served immutable', async () => {
    const res = await call('POST', '/files', {
      file: dataUrl('image/png', await makeImage('png', { width: 900, height: 700 })),
      alt: 'Portrait of Ria Sen',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json() as {
      image: { url: string; width: number; variants: { url: string; width: number }[] };
    };
    expect(image.width).toBe(320);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640]);
    const file = await request(t.app, { method: 'GET', url: image.variants[1]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
  });
});

describe('only superadmins edit', () => {
  it.each(['client', 'admin'] as const)('a %s is refused and nothing changes', async (role) => {
    const headers = bearer(await sessionFor(t.db, await createUser(t.db, { role })));
    const before = await snapshotDatabase(t.db);
    const res = await call('POST', '/tenures', { label: '2030-31' }, headers);
    expect(res.statusCode).toBe(403);
    const anonymous = await call('POST', '/tenures', { label: '2030-31' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});
