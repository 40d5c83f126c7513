/**
 * The site's pages as data (docs/decisions/0071-pages-as-data-every-page.md): the published documents as the public pages
 * read them (memory, dropped by any change to `site_pages`: docs/decisions/0021-read-caches.md), and their
 * editing by a superadmin or a holder of content:pages. Every change is one transaction holding the page's row
 * lock, checks the version the editor started from (a stale one is a 409: nothing is silently overwritten),
 * raises it, records its audit entry and answers the page as it is afterwards.
 *
 * Every document is read through its schema (`asRead`): a field added to a schema with a default reaches the
 * stored documents, the public pages and the editor with no SQL (docs/decisions/0082-page-fields-by-schema.md).
 */
import { asc, desc, eq, and, sql } from 'drizzle-orm';
import { pageMessages as m } from '~/shared/page-messages';
import type { AuditAction } from '~/shared/schemas/audit';
import {
  type EditablePage,
  type PageDocuments,
  type PageKey,
  type PageRevision,
  isPageKey,
  pageDocumentSchemas,
  pageKeys,
} from '~/shared/schemas/pages';
import { type ChangeFeed, changes } from '../../db/change-feed';
import type { Db, Executor, Tx } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError } from '../../http';
import { type Actor, recordAudit } from '../audit/service';
import { type SitePageRow, sitePageVersions, sitePages } from './table';

// ---------------------------------------------------------------------------------------------------------
// Reads

/**
 * A stored document as its schema reads it today: defaults filled in (an optional field added since), fields
 * in the schema's order. One that no longer fits the schema is answered as stored, so a stricter rule never
 * takes a page down; the editor then names the problem at the next save.
 */
export function asRead<K extends PageKey>(key: K, stored: unknown): PageDocuments[K] {
  const result = pageDocumentSchemas[key].safeParse(stored);
  return (result.success ? result.data : stored) as PageDocuments[K];
}

export interface PagesLookup {
  /** The published document of a page (read from memory while the change feed is live). */
  get<K extends PageKey>(key: K): Promise<PageDocuments[K]>;
}

export function createPagesLookup(db: Db, feed: ChangeFeed): PagesLookup {
  const cache = createReadCache<{ document: Record<string, unknown> }>(feed, {
    max: pageKeys.length,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (change === changes.tables.sitePages ? 'all' : null),
  });
  return {
    async get(key) {
      const entry = await cache.get(key, async () => {
        const [row] = await db
          .select({ published: sitePages.published })
          .from(sitePages)
          .where(eq(sitePages.key, key));
        return row ? { document: asRead(key, row.published) } : null;
      });
      if (!entry) throw new HttpError(404, m.unknownPage);
      return entry.document as PageDocuments[typeof key];
    },
  };
}

const view = (row: SitePageRow): EditablePage => ({
  key: row.key as PageKey,
  published: asRead(row.key as PageKey, row.published),
  draft: row.draft && asRead(row.key as PageKey, row.draft),
  version: row.version,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});

function keyOrThrow(key: string): PageKey {
  if (!isPageKey(key)) throw new HttpError(404, m.unknownPage);
  return key;
}

