/**
 * The database's change notifications, for the in-memory read caches (docs/decisions/0021-read-caches.md).
 * Triggers (migration 0006) send NOTIFY on CHANGES_CHANNEL when a write that a cache depends on commits;
 * every server instance listens on a connection of its own and passes each change to its caches.
 *
 * A cache may answer only while the feed is `live`: listening, and a heartbeat sent through the database
 * came back within TRUST_MS (so every change committed before it has arrived). When that stops being true
 * (the connection broke, or the database stopped answering) the caches are told to forget everything
 * ('reset') and requests read the database until the heartbeat comes back.
 *
 * `sync()` gives a request read-your-writes on this instance: it waits for a notification sent after the call
 * to come back, which PostgreSQL delivers after those of every transaction committed before it. Syncs asked for
 * at once share one mark: while a mark is on its way, every new sync waits for the one sent when it is back, so
 * a rush of writes sends one mark at a time rather than one each.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, ListenConnection } from './client';

export const CHANGES_CHANNEL = 'nitsmun_changes';
/** The change every subscriber gets when the feed stops being live: forget everything. */
export const RESET = 'reset';

/** The changes the triggers of migrations 0006, 0008, 0022, 0025, 0026, 0027 and 0034 send. */
export const changes = {
  /** An account, or one of its live sessions, changed or went ('account:<id>'). */
  accountPrefix: 'account:',
  /** The accounts or sessions table was emptied. */
  allAccounts: 'accounts',
  /** Rows of these tables changed. */
  tables: {
    groups: 'groups',
    invites: 'invites',
    events: 'events',
    committees: 'committees',
    portfolios: 'portfolios',
    boardMembers: 'board_members',
    coSponsors: 'co_sponsors',
    teamPeople: 'team_people',
    teamTenures: 'team_tenures',
    teamGroups: 'team_groups',
    teamPositions: 'team_positions',
    teamLetters: 'team_letters',
    teamVersions: 'team_versions',
    galleryAlbums: 'gallery_albums',
    galleryPhotos: 'gallery_photos',
    blogs: 'blogs',
    sitePages: 'site_pages',
    awards: 'awards',
    awardCategories: 'award_categories',
    committeeChairs: 'committee_chairs',
  },
} as const;

/** The account a change names, when it names one. */
export function changedAccount(change: string): string | null {
  return change.startsWith(changes.accountPrefix) ? change.slice(changes.accountPrefix.length) : null;
}

export interface ChangeFeedTimings {
  /** How often the heartbeat goes round (default 1 s). */
  heartbeatMs: number;
  /** How long after the last heartbeat sent and received caches are still trusted (default 3 s). */
  trustMs: number;
  /** The wait before listening again after the connection was lost (default 1 s). */
  reconnectMs: number;
}

export const defaultChangeFeedTimings: ChangeFeedTimings = {
  heartbeatMs: 1000,
  trustMs: 3000,
  reconnectMs: 1000,
};

export interface ChangeFeed {
  /** Whether caches may answer now (see above). */
  isLive(): boolean;
  /** Calls `onChange` with each change's payload, and with RESET when the feed stops being live. */
  subscribe(onChange: (change: string) => void): void;
  /** Resolves once every change committed before the call has been passed on (at once when not live). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export function createChangeFeed(
  database: Pick<Database, 'listen'>,
  log: FastifyBaseLogger,
  timings: ChangeFeedTimings = defaultChangeFeedTimings,
): ChangeFeed {
  const instance = randomUUID();
  const subscribers: ((change: string) => void)[] = [];
  /** Marks sent by this feed (heartbeats and syncs) and waiting to come back, by payload. */
  const pending = new Map<string, { sentAt: number; arrived: () => void }>();
  let connection: ListenConnection | null = null;
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let trusted = false;
  let closed = false;
  let sequence = 0;
  let reconnect: NodeJS.Timeout | undefined;

  const emit = (change: string) => {
    for (const onChange of subscribers) onChange(change);
  };

  const distrust = () => {
    if (!trusted) return;
    trusted = false;
    emit(RESET);
  };

