/**
 * Migration 0032 moves the Mock MUN page's two steps worded from the event's facts into its document, with the
 * words the page showed: an installed site whose page was edited (a second revision published, a draft under
 * way) gets them in the published document, the draft and every kept version, and nothing else changes (its
 * version, revision and other words, and the other pages). Runs the committed SQL files up to 0032 in order
 * on a fresh PGlite, with the edits made before 0032.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seed from '../fixtures/site-pages-seed.json';

const folder = new URL('../../src/server/db/migrations/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const stepsIndex = files.findIndex((name) => name.startsWith('0032_'));

async function run(db: PGlite, name: string) {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

type Row = { key: string; published: typeof seed.mockmun; draft: typeof seed.mockmun | null };
const pages = async () =>
  (
    await db.query<Row & { version: number; revision: number; updated_at: Date }>(
      'select key, published, draft, version, revision, updated_at from site_pages order by key',
    )
  ).rows;

const { register, registerBefore, arrive, arriveOn, venueFallback, ...oldSteps } = seed.mockmun.steps;
const added = { register, registerBefore, arrive, arriveOn, venueFallback };

let db: PGlite;
let before: Awaited<ReturnType<typeof pages>>;
beforeAll(async () => {
  db = await PGlite.create();
  for (const name of files.slice(0, stepsIndex)) await run(db, name);
  // An installed site: a second revision published with a new heading, and a draft with a new title.
  await db.exec(`
    update site_pages set published = jsonb_set(published, '{steps,heading}', '"How to join"'),
      revision = 2, version = 3 where key = 'mockmun';
    insert into site_page_versions (key, revision, document)
      select key, 2, published from site_pages where key = 'mockmun';
    update site_pages set draft = jsonb_set(published, '{title}', '"Mock MUN (draft)"'), version = 4
      where key = 'mockmun';`);
  before = await pages();
  // 0032 alone: a later migration may add a page of its own (0033, the results page).
  await run(db, files[stepsIndex]!);
}, 60_000);
afterAll(() => db?.close());

describe('migration 0032 on an edited Mock MUN page', () => {
  it('starts from documents without the steps worded from the facts', () => {
    expect(before.find((p) => p.key === 'mockmun')!.published.steps).toEqual({
      ...oldSteps,
      heading: 'How to join',
    });
  });

  it('adds the words to the published document and the draft, keeping their edits', async () => {
    const page = (await pages()).find((p) => p.key === 'mockmun')!;
    expect(page.published).toEqual({
      ...seed.mockmun,
      steps: { ...seed.mockmun.steps, heading: 'How to join' },
    });
    expect(page.draft).toEqual({ ...page.published, title: 'Mock MUN (draft)' });
  });

  it('adds them to every kept version, so a restored one can be published as it stands', async () => {
    const { rows } = await db.query<{ revision: number; document: typeof seed.mockmun }>(
      "select revision, document from site_page_versions where key = 'mockmun' order by revision",
    );
    expect(rows.map((r) => r.revision)).toEqual([1, 2]);
    expect(rows[0]!.document).toEqual(seed.mockmun);
    expect(rows[1]!.document.steps).toEqual({ ...seed.mockmun.steps, heading: 'How to join' });
    for (const row of rows) expect(row.document.steps).toMatchObject(added);
  });

  it('changes nothing else: no version or revision raised, the other pages as they were', async () => {
    const after = await pages();
    const rest = (rows: typeof after) =>
      rows.map(({ key, version, revision, updated_at }) => ({ key, version, revision, updated_at }));
    expect(rest(after)).toEqual(rest(before));
    expect(after.filter((p) => p.key !== 'mockmun')).toEqual(before.filter((p) => p.key !== 'mockmun'));
  });
});
