/**
 * The seat allocation of an event (docs/decisions/0028-allocator.md): the SQL around the pure
 * allocator (allocator.ts).
 *
 * - Preview: the event's seats, the seats already assigned, and its confirmed, unassigned registrations in
 *   registration order are read; members whose group is not paid for are left out (an admin cannot assign
 *   them either, admin/decisions.ts); the allocator proposes a seat for each of the others around the admin's
 *   locks and overrides. Nothing is written. A lock or override that the database no longer allows (its
 *   registration was assigned, its seat taken since the last preview) answers 409 with the conflicts.
 * - Apply: one transaction. The event row is read FOR SHARE (an editor's change to its committees waits),
 *   the registrations FOR UPDATE in id order (two applies cannot deadlock on them); each must still be the
 *   event's, confirmed, unassigned and, for a member, paid for; each seat must be a seat of the event and
 *   free. Any conflict: nothing is written and 409 lists them. Then the seats are written one by one in seat
 *   order (two applies meet on the unique index in the same order), and the partial unique index
 *   `registrations_assignment_key` has the last word: a seat taken by a transaction that committed meanwhile
 *   rolls everything back and answers 409 with the conflicts read afterwards. With the seats: one email per
 *   delegate (the manual assignment's) through the outbox, and one audit entry with the summary.
 * - CSV: the proposed allocation and the applied one are in csv.ts.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { allocationMessages } from '~/shared/desk-messages';
import {
  type AllocationApplyRequest,
  type AllocationApplyResponse,
  type AllocationConflict,
  type AllocationConflictReason,
  type AllocationPreview,
  type AllocationPreviewRequest,
  type AssignedSeat,
  type ExcludedDelegate,
  type PreviewPlacement,
  type Seat,
  type SeatLock,
  describeChoice,
} from '~/shared/schemas/allocation';
import {
  type GroupPaymentState,
  type RegistrationKind,
  type RegistrationStatus,
  isGroupPaid,
} from '~/shared/schemas/registration';
import type { Db, Executor, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import { portfolioAssignedEmail } from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';
import { checkinQrAttachment, ensureCheckinCode } from '../checkin/codes';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { committeesOf, namedEvent } from '../events/service';
import { events } from '../events/table';
import { groupPaymentOf, lockedGroupPayment } from '../registration/group-payment';
import { registrations } from '../registration/table';
import {
  type AllocationCommittee,
  type AllocationDelegate,
  AllocationInputError,
  allocate,
} from './allocator';

const m = allocationMessages;

export interface AllocationContext {
  db: Db;
  publicUrl: string;
}

/** 409 with the list of what can no longer be done (the route answers `{ error, conflicts }`). */
export class AllocationConflictError extends Error {
  override name = 'AllocationConflictError';
  constructor(
    message: string,
    readonly conflicts: AllocationConflict[],
  ) {
    super(message);
  }
}

export const seatKey = (seat: Seat) => `${seat.committee}\u0000${seat.portfolio}`;

// ---------------------------------------------------------------------------------------------------------
// Reading the event

interface EventRef {
  id: string;
  name: string;
}

export async function findEvent(db: Executor, name: string, lock = false): Promise<EventRef> {
  const query = db.select({ id: events.id, name: events.name }).from(events).where(namedEvent(name));
  const [event] = lock ? await query.for('share') : await query;
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  return event;
}

interface EventSeats {
  committees: AllocationCommittee[];
  displayNames: Map<string, string>;
  /** Every seat of the event by seatKey. */
  seats: Set<string>;
  /** Seat key → its position in the event's order (committee order, then portfolio list order). */
  order: Map<string, number>;
}

export async function eventSeats(db: Executor, eventId: string): Promise<EventSeats> {
  const list = await committeesOf(db, [eventId]);
  const committees = list.map((c) => ({ code: c.row.code, portfolios: c.portfolios.map((p) => p.name) }));
  const order = new Map<string, number>();
  for (const c of committees) {
    for (const portfolio of c.portfolios) order.set(seatKey({ committee: c.code, portfolio }), order.size);
  }
  return {
    committees,
    displayNames: new Map(list.map((c) => [c.row.code, c.row.displayName])),
    seats: new Set(order.keys()),
    order,
  };
}

/** The seats of the event held now: seat key → the registration holding it. */
async function heldSeats(db: Executor, eventId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({
      id: registrations.id,
      committee: registrations.assignedCommittee,
      portfolio: registrations.assignedPortfolio,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        isNotNull(registrations.assignedCommittee),
        isNotNull(registrations.assignedPortfolio),
      ),
    );
  return new Map(rows.map((r) => [seatKey({ committee: r.committee!, portfolio: r.portfolio! }), r.id]));
}

