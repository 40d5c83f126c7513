/**
 * The superadmin's editing of events (docs/decisions/0022-conferences-as-data.md): create (blank or a copy),
 * every field, the registration window, the featured event, committees and their portfolio lists, the
 * executive board, co-sponsors and uploaded files. Each change is one transaction with its audit entry.
 * Registrations store committee codes and portfolio names as text, so a committee or portfolio that a
 * registration names cannot be removed, and a rename rewrites those registrations in the same transaction.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { apiBase } from '~/shared/paths';
import { messages } from '~/shared/messages';
import type { AuditAction } from '~/shared/schemas/audit';
import {
  type BoardInput,
  type CoSponsorsInput,
  type CommitteeInput,
  type EditableEvent,
  type EventDetails,
  type EventSummary,
  type ImageRef,
  type WindowAction,
  eventRules,
  isRegistrationOpen,
} from '~/shared/schemas/events';
import type { Db, Executor, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import {
  InvalidImageError,
  type ProcessedImage,
  cropNarrow,
  decodeDataUrl,
  processImage,
} from '../../images';
import { type Actor, recordAudit } from '../audit/service';
import { registrations } from '../registration/table';
import { committeesOf, findEventRow, namedEvent, windowOf, withDetails } from './service';
import {
  boardMembers,
  coSponsors,
  committees,
  type EventRow,
  eventFiles,
  eventFormerNames,
  events,
  portfolios,
} from './table';

const m = messages.events;

export const eventFileUrl = (id: string) => `${apiBase}/event-files/${id}`;

/** The longest side of an uploaded event image (a full-width hero stays sharp on large screens). */
const EVENT_IMAGE_MAX_DIMENSION = 2400;

// ---------------------------------------------------------------------------------------------------------
// Reads

export async function listEventSummaries(db: Executor): Promise<EventSummary[]> {
  const rows = await db.select().from(events).orderBy(asc(events.createdAt), asc(events.name));
  const committeeCounts = await db
    .select({ eventId: committees.eventId, n: count() })
    .from(committees)
    .groupBy(committees.eventId);
  const registrationCounts = await db
    .select({ eventId: registrations.eventId, n: count() })
    .from(registrations)
    .groupBy(registrations.eventId);
  const countOf = (list: { eventId: string; n: number }[], id: string) =>
    list.find((c) => c.eventId === id)?.n ?? 0;
  return rows.map((row) => {
    const window = windowOf(row);
    return {
      _id: row.id,
      name: row.name,
      featured: row.featured,
      registrationOpen: isRegistrationOpen(window),
      window,
      startsOn: row.startsOn,
      committees: countOf(committeeCounts, row.id),
      registrations: countOf(registrationCounts, row.id),
    };
  });
}

/** (committee code, portfolio name) pairs that the event's registrations name, and per code how many. */
async function usage(db: Executor, eventId: string) {
  const pairs = await queryRows<{ code: string; name: string }>(
    db,
    sql`
      select distinct cp as code, pp as name
      from ${registrations} r, unnest(r.committee_preference) cp, unnest(r.portfolio_preference) pp
      where r.event_id = ${eventId}
      union
      select assigned_committee, assigned_portfolio from ${registrations}
      where event_id = ${eventId} and assigned_committee is not null and assigned_portfolio is not null`,
  );
  const perCommittee = await queryRows<{ code: string; n: number | string }>(
    db,
    sql`
      select c.code as code, count(r.id) as n
      from ${committees} c
      join ${registrations} r
        on r.event_id = c.event_id and (c.code = any(r.committee_preference) or r.assigned_committee = c.code)
      where c.event_id = ${eventId}
      group by c.code`,
  );
  return {
    portfolioUsed: (code: string, name: string) => pairs.some((p) => p.code === code && p.name === name),
    committeeCount: (code: string) => Number(perCommittee.find((c) => c.code === code)?.n ?? 0),
  };
}

