/**
 * GET /admin/overview: the key numbers and the chart series, from grouped queries whatever the number of
 * registrations. The committees of the per-committee series are the events' own, in each event's order.
 */
import { count, isNotNull, sql } from 'drizzle-orm';
import type { OverviewResponse } from '~/shared/schemas/admin';
import { type RegistrationStatus, registrationStatuses } from '~/shared/schemas/registration';
import type { Executor } from '../../db/client';
import { users } from '../accounts/table';
import { contactResponses } from '../contact/table';
import { listEvents } from '../events/service';
import { registrations } from '../registration/table';

export async function overview(db: Executor): Promise<Omit<OverviewResponse, 'message'>> {
  const statusRows = await db
    .select({ status: registrations.status, n: count() })
    .from(registrations)
    .groupBy(registrations.status);
  const byStatus = registrationStatuses.map((status) => ({
    status,
    count: statusRows.find((r) => r.status === status)?.n ?? 0,
  }));
  const day = sql<string>`to_char(${registrations.registeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db.select({ date: day, count: count() }).from(registrations).groupBy(day).orderBy(day);
  const assignedRows = await db
    .select({ eventId: registrations.eventId, committee: registrations.assignedCommittee, n: count() })
    .from(registrations)
    .where(isNotNull(registrations.assignedCommittee))
    .groupBy(registrations.eventId, registrations.assignedCommittee);
  const byCommittee = (await listEvents(db)).flatMap((event) =>
    event.committees.map((c) => ({
      eventName: event.name,
      committee: c.code,
      displayName: c.displayName,
      count: assignedRows.find((r) => r.eventId === event._id && r.committee === c.code)?.n ?? 0,
    })),
  );
  const [accounts] = await db.select({ n: count() }).from(users);
  const [contacts] = await db.select({ n: count() }).from(contactResponses);
  const of = (status: RegistrationStatus) => byStatus.find((s) => s.status === status)!.count;
  return {
    totals: {
      registrations: byStatus.reduce((sum, s) => sum + s.count, 0),
      pending: of('pending'),
      confirmed: of('confirmed'),
      declined: of('declined'),
      assigned: assignedRows.reduce((sum, r) => sum + r.n, 0),
      accounts: accounts?.n ?? 0,
      contactResponses: contacts?.n ?? 0,
    },
    byDay,
    byCommittee,
    byStatus,
  };
}
