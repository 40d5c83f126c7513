/**
 * The admin's lists of registrations: every registration in the admin view (GET /admin/getregistered),
 * the events with their counts and committees, and one event's registrations filtered and paginated. No list
 * carries an image. The events and their committees come from the events module.
 */
import { type SQL, and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type {
  AdminEventSummary,
  RegisteredEntry,
  RegistrationFilters,
  RegistrationListItem,
} from '~/shared/schemas/admin';
import type { RegistrationStatus } from '~/shared/schemas/registration';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/search';
import { HttpError } from '../../http';
import { users } from '../accounts/table';
import { type EventSummary, committeesOf, findEvent, listEvents } from '../events/service';
import { events } from '../events/table';
import { groupPaymentOf } from '../registration/group-payment';
import { paymentReferences, registrations } from '../registration/table';
import { normaliseTransactionId } from '~/shared/payments';
import { signedPaymentUrl } from './signed-payment';
import { referenceOfRegistration } from '../registration/payments';
import { adminView, adminViewColumns } from './view';

const m = messages.admin;

/**
 * The keyset cursor of the batched reads (oldest registration first): after registration `afterId`. Compared
 * in SQL, which keeps the microseconds a JavaScript date loses.
 */
export const afterRegistration = (afterId: string) =>
  sql`(${registrations.registeredAt}, ${registrations.id}) > (select c.registered_at, c.id from registrations c where c.id = ${afterId})`;

/** Registrations read per query of GET /admin/getregistered (the answer is streamed batch by batch). */
export const REGISTERED_BATCH = 1000;

/**
 * GET /admin/getregistered: every registration in the admin view, events oldest first, then registrations
 * oldest first; read in keyset batches (the cursor compared in SQL, which keeps the microseconds a
 * JavaScript date loses) so that memory stays flat and the first entries go out at once.
 */
export async function* registeredEntries(
  db: Executor,
  apiUrl: string,
  now: Date,
): AsyncGenerator<RegisteredEntry> {
  const eventRows = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .orderBy(asc(events.createdAt), asc(events.name));
  for (const event of eventRows) {
    let afterId: string | undefined;
    for (;;) {
      const rows = await db
        .select({
          ...adminViewColumns,
          paymentReference: paymentReferences.reference,
          transactionId: registrations.transactionId,
          paymentState: registrations.paymentState,
        })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .leftJoin(paymentReferences, referenceOfRegistration)
        .where(and(eq(registrations.eventId, event.id), afterId ? afterRegistration(afterId) : undefined))
        .orderBy(asc(registrations.registeredAt), asc(registrations.id))
        .limit(REGISTERED_BATCH);
      for (const r of rows) {
        yield {
          ...adminView(r, {
            eventName: event.name,
            payment: r.paymentImageId ? signedPaymentUrl(apiUrl, r.id, r.paymentImageId, now) : null,
          }),
          assignedPortfolio: r.assignedPortfolio ?? '',
          assignedCommittee: r.assignedCommittee ?? '',
          // Ours, after the original's fields: the bill's payment (null when the registration carries none).
          paymentReference: r.paymentState === null ? null : r.paymentReference,
          transactionId: r.transactionId,
          paymentState: r.paymentState,
        };
      }
      const last = rows.at(-1);
      if (!last || rows.length < REGISTERED_BATCH) break;
      afterId = last.id;
    }
  }
}

/** GET /admin/events: every event with its counts by status (one grouped query), open state and committees. */
export async function eventSummaries(db: Executor): Promise<AdminEventSummary[]> {
  const list = await listEvents(db);
  const counts = await db
    .select({ eventId: registrations.eventId, status: registrations.status, n: count() })
    .from(registrations)
    .groupBy(registrations.eventId, registrations.status);
  return list.map((event) => {
    const byStatus = { pending: 0, confirmed: 0, declined: 0 } satisfies Record<RegistrationStatus, number>;
    for (const row of counts) if (row.eventId === event._id) byStatus[row.status] = row.n;
    return {
      _id: event._id,
      eventName: event.name,
      featured: event.featured,
      registrationOpen: event.registrationOpen,
      counts: { total: byStatus.pending + byStatus.confirmed + byStatus.declined, ...byStatus },
      committees: event.committees.map((c) => ({ code: c.code, displayName: c.displayName })),
    };
  });
}

/** `%text%` for ILIKE, with the pattern characters of `text` matched literally. */

export type Filters = Omit<RegistrationFilters, 'limit' | 'offset'>;

/**
 * The WHERE of the per-event list and its export (registrations joined with their registrants): 404 for an
 * unknown event, 400 for a committee that is not the event's.
 */
export async function filterCondition(
  db: Executor,
  eventName: string,
  filters: Filters,
): Promise<{ event: EventSummary; where: SQL }> {
  const event = await findEvent(db, eventName);
  if (!event) throw new HttpError(404, m.noSuchEvent);
  const conditions: (SQL | undefined)[] = [eq(registrations.eventId, event.id)];
  if (filters.status) conditions.push(eq(registrations.status, filters.status));
  if (filters.payment) conditions.push(eq(registrations.paymentState, filters.payment));
  if (filters.committee) {
    const codes = (await committeesOf(db, [event.id])).map((c) => c.row.code);
    if (!codes.includes(filters.committee)) throw new HttpError(400, m.invalidCommittee);
    conditions.push(eq(registrations.assignedCommittee, filters.committee));
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // Also a payment reference or the payer's transaction id (stored without spaces or dashes, in capitals).
    const transactionId = normaliseTransactionId(filters.q);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        sql`exists (select 1 from ${paymentReferences} where ${paymentReferences.userId} = ${registrations.userId} and ${paymentReferences.eventId} = ${registrations.eventId} and ${paymentReferences.reference} = ${filters.q.toUpperCase()})`,
        transactionId ? eq(registrations.transactionId, transactionId) : undefined,
      ),
    );
  }
  return { event, where: and(...conditions)! };
}

/** GET /admin/events/:eventName/registrations: one page, oldest first, and the number of matches. */
export async function listRegistrations(
  db: Executor,
  eventName: string,
  filters: RegistrationFilters,
): Promise<{ eventName: string; total: number; registrations: RegistrationListItem[] }> {
  const { event, where } = await filterCondition(db, eventName, filters);
  const [totalRow] = await db
    .select({ total: count() })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(where);
  const rows = await db
    .select({
      id: registrations.id,
      name: users.name,
      email: users.email,
      status: registrations.status,
      assignedCommittee: registrations.assignedCommittee,
      assignedPortfolio: registrations.assignedPortfolio,
      registeredAt: registrations.registeredAt,
      // A member's registration: whether the leader's registration (the group's payment) is in.
      groupPayment: groupPaymentOf(),
      paymentState: registrations.paymentState,
      paymentReference: paymentReferences.reference,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(paymentReferences, referenceOfRegistration)
    .where(where)
    .orderBy(asc(registrations.registeredAt), asc(registrations.id))
    .limit(filters.limit)
    .offset(filters.offset);
  return {
    eventName: event.name,
    total: totalRow?.total ?? 0,
    registrations: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      eventName: event.name,
      status: r.status,
      assignedCommittee: r.assignedCommittee,
      assignedPortfolio: r.assignedPortfolio,
      regsiteredat: r.registeredAt.toISOString(),
      groupPayment: r.groupPayment,
      paymentState: r.paymentState,
      paymentReference: r.paymentState === null ? null : r.paymentReference,
    })),
  };
}