async function editable(db: Executor, row: EventRow): Promise<EditableEvent> {
  const [event] = await withDetails(db, [row]);
  const [committeeList, used, [total]] = await Promise.all([
    committeesOf(db, [row.id]),
    usage(db, row.id),
    db.select({ n: count() }).from(registrations).where(eq(registrations.eventId, row.id)),
  ]);
  return {
    ...event!,
    committees: committeeList.map(({ row: c, portfolios: list }, i) => ({
      ...event!.committees[i]!,
      _id: c.id,
      registrations: used.committeeCount(c.code),
      portfolios: list.map((p) => ({ _id: p.id, name: p.name, used: used.portfolioUsed(c.code, p.name) })),
    })),
    certificateSignatories: row.certificateSignatories,
    registrations: total?.n ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function eventRowOrThrow(db: Executor, name: string, lock = false): Promise<EventRow> {
  const row = lock
    ? (await db.select().from(events).where(namedEvent(name)).for('update'))[0]
    : await findEventRow(db, name);
  if (!row) throw new HttpError(404, messages.registration.noSuchEvent);
  return row;
}

export async function getEditableEvent(db: Executor, name: string): Promise<EditableEvent> {
  return editable(db, await eventRowOrThrow(db, name));
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/**
 * Runs `change` in a transaction holding the event's row lock (so changes to one event are serialised),
 * records `action` in the audit log, and answers the event as it is afterwards.
 */
async function editEvent(
  db: Db,
  actor: Actor,
  name: string,
  action: AuditAction,
  change: (tx: Tx, event: EventRow) => Promise<Record<string, unknown> | void>,
  /** Taken before the event's row lock: a lock the change needs across events (always in this order). */
  lockFirst?: (tx: Tx) => Promise<void>,
): Promise<EditableEvent> {
  try {
    return await db.transaction(async (tx) => {
      if (lockFirst) await lockFirst(tx);
      const event = await eventRowOrThrow(tx, name, true);
      const details = (await change(tx, event)) ?? {};
      await tx.update(events).set({ updatedAt: new Date() }).where(eq(events.id, event.id));
      await recordAudit(tx, actor, { action, targetType: 'event', targetId: event.name, details });
      const [after] = await tx.select().from(events).where(eq(events.id, event.id));
      return editable(tx, after!);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** The unique keys a superadmin can run into, as clear messages. */
function conflictOf(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === 'events_name_key' || constraint === 'events_name_lower_key') {
    return new HttpError(409, m.nameTaken);
  }
  if (constraint === 'committees_event_code_key') return new HttpError(409, m.codeTaken);
  if (constraint === 'portfolios_committee_name_key') return new HttpError(409, m.portfolioTaken);
  if (constraint === 'events_featured_key') return new HttpError(409, m.featuredConflict);
  return undefined;
}

export async function createEvent(
  db: Db,
  actor: Actor,
  input: { name: string; copyFrom?: string | null },
): Promise<EditableEvent> {
  try {
    return await db.transaction(async (tx) => {
      const source = input.copyFrom ? await eventRowOrThrow(tx, input.copyFrom) : null;
      const [created] = await tx
        .insert(events)
        .values(
          source
            ? {
                name: input.name,
                theme: source.theme,
                about: source.about,
                // A copy is the next edition: its dates and registration window are its own, set anew.
                venue: source.venue,
                hero: source.hero,
                feeIndividual: source.feeIndividual,
                feeGroupPerMember: source.feeGroupPerMember,
                feeHospitality: source.feeHospitality,
                groupMinPeople: source.groupMinPeople,
                takesRegistration: source.takesRegistration,
                instituteOnly: source.instituteOnly,
                payment: source.payment,
                certificateSignatories: source.certificateSignatories,
              }
            : { name: input.name },
        )
        .returning();
      if (source) await copyLists(tx, source.id, created!.id);
      await recordAudit(tx, actor, {
        action: 'event.create',
        targetType: 'event',
        targetId: created!.name,
        details: { eventId: created!.id, copyFrom: source?.name ?? null },
      });
      return editable(tx, created!);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** Committees with their portfolios, the board (pointing at the copied committees) and co-sponsors. */
async function copyLists(tx: Tx, fromId: string, toId: string) {
  const committeeMap = new Map<string, string>();
  for (const { row, portfolios: list } of await committeesOf(tx, [fromId])) {
    const { id, eventId: _eventId, ...fields } = row;
    const [copy] = await tx
      .insert(committees)
      .values({ ...fields, eventId: toId })
      .returning({ id: committees.id });
    committeeMap.set(id, copy!.id);
    if (list.length > 0) {
      await tx
        .insert(portfolios)
        .values(list.map((p, i) => ({ committeeId: copy!.id, name: p.name, position: i + 1 })));
    }
  }
  const board = await tx.select().from(boardMembers).where(eq(boardMembers.eventId, fromId));
  if (board.length > 0) {
    await tx.insert(boardMembers).values(
      board.map(({ id: _id, eventId: _eventId, committeeId, ...fields }) => ({
        ...fields,
        eventId: toId,
        committeeId: committeeId ? (committeeMap.get(committeeId) ?? null) : null,
      })),
    );
  }
  const sponsors = await tx.select().from(coSponsors).where(eq(coSponsors.eventId, fromId));
  if (sponsors.length > 0) {
    await tx
      .insert(coSponsors)
      .values(sponsors.map(({ id: _id, eventId: _eventId, ...fields }) => ({ ...fields, eventId: toId })));
  }
}

const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

export function updateEventDetails(db: Db, actor: Actor, name: string, d: EventDetails) {
  return editEvent(db, actor, name, 'event.update', async (tx, event) => {
    await tx
      .update(events)
      .set({
        name: d.name,
        theme: d.theme,
        about: d.about,
        startsOn: d.startsOn,
        endsOn: d.endsOn,
        venue: d.venue,
        hero: d.hero,
        archiveUrl: d.archiveUrl,
        registrationOpen: d.window.switchOpen,
        registrationOpensAt: dateOrNull(d.window.opensAt),
        registrationClosesAt: dateOrNull(d.window.closesAt),
        feeIndividual: d.fees.individual,
        feeGroupPerMember: d.fees.groupPerMember,
        feeHospitality: d.fees.hospitality,
        groupMinPeople: d.fees.groupMinPeople,
        payment: d.payment,
        ...(d.certificateSignatories ? { certificateSignatories: d.certificateSignatories } : {}),
        ...(d.takesRegistration === undefined ? {} : { takesRegistration: d.takesRegistration }),
        ...(d.instituteOnly === undefined ? {} : { instituteOnly: d.instituteOnly }),
      })
      .where(eq(events.id, event.id));
    if (d.page !== undefined && d.page !== event.page) {
      // One event per page: the page moves to this event (as featuring moves the featured flag).
      if (d.page) {
        await tx
          .update(events)
          .set({ page: null })
          .where(and(eq(events.page, d.page), sql`${events.id} <> ${event.id}`));
      }
      await tx.update(events).set({ page: d.page }).where(eq(events.id, event.id));
    }
    if (d.name !== event.name) await keepFormerName(tx, event, d.name);
    return { eventId: event.id, ...(d.name !== event.name ? { renamedFrom: event.name } : {}) };
  });
}

/**
 * A rename keeps the old name pointing at the event, so links already sent (invites, admin and editor
 * addresses) still open it; the new name, if the event had it before, is no longer a former one.
 */
async function keepFormerName(tx: Tx, event: EventRow, newName: string): Promise<void> {
  await tx
    .insert(eventFormerNames)
    .values({ name: event.name, eventId: event.id })
    .onConflictDoUpdate({
      target: eventFormerNames.name,
      set: { eventId: event.id, renamedAt: sql`now()` },
    });
  await tx.delete(eventFormerNames).where(eq(eventFormerNames.name, newName));
}

/** The transaction-scoped advisory lock that serialises featuring (any number, the same in every instance). */
const FEATURE_LOCK = 0x6e697473;

/**
 * At most one event is featured (the unique index events_featured_key). Featurings of different events run
 * one after another under an advisory lock, taken before the event's row, so each sees the one before it
 * (concurrent ones would both unfeature the old event and then collide on the index).
 */
export function featureEvent(db: Db, actor: Actor, name: string) {
  return editEvent(
    db,
    actor,
    name,
    'event.feature',
    async (tx, event) => {
      const [previous] = await tx
        .update(events)
        .set({ featured: false })
        .where(and(eq(events.featured, true), sql`${events.id} <> ${event.id}`))
        .returning({ name: events.name });
      await tx.update(events).set({ featured: true }).where(eq(events.id, event.id));
      return { eventId: event.id, previouslyFeatured: previous?.name ?? null };
    },
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEATURE_LOCK})`);
    },
  );
}

/**
 * Open now (switch on, dropping a bound that keeps it shut now), close now (switch off), or schedule
 * (switch on, with the given opening and closing times).
 */
export async function applyWindowAction(db: Db, actor: Actor, name: string, action: WindowAction) {
  const auditAction: AuditAction =
    action.action === 'open'
      ? 'event.registration_open'
      : action.action === 'close'
        ? 'event.registration_close'
        : 'event.registration_schedule';
  const event = await editEvent(db, actor, name, auditAction, async (tx, row) => {
    const now = Date.now();
    if (action.action === 'close') {
      await tx.update(events).set({ registrationOpen: false }).where(eq(events.id, row.id));
      return { eventId: row.id };
    }
    if (action.action === 'open') {
      await tx
        .update(events)
        .set({
          registrationOpen: true,
          ...(row.registrationOpensAt && row.registrationOpensAt.getTime() > now
            ? { registrationOpensAt: null }
            : {}),
          ...(row.registrationClosesAt && row.registrationClosesAt.getTime() <= now
            ? { registrationClosesAt: null }
            : {}),
        })
        .where(eq(events.id, row.id));
      return { eventId: row.id };
    }
    await tx
      .update(events)
      .set({
        registrationOpen: true,
        registrationOpensAt: dateOrNull(action.opensAt ?? null),
        registrationClosesAt: dateOrNull(action.closesAt ?? null),
      })
      .where(eq(events.id, row.id));
    return { eventId: row.id, opensAt: action.opensAt ?? null, closesAt: action.closesAt ?? null };
  });
  const message =
    action.action === 'open'
      ? messages.registration.opened
      : action.action === 'close'
        ? messages.registration.closedButton
        : m.saved;
  return { message, event };
}

// ---------------------------------------------------------------------------------------------------------
// Committees and portfolios

async function committeeOf(tx: Executor, event: EventRow, committeeId: string) {
  const [row] = await tx
    .select()
    .from(committees)
    .where(and(eq(committees.id, committeeId), eq(committees.eventId, event.id)))
    .for('update');
  if (!row) throw new HttpError(404, m.noSuchCommittee);
  return row;
}

const committeeFields = (c: CommitteeInput & { banner: ImageRef | null }) => ({
  code: c.code,
  displayName: c.displayName,
  fullName: c.fullName ?? '',
  agenda: c.agenda ?? '',
  description: c.description ?? '',
  banner: c.banner,
  guideUrl: c.guideUrl || null,
});

export function addCommittee(
  db: Db,
  actor: Actor,
  name: string,
  input: CommitteeInput & { banner: ImageRef | null },
) {
  return editEvent(db, actor, name, 'event.committee_add', async (tx, event) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${committees.position}), 0)` })
      .from(committees)
      .where(eq(committees.eventId, event.id));
    const [row] = await tx
      .insert(committees)
      .values({ ...committeeFields(input), eventId: event.id, position: Number(last?.position ?? 0) + 1 })
      .returning({ id: committees.id });
    return { eventId: event.id, committeeId: row!.id, code: input.code };
  });
}

export function updateCommittee(
  db: Db,
  actor: Actor,
  name: string,
  committeeId: string,
  input: CommitteeInput & { banner: ImageRef | null },
) {
  return editEvent(db, actor, name, 'event.committee_update', async (tx, event) => {
    const before = await committeeOf(tx, event, committeeId);
    await tx.update(committees).set(committeeFields(input)).where(eq(committees.id, committeeId));
    if (before.code !== input.code) {
      // Registrations keep pointing at the committee under its new code.
      await tx.execute(sql`
        update ${registrations} set
          committee_preference = array_replace(committee_preference, ${before.code}, ${input.code}),
          assigned_committee = case when assigned_committee = ${before.code} then ${input.code} else assigned_committee end
        where event_id = ${event.id}
          and (${before.code} = any(committee_preference) or assigned_committee = ${before.code})`);
    }
    return {
      eventId: event.id,
      committeeId,
      code: input.code,
      ...(before.code !== input.code ? { renamedFrom: before.code } : {}),
    };
  });
}

export function deleteCommittee(db: Db, actor: Actor, name: string, committeeId: string) {
  return editEvent(db, actor, name, 'event.committee_delete', async (tx, event) => {
    const committee = await committeeOf(tx, event, committeeId);
    // Registrations taking the event's row lock wait for this transaction, so the count cannot go stale.
    const [used] = await queryRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from ${registrations}
          where event_id = ${event.id}
            and (${committee.code} = any(committee_preference) or assigned_committee = ${committee.code})`,
    );
    if (Number(used?.n ?? 0) > 0) throw new HttpError(409, m.committeeInUse);
    await tx.delete(committees).where(eq(committees.id, committeeId));
    return { eventId: event.id, committeeId, code: committee.code };
  });
}

export function reorderCommittees(db: Db, actor: Actor, name: string, committeeIds: string[]) {
  return editEvent(db, actor, name, 'event.committees_reorder', async (tx, event) => {
    const rows = await tx
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.eventId, event.id));
    const current = new Set(rows.map((r) => r.id));
    if (
      committeeIds.length !== current.size ||
      new Set(committeeIds).size !== committeeIds.length ||
      committeeIds.some((id) => !current.has(id))
    ) {
      throw new HttpError(400, m.orderMismatch);
    }
    for (const [i, id] of committeeIds.entries()) {
      await tx
        .update(committees)
        .set({ position: i + 1 })
        .where(eq(committees.id, id));
    }
    return { eventId: event.id, committeeIds };
  });
}

/** Replaces a committee's list: kept names keep their rows, new ones are added, the order is the given one. */
export function setPortfolios(db: Db, actor: Actor, name: string, committeeId: string, list: string[]) {
  return editEvent(db, actor, name, 'event.portfolios_set', async (tx, event) => {
    const committee = await committeeOf(tx, event, committeeId);
    // FOR UPDATE: a registration holding one of them FOR SHARE (it chose it) commits first, then counts.
    const existing = await tx
      .select()
      .from(portfolios)
      .where(eq(portfolios.committeeId, committeeId))
      .for('update');
    const wanted = new Set(list);
    const removed = existing.filter((p) => !wanted.has(p.name));
    if (removed.length > 0) {
      const used = await usage(tx, event.id);
      const inUse = removed.filter((p) => used.portfolioUsed(committee.code, p.name)).map((p) => p.name);
      if (inUse.length > 0) throw new HttpError(409, `${m.portfoliosInUse}: ${inUse.join(', ')}`);
      await tx.delete(portfolios).where(
        inArray(
          portfolios.id,
          removed.map((p) => p.id),
        ),
      );
    }
    const have = new Set(existing.map((p) => p.name));
    const added = list.filter((n) => !have.has(n));
    if (added.length > 0) {
      await tx.insert(portfolios).values(added.map((n) => ({ committeeId, name: n, position: 0 })));
    }
    if (list.length > 0) {
      await tx.execute(sql`
        update ${portfolios} p set position = v.position
        from unnest(${sql.param(list)}::text[]) with ordinality as v(name, position)
        where p.committee_id = ${committeeId} and p.name = v.name`);
    }
    return {
      eventId: event.id,
      committeeId,
      code: committee.code,
      added: added.length,
      removed: removed.length,
      total: list.length,
    };
  });
}

export function renamePortfolio(db: Db, actor: Actor, name: string, portfolioId: string, newName: string) {
  return editEvent(db, actor, name, 'event.portfolio_rename', async (tx, event) => {
    const [row] = await tx
      .select({ portfolio: portfolios, code: committees.code })
      .from(portfolios)
      .innerJoin(committees, eq(committees.id, portfolios.committeeId))
      .where(and(eq(portfolios.id, portfolioId), eq(committees.eventId, event.id)))
      .for('update');
    if (!row) throw new HttpError(404, m.noSuchPortfolio);
    const oldName = row.portfolio.name;
    if (oldName === newName) return { eventId: event.id, portfolioId, name: newName };
    await tx.update(portfolios).set({ name: newName }).where(eq(portfolios.id, portfolioId));
    // Registrations that chose the committee, or were assigned in it, follow the new name.
    await tx.execute(sql`
      update ${registrations} set
        portfolio_preference = case when ${row.code} = any(committee_preference)
          then array_replace(portfolio_preference, ${oldName}, ${newName}) else portfolio_preference end,
        assigned_portfolio = case when assigned_committee = ${row.code} and assigned_portfolio = ${oldName}
          then ${newName} else assigned_portfolio end
      where event_id = ${event.id}
        and ((${row.code} = any(committee_preference) and ${oldName} = any(portfolio_preference))
          or (assigned_committee = ${row.code} and assigned_portfolio = ${oldName}))`);
    return { eventId: event.id, portfolioId, code: row.code, name: newName, renamedFrom: oldName };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Board, co-sponsors, files

export function setBoard(db: Db, actor: Actor, name: string, input: BoardInput) {
  return editEvent(db, actor, name, 'event.board_set', async (tx, event) => {
    const rows = await tx
      .select({ id: committees.id, code: committees.code })
      .from(committees)
      .where(eq(committees.eventId, event.id));
    const idOf = new Map(rows.map((r) => [r.code, r.id]));
    const values = input.members.map((member, i) => {
      if (member.committee && !idOf.has(member.committee)) throw new HttpError(400, m.unknownBoardCommittee);
      return {
        eventId: event.id,
        committeeId: member.committee ? idOf.get(member.committee)! : null,
        name: member.name,
        role: member.role ?? '',
        bio: member.bio ?? '',
        photo: member.photo,
        position: i + 1,
      };
    });
    await tx.delete(boardMembers).where(eq(boardMembers.eventId, event.id));
    if (values.length > 0) await tx.insert(boardMembers).values(values);
    return { eventId: event.id, members: values.length };
  });
}

export function setCoSponsors(db: Db, actor: Actor, name: string, input: CoSponsorsInput) {
  return editEvent(db, actor, name, 'event.cosponsors_set', async (tx, event) => {
    await tx.delete(coSponsors).where(eq(coSponsors.eventId, event.id));
    if (input.coSponsors.length > 0) {
      await tx.insert(coSponsors).values(
        input.coSponsors.map((s, i) => ({
          eventId: event.id,
          name: s.name,
          description: s.description ?? '',
          url: s.url || null,
          logo: s.logo,
          position: i + 1,
        })),
      );
    }
    return { eventId: event.id, coSponsors: input.coSponsors.length };
  });
}

/**
 * An uploaded image (checked by its bytes and re-encoded to WebP without metadata, like every upload) or a
 * PDF (checked by its bytes, kept as sent). Answers its public URL and, for an image, a ready ImageRef. For a
 * hero (`purpose: 'hero'`), the phones' cut of the image is stored too and answered as the ref's `narrow`.
 */
export async function uploadEventFile(
  db: Db,
  actor: Actor,
  name: string,
  dataUrl: string,
  alt: string,
  purpose?: 'hero',
) {
  let bytes: Buffer;
  try {
    bytes = decodeDataUrl(dataUrl);
  } catch {
    throw new HttpError(400, m.invalidFile);
  }
  const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  let stored: { bytes: Buffer; contentType: string; width: number | null; height: number | null };
  let narrow: ProcessedImage | null = null;
  if (type?.mime === 'application/pdf') {
    if (bytes.length > eventRules.pdfMaxBytes) throw new HttpError(400, m.invalidFile);
    stored = { bytes, contentType: 'application/pdf', width: null, height: null };
  } else {
    try {
      const image = await processImage(dataUrl, {
        maxBytes: eventRules.imageMaxBytes,
        maxDimension: EVENT_IMAGE_MAX_DIMENSION,
      });
      stored = image;
      if (purpose === 'hero') narrow = await cropNarrow(image);
    } catch (error) {
      if (error instanceof InvalidImageError) throw new HttpError(400, m.invalidFile);
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    const event = await eventRowOrThrow(tx, name);
    const insertFile = async (file: typeof stored) => {
      const [row] = await tx
        .insert(eventFiles)
        .values({ eventId: event.id, ...file })
        .returning({ id: eventFiles.id });
      return row!.id;
    };
    const fileId = await insertFile(stored);
    const cut = narrow ? { image: narrow, id: await insertFile(narrow) } : null;
    const url = eventFileUrl(fileId);
    await recordAudit(tx, actor, {
      action: 'event.file_upload',
      targetType: 'event',
      targetId: event.name,
      details: {
        eventId: event.id,
        fileId,
        contentType: stored.contentType,
        bytes: stored.bytes.length,
        ...(cut && { narrowFileId: cut.id, narrowBytes: cut.image.bytes.length }),
      },
    });
    const image =
      stored.width && stored.height
        ? {
            url,
            width: stored.width,
            height: stored.height,
            alt,
            ...(cut && {
              narrow: { url: eventFileUrl(cut.id), width: cut.image.width, height: cut.image.height },
            }),
          }
        : null;
    return { url, contentType: stored.contentType, image };
  });
}

export async function readEventFile(db: Executor, id: string) {
  const [file] = await db
    .select({ bytes: eventFiles.bytes, contentType: eventFiles.contentType })
    .from(eventFiles)
    .where(eq(eventFiles.id, id));
  return file;
}

/**
 * Deletes an event no one registered for (its committees, board, co-sponsors, groups and invites go with
 * it); an event with registrations stays (409). The row lock makes a registration in flight (which holds a
 * share lock on the event) finish first and be counted; the foreign key refuses one that slips past.
 */
export async function deleteEvent(db: Db, actor: Actor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await eventRowOrThrow(tx, name, true);
    const [registered] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    if ((registered?.n ?? 0) > 0) throw new HttpError(409, m.hasRegistrations);
    await tx.delete(events).where(eq(events.id, event.id));
    await recordAudit(tx, actor, {
      action: 'event.delete',
      targetType: 'event',
      targetId: event.name,
      details: { eventId: event.id, featured: event.featured },
    });
  });
}
