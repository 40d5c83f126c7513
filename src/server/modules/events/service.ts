/** Events and their committees and portfolio lists (read by the forms), and the open/closed switch. */
import { asc, eq, inArray } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { ConferenceEvent } from '~/shared/schemas/registration';
import { type ChangeFeed, changes } from '../../db/change-feed';
import type { Db, Executor } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError } from '../../http';
import { type Actor, recordAudit } from '../audit/service';
import { committees, events, portfolios } from './table';

export interface EventSummary {
  id: string;
  name: string;
  registrationOpen: boolean;
}

const summaryColumns = { id: events.id, name: events.name, registrationOpen: events.registrationOpen };

/** Events with their committees and portfolio lists, in form order (three queries, whatever the count). */
async function withCommittees(db: Executor, list: EventSummary[]): Promise<ConferenceEvent[]> {
  if (list.length === 0) return [];
  const committeeRows = await db
    .select({
      id: committees.id,
      eventId: committees.eventId,
      code: committees.code,
      displayName: committees.displayName,
    })
    .from(committees)
    .where(
      inArray(
        committees.eventId,
        list.map((e) => e.id),
      ),
    )
    .orderBy(asc(committees.position), asc(committees.code));
  const portfolioRows =
    committeeRows.length === 0
      ? []
      : await db
          .select({ committeeId: portfolios.committeeId, name: portfolios.name })
          .from(portfolios)
          .where(
            inArray(
              portfolios.committeeId,
              committeeRows.map((c) => c.id),
            ),
          )
          .orderBy(asc(portfolios.committeeId), asc(portfolios.position), asc(portfolios.name));

  const byCommittee = new Map<string, string[]>();
  for (const p of portfolioRows) {
    const names = byCommittee.get(p.committeeId) ?? [];
    names.push(p.name);
    byCommittee.set(p.committeeId, names);
  }
  return list.map((event) => ({
    _id: event.id,
    name: event.name,
    registrationOpen: event.registrationOpen,
    committees: committeeRows
      .filter((c) => c.eventId === event.id)
      .map((c) => ({ code: c.code, displayName: c.displayName, portfolios: byCommittee.get(c.id) ?? [] })),
  }));
}

export async function listEvents(db: Executor): Promise<ConferenceEvent[]> {
  const list = await db.select(summaryColumns).from(events).orderBy(asc(events.createdAt), asc(events.name));
  return withCommittees(db, list);
}

/**
 * The events list of the public calls (`GET /events`, `GET /events/:eventName`), answered from memory while
 * the change feed is live (docs/decisions/0021-read-caches.md): any change to events, committees or
 * portfolios (registration opened or closed, say) drops it, on every instance.
 */
export function createEventsLookup(db: Db, feed: ChangeFeed) {
  const { tables } = changes;
  const stale = new Set<string>([tables.events, tables.committees, tables.portfolios]);
  const cache = createReadCache<{ events: ConferenceEvent[] }>(feed, {
    max: 1,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (stale.has(change) ? 'all' : null),
  });
  const list = async () => (await cache.get('all', async () => ({ events: await listEvents(db) })))!.events;
  return {
    list,
    /** One event by its exact name; 404 'No such event exists'. */
    async get(name: string): Promise<ConferenceEvent> {
      const event = (await list()).find((e) => e.name === name);
      if (!event) throw new HttpError(404, messages.registration.noSuchEvent);
      return event;
    },
  };
}

export async function findEvent(db: Executor, name: string): Promise<EventSummary | undefined> {
  const [event] = await db.select(summaryColumns).from(events).where(eq(events.name, name)).limit(1);
  return event;
}

/** The event by name, which must be open for registration: 404 'No such event exists', 403 when closed. */
export async function findOpenEvent(db: Executor, name: string): Promise<EventSummary> {
  const event = await findEvent(db, name);
  if (!event) throw new HttpError(404, messages.registration.noSuchEvent);
  if (!event.registrationOpen) throw new HttpError(403, messages.registration.eventClosed);
  return event;
}

/** findOpenEvent with the committees and their portfolio lists. */
export async function getOpenEvent(db: Executor, name: string): Promise<ConferenceEvent> {
  const event = await findOpenEvent(db, name);
  const [full] = await withCommittees(db, [event]);
  return full!;
}

/**
 * Inside a registration or invite transaction: checks again that the event is open and holds a share lock
 * on its row until commit, so closing registration waits for the registrations in flight (and none starts
 * after it).
 */
export async function lockOpenEvent(tx: Executor, eventId: string): Promise<void> {
  const [row] = await tx
    .select({ open: events.registrationOpen })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share');
  if (!row) throw new HttpError(404, messages.registration.noSuchEvent);
  if (!row.open) throw new HttpError(403, messages.registration.eventClosed);
}

/** The superadmin's switch, recorded in the audit log; answers the message for the new state. */
export async function setRegistrationOpen(
  db: Db,
  actor: Actor,
  name: string,
  open: boolean,
): Promise<string> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(events)
      .set({ registrationOpen: open, updatedAt: new Date() })
      .where(eq(events.name, name))
      .returning({ id: events.id });
    if (!updated) throw new HttpError(404, messages.registration.noSuchEvent);
    await recordAudit(tx, actor, {
      action: open ? 'event.registration_open' : 'event.registration_close',
      targetType: 'event',
      targetId: name,
      details: { eventId: updated.id },
    });
  });
  return open ? messages.registration.opened : messages.registration.closedButton;
}
