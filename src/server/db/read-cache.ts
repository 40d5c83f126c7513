/**
 * An in-memory cache of one kind of database read (the session of a token, a leader's invite lists, the
 * events list) kept true by the change feed (docs/decisions/0021-read-caches.md): a change drops the entries
 * it makes stale, nothing is answered from memory while the feed is not live, and a value read while a
 * change arrived is not kept (it may predate the change).
 */
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, RESET } from './change-feed';

export interface ReadCacheOptions<V> {
  /** Entries kept at most; the least recently used go first. */
  max: number;
  /** Entries are read again after this long whatever happens: a bound, not the way changes are seen. */
  ttlMs: number;
  /** The group an entry belongs to (an account id), which a change can name (default: none). */
  tagOf?(value: V): string;
  /** The entries a change makes stale: all of them, those of one tag, or none (null). */
  invalidates(change: string): 'all' | { tag: string } | null;
  /** Whether a cached value may still be answered at `now` (default: yes). */
  usable?(value: V, now: Date): boolean;
}

export interface ReadCache<V> {
  /** The value of `key` from memory, or else `load()`'s (kept when not null and still current). */
  get(key: string, load: () => Promise<V | null>, now?: Date): Promise<V | null>;
  readonly size: number;
}

export function createReadCache<V extends object>(
  feed: ChangeFeed,
  options: ReadCacheOptions<V>,
): ReadCache<V> {
  const keysByTag = new Map<string, Set<string>>();
  const forgetKey = (tag: string, key: string) => {
    const keys = keysByTag.get(tag);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) keysByTag.delete(tag);
  };
  const entries = new LRUCache<string, V>({
    max: options.max,
    ttl: options.ttlMs,
    dispose: (value, key) => {
      if (options.tagOf) forgetKey(options.tagOf(value), key);
    },
  });
  /** Counts the changes that dropped entries: a load that saw it move may hold a stale value. */
  let version = 0;

  feed.subscribe((change) => {
    const stale = change === RESET ? 'all' : options.invalidates(change);
    if (stale === null) return;
    version++;
    if (stale === 'all') {
      entries.clear();
    } else {
      for (const key of [...(keysByTag.get(stale.tag) ?? [])]) entries.delete(key);
    }
  });

  return {
    async get(key, load, now = new Date()) {
      const live = feed.isLive();
      if (live) {
        const cached = entries.get(key);
        if (cached !== undefined) {
          if (options.usable?.(cached, now) ?? true) return cached;
          entries.delete(key);
        }
      }
      const before = version;
      const value = await load();
      // Only a load that started while the feed was live sees every later change come through it.
      if (value !== null && live && version === before && feed.isLive()) {
        entries.set(key, value);
        if (options.tagOf) {
          const tag = options.tagOf(value);
          let keys = keysByTag.get(tag);
          if (!keys) keysByTag.set(tag, (keys = new Set()));
          keys.add(key);
        }
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
