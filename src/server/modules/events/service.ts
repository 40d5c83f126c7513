/**
 * Events as everyone reads them (the public pages, the registration forms, the admin pages) and the rules
 * the server enforces with them: registration only while the switch is on and now is inside the window.
 * The superadmin's editing lives in editor.ts.
 */
import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import {
  type ConferenceEvent,
  type EventCommittee,
  type EventFees,
  type RegistrationWindow,
  isRegistrationOpen,
  nextWindowChange,
} from '~/shared/schemas/events';
import { type ChangeFeed, changes } from '../../db/change-feed';
import type { Db, Executor } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError } from '../../http';
import { type Actor, recordAudit } from '../audit/service';
import {
  boardMembers,
  coSponsors,
  committees,
  type EventRow,
  eventFormerNames,
  events,
  portfolios,
} from './table';

/** An event's row with what the rules need. */
export interface EventSummary {
  id: string;
  name: string;
  registrationOpen: boolean;
  takesRegistration: boolean;
  instituteOnly: boolean;
}

export function windowOf(
  row: Pick<EventRow, 'registrationOpen' | 'registrationOpensAt' | 'registrationClosesAt'>,
): RegistrationWindow {
  return {
    switchOpen: row.registrationOpen,
    opensAt: row.registrationOpensAt?.toISOString() ?? null,
    closesAt: row.registrationClosesAt?.toISOString() ?? null,
  };
}

/** A committee row with its portfolio rows, as the editor and the public shape both need them. */
export interface CommitteeWithPortfolios {
  row: typeof committees.$inferSelect;
  portfolios: { id: string; name: string }[];
}

/** The committees of the given events with their portfolios, in order (two queries, whatever the count). */
export async function committeesOf(db: Executor, eventIds: string[]): Promise<CommitteeWithPortfolios[]> {
  if (eventIds.length === 0) return [];
  const committeeRows = await db
    .select()
    .from(committees)
    .where(inArray(committees.eventId, eventIds))
    .orderBy(asc(committees.position), asc(committees.code));
  const portfolioRows =
    committeeRows.length === 0
      ? []
      : await db
          .select({ id: portfolios.id, committeeId: portfolios.committeeId, name: portfolios.name })
          .from(portfolios)
          .where(
            inArray(
              portfolios.committeeId,
              committeeRows.map((c) => c.id),
            ),
          )
          .orderBy(asc(portfolios.committeeId), asc(portfolios.position), asc(portfolios.name));
  const byCommittee = new Map<string, { id: string; name: string }[]>();
  for (const p of portfolioRows) {
    const list = byCommittee.get(p.committeeId) ?? [];
    list.push({ id: p.id, name: p.name });
    byCommittee.set(p.committeeId, list);
  }
  return committeeRows.map((row) => ({ row, portfolios: byCommittee.get(row.id) ?? [] }));
}

export function publicCommittee({ row, portfolios: list }: CommitteeWithPortfolios): EventCommittee {
  return {
    code: row.code,
    displayName: row.displayName,
    fullName: row.fullName,
    agenda: row.agenda,
    description: row.description,
    banner: row.banner ?? null,
    guideUrl: row.guideUrl,
    portfolios: list.map((p) => p.name),
  };
}