async function pageOrThrow(db: Executor, key: string, lock = false): Promise<SitePageRow> {
  const query = db
    .select()
    .from(sitePages)
    .where(eq(sitePages.key, keyOrThrow(key)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, m.unknownPage);
  return row;
}

/** The published site settings (the certificates print the club's name and institute from them). */
export async function publishedSite(db: Executor): Promise<PageDocuments['site']> {
  const [row] = await db
    .select({ published: sitePages.published })
    .from(sitePages)
    .where(eq(sitePages.key, 'site'));
  if (!row) throw new HttpError(404, m.unknownPage);
  return asRead('site', row.published);
}

/**
 * The texts of every page document, published, draft and kept version: where a page names its uploaded images
 * (the sweep of unused uploads, src/server/modules/content/files.ts, keeps those), so a restored version
 * finds its images.
 */
export const pageDocumentTexts = sql`
  select published::text from site_pages
  union all
  select draft::text from site_pages where draft is not null
  union all
  select document::text from site_page_versions`;

export async function listPages(db: Executor) {
  const rows = await db.select().from(sitePages).orderBy(asc(sitePages.key));
  const order = (key: string) => pageKeys.indexOf(key as PageKey);
  return rows
    .sort((a, b) => order(a.key) - order(b.key))
    .map((row) => {
      const { published: _p, draft, ...rest } = view(row);
      return { ...rest, hasDraft: draft !== null };
    });
}

export async function getPage(db: Executor, key: string): Promise<EditablePage> {
  return view(await pageOrThrow(db, key));
}

export async function listRevisions(db: Executor, key: string): Promise<PageRevision[]> {
  const page = await pageOrThrow(db, key);
  const rows = await db
    .select()
    .from(sitePageVersions)
    .where(eq(sitePageVersions.key, page.key))
    .orderBy(desc(sitePageVersions.revision));
  return rows.map((r) => ({
    revision: r.revision,
    publishedAt: r.publishedAt.toISOString(),
    publishedBy: r.publishedBy,
    document: asRead(page.key as PageKey, r.document),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/** A document checked against its key's schema (400 with the first problem, its field named, otherwise). */
export function checkDocument(key: PageKey, document: unknown): Record<string, unknown> {
  const result = pageDocumentSchemas[key].safeParse(document);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, `${where}${issue.message}`);
  }
  return result.data as Record<string, unknown>;
}

/**
 * Runs `change` in a transaction holding the page's row lock, after checking the version the editor saw;
 * writes what it answers, raises the version, records `action` and answers the page as it is afterwards.
 */
async function editPage(
  db: Db,
  actor: Actor,
  key: string,
  version: number,
  action: AuditAction,
  change: (
    tx: Tx,
    page: SitePageRow,
  ) => Promise<{ set: Partial<Pick<SitePageRow, 'published' | 'draft' | 'revision'>>; details?: object }>,
): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, key, true);
    if (page.version !== version) throw new HttpError(409, m.changed);
    const { set, details } = await change(tx, page);
    const [after] = await tx
      .update(sitePages)
      .set({ ...set, version: sql`${sitePages.version} + 1`, updatedAt: sql`now()`, updatedBy: actor.id })
      .where(eq(sitePages.key, page.key))
      .returning();
    await recordAudit(tx, actor, {
      action,
      targetType: 'page',
      targetId: page.key,
      details: { version: after!.version, revision: after!.revision, ...details },
    });
    return view(after!);
  });
}

/** Saves the whole document as the page's draft (the published page is unchanged). */
export function saveDraft(db: Db, actor: Actor, key: string, version: number, document: unknown) {
  const checked = checkDocument(keyOrThrow(key), document);
  return editPage(db, actor, key, version, 'page.draft_save', async () => ({ set: { draft: checked } }));
}

/** Drops the draft. */
export function discardDraft(db: Db, actor: Actor, key: string, version: number) {
  return editPage(db, actor, key, version, 'page.draft_discard', async (_tx, page) => {
    if (page.draft === null) throw new HttpError(400, m.noDraft);
    return { set: { draft: null } };
  });
}

/** Publishes the draft: it becomes what the public page shows, and is kept as the next revision. */
export function publishDraft(db: Db, actor: Actor, key: string, version: number) {
  return editPage(db, actor, key, version, 'page.publish', async (tx, page) => {
    if (page.draft === null) throw new HttpError(400, m.noDraft);
    // Checked again: the schema may have tightened since the draft was saved.
    const document = checkDocument(page.key as PageKey, page.draft);
    const revision = page.revision + 1;
    await tx.insert(sitePageVersions).values({ key: page.key, revision, document, publishedBy: actor.id });
    return { set: { published: document, draft: null, revision } };
  });
}

/** Brings a published revision back as the draft (publishing it is a separate, confirmed step). */
export function restoreRevision(db: Db, actor: Actor, key: string, version: number, revision: number) {
  return editPage(db, actor, key, version, 'page.restore', async (tx, page) => {
    const [row] = await tx
      .select()
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.key, page.key), eq(sitePageVersions.revision, revision)));
    if (!row) throw new HttpError(404, m.noSuchRevision);
    return { set: { draft: row.document }, details: { restored: revision } };
  });
}