/** The held seats as the allocator takes them; one the event no longer lists (the editor keeps them) is left out. */
function takenSeats(seats: EventSeats, held: Map<string, string>): Seat[] {
  return [...held.keys()]
    .filter((key) => seats.seats.has(key))
    .map((key) => {
      const [committee, portfolio] = key.split('\u0000') as [string, string];
      return { committee, portfolio };
    });
}

export const delegateColumns = {
  id: registrations.id,
  name: users.name,
  email: users.email,
  kind: registrations.kind,
  status: registrations.status,
  eventId: registrations.eventId,
  assignedCommittee: registrations.assignedCommittee,
  assignedPortfolio: registrations.assignedPortfolio,
  registeredAt: registrations.registeredAt,
  committeePreference: registrations.committeePreference,
  portfolioPreference: registrations.portfolioPreference,
};

interface RegistrationState {
  id: string;
  name: string;
  email: string;
  kind: RegistrationKind;
  status: RegistrationStatus;
  eventId: string;
  assignedCommittee: string | null;
  assignedPortfolio: string | null;
  registeredAt: Date;
  committeePreference: string[];
  portfolioPreference: string[];
  /** A member's group payment; null for others. */
  groupPayment: GroupPaymentState | null;
}

/** The event's confirmed registrations without a seat, in registration order. */
async function unassignedDelegates(db: Executor, eventId: string): Promise<RegistrationState[]> {
  return db
    .select({ ...delegateColumns, groupPayment: groupPaymentOf() })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.status, 'confirmed'),
        isNull(registrations.assignedCommittee),
        isNull(registrations.assignedPortfolio),
      ),
    )
    .orderBy(asc(registrations.registeredAt), asc(registrations.id));
}