/** Everything of the given event rows in the public shape (four queries, whatever the count). */
export async function withDetails(
  db: Executor,
  rows: EventRow[],
  now: number = Date.now(),
): Promise<ConferenceEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((e) => e.id);
  const [committeeList, board, sponsors] = await Promise.all([
    committeesOf(db, ids),
    db
      .select({ member: boardMembers, code: committees.code })
      .from(boardMembers)
      .leftJoin(committees, eq(committees.id, boardMembers.committeeId))
      .where(inArray(boardMembers.eventId, ids))
      .orderBy(asc(boardMembers.position)),
    db.select().from(coSponsors).where(inArray(coSponsors.eventId, ids)).orderBy(asc(coSponsors.position)),
  ]);
  return rows.map((event) => {
    const window = windowOf(event);
    return {
      _id: event.id,
      name: event.name,
      theme: event.theme,
      about: event.about,
      startsOn: event.startsOn,
      endsOn: event.endsOn,
      venue: event.venue,
      hero: event.hero ?? null,
      archiveUrl: event.archiveUrl,
      featured: event.featured,
      page: (event.page as ConferenceEvent['page']) ?? null,
      takesRegistration: event.takesRegistration,
      instituteOnly: event.instituteOnly,
      registrationOpen: isRegistrationOpen(window, now),
      window,
      fees: feesOf(event),
      payment: event.payment,
      committees: committeeList.filter((c) => c.row.eventId === event.id).map(publicCommittee),
      board: board
        .filter((b) => b.member.eventId === event.id)
        .map(({ member, code }) => ({
          name: member.name,
          role: member.role,
          committee: code,
          bio: member.bio,
          photo: member.photo ?? null,
        })),
      coSponsors: sponsors
        .filter((s) => s.eventId === event.id)
        .map((s) => ({ name: s.name, description: s.description, url: s.url, logo: s.logo ?? null })),
    };
  });
}

export async function listEvents(db: Executor): Promise<ConferenceEvent[]> {
  const rows = await db.select().from(events).orderBy(asc(events.createdAt), asc(events.name));
  return withDetails(db, rows);
}

/** The open state depends on the clock: recomputed on every read of a cached list. */
function atNow(list: ConferenceEvent[], now: number): ConferenceEvent[] {
  let changed = false;
  const out = list.map((event) => {
    const open = isRegistrationOpen(event.window, now);
    if (open === event.registrationOpen) return event;
    changed = true;
    return { ...event, registrationOpen: open };
  });
  return changed ? out : list;
}

export interface EventsLookup {
  list(): Promise<ConferenceEvent[]>;
  /** One event by its name, or a name it had before a rename; 404 'No such event exists'. */
  get(name: string): Promise<ConferenceEvent>;
  /** The featured event (the one the public pages speak of), if any. */
  featured(): Promise<ConferenceEvent | null>;
  /**
   * When the registration of an event a public page shows (the featured one, or one on a page of its own
   * such as the Mock MUN's) opens or closes by itself next (ms since the epoch), if ever.
   */
  nextChange(): Promise<number | null>;
}

/**
 * The events list of the public calls and pages, answered from memory while the change feed is live
 * (docs/decisions/0021-read-caches.md): any change to events, committees, portfolios, the board or the
 * co-sponsors drops it, on every instance. The open state is computed from the window at each read.
 */
export function createEventsLookup(db: Db, feed: ChangeFeed): EventsLookup {
  const { tables } = changes;
  const stale = new Set<string>([
    tables.events,
    tables.committees,
    tables.portfolios,
    tables.boardMembers,
    tables.coSponsors,
  ]);
  const cache = createReadCache<{ events: ConferenceEvent[] }>(feed, {
    max: 1,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (stale.has(change) ? 'all' : null),
  });
  const list = async () =>
    atNow((await cache.get('all', async () => ({ events: await listEvents(db) })))!.events, Date.now());
  return {
    list,
    async get(name) {
      const all = await list();
      let event = all.find((e) => e.name === name);
      if (!event) {
        // A name the event had before a rename (rare: read from the database, not kept in memory).
        const id = await formerNameOf(db, name);
        event = id === undefined ? undefined : all.find((e) => e._id === id);
      }
      if (!event) throw new HttpError(404, messages.registration.noSuchEvent);
      return event;
    },
    async featured() {
      return (await list()).find((e) => e.featured) ?? null;
    },
    async nextChange() {
      const changes = (await list())
        .filter((e) => e.featured || e.page !== null)
        .map((e) => nextWindowChange(e.window))
        .filter((at): at is number => at !== null);
      return changes.length > 0 ? Math.min(...changes) : null;
    },
  };
}

/**
 * The condition on `events` for the event a name designates: the event called that now, else the event that
 * was called that before a rename (links already sent name events as they were called then).
 */
