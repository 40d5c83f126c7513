/**
 * The allocation's two CSV files (sent by src/server/csv.ts): the proposed allocation of a preview, and the
 * applied one as the database holds it; and the audit entry of their export.
 */
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { allocationMessages } from '~/shared/desk-messages';
import {
  type AllocationPreview,
  type ExcludedDelegate,
  type PreviewPlacement,
  type Seat,
  describeChoice,
  describeExclusion,
} from '~/shared/schemas/allocation';
import type { CsvColumn } from '../../csv';
import type { Db, Executor } from '../../db/client';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { registrations } from '../registration/table';
import { explainSeats } from './allocator';
import { delegateColumns, eventSeats, findEvent, seatKey } from './service';

const m = allocationMessages;

/** A line of the proposed allocation's CSV: a placement of the preview, or a member left out of it. */
type ProposedLine =
  | { placement: PreviewPlacement; excluded?: undefined }
  | { placement?: undefined; excluded: ExcludedDelegate };

const delegateOf = (line: ProposedLine) => line.placement ?? line.excluded;

/** The proposed allocation's CSV: each column once, its header and its cell. */
export const proposedCsv: readonly CsvColumn<ProposedLine>[] = [
  { header: 'Registration ID', cell: (l) => delegateOf(l).registrationId },
  { header: 'Name', cell: (l) => delegateOf(l).name },
  { header: 'Email', cell: (l) => delegateOf(l).email },
  { header: 'Kind', cell: (l) => delegateOf(l).kind },
  { header: 'Registered at', cell: (l) => delegateOf(l).registeredAt },
  { header: 'Committee preference', cell: (l) => delegateOf(l).committeePreference.join('; ') },
  { header: 'Portfolio preference', cell: (l) => delegateOf(l).portfolioPreference.join('; ') },
  { header: 'Committee', cell: (l) => l.placement?.seat?.committee ?? null },
  { header: 'Portfolio', cell: (l) => l.placement?.seat?.portfolio ?? null },
  {
    header: 'Choice',
    cell: (l) => (l.placement ? describeChoice(l.placement.choice) : describeExclusion(l.excluded.reason)),
  },
  { header: 'Source', cell: (l) => (l.placement ? m.source[l.placement.source] : null) },
];

/** The lines of the proposed allocation's CSV: the preview's placements, then the members left out. */
export function proposedCsvLines(preview: Omit<AllocationPreview, 'message'>): ProposedLine[] {
  return [
    ...preview.placements.map((placement) => ({ placement })),
    ...preview.excluded.map((excluded) => ({ excluded })),
  ];
}

/** A line of the applied allocation's CSV: a registration, its committee's display name and its choice. */
interface AppliedLine {
  registration: SelectResultFields<typeof delegateColumns>;
  committeeName: string | null;
  choice: string;
}

/** The applied allocation's CSV: each column once, its header and its cell. */
export const appliedCsv: readonly CsvColumn<AppliedLine>[] = [
  { header: 'Registration ID', cell: (l) => l.registration.id },
  { header: 'Name', cell: (l) => l.registration.name },
  { header: 'Email', cell: (l) => l.registration.email },
  { header: 'Kind', cell: (l) => l.registration.kind },
  { header: 'Status', cell: (l) => l.registration.status },
  { header: 'Committee', cell: (l) => l.registration.assignedCommittee },
  { header: 'Committee name', cell: (l) => l.committeeName },
  { header: 'Portfolio', cell: (l) => l.registration.assignedPortfolio },
  { header: 'Choice', cell: (l) => l.choice },
  { header: 'Committee preference', cell: (l) => l.registration.committeePreference.join('; ') },
  { header: 'Portfolio preference', cell: (l) => l.registration.portfolioPreference.join('; ') },
  { header: 'Registered at', cell: (l) => l.registration.registeredAt.toISOString() },
];

/**
 * The lines of the applied allocation's CSV: every registration of the event holding a seat, in the event's
 * seat order, with what the seat is for them; then the confirmed registrations without one.
 */
export async function appliedCsvLines(
  db: Db,
  eventName: string,
): Promise<{ eventName: string; lines: AppliedLine[] }> {
  const event = await findEvent(db, eventName);
  const seats = await eventSeats(db, event.id);
  const rows = await db
    .select(delegateColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.eventId, event.id),
        or(
          eq(registrations.status, 'confirmed'),
          and(isNotNull(registrations.assignedCommittee), isNotNull(registrations.assignedPortfolio)),
        ),
      ),
    )
    .orderBy(asc(registrations.registeredAt), asc(registrations.id));
  const seatOf = (r: (typeof rows)[number]): Seat | null =>
    r.assignedCommittee !== null && r.assignedPortfolio !== null
      ? { committee: r.assignedCommittee, portfolio: r.assignedPortfolio }
      : null;
  const seated = rows
    .filter((r) => seatOf(r) !== null)
    .sort(
      (a, b) =>
        (seats.order.get(seatKey(seatOf(a)!)) ?? Infinity) -
        (seats.order.get(seatKey(seatOf(b)!)) ?? Infinity),
    );
  const explained = explainSeats(
    seats.committees,
    seated.map((r) => ({
      delegate: {
        id: r.id,
        committeePreference: r.committeePreference,
        portfolioPreference: r.portfolioPreference,
      },
      seat: seatOf(r)!,
    })),
  );
  const line = (r: (typeof rows)[number], choice: string): AppliedLine => ({
    registration: r,
    committeeName:
      r.assignedCommittee === null ? null : (seats.displayNames.get(r.assignedCommittee) ?? null),
    choice,
  });
  return {
    eventName: event.name,
    lines: [
      ...seated.map((r, i) => line(r, explained[i] ? describeChoice(explained[i].choice) : '')),
      ...rows.filter((r) => seatOf(r) === null).map((r) => line(r, m.choice.notAssigned)),
    ],
  };
}

/** The audit entry of an allocation CSV export (the same action as the registrations export). */
export async function recordAllocationExport(
  db: Executor,
  actor: Actor,
  eventName: string,
  kind: 'proposed' | 'applied',
): Promise<void> {
  await recordAudit(db, actor, {
    action: 'registrations.export',
    targetType: 'event',
    targetId: eventName,
    details: { export: `allocation.${kind}` },
  });
}