/** The given registrations as they are now (a member's group payment with them). */
async function registrationsNow(db: Executor, ids: string[]): Promise<Map<string, RegistrationState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...delegateColumns, groupPayment: groupPaymentOf() })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(inArray(registrations.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The same, locked until the transaction ends: each row FOR UPDATE in id order (two applies cannot deadlock
 * on them), and a member's group payment read under its locks, as a manual assignment reads it.
 */
async function lockRegistrations(tx: Tx, ids: string[]): Promise<Map<string, RegistrationState>> {
  const rows = await tx
    .select(delegateColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(inArray(registrations.id, ids))
    .orderBy(asc(registrations.id))
    .for('update', { of: registrations });
  const states = new Map<string, RegistrationState>();
  for (const row of rows) {
    const groupPayment =
      row.kind === 'member' ? await lockedGroupPayment(tx, row.id, { pendingOnly: false }) : null;
    states.set(row.id, { ...row, groupPayment });
  }
  return states;
}

// ---------------------------------------------------------------------------------------------------------
// Checks shared by the preview's locks and the apply

/** A request giving one registration two seats, or one seat to two registrations: 400. */
function checkDistinct(seats: readonly AssignedSeat[]) {
  const ids = new Set<string>();
  const keys = new Set<string>();
  for (const seat of seats) {
    if (ids.has(seat.registrationId)) throw new HttpError(400, m.delegateTwice);
    if (keys.has(seatKey(seat))) throw new HttpError(400, m.seatTwice);
    ids.add(seat.registrationId);
    keys.add(seatKey(seat));
  }
}

/** What stops `seat` from being given now, if anything. */
function conflictOf(
  seat: AssignedSeat,
  eventId: string,
  registration: RegistrationState | undefined,
  seats: EventSeats,
  held: Map<string, string>,
): AllocationConflict | null {
  const conflict = (reason: AllocationConflictReason, heldBy: string | null = null) => ({
    registrationId: seat.registrationId,
    committee: seat.committee,
    portfolio: seat.portfolio,
    reason,
    heldBy,
  });
  if (!registration || registration.eventId !== eventId) return conflict('noSuchRegistration');
  if (registration.status !== 'confirmed') return conflict('notConfirmed');
  if (registration.assignedCommittee !== null || registration.assignedPortfolio !== null) {
    return conflict('alreadyAssigned');
  }
  if (registration.groupPayment !== null && !isGroupPaid(registration.groupPayment)) {
    return conflict('groupNotPaid');
  }
  const key = seatKey(seat);
  if (!seats.seats.has(key)) return conflict('noSuchSeat');
  const holder = held.get(key);
  if (holder !== undefined) return conflict('seatTaken', holder);
  return null;
}

const toLock = (seat: AssignedSeat): SeatLock => ({
  delegateId: seat.registrationId,
  seat: { committee: seat.committee, portfolio: seat.portfolio },
});

const toDelegate = (r: RegistrationState): AllocationDelegate => ({
  id: r.id,
  committeePreference: r.committeePreference,
  portfolioPreference: r.portfolioPreference,
});

const delegateFields = (r: RegistrationState) => ({
  registrationId: r.id,
  name: r.name,
  email: r.email,
  kind: r.kind,
  registeredAt: r.registeredAt.toISOString(),
  committeePreference: r.committeePreference,
  portfolioPreference: r.portfolioPreference,
});

/** The allocator's refusals that a request can cause: 400 with our message. */
function inputError(error: unknown): never {
  if (error instanceof AllocationInputError) {
    switch (error.code) {
      case 'delegateFixedTwice':
        throw new HttpError(400, m.delegateTwice);
      case 'seatNotFree':
        throw new HttpError(400, m.seatTwice);
      case 'tooLarge':
        throw new HttpError(400, m.tooLarge);
      case 'invalidWeights':
        throw new HttpError(400, error.message);
      default:
        break;
    }
  }
  throw error;
}

// ---------------------------------------------------------------------------------------------------------
// Preview

/** POST /admin/events/:eventName/allocation/preview: the proposal, explained; nothing is written. */
export async function previewAllocation(
  db: Db,
  eventName: string,
  body: AllocationPreviewRequest,
): Promise<Omit<AllocationPreview, 'message'>> {
  const event = await findEvent(db, eventName);
  const fixed = [...body.locks, ...body.overrides];
  checkDistinct(fixed);

  // One snapshot: a registration assigned meanwhile is either a delegate or a held seat, never both or none.
  return db.transaction(
    async (tx) => {
      const seats = await eventSeats(tx, event.id);
      const held = await heldSeats(tx, event.id);
      const candidates = await unassignedDelegates(tx, event.id);
      const delegates = candidates.filter((r) => r.groupPayment === null || isGroupPaid(r.groupPayment));
      const excluded = candidates.filter((r) => r.groupPayment !== null && !isGroupPaid(r.groupPayment));

      const known = new Map(candidates.map((r) => [r.id, r]));
      const others = await registrationsNow(
        tx,
        fixed.map((s) => s.registrationId).filter((id) => !known.has(id)),
      );
      const conflicts = fixed
        .map((seat) =>
          conflictOf(
            seat,
            event.id,
            known.get(seat.registrationId) ?? others.get(seat.registrationId),
            seats,
            held,
          ),
        )
        .filter((c) => c !== null);
      if (conflicts.length > 0) throw new AllocationConflictError(m.lockConflicts, conflicts);

      let result;
      try {
        result = allocate(
          {
            committees: seats.committees,
            taken: takenSeats(seats, held),
            delegates: delegates.map(toDelegate),
            locks: body.locks.map(toLock),
            overrides: body.overrides.map(toLock),
          },
          { weights: body.weights },
        );
      } catch (error) {
        inputError(error);
      }

      const proposedFor = new Map<string, string>();
      // The allocator answers one placement per delegate, in the order given.
      const placements = result.placements.map(({ delegateId, ...placement }, i): PreviewPlacement => {
        if (placement.seat) proposedFor.set(seatKey(placement.seat), delegateId);
        return { ...delegateFields(delegates[i]!), ...placement };
      });
      return {
        eventName: event.name,
        weights: result.weights,
        placements,
        excluded: excluded.map((r): ExcludedDelegate => ({ ...delegateFields(r), reason: r.groupPayment! })),
        summary: result.summary,
        committees: seats.committees.map((c) => ({
          code: c.code,
          displayName: seats.displayNames.get(c.code) ?? c.code,
          seats: c.portfolios.map((portfolio) => {
            const key = seatKey({ committee: c.code, portfolio });
            return { portfolio, heldBy: held.get(key) ?? null, proposedFor: proposedFor.get(key) ?? null };
          }),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Apply

/**
 * POST /admin/events/:eventName/allocation/apply: every seat or none (see the header). Throws
 * AllocationConflictError (409) when any seat cannot be given.
 */
export async function applyAllocation(
  ctx: AllocationContext,
  actor: Actor,
  eventName: string,
  body: AllocationApplyRequest,
): Promise<Omit<AllocationApplyResponse, 'message'>> {
  checkDistinct(body.seats);
  const ids = body.seats.map((s) => s.registrationId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const event = await findEvent(tx, eventName, true);
      const regs = await lockRegistrations(tx, ids);
      const seats = await eventSeats(tx, event.id);
      const held = await heldSeats(tx, event.id);
      const conflicts = body.seats
        .map((seat) => conflictOf(seat, event.id, regs.get(seat.registrationId), seats, held))
        .filter((c) => c !== null);
      if (conflicts.length > 0) throw new AllocationConflictError(m.applyConflicts, conflicts);

      // In seat order: two applies wanting the same seats meet on the unique index in the same order.
      const ordered = [...body.seats].sort(
        (a, b) => seats.order.get(seatKey(a))! - seats.order.get(seatKey(b))!,
      );
      for (const seat of ordered) {
        await tx
          .update(registrations)
          .set({ assignedCommittee: seat.committee, assignedPortfolio: seat.portfolio })
          .where(eq(registrations.id, seat.registrationId));
      }

      // The summary of what was applied: the seats as overrides of the applied delegates (in registration
      // order), the other seats held as taken.
      const applied = body.seats
        .map((seat) => regs.get(seat.registrationId)!)
        .sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime() || (a.id < b.id ? -1 : 1));
      let result;
      try {
        result = allocate(
          {
            committees: seats.committees,
            taken: takenSeats(seats, held),
            delegates: applied.map(toDelegate),
            overrides: body.seats.map(toLock),
          },
          { weights: body.weights },
        );
      } catch (error) {
        inputError(error);
      }
      const placementOf = new Map(result.placements.map((p) => [p.delegateId, p]));
      const assigned = body.seats.map((seat) => {
        const reg = regs.get(seat.registrationId)!;
        const placement = placementOf.get(seat.registrationId)!;
        return {
          registrationId: reg.id,
          name: reg.name,
          email: reg.email,
          seat: { committee: seat.committee, portfolio: seat.portfolio },
          choice: placement.choice,
          cost: placement.cost,
        };
      });

      const { summary } = result;
      await recordAudit(tx, actor, {
        action: 'registrations.allocate',
        targetType: 'event',
        targetId: event.name,
        details: {
          eventName: event.name,
          seats: assigned.length,
          firstChoice: summary.firstChoice.count,
          topThree: summary.topThree.count,
          anyPreference: summary.anyPreference.count,
          summary,
          weights: result.weights,
          assignments: assigned.map((a) => ({
            registrationId: a.registrationId,
            email: a.email,
            committee: a.seat.committee,
            portfolio: a.seat.portfolio,
            choice: describeChoice(a.choice),
          })),
        },
      });
      for (const a of assigned) {
        const code = await ensureCheckinCode(tx, a.registrationId, event.id);
        await enqueueMail(
          tx,
          portfolioAssignedEmail(
            { name: a.name, email: a.email },
            {
              eventName: event.name,
              committee: seats.displayNames.get(a.seat.committee) ?? a.seat.committee,
              portfolio: a.seat.portfolio,
            },
            ctx.publicUrl,
            { code, qr: await checkinQrAttachment(code) },
          ),
        );
      }
      return { eventName: event.name, assigned, summary };
    });
  } catch (error) {
    if (uniqueViolation(error) !== 'registrations_assignment_key' && !isDeadlock(error)) throw error;
    // A seat was taken by a transaction that committed meanwhile: nothing was written. Say which, as the
    // database is now (the other transaction has committed by the time the violation is raised).
    throw new AllocationConflictError(m.applyConflicts, await conflictsNow(ctx.db, eventName, body.seats));
  }
}

function isDeadlock(error: unknown): boolean {
  for (let err = error, depth = 0; err && depth < 5; depth++) {
    if ((err as { code?: unknown }).code === '40P01') return true;
    err = (err as { cause?: unknown }).cause;
  }
  return false;
}

/** The conflicts of a request against the database as it is (no locks). */
async function conflictsNow(db: Db, eventName: string, request: readonly AssignedSeat[]) {
  const event = await findEvent(db, eventName);
  const regs = await registrationsNow(
    db,
    request.map((s) => s.registrationId),
  );
  const seats = await eventSeats(db, event.id);
  const held = await heldSeats(db, event.id);
  return request
    .map((seat) => conflictOf(seat, event.id, regs.get(seat.registrationId), seats, held))
    .filter((c) => c !== null);
}