  const isLive = () => {
    if (trusted && Date.now() - confirmedAt >= timings.trustMs) {
      log.warn('change feed: no heartbeat from the database; caches bypassed until it returns');
      distrust();
    }
    return trusted;
  };

  /** Sends a mark through the database; resolves when it comes back or rejects when it could not be sent. */
  const sendMark = (kind: 'heartbeat' | 'sync', through: ListenConnection) => {
    const payload = `${kind}:${instance}:${++sequence}`;
    const sentAt = Date.now();
    return new Promise<void>((resolve, reject) => {
      pending.set(payload, { sentAt, arrived: resolve });
      through.notify(payload).catch((error: unknown) => {
        pending.delete(payload);
        reject(error);
      });
    });
  };

  const onNotification = (payload: string) => {
    const mark = pending.get(payload);
    if (mark) {
      pending.delete(payload);
      // Every change committed before the mark was sent has now been passed on.
      confirmedAt = Math.max(confirmedAt, mark.sentAt);
      if (!trusted && Date.now() - confirmedAt < timings.trustMs) trusted = true;
      mark.arrived();
      return;
    }
    if (payload.startsWith('heartbeat:') || payload.startsWith('sync:')) return; // another instance's
    emit(payload);
  };

  /** The sync mark on its way, and the one to be sent when it is back (shared by every sync asked for meanwhile). */
  let syncOnItsWay: Promise<void> | null = null;
  let syncNext: Promise<void> | null = null;

  const sendSync = (): Promise<void> => {
    const through = connection;
    // Lost meanwhile: the caches were emptied, so there is nothing to wait for.
    if (!through) return Promise.resolve();
    const sent = sendMark('sync', through);
    syncOnItsWay = sent;
    const settled = () => {
      if (syncOnItsWay === sent) syncOnItsWay = null;
    };
    sent.then(settled, settled);
    return sent;
  };

  /** A sync mark sent after this call: a new one, or the one that follows the mark on its way. */
  const syncMarkFromNow = (): Promise<void> => {
    if (syncNext) return syncNext;
    if (!syncOnItsWay) return sendSync();
    const next = syncOnItsWay
      .catch(() => {})
      .then(() => {
        syncNext = null;
        return sendSync();
      });
    syncNext = next;
    return next;
  };

  const beat = () => {
    const through = connection;
    if (!through) return;
    isLive(); // notices (and reports) a heartbeat overdue even while no request asks
    sendMark('heartbeat', through).catch(() => {
      // The connection reports itself lost; listen() then starts again.
    });
  };

  /** Lets whoever waits on a mark go on: the caches have just been emptied, so there is nothing to wait for. */
  const releasePending = () => {
    for (const mark of pending.values()) mark.arrived();
    pending.clear();
  };

  const onLost = (error?: unknown) => {
    connection = null;
    distrust();
    releasePending();
    if (closed) return;
    log.warn({ err: error }, 'change feed: lost the database connection; caches bypassed until it is back');
    scheduleListen();
  };

  const listen = async () => {
    reconnect = undefined;
    if (closed) return;
    try {
      const opened = await database.listen(CHANGES_CHANNEL, { notification: onNotification, lost: onLost });
      if (closed) {
        await opened.close();
        return;
      }
      connection = opened;
      beat();
    } catch (error) {
      log.warn({ err: error }, 'change feed: cannot listen for changes; caches bypassed');
      scheduleListen();
    }
  };

  const scheduleListen = () => {
    if (!closed && reconnect === undefined) reconnect = setTimeout(() => void listen(), timings.reconnectMs);
    reconnect?.unref();
  };

  const heartbeat = setInterval(beat, timings.heartbeatMs);
  heartbeat.unref();
  void listen();

  return {
    isLive,
    subscribe(onChange) {
      subscribers.push(onChange);
    },
    async sync() {
      if (!connection || !isLive()) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timings.trustMs);
      });
      try {
        const outcome = await Promise.race([syncMarkFromNow(), timedOut]);
        if (outcome === 'timeout') distrust();
      } catch {
        distrust();
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      distrust();
      const open = connection;
      connection = null;
      releasePending();
      await open?.close();
    },
  };
}
