/**
 * The rendered pages kept in memory (docs/decisions/0023-server-rendered-event-pages.md), by canonical
 * address: a page is rendered once, then served like a static file (ETag, compressed once) until the
 * data it shows changes. The rules are those of the read caches (docs/decisions/0021-read-caches.md):
 * - a change to events, committees, portfolios, the board, the co-sponsors or the team's tables (people,
 *   tenures, groups, positions, letters, published versions), the gallery, the awards or the pages' documents
 *   (on any instance: the change feed) drops every page; so does the feed stopping being live;
 * - nothing is served from memory while the feed is not live: every request renders afresh;
 * - a rendering that a change overtook, or during which a read failed, is served but not kept;
 * - every page is dropped when the featured event's registration opens or closes by itself (its window),
 *   so a scheduled opening shows without any write, and after TTL_MS regardless.
 * Concurrent requests for a page that is not in memory share one rendering.
 */
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, RESET, changes } from '../../db/change-feed';
import type { Render, Rendering } from './render';

/** Pages are rendered again after this long whatever happens: a bound, not the way changes are seen. */
export const TTL_MS = 10 * 60 * 1000;

const { tables } = changes;
/**
 * The tables whose rows the pages show (the featured event, in the navigation label of every page; the team
 * on /team, /team/:tenure and the home page's letters; the gallery's current album on /photo; the published
 * awards on /results/:event).
 */
export const pageTables: ReadonlySet<string> = new Set([
  tables.events,
  tables.committees,
  tables.portfolios,
  tables.boardMembers,
  tables.coSponsors,
  tables.teamPeople,
  tables.teamTenures,
  tables.teamGroups,
  tables.teamPositions,
  tables.teamLetters,
  tables.teamVersions,
  tables.galleryAlbums,
  tables.galleryPhotos,
  tables.sitePages,
  tables.awards,
  tables.awardCategories,
]);

/**
 * Pages kept at most, the least recently used going first: the public pages and their data, the 404 page
 * and the app pages (one rendering each, whatever their parameters), the data answers by the route ids asked.
 */
export const MAX_PAGES = 1000;

/**
 * Bytes of HTML and data kept at most. A rendering's compressed variants (br, gzip; each smaller than the
 * body) are counted as one more body, so the bound holds however the pages are asked for.
 */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024;

export interface PageCacheOptions {
  feed: ChangeFeed;
  render: Render;
  /** When the pages' content changes by itself next (the featured event's window), in ms, if ever. */
  nextChange(): Promise<number | null>;
  now?: () => number;
}

export interface PageCache {
  /** The page at `key`, rendered from `path` when it is not in memory (or may not be served from it). */
  get(key: string, path: string): Promise<Rendering>;
  /** The page at `key` if it is in memory and may be served from it (the rules above), else undefined. */
  kept(key: string): Rendering | undefined;
  /** Renderings made so far (kept or not): what a test watches to see a page come from memory. */
  readonly renders: number;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { feed, render } = options;
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, Rendering>({
    max: MAX_PAGES,
    maxSize: MAX_PAGE_BYTES,
    sizeCalculation: (rendering) => Math.max(1, rendering.file.body.length * 2),
  });
  /** Renderings under way, with the version they started at: a request joins one only if nothing changed since. */
  const inFlight = new Map<string, { version: number; rendering: Promise<Rendering> }>();
  /** When every kept page expires (the earliest window change or TTL among them). */
  let expiresAt = Number.POSITIVE_INFINITY;
  /** Counts the changes that dropped the pages: a rendering that saw it move may show older data. */
  let version = 0;
  let renders = 0;

  const dropAll = () => {
    version++;
    pages.clear();
    expiresAt = Number.POSITIVE_INFINITY;
  };

  feed.subscribe((change) => {
    if (change === RESET || pageTables.has(change)) dropAll();
  });

  const renderAndKeep = async (key: string, path: string, started: number): Promise<Rendering> => {
    // Only a rendering that starts while the feed is live sees every later change come through it.
    let keepable = feed.isLive();
    // Read before rendering: a window change between the two then expires the page at once, never late.
    let next: number | null = null;
    if (keepable) {
      try {
        next = await options.nextChange();
      } catch {
        keepable = false;
      }
    }
    renders++;
    const rendering = await render(path);
    const keep = keepable && !rendering.degraded && version === started && feed.isLive();
    if (keep) {
      pages.set(key, rendering);
      expiresAt = Math.min(expiresAt, next ?? Number.POSITIVE_INFINITY, now() + TTL_MS);
    }
    return rendering;
  };

  const kept = (key: string) => {
    if (now() >= expiresAt) dropAll();
    return feed.isLive() ? pages.get(key) : undefined;
  };

  return {
    kept,
    get(key, path) {
      const inMemory = kept(key);
      if (inMemory) return Promise.resolve(inMemory);
      const pending = inFlight.get(key);
      if (pending && pending.version === version) return pending.rendering;
      const started = version;
      const rendering = renderAndKeep(key, path, started).finally(() => {
        if (inFlight.get(key)?.rendering === rendering) inFlight.delete(key);
      });
      inFlight.set(key, { version: started, rendering });
      return rendering;
    },
    get renders() {
      return renders;
    },
    get size() {
      return pages.size;
    },
  };
}