export function namedEvent(name: string): SQL {
  return sql`${events.id} = coalesce(
    (select ${events.id} from ${events} where ${events.name} = ${name}),
    (select ${eventFormerNames.eventId} from ${eventFormerNames} where ${eventFormerNames.name} = ${name})
  )`;
}

/** The id of the event a former name designates, if any (a current name is looked up first, by the caller). */
export async function formerNameOf(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ eventId: eventFormerNames.eventId })
    .from(eventFormerNames)
    .where(eq(eventFormerNames.name, name))
    .limit(1);
  return row?.eventId;
}

/** The event a name designates, current or former (namedEvent). */
export async function findEventRow(db: Executor, name: string): Promise<EventRow | undefined> {
  const [event] = await db.select().from(events).where(namedEvent(name)).limit(1);
  return event;
}

export async function findEvent(db: Executor, name: string): Promise<EventSummary | undefined> {
  const row = await findEventRow(db, name);
  return (
    row && {
      id: row.id,
      name: row.name,
      registrationOpen: isRegistrationOpen(windowOf(row)),
      takesRegistration: row.takesRegistration,
      instituteOnly: row.instituteOnly,
    }
  );
}

/** The event by name: 404 'No such event exists'. */
export async function getEvent(db: Executor, name: string): Promise<ConferenceEvent> {
  const row = await findEventRow(db, name);
  if (!row) throw new HttpError(404, messages.registration.noSuchEvent);
  const [full] = await withDetails(db, [row]);
  return full!;
}

/** The event by name, which must be open for registration: 404 'No such event exists', 403 when closed. */
export async function findOpenEvent(db: Executor, name: string): Promise<EventSummary> {
  const event = await findEvent(db, name);
  if (!event) throw new HttpError(404, messages.registration.noSuchEvent);
  if (!event.registrationOpen) throw new HttpError(403, messages.registration.eventClosed);
  return event;
}

/** findOpenEvent with everything else of the event (committees, fees). */
export async function getOpenEvent(db: Executor, name: string): Promise<ConferenceEvent> {
  const event = await getEvent(db, name);
  if (!event.registrationOpen) throw new HttpError(403, messages.registration.eventClosed);
  return event;
}

/**
 * Inside a registration or invite transaction: checks again that the event is open (switch and window) and
 * holds a share lock on its row until commit, so closing registration waits for the registrations in flight
 * (and none starts after it).
 */
export async function lockOpenEvent(tx: Executor, eventId: string): Promise<EventFees> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('share');
  if (!row) throw new HttpError(404, messages.registration.noSuchEvent);
  if (!isRegistrationOpen(windowOf(row))) throw new HttpError(403, messages.registration.eventClosed);
  return feesOf(row);
}

export function feesOf(row: EventRow): EventFees {
  return {
    individual: row.feeIndividual,
    groupPerMember: row.feeGroupPerMember,
    hospitality: row.feeHospitality,
    groupMinPeople: row.groupMinPeople,
  };
}

/**
 * The superadmin's switch (PUT /superadmin/events/registration), recorded in the audit log; answers the
 * message for the new state. Opening also drops a window bound that would keep registration shut now.
 */
export async function setRegistrationOpen(
  db: Db,
  actor: Actor,
  name: string,
  open: boolean,
): Promise<string> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(namedEvent(name)).for('update');
    if (!row) throw new HttpError(404, messages.registration.noSuchEvent);
    const now = Date.now();
    const set: Partial<EventRow> = { registrationOpen: open, updatedAt: new Date() };
    if (open && row.registrationOpensAt && row.registrationOpensAt.getTime() > now)
      set.registrationOpensAt = null;
    if (open && row.registrationClosesAt && row.registrationClosesAt.getTime() <= now) {
      set.registrationClosesAt = null;
    }
    await tx.update(events).set(set).where(eq(events.id, row.id));
    await recordAudit(tx, actor, {
      action: open ? 'event.registration_open' : 'event.registration_close',
      targetType: 'event',
      targetId: name,
      details: { eventId: row.id },
    });
  });
  return open ? messages.registration.opened : messages.registration.closedButton;
}
